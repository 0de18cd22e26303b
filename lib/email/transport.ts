import "server-only";
// nodemailer over SMTP_URL; null when no mail server is configured (the outbox keeps everything).
import { serverEnv } from "@/lib/env";
import { siteConfig } from "@/lib/site-config";
import { smtpTransport } from "./smtp";
import type { MailTransport } from "./outbox";

let cached: MailTransport | null | undefined;

export function mailTransport(): MailTransport | null {
  if (cached !== undefined) return cached;
  const env = serverEnv();
  if (!env.SMTP_URL) return (cached = null);
  return (cached = smtpTransport(
    env.SMTP_URL,
    env.EMAIL_FROM ?? `${siteConfig.name} <${siteConfig.supportEmail}>`,
  ));
}

export function staffNotifyAddress(): string {
  return serverEnv().STAFF_NOTIFY_EMAIL ?? siteConfig.supportEmail;
}
