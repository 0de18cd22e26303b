// Hands the outbox to the mail server, each email once. Three steps, each committed on its own:
// claim a batch (status `sending`, with the time and this process as owner), hand each email to
// the mail server with a Message-ID made from its row id, then record the result. A database
// error after the server accepted an email never puts it back in the queue: the result waits in
// this process (the courier) and is recorded on the next pass, before anything new is claimed.
// A row a dead process left `sending` (killed between handing it over and recording it) may well
// have gone out, so after the claim lease it becomes `interrupted`, shown in the admin outbox and
// sent again only when staff ask: a missing email can be re-sent, a duplicate cannot be unsent.
import os from "node:os";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { noLongerStanding, sentFirstKinds } from "@/lib/booking/messages/still-stands";
import { siteConfig } from "@/lib/site-config";
import { errorCode, refusedForGood } from "./error-code";
import { MAX_ATTEMPTS, retryDelayMinutes, type MailTransport } from "./outbox";

export const BATCH_SIZE = 200;
/** Emails handed to the transport at once (its pool spreads them over its connections). */
export const CONCURRENT_SENDS = 10;
/** How long a claim stands before its row counts as interrupted (well past any SMTP timeout). */
export const CLAIM_LEASE_MS = 10 * 60_000;

type Outcome =
  | { sent: true; at: Date }
  | { sent: false; at: Date; attempts: number; error: string; final: boolean };

/** One process's identity as a sender, and the results the database has not taken yet. */
export type Courier = { owner: string; unrecorded: Map<string, Outcome> };

export function newCourier(): Courier {
  return { owner: `${os.hostname()}:${process.pid}:${randomUUID()}`, unrecorded: new Map() };
}

export type DeliveryRun = {
  claimed: number;
  sent: number;
  failed: number;
  withdrawn: number;
  interrupted: number;
  /** Results still waiting to be recorded (the database refused them this pass). */
  unrecorded: number;
};

type Row = typeof emailOutbox.$inferSelect;

/** The Message-ID of an outbox row: the same however often it is handed over. */
export function messageIdFor(id: string, domain = new URL(siteConfig.siteUrl).hostname): string {
  return `<outbox-${id}@${domain}>`;
}

async function record(db: AppDatabase, courier: Courier, id: string, outcome: Outcome) {
  const mine = and(
    eq(emailOutbox.id, id),
    eq(emailOutbox.claimedBy, courier.owner),
    inArray(emailOutbox.status, ["sending", "interrupted"]),
  );
  if (outcome.sent) {
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: outcome.at, lastError: null })
      .where(mine);
  } else {
    await db
      .update(emailOutbox)
      .set({
        status: outcome.final ? "failed" : "pending",
        lastError: outcome.error,
        nextAttemptAt: new Date(
          outcome.at.getTime() + retryDelayMinutes(outcome.attempts) * 60_000,
        ),
      })
      .where(mine);
  }
}

/** Records what earlier passes could not; throws (and claims nothing) while the database refuses. */
async function recordLeftovers(db: AppDatabase, courier: Courier): Promise<void> {
  for (const [id, outcome] of courier.unrecorded) {
    await record(db, courier, id, outcome);
    courier.unrecorded.delete(id);
  }
}

async function claim(db: AppDatabase, courier: Courier, now: Date, limit: number): Promise<Row[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(desc(inArray(emailOutbox.kind, sentFirstKinds)), asc(emailOutbox.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({
      status: "sending",
      claimedAt: now,
      claimedBy: courier.owner,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(and(inArray(emailOutbox.id, due), eq(emailOutbox.status, "pending")))
    .returning();
  const first = (row: Row) => (sentFirstKinds.includes(row.kind) ? 0 : 1);
  return rows.sort((a, b) => first(a) - first(b) || a.createdAt.getTime() - b.createdAt.getTime());
}

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function deliverPending(
  db: AppDatabase,
  transport: MailTransport | null,
  now: Date,
  options: { courier?: Courier; limit?: number; concurrency?: number } = {},
): Promise<DeliveryRun> {
  const run: DeliveryRun = {
    claimed: 0,
    sent: 0,
    failed: 0,
    withdrawn: 0,
    interrupted: 0,
    unrecorded: 0,
  };
  if (!transport) return run;
  const courier = options.courier ?? newCourier();
  await recordLeftovers(db, courier);

  const abandoned = await db
    .update(emailOutbox)
    .set({ status: "interrupted" })
    .where(
      and(
        eq(emailOutbox.status, "sending"),
        lte(emailOutbox.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
      ),
    )
    .returning({ id: emailOutbox.id });
  run.interrupted = abandoned.length;

  const claimed = await claim(db, courier, now, options.limit ?? BATCH_SIZE);
  run.claimed = claimed.length;
  const gone = new Set(await noLongerStanding(db, claimed, now));
  if (gone.size) {
    await db
      .update(emailOutbox)
      .set({ status: "withdrawn" })
      .where(and(inArray(emailOutbox.id, [...gone]), eq(emailOutbox.claimedBy, courier.owner)));
    run.withdrawn = gone.size;
  }

  const deliver = async (email: Row) => {
    let outcome: Outcome;
    try {
      await transport.send({
        messageId: messageIdFor(email.id),
        to: email.toAddress,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        ics: email.icsContent ?? undefined,
      });
      outcome = { sent: true, at: now };
      run.sent++;
    } catch (error) {
      const final = refusedForGood(error) || email.attempts >= MAX_ATTEMPTS;
      outcome = { sent: false, at: now, attempts: email.attempts, error: errorCode(error), final };
      run.failed++;
    }
    try {
      await record(db, courier, email.id, outcome);
    } catch {
      courier.unrecorded.set(email.id, outcome);
    }
  };
  // Cancellations first, all of them handed over before anything else of the batch.
  const sending = claimed.filter((e) => !gone.has(e.id));
  const firstTier = sending.filter((e) => sentFirstKinds.includes(e.kind));
  const concurrency = options.concurrency ?? CONCURRENT_SENDS;
  await inParallel(firstTier, concurrency, deliver);
  await inParallel(
    sending.filter((e) => !sentFirstKinds.includes(e.kind)),
    concurrency,
    deliver,
  );
  run.unrecorded = courier.unrecorded.size;
  return run;
}
