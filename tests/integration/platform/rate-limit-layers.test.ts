// Rate limits in two layers (lib/rate-limit.ts): a refused request is answered from memory and
// writes nothing; what passes is counted in the database, shared by every instance. The clock is
// injected; each test builds its own process memory (createProcessLimits).
import { eq, sql } from "drizzle-orm";
import { requestBuckets } from "@/db/schema";
import { allowRequest, createProcessLimits } from "@/lib/rate-limit";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";

jest.setTimeout(120_000);

const rule = { limit: 5, windowSeconds: 60 };
const NOW = new Date("2030-01-07T15:00:00Z");

describe.each(testDatabaseTargets())("rate limits on $label", (target) => {
  const db = useTestDatabase(target, async (d) => {
    await d.execute(sql`delete from request_buckets`);
  });
  const counted = async (key: string) =>
    (await db().select().from(requestBuckets).where(eq(requestBuckets.key, key)))[0]?.count ?? 0;

  it("counts what passes in the database and refuses the rest without writing", async () => {
    const limits = createProcessLimits();
    const answers = [];
    for (let i = 0; i < 50; i++)
      answers.push(await allowRequest(db(), "hold:net-a", rule, NOW, { limits }));
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(await counted("hold:net-a")).toBe(5);
  });

  it("a second instance is held to the same shared count, and then refuses from memory", async () => {
    const first = createProcessLimits();
    const second = createProcessLimits();
    for (let i = 0; i < 4; i++)
      await allowRequest(db(), "book:net-b", rule, NOW, { limits: first });
    expect(await allowRequest(db(), "book:net-b", rule, NOW, { limits: second })).toBe(true);
    expect(await allowRequest(db(), "book:net-b", rule, NOW, { limits: second })).toBe(false);
    expect(await counted("book:net-b")).toBe(6);
    // The database refused once: this instance now refuses from memory, with no further write.
    for (let i = 0; i < 20; i++)
      expect(await allowRequest(db(), "book:net-b", rule, NOW, { limits: second })).toBe(false);
    expect(await counted("book:net-b")).toBe(6);
  });

  it("settling at shutdown writes the batched counts at once and leaves no flush timer behind", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      const limits = createProcessLimits();
      for (let i = 0; i < 2; i++)
        await allowRequest(db(), "availability:net-s", rule, NOW, { limits, batched: true });
      expect(jest.getTimerCount()).toBe(1);
      await limits.settle(NOW);
      expect(jest.getTimerCount()).toBe(0);
      expect(await counted("availability:net-s")).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("batched: requests are counted together at the next flush, and the count decides after it", async () => {
    const limits = createProcessLimits();
    const batched = { limits, batched: true };
    for (let i = 0; i < 3; i++)
      expect(await allowRequest(db(), "availability:net-c", rule, NOW, batched)).toBe(true);
    expect(await counted("availability:net-c")).toBe(0);
    await limits.batched(db()).flush(NOW);
    expect(await counted("availability:net-c")).toBe(3);

    // Another instance spent the rest of the window's allowance meanwhile.
    await allowRequest(db(), "availability:net-c", { ...rule, limit: 100 }, NOW);
    await allowRequest(db(), "availability:net-c", { ...rule, limit: 100 }, NOW);
    expect(await allowRequest(db(), "availability:net-c", rule, NOW, batched)).toBe(true);
    await limits.batched(db()).flush(NOW);
    expect(await counted("availability:net-c")).toBe(6);
    expect(await allowRequest(db(), "availability:net-c", rule, NOW, batched)).toBe(false);
  });

  it("a sole instance (the embedded database's one owner) counts in memory alone", async () => {
    const limits = createProcessLimits();
    const sole = { limits, batched: true, soleInstance: true };
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(await allowRequest(db(), "availability:net-d", rule, NOW, sole));
    await limits.batched(db()).flush(NOW);
    expect(answers.filter(Boolean)).toHaveLength(rule.limit);
    expect(await counted("availability:net-d")).toBe(0);
  });
});
