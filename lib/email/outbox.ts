// Every email is first written to the outbox, in the same transaction as the record it is about,
// so a failed send never loses a lead or a booking. deliverPending() (delivery.ts) sends through
// SMTP when SMTP_URL is set and retries failures with backoff; without SMTP the outbox is the
// mailbox (visible in the admin area).
import { inArray } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { emailOutbox } from "@/db/schema";

export type OutgoingEmail = {
  kind: string;
  to: string;
  /** The parent's address on staff notifications, so staff answer the family with "Reply". */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  ics?: string;
  relatedType?: string;
  relatedId?: string;
};

type Executor = Pick<AppDatabase, "insert">;

export async function queueEmails(db: Executor, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db.insert(emailOutbox).values(
    emails.map((email) => ({
      kind: email.kind,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      icsContent: email.ics ?? null,
      relatedType: email.relatedType ?? null,
      relatedId: email.relatedId ?? null,
    })),
  );
}

export type MailTransport = {
  send: (message: {
    /** Stable per outbox row, so a message handed over twice is recognisable as one. */
    messageId: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html?: string;
    ics?: string;
  }) => Promise<void>;
};

export const MAX_ATTEMPTS = 8;

/** Minutes before the next try after `attempts` failures: 1, 2, 4 … capped at 4 hours. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(240, 2 ** Math.max(0, attempts - 1));
}

/** Puts failed (or interrupted) emails back in the queue (admin "Retry"). */
export async function retryEmails(db: AppDatabase, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ status: "pending", nextAttemptAt: now })
    .where(inArray(emailOutbox.id, ids));
}
