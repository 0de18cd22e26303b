// Rate limits in two layers. In memory first (server/traffic/token-bucket.mjs, one set per process,
// which the server itself reads before Next for the public routes: server/traffic/public-limits.mjs): a
// client over its limit is refused there, so a flood of refused requests writes nothing and
// waits for no database. Then fixed-window counters in the database, shared by every instance,
// for what the bucket let through: one atomic upsert per request, or, for a hot read such as the
// availability calendar, one upsert per client and half-second for all of a process's requests
// (counted slightly after the fact; a client's count is never more than one flush behind).
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { requestBuckets } from "@/db/schema";
import { log } from "@/lib/log/logger";
import { TOO_MANY_REQUESTS } from "@/server/traffic/public-limits.mjs";
import {
  TokenBuckets,
  forgetProcessTokenBuckets,
  processTokenBuckets,
  type RateRule,
} from "@/server/traffic/token-bucket.mjs";

export { TOO_MANY_REQUESTS, type RateRule };

/** No rule's window is longer, so a bucket whose window began before this is dead for any rule. */
export const MAX_RATE_WINDOW_SECONDS = 24 * 60 * 60;

/** How long counts of batched requests wait in memory before they reach the database. */
export const BATCH_FLUSH_MS = 500;
const FLUSH_CHUNK = 500;

type Increment = { key: string; by: number };

/** Adds to each key's counter in one statement; each key's count in its current window. */
async function addToCounters(
  db: AppDatabase,
  increments: Increment[],
  rule: RateRule,
  now: Date,
): Promise<Map<string, { count: number; windowStart: Date }>> {
  if (rule.windowSeconds > MAX_RATE_WINDOW_SECONDS)
    throw new Error(`Rate windows are at most ${MAX_RATE_WINDOW_SECONDS} s`);
  // Instants inside raw SQL go as ISO text with a cast: postgres-js cannot bind a Date there.
  const cutoff = sql`${new Date(now.getTime() - rule.windowSeconds * 1000).toISOString()}::timestamptz`;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(requestBuckets)
    .values(increments.map(({ key, by }) => ({ key, count: by, windowStart: now })))
    .onConflictDoUpdate({
      target: requestBuckets.key,
      set: {
        count: sql`case when ${requestBuckets.windowStart} <= ${cutoff} then excluded.count else ${requestBuckets.count} + excluded.count end`,
        windowStart: sql`case when ${requestBuckets.windowStart} <= ${cutoff} then ${nowAt} else ${requestBuckets.windowStart} end`,
      },
    })
    .returning({
      key: requestBuckets.key,
      count: requestBuckets.count,
      windowStart: requestBuckets.windowStart,
    });
  return new Map(rows.map((row) => [row.key, { count: row.count, windowStart: row.windowStart }]));
}

/** Counts one request in the database, whatever the bucket says (the shared layer alone). */
export async function consumeRate(
  db: AppDatabase,
  key: string,
  rule: RateRule,
  now: Date,
): Promise<{ allowed: boolean; count: number }> {
  const counted = await addToCounters(db, [{ key, by: 1 }], rule, now);
  const count = counted.get(key)?.count ?? 1;
  return { allowed: count <= rule.limit, count };
}

/**
 * Requests counted in memory and written together: a key's count as of the last flush plus what
 * waits decides, so a client is refused once the database's count says so, without a write per
 * request. A flush is one statement per rule, keys in order (two instances never deadlock).
 */
export class BatchedCounts {
  private pending = new Map<string, { rule: RateRule; by: number }>();
  private readonly known = new Map<string, { count: number; until: number }>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly db: AppDatabase,
    private readonly maxKnown = 20_000,
  ) {}

  allows(key: string, rule: RateRule, nowMs: number): boolean {
    const known = this.known.get(key);
    const counted = known && known.until > nowMs ? known.count : 0;
    return counted + (this.pending.get(key)?.by ?? 0) < rule.limit;
  }

  add(key: string, rule: RateRule): void {
    const waiting = this.pending.get(key);
    if (waiting) waiting.by += 1;
    else this.pending.set(key, { rule, by: 1 });
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.flush(new Date()).catch((error: unknown) => log("warn", "rate_flush_failed", { error }));
    }, BATCH_FLUSH_MS);
    this.timer.unref?.();
  }

  /** Writes what waits now, and forgets the timer (shutdown: nothing counted is lost). */
  async settle(now: Date): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size > 0) await this.flush(now);
  }

  async flush(now: Date): Promise<void> {
    const batch = [...this.pending].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.pending = new Map();
    const byWindow = new Map<string, { rule: RateRule; increments: Increment[] }>();
    for (const [key, { rule, by }] of batch) {
      const id = `${rule.limit}/${rule.windowSeconds}`;
      const group = byWindow.get(id) ?? { rule, increments: [] };
      group.increments.push({ key, by });
      byWindow.set(id, group);
    }
    for (const { rule, increments } of byWindow.values()) {
      for (let i = 0; i < increments.length; i += FLUSH_CHUNK) {
        const counted = await addToCounters(
          this.db,
          increments.slice(i, i + FLUSH_CHUNK),
          rule,
          now,
        );
        for (const [key, { count, windowStart }] of counted) {
          this.known.delete(key);
          this.known.set(key, { count, until: windowStart.getTime() + rule.windowSeconds * 1000 });
        }
      }
    }
    while (this.known.size > this.maxKnown) {
      const oldest = this.known.keys().next().value;
      if (oldest === undefined) break;
      this.known.delete(oldest);
    }
  }
}

/** One process's memory of its clients: buckets, and batched counts per database. */
export type ProcessLimits = {
  buckets: TokenBuckets;
  batched: (db: AppDatabase) => BatchedCounts;
  /** Writes every database's waiting counts, before the databases close. */
  settle: (now: Date) => Promise<void>;
};

export function createProcessLimits(buckets = new TokenBuckets()): ProcessLimits {
  const batches = new Map<AppDatabase, BatchedCounts>();
  return {
    buckets,
    batched: (db) => {
      let counts = batches.get(db);
      if (!counts) batches.set(db, (counts = new BatchedCounts(db)));
      return counts;
    },
    settle: async (now) => {
      const all = [...batches.values()];
      batches.clear();
      await Promise.all(all.map((counts) => counts.settle(now)));
    },
  };
}

const processGlobal = globalThis as unknown as { __practiceRateLimits?: ProcessLimits };

/**
 * Tests: the process forgets every client, as a restart would (the database's counts stay).
 * Each integration test starts so, since its database is reset but the process is not.
 */
/** Shutdown, and the end of each test: counts still waiting are written while the database is open. */
export async function settleProcessLimits(now = new Date()): Promise<void> {
  await processGlobal.__practiceRateLimits?.settle(now);
}

export function forgetProcessLimits(): void {
  processGlobal.__practiceRateLimits = undefined;
  forgetProcessTokenBuckets();
}

function processLimits(): ProcessLimits {
  return (processGlobal.__practiceRateLimits ??= createProcessLimits(processTokenBuckets()));
}

type LimitOptions = {
  batched?: boolean;
  /**
   * This process sees every request there is (the embedded database has one owner, so one
   * instance): its bucket is the whole count, and writing it to the database would only stall
   * the one thread the embedded database shares with every request.
   */
  soleInstance?: boolean;
  limits?: ProcessLimits;
  /**
   * The bucket's key when it differs from the database's: the public routes count a client's
   * address in memory, where the server can find it (server/traffic/public-limits.mjs), and only a keyed
   * hash of it in the database.
   */
  bucketKey?: string;
};

/**
 * Whether this request is within the client's limit for `key`: the bucket in memory first (a
 * refusal there touches no database), then the shared count in the database.
 */
export async function allowRequest(
  db: AppDatabase,
  key: string,
  rule: RateRule,
  now: Date,
  options: LimitOptions = {},
): Promise<boolean> {
  const limits = options.limits ?? processLimits();
  const bucket = options.bucketKey ?? key;
  const nowMs = now.getTime();
  if (!limits.buckets.take(bucket, rule, nowMs)) return false;
  if (options.soleInstance) return true;
  if (options.batched) {
    const counts = limits.batched(db);
    if (!counts.allows(key, rule, nowMs)) {
      limits.buckets.empty(bucket, rule, nowMs);
      return false;
    }
    counts.add(key, rule);
    return true;
  }
  const { allowed } = await consumeRate(db, key, rule, now);
  if (!allowed) limits.buckets.empty(bucket, rule, nowMs);
  return allowed;
}

/** After a refusal: how long until the bucket lets the client try again. */
export function waitBeforeRetryMs(
  bucketKey: string,
  rule: RateRule,
  now: Date,
  limits: ProcessLimits = processLimits(),
): number {
  return limits.buckets.waitMs(bucketKey, rule, now.getTime());
}
