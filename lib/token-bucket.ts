// Per-process token buckets in front of the database's rate limits (lib/rate-limit.ts): a client
// over its limit is answered from memory, so a flood of refused requests costs no database
// round trip and no write. A bucket holds up to a rule's limit and refills at limit / window, so
// it never refuses a client the database would still count as within its limit for long; the
// database stays the judge across instances for whatever the bucket lets through.
import type { RateRule } from "./rate-limit";

/** Clients remembered per process; the least recently seen go first beyond this. */
export const MAX_BUCKETS = 20_000;

type Bucket = { tokens: number; at: number };

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly maxBuckets = MAX_BUCKETS) {}

  /** Takes one token for `key`; false (and nothing taken) when the bucket is empty. */
  take(key: string, rule: RateRule, nowMs: number): boolean {
    const bucket = this.refilled(key, rule, nowMs);
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.remember(key, bucket);
    return allowed;
  }

  /** The database refused this client: refuse it here too until its bucket refills. */
  empty(key: string, rule: RateRule, nowMs: number): void {
    const bucket = this.refilled(key, rule, nowMs);
    bucket.tokens = 0;
    this.remember(key, bucket);
  }

  get size(): number {
    return this.buckets.size;
  }

  private refilled(key: string, rule: RateRule, nowMs: number): Bucket {
    const bucket = this.buckets.get(key);
    if (!bucket) return { tokens: rule.limit, at: nowMs };
    const perMs = rule.limit / (rule.windowSeconds * 1000);
    const elapsed = Math.max(0, nowMs - bucket.at);
    return { tokens: Math.min(rule.limit, bucket.tokens + elapsed * perMs), at: nowMs };
  }

  /** Moves the key to the most recent end of the map and drops the oldest beyond the bound. */
  private remember(key: string, bucket: Bucket): void {
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    while (this.buckets.size > this.maxBuckets) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
  }
}
