import { sql } from "drizzle-orm";
import { slotHolds } from "@/db/schema";
import { getAvailability } from "@/lib/booking/calendar/availability";
import { holdSlot, MAX_LIVE_HOLDS_PER_NETWORK, releaseHold } from "@/lib/booking/holds";
import { bookingMessages } from "@/lib/booking/schemas";
import { AppError } from "@/lib/http/responses";
import { testDatabaseTargets } from "../../helpers/test-db";
import {
  clockAt,
  errorOf,
  later,
  NOW,
  settle,
  tuesdaySlot,
  visitor,
  useBookingDatabase,
} from "./booking-fixtures";

// Databases start slowly on a busy machine, and the contention tests are deliberately heavy.
jest.setTimeout(180_000);

describe.each(testDatabaseTargets())("slot holds on $label", (target) => {
  const db = useBookingDatabase(target);
  const hold = (slot: ReturnType<typeof tuesdaySlot>, who = visitor(), at = NOW) =>
    holdSlot(db(), clockAt(at), { ...slot, visitor: who });
  const tuesdayStarts = async (who: string, at = NOW) =>
    (
      await getAvailability(db(), clockAt(at), {
        startDate: "2030-01-08",
        endDate: "2030-01-08",
        visitorKey: who,
      })
    )[0]?.slots.map((s) => s.start) ?? [];

  it("holds a free slot for 300 seconds, hidden from others but visible to the holder", async () => {
    const slot = tuesdaySlot(10);
    const alice = visitor();
    const result = await hold(slot, alice);
    expect(result.expiresInSeconds).toBe(300);
    expect(result.lockId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await tuesdayStarts("someone-else")).not.toContain(slot.start.toISOString());
    expect(await tuesdayStarts(alice.key)).toContain(slot.start.toISOString());
  });

  it("refuses a slot another visitor holds with the spec's message, and keeps the same lockId for the holder", async () => {
    const slot = tuesdaySlot(10);
    const alice = visitor();
    const first = await hold(slot, alice);
    const rival = await settle(hold(slot));
    expect(errorOf(rival)).toEqual({
      status: 409,
      message: "This time is no longer available. Please pick another slot.",
    });
    expect((await hold(slot, alice, later(60))).lockId).toBe(first.lockId);
  });

  it("lets another visitor take over an expired hold atomically", async () => {
    const slot = tuesdaySlot(10);
    const first = await hold(slot);
    const second = await hold(slot, visitor(), later(301));
    expect(second.lockId).not.toBe(first.lockId);
    const rows = await db().select().from(slotHolds);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(second.lockId);
  });

  it("releases the visitor's previous hold when they pick another time", async () => {
    const alice = visitor();
    await hold(tuesdaySlot(10), alice);
    await hold(tuesdaySlot(11), alice);
    expect(await tuesdayStarts("someone-else")).toContain(tuesdaySlot(10).start.toISOString());
    expect(await tuesdayStarts("someone-else")).not.toContain(tuesdaySlot(11).start.toISOString());
  });

  it("gives a hold back by lockId", async () => {
    const { lockId } = await hold(tuesdaySlot(10));
    expect(await releaseHold(db(), lockId)).toBe(true);
    expect(await releaseHold(db(), lockId)).toBe(false);
    expect(await tuesdayStarts("someone-else")).toContain(tuesdaySlot(10).start.toISOString());
  });

  it.each([
    ["an off-grid start", { ...tuesdaySlot(10, 7) }, 400, bookingMessages.invalidSlot],
    [
      "a slot of the wrong length",
      { ...tuesdaySlot(10), end: tuesdaySlot(11).start },
      400,
      bookingMessages.invalidSlot,
    ],
    [
      "a date that is not the slot's date",
      { ...tuesdaySlot(10), dateISO: "2030-01-09" },
      400,
      bookingMessages.invalidSlot,
    ],
    [
      "a Sunday",
      {
        start: new Date("2030-01-06T17:00:00Z"),
        end: new Date("2030-01-06T17:30:00Z"),
        dateISO: "2030-01-06",
      },
      400,
      bookingMessages.invalidSlot,
    ],
    [
      "a slot in the past",
      {
        start: new Date("2030-01-04T17:00:00Z"),
        end: new Date("2030-01-04T17:30:00Z"),
        dateISO: "2030-01-04",
      },
      409,
      bookingMessages.slotTaken,
    ],
    [
      "a slot inside the minimum notice",
      {
        start: new Date("2030-01-07T16:30:00Z"),
        end: new Date("2030-01-07T17:00:00Z"),
        dateISO: "2030-01-07",
      },
      409,
      bookingMessages.slotTaken,
    ],
    [
      "a slot beyond the horizon",
      {
        start: new Date("2030-03-11T16:00:00Z"),
        end: new Date("2030-03-11T16:30:00Z"),
        dateISO: "2030-03-11",
      },
      409,
      bookingMessages.slotTaken,
    ],
  ])("refuses %s and stores nothing", async (_name, slot, status, message) => {
    expect(errorOf(await settle(hold(slot)))).toEqual({ status, message });
    expect(await db().select().from(slotHolds)).toEqual([]);
  });

  it("refuses a slot that is already booked", async () => {
    const slot = tuesdaySlot(10);
    await db()
      .execute(sql`insert into consultation_bookings (kind, booking_status, parent_name, email, phone, date_iso, start_at, end_at, label, lead_source, conversion_stage)
      values ('booking', 'confirmed', 'A', 'a@example.com', '1', '2030-01-08', ${slot.start.toISOString()}::timestamptz, ${slot.end.toISOString()}::timestamptz, 'x', 'consultation_booking', 'consultation_booked')`);
    expect(errorOf(await settle(hold(slot)))).toEqual({
      status: 409,
      message: bookingMessages.slotTaken,
    });
  });

  it(`limits live holds to ${MAX_LIVE_HOLDS_PER_NETWORK} per network address`, async () => {
    for (let hour = 9; hour < 9 + MAX_LIVE_HOLDS_PER_NETWORK; hour++)
      await hold(tuesdaySlot(hour), visitor("shared"));
    expect(errorOf(await settle(hold(tuesdaySlot(14), visitor("shared")))).status).toBe(429);
    await expect(hold(tuesdaySlot(14), visitor("elsewhere"))).resolves.toHaveProperty("lockId");
    // Once they expire the address may hold again.
    await expect(hold(tuesdaySlot(15), visitor("shared"), later(301))).resolves.toHaveProperty(
      "lockId",
    );
  });

  it("200 simultaneous holds of one slot: exactly one wins, every other gets the conflict message", async () => {
    const slot = tuesdaySlot(13);
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => settle(hold(slot, visitor(`net-${i}`)))),
    );
    const wins = outcomes.filter((o) => o.ok);
    const losses = outcomes.filter((o) => !o.ok).map((o) => (o as { error: unknown }).error);
    expect(wins).toHaveLength(1);
    expect(losses).toHaveLength(199);
    for (const error of losses) {
      expect(error).toBeInstanceOf(AppError);
      expect(errorOf({ ok: false, error })).toEqual({
        status: 409,
        message: bookingMessages.slotTaken,
      });
    }
    expect(await db().select().from(slotHolds)).toHaveLength(1);
  });
});
