// Federal holidays close the calendar by default (issue 36, point 4): Thanksgiving 2026 offered no
// time, staff can reopen it and close it again, and a date override still wins over the holiday.
import { eq } from "drizzle-orm";
import { auditLog } from "@/db/schema";
import { addOverride, previewSlots } from "@/lib/booking/calendar/availability-settings";
import { getAvailability } from "@/lib/booking/calendar/availability";
import { setHolidayOpen } from "@/lib/booking/calendar/holiday-settings";
import { holdSlot } from "@/lib/booking/holds";
import { upcomingHolidays } from "@/lib/booking/calendar/holidays";
import { bookingMessages } from "@/lib/booking/schemas";
import { testDatabaseTargets } from "../../helpers/test-db";
import { actorOf, seedUser } from "../admin/admin-fixtures";
import { clockAt, errorOf, settle, useBookingDatabase, visitor } from "./booking-fixtures";

jest.setTimeout(180_000);

/** Thanksgiving, Thursday 26 November 2026, 8:00 AM MST: the morning the parent saw 9:00 AM. */
const THANKSGIVING_MORNING = new Date("2026-11-26T15:00:00Z");
const clock = clockAt(THANKSGIVING_MORNING);
/** 26 November 2026 at hh:mm MST (UTC-7). */
const thanksgivingSlot = (hour: number) => {
  const start = new Date(Date.UTC(2026, 10, 26, hour + 7));
  return { start, end: new Date(start.getTime() + 30 * 60_000), dateISO: "2026-11-26" };
};

describe.each(testDatabaseTargets())("federal holidays on $label", (target) => {
  const db = useBookingDatabase(target);
  const slotsOn = async (date: string) =>
    (
      await getAvailability(db(), clock, { startDate: date, endDate: date, visitorKey: null })
    )[0]?.slots.map((s) => s.label.split(" - ")[0]) ?? [];
  const admin = async () => actorOf(await seedUser(db(), "admin"));

  it("offers nothing on Thanksgiving morning and the next time is Friday's", async () => {
    expect(await slotsOn("2026-11-26")).toEqual([]);
    const days = await getAvailability(db(), clock, {
      startDate: "2026-11-26",
      endDate: "2026-11-27",
      visitorKey: null,
    });
    expect(days.find((d) => d.slots.length)?.date).toBe("2026-11-27");
    expect(days[1]?.slots[0]?.label).toBe("9:00 AM - 9:30 AM MT");
    // A hold or booking sent straight to the API meets the same closed day.
    const hold = await settle(
      holdSlot(db(), clock, { ...thanksgivingSlot(13), visitor: visitor() }),
    );
    expect(errorOf(hold).message).toBe(bookingMessages.invalidSlot);
  });

  it("shows the holiday as closed, by name, in the staff's two-week preview", async () => {
    const preview = await previewSlots(db(), THANKSGIVING_MORNING);
    expect(preview[0]).toMatchObject({
      date: "2026-11-26",
      slots: [],
      closedFor: "Thanksgiving Day",
    });
    expect(preview.find((d) => d.date === "2026-11-27")?.closedFor).toBeNull();
    expect(upcomingHolidays("2026-11-26", []).slice(0, 2)).toEqual([
      { date: "2026-11-26", name: "Thanksgiving Day", reopened: false },
      { date: "2026-12-25", name: "Christmas Day", reopened: false },
    ]);
  });

  it("lets staff reopen a holiday (usual hours, after the minimum notice) and close it again", async () => {
    const actor = await admin();
    await expect(
      setHolidayOpen(db(), actor, { date: "2026-11-26", open: "yes" }, THANKSGIVING_MORNING),
    ).resolves.toBe("Thanksgiving Day");
    const reopened = await slotsOn("2026-11-26");
    expect(reopened[0]).toBe("10:00 AM");
    expect(reopened).toHaveLength(14);
    expect((await previewSlots(db(), THANKSGIVING_MORNING))[0]?.closedFor).toBeNull();
    // Only that date: Christmas stays closed, and so would Thanksgiving 2027.
    expect(await slotsOn("2026-12-25")).toEqual([]);

    await setHolidayOpen(db(), actor, { date: "2026-11-26", open: "no" }, THANKSGIVING_MORNING);
    expect(await slotsOn("2026-11-26")).toEqual([]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.actorId, actor.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "availability.holiday_closed",
      "availability.holiday_reopened",
    ]);
  });

  it("refuses a date that is not a federal holiday, or one that has passed", async () => {
    const actor = await admin();
    await expect(
      setHolidayOpen(db(), actor, { date: "2026-11-27", open: "yes" }, THANKSGIVING_MORNING),
    ).rejects.toThrow("That date is not a US federal holiday.");
    await expect(
      setHolidayOpen(db(), actor, { date: "2026-11-11", open: "yes" }, THANKSGIVING_MORNING),
    ).rejects.toThrow("That holiday has passed.");
  });

  it("keeps date overrides working on a holiday: extra hours open, a closed override closes", async () => {
    const actor = await admin();
    await addOverride(
      db(),
      actor,
      { date: "2026-11-26", kind: "extra", start: "13:00", end: "14:00" },
      THANKSGIVING_MORNING,
    );
    expect(await slotsOn("2026-11-26")).toEqual(["1:00 PM", "1:30 PM"]);
    await expect(
      holdSlot(db(), clock, { ...thanksgivingSlot(13), visitor: visitor() }),
    ).resolves.toMatchObject({ expiresInSeconds: 300 });

    await setHolidayOpen(db(), actor, { date: "2026-12-25", open: "yes" }, THANKSGIVING_MORNING);
    await addOverride(db(), actor, { date: "2026-12-25", kind: "closed" }, THANKSGIVING_MORNING);
    expect(await slotsOn("2026-12-25")).toEqual([]);
  });
});
