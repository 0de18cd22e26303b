// Tables that public writes and sign-in attempts grow (rate-limit buckets, spent bot-check tokens,
// failed sign-in counters) lose their dead rows here: oldest first, a bounded number per call, so no single request pays for a backlog.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { log } from "@/lib/log/logger";
import { LOCK_MS, THROTTLE_WINDOW_MS } from "@/lib/auth/sign-ins/login-throttle";
import { MAX_RATE_WINDOW_SECONDS } from "@/lib/rate-limit";

export const PRUNE_BATCH = 500;
/** How often one process tidies up, at most. */
export const PRUNE_EVERY_MS = 60_000;

export type Pruned = { buckets: number; spentTokens: number; signInCounters: number };

export async function pruneExpired(
  db: AppDatabase,
  now: Date,
  batch = PRUNE_BATCH,
): Promise<Pruned> {
  const bucketCutoff = new Date(now.getTime() - MAX_RATE_WINDOW_SECONDS * 1000).toISOString();
  const buckets = rowsOf<{ key: string }>(
    await db.execute(sql`
      delete from request_buckets where key in (
        select key from request_buckets where window_start < ${bucketCutoff}::timestamptz
        order by window_start limit ${batch})
      returning key`),
  );
  const spent = rowsOf<{ token_hash: string }>(
    await db.execute(sql`
      delete from spent_bot_tokens where token_hash in (
        select token_hash from spent_bot_tokens where expires_at < ${now.toISOString()}::timestamptz
        order by expires_at limit ${batch})
      returning token_hash`),
  );
  // A failed-sign-in counter counts nothing once its window has passed and any lock has ended.
  const counterCutoff = new Date(
    now.getTime() - Math.max(THROTTLE_WINDOW_MS, LOCK_MS),
  ).toISOString();
  const counters = rowsOf<{ key: string }>(
    await db.execute(sql`
      delete from login_attempts where key in (
        select key from login_attempts
        where first_failure_at < ${counterCutoff}::timestamptz
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
        order by first_failure_at limit ${batch})
      returning key`),
  );
  return { buckets: buckets.length, spentTokens: spent.length, signInCounters: counters.length };
}

let lastPrunedAt = Number.NEGATIVE_INFINITY;

/**
 * Called on public writes: tidies up at most once a minute per process, after the answer is
 * decided and without making anyone wait for it. Returns the pass when one started (for tests).
 */
export function pruneOccasionally(db: AppDatabase, now: Date): Promise<Pruned | null> {
  if (now.getTime() - lastPrunedAt < PRUNE_EVERY_MS) return Promise.resolve(null);
  lastPrunedAt = now.getTime();
  return pruneExpired(db, now).catch((error: unknown) => {
    // Only timestamps go into these queries; the next pass tries again.
    log("warn", "housekeeping_failed", { error });
    return null;
  });
}
