import "server-only";
// nodemailer over SMTP_URL; null when no mail server is configured (the outbox keeps everything).
import nodemailer from "nodemailer";
import { serverEnv } from "@/lib/env";
import { siteConfig } from "@/lib/site-config";
import type { MailTransport } from "./outbox";

let cached: MailTransport | null | undefined;

export function mailTransport(): MailTransport | null {
  if (cached !== undefined) return cached;
  const env = serverEnv();
  if (!env.SMTP_URL) return (cached = null);
  const transporter = nodemailer.createTransport(env.SMTP_URL);
  const from = env.EMAIL_FROM ?? `${siteConfig.name} <${siteConfig.supportEmail}>`;
  cached = {
    send: async (message) => {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        icalEvent: message.ics
          ? { method: "REQUEST", filename: "consultation.ics", content: message.ics }
          : undefined,
      });
    },
  };
  return cached;
}

export function staffNotifyAddress(): string {
  return serverEnv().STAFF_NOTIFY_EMAIL ?? siteConfig.supportEmail;
}
