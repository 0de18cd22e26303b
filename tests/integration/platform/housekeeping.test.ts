// Dead rows of the tables public writes grow are pruned, oldest first and a bounded batch a call.
import { count, sql } from "drizzle-orm";
import { loginAttempts, requestBuckets, spentBotTokens } from "@/db/schema";
import { LOCK_MS, THROTTLE_WINDOW_MS } from "@/lib/auth/sign-ins/login-throttle";
import { spendToken } from "@/lib/bot-check/spent-tokens";
import { pruneExpired, pruneOccasionally, PRUNE_EVERY_MS } from "@/lib/http/housekeeping";
import { consumeRate, MAX_RATE_WINDOW_SECONDS } from "@/lib/rate-limit";
import { openTestDatabase, type TestDatabase } from "../../helpers/test-db";

jest.setTimeout(120_000);

const NOW = new Date("2030-01-07T15:00:00Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
let handle: TestDatabase;

async function rows() {
  const [buckets] = await handle.db.select({ n: count() }).from(requestBuckets);
  const [spent] = await handle.db.select({ n: count() }).from(spentBotTokens);
  return { buckets: buckets?.n, spent: spent?.n };
}

beforeAll(async () => {
  handle = await openTestDatabase({ label: "pglite" });
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`delete from request_buckets`);
  await handle.db.execute(sql`delete from spent_bot_tokens`);
  await handle.db.execute(sql`delete from login_attempts`);
});

it("deletes buckets older than any rate window and tokens past their expiry, a bounded batch per call", async () => {
  const rule = { limit: 10, windowSeconds: 600 };
  for (let i = 0; i < 5; i++)
    await consumeRate(handle.db, `dead-${i}`, rule, ago(MAX_RATE_WINDOW_SECONDS + 60 + i));
  await consumeRate(handle.db, "live", rule, ago(60));
  for (let i = 0; i < 3; i++) await spendToken(handle.db, `spent-${i}`, ago(1 + i));
  await spendToken(handle.db, "still-live", new Date(NOW.getTime() + 60_000));

  expect(await pruneExpired(handle.db, NOW, 2)).toEqual({
    buckets: 2,
    spentTokens: 2,
    signInCounters: 0,
  });
  expect(await rows()).toEqual({ buckets: 4, spent: 2 });
  expect(await pruneExpired(handle.db, NOW, 2)).toEqual({
    buckets: 2,
    spentTokens: 1,
    signInCounters: 0,
  });
  expect(await pruneExpired(handle.db, NOW, 2)).toEqual({
    buckets: 1,
    spentTokens: 0,
    signInCounters: 0,
  });
  expect(await rows()).toEqual({ buckets: 1, spent: 1 });
  // The live bucket keeps counting; the live token stays spent.
  expect(await consumeRate(handle.db, "live", rule, NOW)).toEqual({ allowed: true, count: 2 });
  expect(await spendToken(handle.db, "still-live", new Date(NOW.getTime() + 60_000))).toBe(false);
});

it("forgets failed-sign-in counters whose window has passed, but never one still locked", async () => {
  const old = new Date(NOW.getTime() - Math.max(THROTTLE_WINDOW_MS, LOCK_MS) - 1000);
  await handle.db.insert(loginAttempts).values([
    { key: "stale", failures: 3, firstFailureAt: old, lockedUntil: null },
    {
      key: "lock-ended",
      failures: 5,
      firstFailureAt: old,
      lockedUntil: new Date(NOW.getTime() - 1000),
    },
    // Relocked recently: its first failure is old but the lock still runs.
    {
      key: "still-locked",
      failures: 9,
      firstFailureAt: old,
      lockedUntil: new Date(NOW.getTime() + 60_000),
    },
    {
      key: "recent",
      failures: 1,
      firstFailureAt: new Date(NOW.getTime() - 60_000),
      lockedUntil: null,
    },
  ]);
  expect(await pruneExpired(handle.db, NOW)).toEqual({
    buckets: 0,
    spentTokens: 0,
    signInCounters: 2,
  });
  const left = await handle.db
    .select({ key: loginAttempts.key })
    .from(loginAttempts)
    .orderBy(loginAttempts.key);
  expect(left.map((row) => row.key)).toEqual(["recent", "still-locked"]);
});

it("runs at most once a minute per process", async () => {
  await consumeRate(
    handle.db,
    "dead",
    { limit: 1, windowSeconds: 60 },
    ago(MAX_RATE_WINDOW_SECONDS + 60),
  );
  expect(await pruneOccasionally(handle.db, NOW)).toEqual({
    buckets: 1,
    spentTokens: 0,
    signInCounters: 0,
  });
  await consumeRate(
    handle.db,
    "dead-too",
    { limit: 1, windowSeconds: 60 },
    ago(MAX_RATE_WINDOW_SECONDS + 60),
  );
  expect(
    await pruneOccasionally(handle.db, new Date(NOW.getTime() + PRUNE_EVERY_MS - 1)),
  ).toBeNull();
  expect(await pruneOccasionally(handle.db, new Date(NOW.getTime() + PRUNE_EVERY_MS))).toEqual({
    buckets: 1,
    spentTokens: 0,
    signInCounters: 0,
  });
});
