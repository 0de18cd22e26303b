import {
  compareMonths,
  differsFromBusiness,
  firstAvailable,
  monthGrid,
  monthTitle,
  nextAvailableText,
  shiftMonth,
  slotInZone,
  slotStartText,
} from "./calendar";
import { weekdayOf } from "@/lib/practice/time-zone";
import type { DayAvailability } from "./slots";

describe("month grid", () => {
  it.each([
    ["January 2026 (1st on a Thursday)", { year: 2026, month: 1 }, "2025-12-28", "2026-02-07"],
    ["March 2026 (1st on a Sunday)", { year: 2026, month: 3 }, "2026-03-01", "2026-04-11"],
    ["November 2026", { year: 2026, month: 11 }, "2026-11-01", "2026-12-12"],
    [
      "February 2028 (leap year, 1st on a Tuesday)",
      { year: 2028, month: 2 },
      "2028-01-30",
      "2028-03-11",
    ],
  ])(
    "%s has 42 consecutive days from the Sunday on or before the 1st",
    (_name, ref, first, last) => {
      const grid = monthGrid(ref);
      expect(grid).toHaveLength(42);
      expect(grid[0]).toBe(first);
      expect(grid[41]).toBe(last);
      expect(weekdayOf(grid[0]!)).toBe(0);
      expect(new Set(grid).size).toBe(42);
    },
  );

  it("moves between months across year ends", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(compareMonths({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toBeGreaterThan(0);
    expect(monthTitle({ year: 2026, month: 3 })).toBe("March 2026");
  });
});

describe("next-available banner", () => {
  const slot = (start: string, label: string) => ({ start, end: start, label });
  const days: DayAvailability[] = [
    { date: "2026-03-09", slots: [] },
    { date: "2026-03-10", slots: [slot("2026-03-10T15:00:00Z", "9:00 AM - 9:30 AM MT")] },
    { date: "2026-03-11", slots: [slot("2026-03-11T20:00:00Z", "2:00 PM - 2:30 PM MT")] },
  ];

  it.each([
    ["Today", "2026-03-10", "Today at 9:00 AM MT"],
    ["Tomorrow", "2026-03-09", "Tomorrow at 9:00 AM MT"],
    ["a weekday and date further ahead", "2026-03-08", "Tuesday, March 10 at 9:00 AM MT"],
    ["nothing when the only slots are in the past", "2026-03-12", "No upcoming availability"],
  ])("shows %s", (_name, today, text) => {
    expect(nextAvailableText(days, today)).toBe(text);
  });

  it("looks no further than 30 days and says so when loading failed", () => {
    expect(firstAvailable(days, "2026-02-07")).toBeNull();
    expect(firstAvailable(days, "2026-02-08")?.date).toBe("2026-03-10");
    expect(nextAvailableText(null, "2026-03-09")).toBe("No upcoming availability");
  });
});

describe("times in the visitor's zone", () => {
  const slot = { start: "2026-03-10T15:00:00.000Z", end: "2026-03-10T15:30:00.000Z" };
  it("shows the visitor's clock only when it differs from MT", () => {
    expect(differsFromBusiness("America/Denver", Date.parse(slot.start))).toBe(false);
    expect(differsFromBusiness("America/Phoenix", Date.parse("2026-01-10T15:00:00Z"))).toBe(false);
    expect(differsFromBusiness("America/New_York", Date.parse(slot.start))).toBe(true);
    expect(slotInZone(slot, "America/New_York", "2026-03-10")).toBe("11:00 AM - 11:30 AM EDT");
    expect(slotInZone(slot, "Asia/Tokyo", "2026-03-10")).toBe(
      "Wednesday, March 11, 12:00 AM - 12:30 AM GMT+9",
    );
  });
});

describe("the confirm button's time", () => {
  // Tuesday 1 December 2026, 4:00 PM in Denver (MST, UTC-7).
  const slot = { start: "2026-12-01T23:00:00.000Z" };

  it("reads the day and start in MT for a visitor on the business clock, or with no zone known", () => {
    expect(slotStartText(slot, "America/Denver", "America/Denver")).toBe(
      "Tuesday 1 December, 4:00 PM MT",
    );
    expect(slotStartText(slot, undefined, "America/Denver")).toBe("Tuesday 1 December, 4:00 PM MT");
    // Phoenix keeps MST all year: in December its clock is Denver's, so the calendar shows MT.
    expect(slotStartText(slot, "America/Phoenix", "America/Denver")).toBe(
      "Tuesday 1 December, 4:00 PM MT",
    );
  });

  it("uses the visitor's own clock, and its date, when the calendar shows their time", () => {
    expect(slotStartText(slot, "America/New_York", "America/Denver")).toBe(
      "Tuesday 1 December, 6:00 PM EST",
    );
    expect(slotStartText(slot, "Asia/Tokyo", "America/Denver")).toBe(
      "Wednesday 2 December, 8:00 AM GMT+9",
    );
  });
});
