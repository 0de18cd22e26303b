// The email outbox for staff: every email and where it stands, and a retry that puts a failed
// one (or an interrupted one, which may have gone out: staff decide) back in the queue. Without a
// mail server every email waits here, so nothing is lost.
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { retryEmails } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/responses";
import { recordAudit, type Actor } from "@/lib/practice/audit";

export const outboxStatuses = [
  "pending",
  "sending",
  "sent",
  "failed",
  "withdrawn",
  "interrupted",
] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
export const OUTBOX_PAGE_SIZE = 50;
export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function listOutbox(db: AppDatabase, filter: { status?: OutboxStatus; page: number }) {
  const where: SQL | undefined = filter.status ? eq(emailOutbox.status, filter.status) : undefined;
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((filter.page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox).where(where),
    db
      .select({ status: emailOutbox.status, n: count() })
      .from(emailOutbox)
      .groupBy(emailOutbox.status),
  ]);
  const byStatus = Object.fromEntries(
    outboxStatuses.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]),
  ) as Record<OutboxStatus, number>;
  return { rows, total: total?.n ?? 0, byStatus };
}

/**
 * Retries one failed or interrupted email, or every failed email when no id is given (never every
 * interrupted one at once: each may already have arrived).
 */
export async function retryFailed(
  db: AppDatabase,
  actor: Actor,
  id: string | null,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const failed = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        id
          ? and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "interrupted"]))
          : eq(emailOutbox.status, "failed"),
      );
    if (id && failed.length === 0)
      throw new AppError(
        409,
        "That email is not failed or interrupted any more; it may already be queued again.",
      );
    const ids = failed.map((f) => f.id);
    await retryEmails(tx, ids, now);
    // A retried email gets a fresh round of attempts (with backoff) before it counts as failed again.
    if (ids.length)
      await tx.update(emailOutbox).set({ attempts: 0 }).where(inArray(emailOutbox.id, ids));
    await recordAudit(tx, actor, {
      action: "outbox.retried",
      entityType: "email_outbox",
      entityId: id,
      details: { count: failed.length },
    });
    return failed.length;
  });
}
