// Fixed-window counters in the database, shared by every instance: one atomic upsert per request.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { requestBuckets } from "@/db/schema";

export type RateRule = { limit: number; windowSeconds: number };

/** No rule's window is longer, so a bucket whose window began before this is dead for any rule. */
export const MAX_RATE_WINDOW_SECONDS = 24 * 60 * 60;

export const TOO_MANY_REQUESTS =
  "You've sent a lot of requests in a short time. Please wait a few minutes and try again.";

export async function consumeRate(
  db: AppDatabase,
  key: string,
  rule: RateRule,
  now: Date,
): Promise<{ allowed: boolean; count: number }> {
  if (rule.windowSeconds > MAX_RATE_WINDOW_SECONDS)
    throw new Error(`Rate windows are at most ${MAX_RATE_WINDOW_SECONDS} s`);
  // Instants inside raw SQL go as ISO text with a cast: postgres-js cannot bind a Date there.
  const cutoff = sql`${new Date(now.getTime() - rule.windowSeconds * 1000).toISOString()}::timestamptz`;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(requestBuckets)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: requestBuckets.key,
      set: {
        count: sql`case when ${requestBuckets.windowStart} <= ${cutoff} then 1 else ${requestBuckets.count} + 1 end`,
        windowStart: sql`case when ${requestBuckets.windowStart} <= ${cutoff} then ${nowAt} else ${requestBuckets.windowStart} end`,
      },
    })
    .returning({ count: requestBuckets.count });
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, count };
}
