// Failed sign-ins: a guesser at one address is stopped; a guesser anywhere else can slow the
// admin's sign-in a little but never lock the admin out. The clock is injected.
import { loginAttempts } from "@/db/schema";
import {
  checkLoginThrottle,
  clearLoginFailures,
  FAILURES_BEFORE_LOCK,
  forgetLoginFailures,
  LOCK_MS,
  MAX_DELAY_MS,
  recordLoginFailure,
  THROTTLE_WINDOW_MS,
} from "@/lib/auth/sign-ins/login-throttle";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";

jest.setTimeout(120_000);

const admin = "Admin@Practice.example";
const attacker = { email: admin, address: "203.0.113.7" };
const adminAtHome = { email: admin, address: "198.51.100.20" };
const start = new Date("2026-03-02T16:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(testDatabaseTargets())("sign-in throttling on $label", (target) => {
  const db = useTestDatabase(target, async (d) => {
    await d.delete(loginAttempts);
  });

  const fail = async (attempt: { email: string; address: string }, times: number, at = start) => {
    for (let i = 0; i < times; i++) await recordLoginFailure(db(), attempt, at);
  };

  it("refuses the address that keeps failing, for a while", async () => {
    await fail(attacker, FAILURES_BEFORE_LOCK - 1);
    expect((await checkLoginThrottle(db(), attacker, start)).locked).toBe(false);
    await fail(attacker, 1);
    expect((await checkLoginThrottle(db(), attacker, start)).locked).toBe(true);
    expect(
      (await checkLoginThrottle(db(), { ...attacker, email: " admin@practice.EXAMPLE " }, start))
        .locked,
    ).toBe(true);
    expect((await checkLoginThrottle(db(), attacker, later(LOCK_MS + 1))).locked).toBe(false);
  });

  it("never locks the admin out from another address, however many failures elsewhere", async () => {
    await fail(attacker, 50);
    const atHome = await checkLoginThrottle(db(), adminAtHome, start);
    expect(atHome.locked).toBe(false);
    expect(atHome.delayMs).toBe(MAX_DELAY_MS);
    // Many addresses at once still only slow the email down.
    for (let i = 0; i < 20; i++)
      await fail({ email: admin, address: `192.0.2.${i}` }, FAILURES_BEFORE_LOCK);
    expect(await checkLoginThrottle(db(), adminAtHome, start)).toEqual({
      locked: false,
      delayMs: MAX_DELAY_MS,
    });
  });

  it("slows answers for the email step by step, and forgets after the window", async () => {
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      delays.push((await checkLoginThrottle(db(), adminAtHome, start)).delayMs);
      await fail({ email: admin, address: `192.0.2.${i}` }, 1);
    }
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000]);
    expect(
      (await checkLoginThrottle(db(), adminAtHome, later(THROTTLE_WINDOW_MS + 1))).delayMs,
    ).toBe(0);
  });

  it("a successful sign-in clears that address and the slow-down, not another address's lock", async () => {
    await fail(attacker, FAILURES_BEFORE_LOCK);
    await fail(adminAtHome, 2);
    await clearLoginFailures(db(), adminAtHome);
    expect(await checkLoginThrottle(db(), adminAtHome, start)).toEqual({
      locked: false,
      delayMs: 0,
    });
    expect((await checkLoginThrottle(db(), attacker, start)).locked).toBe(true);
  });

  it("erasing a person's data forgets every counter for the email, from every address", async () => {
    await fail(attacker, 2);
    await fail(adminAtHome, 2);
    await fail({ email: "someone-else@example.com", address: "192.0.2.1" }, 1);
    await forgetLoginFailures(db(), admin);
    expect(await db().select().from(loginAttempts)).toHaveLength(2);
  });
});
