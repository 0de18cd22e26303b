// Every email is first written to the outbox, in the same transaction as the record it is about,
// so a failed send never loses a lead or a booking. deliverPending() sends through SMTP when
// SMTP_URL is set and retries failures with backoff; without SMTP the outbox is the mailbox
// (visible in the admin area).
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { emailOutbox } from "@/db/schema";

export type OutgoingEmail = {
  kind: string;
  to: string;
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
    to: string;
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

export async function deliverPending(
  db: AppDatabase,
  transport: MailTransport | null,
  now: Date,
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  if (!transport) return { sent: 0, failed: 0 };
  const due = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit);
  let sent = 0;
  let failed = 0;
  for (const email of due) {
    // Claim the row so two instances never send the same email.
    const claimed = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + 5 * 60_000) })
      .where(
        and(
          eq(emailOutbox.id, email.id),
          eq(emailOutbox.status, "pending"),
          lte(emailOutbox.nextAttemptAt, now),
        ),
      )
      .returning({ id: emailOutbox.id });
    if (claimed.length === 0) continue;
    try {
      await transport.send({
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        ics: email.icsContent ?? undefined,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: now, attempts: email.attempts + 1, lastError: null })
        .where(eq(emailOutbox.id, email.id));
      sent++;
    } catch (error) {
      const attempts = email.attempts + 1;
      await db
        .update(emailOutbox)
        .set({
          attempts,
          lastError: error instanceof Error ? error.message.slice(0, 500) : "Send failed",
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: new Date(now.getTime() + retryDelayMinutes(attempts) * 60_000),
        })
        .where(eq(emailOutbox.id, email.id));
      failed++;
    }
  }
  return { sent, failed };
}

/** Puts failed emails back in the queue (admin "Retry"). */
export async function retryEmails(db: AppDatabase, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ status: "pending", nextAttemptAt: now })
    .where(inArray(emailOutbox.id, ids));
}
