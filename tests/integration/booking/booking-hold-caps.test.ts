// Calendar exhaustion: holds go through the public-write road with the client address given
// explicitly (as the server decides it), so these tests show what an attacker can and cannot
// hide: one address rotating headers and cookies stays within its per-address cap, and a flood
// of distinct addresses within the overall cap, while a real parent still books.
import { count, sql } from "drizzle-orm";
import { consultationBookings, slotHolds } from "@/db/schema";
import { issueBuiltinToken } from "@/lib/bot-check/server";
import {
  BUSY_HOLDS_PER_NETWORK,
  MAX_LIVE_HOLDS,
  MAX_LIVE_HOLDS_PER_NETWORK,
} from "@/lib/booking/holds";
import { placeHold, submitBooking } from "@/lib/booking/http";
import { bookingMessages } from "@/lib/booking/schemas";
import { AppError } from "@/lib/http/responses";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { testDatabaseForApp } from "../../helpers/test-db";
import { NOW, resetBookingTables, settle } from "./booking-fixtures";

jest.setTimeout(180_000);

const database = testDatabaseForApp();
let secret = "";
let nonce = 0;
const token = () =>
  issueBuiltinToken(secret, "consultation", new Date(NOW.getTime() - 10_000), `caps-${++nonce}`);

/** The nth free half hour from Tuesday 2030-01-08 9:00 MST on (16 a day, Tuesday to Friday). */
function slot(n: number) {
  const day = Math.floor(n / 16);
  const start = new Date(Date.UTC(2030, 0, 8 + day, 16, 0) + (n % 16) * 30 * 60_000);
  return {
    dateISO: `2030-01-${String(8 + day).padStart(2, "0")}`,
    startISO: start.toISOString(),
    endISO: new Date(start.getTime() + 30 * 60_000).toISOString(),
  };
}

function hold(n: number, from: { address: string; headers?: Record<string, string> }) {
  return settle(
    placeHold(
      { ...slot(n), recaptchaToken: token() },
      { headers: new Headers(from.headers), now: NOW, address: from.address },
    ),
  );
}

const statusOf = (outcome: Awaited<ReturnType<typeof hold>>) =>
  outcome.ok
    ? outcome.value.ok
      ? 200
      : outcome.value.status
    : outcome.error instanceof AppError
      ? outcome.error.status
      : 500;

async function liveHolds() {
  const [row] = await database().db.select({ n: count() }).from(slotHolds);
  return row?.n ?? 0;
}

beforeAll(async () => {
  secret = await resolveAppSecret(database().db);
});
beforeEach(async () => {
  await resetBookingTables(database().db);
  await database().db.execute(sql`delete from request_buckets`);
});

it("keeps a visitor to one live hold: each new time replaces the last", async () => {
  const cookie = { cookie: "bp_booking_visitor=one-parent-0123456789abcdef" };
  for (let n = 0; n < 4; n++)
    expect(statusOf(await hold(n, { address: "198.51.100.1", headers: cookie }))).toBe(200);
  expect(await liveHolds()).toBe(1);
});

it("one client rotating X-Forwarded-For and discarding its cookie holds no more than the per-address cap", async () => {
  const statuses: number[] = [];
  for (let n = 0; n < 12; n++)
    statuses.push(
      statusOf(
        await hold(n, {
          address: "198.51.100.7",
          headers: { "x-forwarded-for": `203.0.113.${n + 1}`, "x-real-ip": `192.0.2.${n + 1}` },
        }),
      ),
    );
  expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_LIVE_HOLDS_PER_NETWORK);
  expect(statuses.slice(MAX_LIVE_HOLDS_PER_NETWORK).every((s) => s === 429)).toBe(true);
  expect(await liveHolds()).toBe(MAX_LIVE_HOLDS_PER_NETWORK);
});

it("a flood of distinct addresses holds no more than the overall cap, and a real parent still books", async () => {
  const { db } = database();
  const flood = MAX_LIVE_HOLDS + 15;
  const refusals: string[] = [];
  for (let n = 0; n < flood; n++) {
    const outcome = await hold(n, { address: `10.0.${Math.floor(n / 250)}.${n % 250}` });
    if (!outcome.ok) refusals.push((outcome.error as AppError).message);
  }
  expect(await liveHolds()).toBe(MAX_LIVE_HOLDS);
  expect(refusals).toEqual(Array(flood - MAX_LIVE_HOLDS).fill(bookingMessages.holdsFull));

  // The parent cannot hold a time now, is told the time is still free, and books it.
  const parent = {
    address: "198.51.100.200",
    headers: { cookie: "bp_booking_visitor=real-parent-0123456789abcd" },
  };
  const refused = await hold(flood, parent);
  expect(refused.ok ? null : (refused.error as AppError).details).toEqual({ code: "holds_full" });
  const booked = await submitBooking(
    {
      ...slot(flood),
      parentName: "Jordan Rivera",
      phone: "(801) 555-0199",
      email: "  Jordan@Example.com ",
      notes: "",
      label: "x",
      recaptchaToken: token(),
    },
    { headers: new Headers(parent.headers), now: NOW, address: parent.address },
  );
  expect(booked).toMatchObject({ ok: true, data: { created: true } });
  const [row] = await db.select({ email: consultationBookings.email }).from(consultationBookings);
  expect(row?.email).toBe("jordan@example.com");
});

it("gives each address only its fair share once the calendar is busy", async () => {
  // Half the overall cap held by one hold per address...
  for (let n = 0; n < MAX_LIVE_HOLDS / 2; n++)
    expect(statusOf(await hold(n, { address: `10.1.0.${n}` }))).toBe(200);
  // ...after which a further address holds one time, not five.
  const statuses: number[] = [];
  for (let n = MAX_LIVE_HOLDS / 2; n < MAX_LIVE_HOLDS / 2 + 3; n++)
    statuses.push(statusOf(await hold(n, { address: "198.51.100.9" })));
  expect(statuses.filter((s) => s === 200)).toHaveLength(BUSY_HOLDS_PER_NETWORK);
});
