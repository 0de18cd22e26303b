// The SMTP side of delivery: one pooled nodemailer transport, so a backlog goes out over several
// kept-open connections instead of one new connection per email. Also used as it is by the
// delivery tests and the drain-rate benchmark against a local SMTP sink.
import nodemailer from "nodemailer";
import { invitationMethod } from "@/lib/booking/messages/ics";
import type { MailTransport } from "./outbox";

export const SMTP_CONNECTIONS = 5;

export function smtpTransport(url: string, from: string): MailTransport & { close: () => void } {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    // A silent server fails the send within a minute, well inside delivery's claim lease.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (message) => {
      await transporter.sendMail({
        from,
        messageId: message.messageId,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        icalEvent: message.ics
          ? {
              method: invitationMethod(message.ics),
              filename: "consultation.ics",
              content: message.ics,
            }
          : undefined,
      });
    },
    close: () => transporter.close(),
  };
}
