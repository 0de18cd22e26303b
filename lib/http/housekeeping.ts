// Tables that public writes grow (rate-limit buckets, spent bot-check tokens) lose their dead rows
// here: oldest first, a bounded number per call, so no single request pays for a backlog.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { log } from "@/lib/log/logger";
import { MAX_RATE_WINDOW_SECONDS } from "@/lib/rate-limit";

export const PRUNE_BATCH = 500;
/** How often one process tidies up, at most. */
export const PRUNE_EVERY_MS = 60_000;

export type Pruned = { buckets: number; spentTokens: number };

export async function pruneExpired(db: AppDatabase, now: Date, batch = PRUNE_BATCH): Promise<Pruned> {
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
  return { buckets: buckets.length, spentTokens: spent.length };
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
