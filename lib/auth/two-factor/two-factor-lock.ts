// Wrong two-factor codes are counted per account, wherever they come from: 5 within 10 minutes
// lock that account's second factor for 15 minutes, and the account holder is told by email
// (their password is known to whoever is guessing). This is on top of the per-address limits
// better-auth applies to /two-factor/*. Counters live with the failed sign-in counters
// (login_attempts, pruned by lib/http/housekeeping.ts), keyed by a hash of the user id.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { loginAttempts } from "@/db/schema";
import { countFailure } from "../sign-ins/login-throttle";

export const TWO_FACTOR_FAILURES_BEFORE_LOCK = 5;
export const TWO_FACTOR_WINDOW_MS = 10 * 60 * 1000;
export const TWO_FACTOR_LOCK_MS = 15 * 60 * 1000;
export const TWO_FACTOR_LOCKED =
  "Too many wrong codes. Two-factor sign-in for this account is paused for 15 minutes; please try again then.";

type Executor = Pick<AppDatabase, "select" | "insert" | "update" | "delete" | "transaction">;

export function twoFactorKey(userId: string): string {
  return `2fa:${crypto.createHash("sha256").update(`2fa:${userId}`).digest("hex")}`;
}

export async function twoFactorLocked(db: Executor, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, twoFactorKey(userId)));
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/** Counts a wrong code; `lockedNow` is true for the one failure that started the lock. */
export async function recordTwoFactorFailure(
  db: Executor,
  userId: string,
  now: Date,
): Promise<{ lockedNow: boolean }> {
  const failures = await countFailure(db, twoFactorKey(userId), now, {
    lockAfter: TWO_FACTOR_FAILURES_BEFORE_LOCK,
    windowMs: TWO_FACTOR_WINDOW_MS,
    lockMs: TWO_FACTOR_LOCK_MS,
  });
  return { lockedNow: failures === TWO_FACTOR_FAILURES_BEFORE_LOCK };
}

export async function clearTwoFactorFailures(db: Executor, userId: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, twoFactorKey(userId)));
}
