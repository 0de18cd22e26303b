// Per-process token buckets in front of the database's rate limits (lib/rate-limit.ts): a client
// over its limit is answered from memory, so a flood of refused requests costs no database
// round trip and no write. A bucket holds up to a rule's limit and refills at limit / window, so
// it never refuses a client the database would still count as within its limit for long; the
// database stays the judge across instances for whatever the bucket lets through.
// Plain JavaScript because the server (server/serve.mjs) reads the same buckets before a request
// reaches Next (server/traffic/public-limits.mjs); the app bundle loads this module separately, so the
// process's buckets live on globalThis (processTokenBuckets).

/** Clients remembered per process; the least recently seen go first beyond this. */
export const MAX_BUCKETS = 20_000;

/**
 * @typedef {{ limit: number, windowSeconds: number }} RateRule
 * @typedef {{ tokens: number, at: number }} Bucket
 */

export class TokenBuckets {
  /** @type {Map<string, Bucket>} */
  #buckets = new Map();
  #maxBuckets;

  constructor(maxBuckets = MAX_BUCKETS) {
    this.#maxBuckets = maxBuckets;
  }

  /**
   * Takes one token for `key`; false (and nothing taken) when the bucket is empty.
   * @param {string} key
   * @param {RateRule} rule
   * @param {number} nowMs
   */
  take(key, rule, nowMs) {
    const bucket = this.#refilled(key, rule, nowMs);
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.#remember(key, bucket);
    return allowed;
  }

  /**
   * The database refused this client: refuse it here too until its bucket refills.
   * @param {string} key
   * @param {RateRule} rule
   * @param {number} nowMs
   */
  empty(key, rule, nowMs) {
    const bucket = this.#refilled(key, rule, nowMs);
    bucket.tokens = 0;
    this.#remember(key, bucket);
  }

  /**
   * How long until `key` has a token again: 0 when it has one now. Takes nothing, so the server
   * can turn away a client the app would refuse without counting the request twice.
   * @param {string} key
   * @param {RateRule} rule
   * @param {number} nowMs
   */
  waitMs(key, rule, nowMs) {
    const bucket = this.#buckets.get(key);
    if (!bucket) return 0;
    const { tokens } = this.#refilled(key, rule, nowMs);
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / perMs(rule));
  }

  get size() {
    return this.#buckets.size;
  }

  /** @returns {Bucket} */
  #refilled(key, rule, nowMs) {
    const bucket = this.#buckets.get(key);
    if (!bucket) return { tokens: rule.limit, at: nowMs };
    const elapsed = Math.max(0, nowMs - bucket.at);
    return { tokens: Math.min(rule.limit, bucket.tokens + elapsed * perMs(rule)), at: nowMs };
  }

  /** Moves the key to the most recent end of the map and drops the oldest beyond the bound. */
  #remember(key, bucket) {
    this.#buckets.delete(key);
    this.#buckets.set(key, bucket);
    while (this.#buckets.size > this.#maxBuckets) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest === undefined) break;
      this.#buckets.delete(oldest);
    }
  }
}

/** @param {RateRule} rule */
function perMs(rule) {
  return rule.limit / (rule.windowSeconds * 1000);
}

const KEY = Symbol.for("bright-path.token-buckets");

/**
 * The process's buckets, shared by the server and the app bundle.
 * @returns {TokenBuckets}
 */
export function processTokenBuckets() {
  const holder = /** @type {Record<symbol, TokenBuckets | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (holder[KEY] ??= new TokenBuckets());
}

/** Tests: the process forgets every client's bucket, as a restart would. */
export function forgetProcessTokenBuckets() {
  const holder = /** @type {Record<symbol, TokenBuckets | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[KEY] = undefined;
}
