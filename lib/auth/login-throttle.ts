// Repeated failed sign-ins for one email are slowed, then refused for a while. Keys are hashes
// of the normalised email, so the table never holds an address.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { loginAttempts } from "@/db/schema";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const FAILURES_BEFORE_LOCK = 5;
export const LOCK_MS = 15 * 60 * 1000;
/** Failures before answers start to slow down. */
export const FAILURES_BEFORE_DELAY = 2;

export function throttleKey(email: string): string {
  return crypto.createHash("sha256").update(`login:${email.trim().toLowerCase()}`).digest("hex");
}

export type ThrottleState = { locked: boolean; delayMs: number };

export async function checkLoginThrottle(db: AppDatabase, email: string, now: Date): Promise<ThrottleState> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, throttleKey(email)));
  if (!row) return { locked: false, delayMs: 0 };
  if (row.lockedUntil && row.lockedUntil > now) return { locked: true, delayMs: 0 };
  if (now.getTime() - row.firstFailureAt.getTime() > THROTTLE_WINDOW_MS) return { locked: false, delayMs: 0 };
  const extra = row.failures - FAILURES_BEFORE_DELAY;
  return { locked: false, delayMs: extra > 0 ? Math.min(2000, 250 * 2 ** (extra - 1)) : 0 };
}

export async function recordLoginFailure(db: AppDatabase, email: string, now: Date): Promise<void> {
  const key = throttleKey(email);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.key, key)).for("update");
    const freshWindow = !row || now.getTime() - row.firstFailureAt.getTime() > THROTTLE_WINDOW_MS || (row.lockedUntil !== null && row.lockedUntil <= now);
    const failures = freshWindow ? 1 : row.failures + 1;
    const lockedUntil = failures >= FAILURES_BEFORE_LOCK ? new Date(now.getTime() + LOCK_MS) : null;
    if (!row) {
      await tx.insert(loginAttempts).values({ key, failures, firstFailureAt: now, lockedUntil });
    } else {
      await tx
        .update(loginAttempts)
        .set({ failures, firstFailureAt: freshWindow ? now : row.firstFailureAt, lockedUntil })
        .where(eq(loginAttempts.key, key));
    }
  });
}

export async function clearLoginFailures(db: AppDatabase, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, throttleKey(email)));
}
