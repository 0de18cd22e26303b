// Failed sign-ins are counted twice. Per email *and* client address: after a few failures that
// address is refused for a while, so one guesser is stopped. Per email alone: answers for that
// email only slow down (a short, capped wait), never stop, so a guesser elsewhere can make the
// admin's sign-in a little slower but can never lock the admin out.
// Keys are hashes, so the table never holds an email or an address. Every key for one email
// starts with the same hash, so all of them can be forgotten together.
import crypto from "node:crypto";
import { eq, like } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { loginAttempts } from "@/db/schema";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures from one address for one email before that address is refused. */
export const FAILURES_BEFORE_LOCK = 5;
export const LOCK_MS = 15 * 60 * 1000;
/** Failures for one email (from anywhere) before its answers start to slow down. */
export const FAILURES_BEFORE_DELAY = 2;
export const MAX_DELAY_MS = 2000;

export type SignInAttempt = { email: string; address: string };
export type ThrottleState = { locked: boolean; delayMs: number };

type Executor = Pick<AppDatabase, "select" | "insert" | "update" | "delete" | "transaction">;

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** The key of the per-email counter (the slow-down). */
export function emailKey(email: string): string {
  return sha256(`login:${normalisedEmail(email)}`);
}

/** The key of the per-email-and-address counter (the lock). */
export function emailAddressKey({ email, address }: SignInAttempt): string {
  return `${emailKey(email)}:${sha256(`login:${normalisedEmail(email)}|${address}`)}`;
}

type Counter = typeof loginAttempts.$inferSelect;

function liveFailures(row: Counter | undefined, now: Date, windowMs = THROTTLE_WINDOW_MS): number {
  if (!row || now.getTime() - row.firstFailureAt.getTime() > windowMs) return 0;
  return row.failures;
}

/** The wait for the n-th failure in a row: none for the first few, then 250 ms doubling, capped. */
export function slowDownMs(failures: number): number {
  const extra = failures - FAILURES_BEFORE_DELAY;
  return extra > 0 ? Math.min(MAX_DELAY_MS, 250 * 2 ** (extra - 1)) : 0;
}

export async function checkLoginThrottle(
  db: Executor,
  attempt: SignInAttempt,
  now: Date,
): Promise<ThrottleState> {
  const [pair] = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.key, emailAddressKey(attempt)));
  if (pair?.lockedUntil && pair.lockedUntil > now) return { locked: true, delayMs: 0 };
  const [perEmail] = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.key, emailKey(attempt.email)));
  return { locked: false, delayMs: slowDownMs(liveFailures(perEmail, now)) };
}

/** Counting rules: failures within `windowMs` count together; `lockAfter` of them lock for `lockMs`. */
export type FailureRule = { lockAfter: number | null; windowMs: number; lockMs: number };

/**
 * Counts one failure under `key`; returns the failures in the current window. Rows are locked
 * while counted, so of simultaneous failures exactly one sees the count reach `lockAfter`.
 */
export async function countFailure(
  db: Executor,
  key: string,
  now: Date,
  rule: FailureRule,
): Promise<number> {
  const { lockAfter, windowMs, lockMs } = rule;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, key))
      .for("update");
    const lockOver = row?.lockedUntil != null && row.lockedUntil <= now;
    const freshWindow = !row || lockOver || liveFailures(row, now, windowMs) === 0;
    const failures = freshWindow ? 1 : row.failures + 1;
    const lockedUntil =
      lockAfter !== null && failures >= lockAfter ? new Date(now.getTime() + lockMs) : null;
    const firstFailureAt = freshWindow ? now : row.firstFailureAt;
    if (!row) await tx.insert(loginAttempts).values({ key, failures, firstFailureAt, lockedUntil });
    else
      await tx
        .update(loginAttempts)
        .set({ failures, firstFailureAt, lockedUntil })
        .where(eq(loginAttempts.key, key));
    return failures;
  });
}

export async function recordLoginFailure(
  db: Executor,
  attempt: SignInAttempt,
  now: Date,
): Promise<void> {
  const windowed = { windowMs: THROTTLE_WINDOW_MS, lockMs: LOCK_MS };
  await countFailure(db, emailAddressKey(attempt), now, {
    lockAfter: FAILURES_BEFORE_LOCK,
    ...windowed,
  });
  await countFailure(db, emailKey(attempt.email), now, { lockAfter: null, ...windowed });
}

/** A successful sign-in clears this address's count and the email's slow-down. */
export async function clearLoginFailures(db: Executor, attempt: SignInAttempt): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, emailAddressKey(attempt)));
  await db.delete(loginAttempts).where(eq(loginAttempts.key, emailKey(attempt.email)));
}

/** Erasure of a person's data: every counter for the email, from every address. */
export async function forgetLoginFailures(
  db: Pick<AppDatabase, "delete">,
  email: string,
): Promise<void> {
  const key = emailKey(email);
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  await db.delete(loginAttempts).where(like(loginAttempts.key, `${key}:%`));
}
