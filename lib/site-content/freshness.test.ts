// The revision watch that keeps each instance's cached pages in step with what another instance
// saved (lib/site-content/freshness.ts): driven by hand, one check at a time.
import { isRefreshProof, refreshProof, revisionWatch } from "./freshness";

jest.mock("server-only", () => ({}));
jest.mock("@/db/client", () => ({ getDb: jest.fn() }));

function watch(revisions: (number | string)[], expireAnswers: boolean[] = []) {
  const expire = jest.fn(() => Promise.resolve(expireAnswers.shift() ?? true));
  const check = revisionWatch({
    readRevision: () => Promise.resolve(revisions.shift() ?? 0),
    expire,
  });
  return { check, expire };
}

describe("the site content revision watch", () => {
  it("expires once at start, since the build rendered without the database", async () => {
    const { check, expire } = watch([0, 0, 0]);
    expect(await check()).toBe(true);
    expect(await check()).toBe(false);
    expect(await check()).toBe(false);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it("expires again when another instance saved (the revision moved)", async () => {
    const { check, expire } = watch([4, 4, 5, 5]);
    await check();
    await check();
    expect(await check()).toBe(true);
    expect(await check()).toBe(false);
    expect(expire).toHaveBeenCalledTimes(2);
  });

  it("tries again at the next check when expiring failed (not listening yet)", async () => {
    const { check, expire } = watch([2, 2, 2], [false, true]);
    expect(await check()).toBe(false);
    expect(await check()).toBe(true);
    expect(await check()).toBe(false);
    expect(expire).toHaveBeenCalledTimes(2);
  });
});

describe("the joined revision of every part", () => {
  it("expires when any part moved", async () => {
    const { check, expire } = watch(["3:0", "3:0", "3:1", "4:1"]);
    await check();
    expect(await check()).toBe(false);
    expect(await check()).toBe(true);
    expect(await check()).toBe(true);
    expect(expire).toHaveBeenCalledTimes(3);
  });
});

describe("the refresh proof", () => {
  const secret = Buffer.alloc(32, 7);

  it("is accepted only from this process's secret", () => {
    expect(isRefreshProof(refreshProof(secret), secret)).toBe(true);
    expect(isRefreshProof(refreshProof(Buffer.alloc(32, 8)), secret)).toBe(false);
    expect(isRefreshProof(null, secret)).toBe(false);
    expect(isRefreshProof("short", secret)).toBe(false);
  });
});
