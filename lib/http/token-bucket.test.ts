import { TokenBuckets } from "@/server/traffic/token-bucket.mjs";

const rule = { limit: 3, windowSeconds: 60 };
const T0 = 1_900_000_000_000;

describe("a token bucket per client and route", () => {
  it("lets a client's limit through at once, then refuses", () => {
    const buckets = new TokenBuckets();
    const answers = Array.from({ length: 5 }, () => buckets.take("a", rule, T0));
    expect(answers).toEqual([true, true, true, false, false]);
  });

  it("refills at limit / window: one token every 20 s for 3 a minute", () => {
    const buckets = new TokenBuckets();
    for (let i = 0; i < 3; i++) buckets.take("a", rule, T0);
    expect(buckets.take("a", rule, T0 + 19_999)).toBe(false);
    expect(buckets.take("a", rule, T0 + 20_000)).toBe(true);
    expect(buckets.take("a", rule, T0 + 20_000)).toBe(false);
  });

  it("keeps clients and routes apart", () => {
    const buckets = new TokenBuckets();
    for (let i = 0; i < 3; i++) buckets.take("hold:a", rule, T0);
    expect(buckets.take("hold:a", rule, T0)).toBe(false);
    expect(buckets.take("hold:b", rule, T0)).toBe(true);
    expect(buckets.take("book:a", rule, T0)).toBe(true);
  });

  it("emptied after the database refused, it refuses until it refills", () => {
    const buckets = new TokenBuckets();
    buckets.empty("a", rule, T0);
    expect(buckets.take("a", rule, T0 + 1_000)).toBe(false);
    expect(buckets.take("a", rule, T0 + 20_000)).toBe(true);
  });

  it("holds a bounded number of clients, forgetting the least recently seen", () => {
    const buckets = new TokenBuckets(2);
    for (let i = 0; i < 3; i++) buckets.take("old", rule, T0);
    buckets.take("b", rule, T0);
    buckets.take("c", rule, T0);
    expect(buckets.size).toBe(2);
    // "old" was evicted, so it starts again with a full bucket.
    expect(buckets.take("old", rule, T0)).toBe(true);
    expect(buckets.size).toBe(2);
  });
});

describe("how long a refused client waits", () => {
  it("is nothing while a token is left, then the time until the next one, taking none", () => {
    const buckets = new TokenBuckets();
    expect(buckets.waitMs("a", rule, T0)).toBe(0);
    for (let i = 0; i < 3; i++) buckets.take("a", rule, T0);
    expect(buckets.waitMs("a", rule, T0)).toBe(20_000);
    expect(buckets.waitMs("a", rule, T0 + 15_000)).toBe(5_000);
    expect(buckets.waitMs("a", rule, T0 + 20_000)).toBe(0);
    expect(buckets.take("a", rule, T0 + 20_000)).toBe(true);
  });
});
