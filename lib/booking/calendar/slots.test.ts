import {
  DEFAULT_RULES,
  generateAvailability,
  gridSlotsForDate,
  windowsForDate,
  type AvailabilityInput,
  type DateOverride,
} from "./slots";
import { wallClockToInstant, offsetMinutes } from "@/lib/practice/time-zone";

const iso = (s: string) => new Date(s).toISOString();

// A far horizon so dates months after the test clock are open; the horizon test sets its own.
const RULES = { ...DEFAULT_RULES, horizonDays: 3650 };

function availability(
  partial: Partial<AvailabilityInput> & { startDate: string; endDate?: string },
) {
  return generateAvailability({
    rules: RULES,
    overrides: [],
    booked: [],
    heldByOthers: [],
    endDate: partial.startDate,
    now: new Date("2026-01-01T00:00:00Z"),
    ...partial,
  });
}

const startsOf = (days: ReturnType<typeof availability>) =>
  days.flatMap((d) => d.slots.map((s) => s.start));

describe("weekly hours", () => {
  it("offers sixteen 30-minute slots from 9:00 to 17:00 MT on a weekday in winter (UTC-7)", () => {
    const [day] = availability({ startDate: "2026-03-06" }); // Friday
    expect(day?.slots).toHaveLength(16);
    expect(day?.slots[0]).toEqual({
      start: iso("2026-03-06T16:00:00Z"),
      end: iso("2026-03-06T16:30:00Z"),
      label: "9:00 AM - 9:30 AM MT",
    });
    expect(day?.slots[15]?.label).toBe("4:30 PM - 5:00 PM MT");
    expect(day?.slots.every((s) => s.label.endsWith("MT"))).toBe(true);
  });

  it("is closed on weekends and returns every date of the range in order", () => {
    const days = availability({ startDate: "2026-03-06", endDate: "2026-03-09" });
    expect(days.map((d) => [d.date, d.slots.length])).toEqual([
      ["2026-03-06", 16],
      ["2026-03-07", 0],
      ["2026-03-08", 0],
      ["2026-03-09", 16],
    ]);
  });

  it("labels noon and afternoon times in 12-hour form", () => {
    const rules = {
      ...RULES,
      weeklyHours: { ...DEFAULT_RULES.weeklyHours, "1": [{ start: "11:30", end: "13:00" }] },
    };
    expect(gridSlotsForDate(rules, [], "2026-03-09").map((s) => s.label)).toEqual([
      "11:30 AM - 12:00 PM MT",
      "12:00 PM - 12:30 PM MT",
      "12:30 PM - 1:00 PM MT",
    ]);
  });
});

describe("date overrides", () => {
  const closed: DateOverride = { date: "2026-03-09", kind: "closed", windows: [] };
  const extraSaturday: DateOverride = {
    date: "2026-03-07",
    kind: "extra",
    windows: [{ start: "10:00", end: "12:00" }],
  };

  it.each<[string, DateOverride[], string, number]>([
    ["a closed weekday has no slots", [closed], "2026-03-09", 0],
    ["an extra window opens a Saturday", [extraSaturday], "2026-03-07", 4],
    [
      "closed plus extra keeps only the extra window",
      [closed, { ...extraSaturday, date: "2026-03-09" }],
      "2026-03-09",
      4,
    ],
    [
      "an extra window inside weekly hours adds no duplicates",
      [{ ...extraSaturday, date: "2026-03-09" }],
      "2026-03-09",
      16,
    ],
    [
      "an extra evening window adds to weekly hours",
      [
        {
          date: "2026-03-09",
          kind: "extra",
          windows: [{ start: "18:00", end: "19:00" }],
        },
      ],
      "2026-03-09",
      18,
    ],
    [
      "an override for another date changes nothing",
      [{ ...closed, date: "2026-03-10" }],
      "2026-03-09",
      16,
    ],
  ])("%s", (_name, overrides, date, count) => {
    const [day] = availability({ startDate: date, overrides });
    expect(day?.slots).toHaveLength(count);
  });

  it("ignores malformed or empty windows", () => {
    const overrides: DateOverride[] = [
      {
        date: "2026-03-07",
        kind: "extra",
        windows: [
          { start: "12:00", end: "11:00" },
          { start: "9", end: "10:00" },
        ],
      },
    ];
    expect(windowsForDate(DEFAULT_RULES, overrides, "2026-03-07")).toEqual([]);
  });
});

describe("bookings, buffer and holds", () => {
  const tenAm = {
    start: Date.parse("2026-03-09T16:00:00Z"),
    end: Date.parse("2026-03-09T16:30:00Z"),
  }; // 10:00 MDT

  it("removes a booked slot and nothing else without a buffer", () => {
    const labels = availability({ startDate: "2026-03-09", booked: [tenAm] })[0]?.slots.map(
      (s) => s.label,
    );
    expect(labels).toHaveLength(15);
    expect(labels).not.toContain("10:00 AM - 10:30 AM MT");
    expect(labels).toContain("9:30 AM - 10:00 AM MT");
    expect(labels).toContain("10:30 AM - 11:00 AM MT");
  });

  it("keeps the buffer free on both sides of a booking", () => {
    const rules = { ...RULES, bufferMinutes: 15 };
    const labels =
      availability({ startDate: "2026-03-09", booked: [tenAm], rules })[0]?.slots.map(
        (s) => s.label,
      ) ?? [];
    expect(labels).not.toContain("9:30 AM - 10:00 AM MT");
    expect(labels).not.toContain("10:30 AM - 11:00 AM MT");
    expect(labels).toContain("9:00 AM - 9:30 AM MT");
    expect(labels).toContain("11:00 AM - 11:30 AM MT");
  });

  it("hides another visitor's live hold", () => {
    const starts = startsOf(availability({ startDate: "2026-03-09", heldByOthers: [tenAm] }));
    expect(starts).not.toContain(iso("2026-03-09T16:00:00Z"));
    expect(starts).toHaveLength(15);
  });
});

describe("minimum notice and horizon", () => {
  it("offers nothing in the past and nothing within two hours of now", () => {
    const now = new Date("2026-03-09T15:01:00Z"); // 9:01 AM MDT
    const day = availability({ startDate: "2026-03-09", now })[0];
    expect(day?.slots[0]?.label).toBe("11:30 AM - 12:00 PM MT");
    expect(availability({ startDate: "2026-03-06", now })[0]?.slots).toEqual([]);
  });

  it("keeps a slot that starts exactly at the end of the notice period", () => {
    const now = new Date("2026-03-09T14:00:00Z"); // 8:00 AM MDT
    expect(availability({ startDate: "2026-03-09", now })[0]?.slots[0]?.label).toBe(
      "10:00 AM - 10:30 AM MT",
    );
  });

  it("stops at the horizon (60 days after today in MT)", () => {
    const now = new Date("2026-01-05T18:00:00Z");
    const days = availability({
      startDate: "2026-03-05",
      endDate: "2026-03-09",
      now,
      rules: DEFAULT_RULES,
    });
    expect(days.map((d) => d.slots.length)).toEqual([16, 16, 0, 0, 0]); // Mar 6 is day 60; Mar 9 is past it
  });
});

describe("daylight-saving changes in America/Denver", () => {
  const allDay = (date: string, start: string, end: string): DateOverride[] => [
    { date, kind: "extra", windows: [{ start, end }] },
  ];

  it("uses the summer offset from the morning of the spring-forward day (2026-03-08)", () => {
    const [day] = availability({
      startDate: "2026-03-08",
      overrides: allDay("2026-03-08", "09:00", "10:00"),
    });
    expect(day?.slots.map((s) => s.start)).toEqual([
      iso("2026-03-08T15:00:00Z"),
      iso("2026-03-08T15:30:00Z"),
    ]);
    // The Friday before is still on winter time.
    expect(availability({ startDate: "2026-03-06" })[0]?.slots[0]?.start).toBe(
      iso("2026-03-06T16:00:00Z"),
    );
  });

  it("skips the hour that does not exist on 2026-03-08 and any slot that would span it", () => {
    const [day] = availability({
      startDate: "2026-03-08",
      overrides: allDay("2026-03-08", "00:00", "04:00"),
    });
    expect(day?.slots.map((s) => s.label)).toEqual([
      "12:00 AM - 12:30 AM MT",
      "12:30 AM - 1:00 AM MT",
      "1:00 AM - 1:30 AM MT",
      "3:00 AM - 3:30 AM MT",
      "3:30 AM - 4:00 AM MT",
    ]);
    expect(day?.slots[2]?.start).toBe(iso("2026-03-08T08:00:00Z"));
    expect(day?.slots[3]?.start).toBe(iso("2026-03-08T09:00:00Z"));
    expect(day?.slots.every((s) => Date.parse(s.end) - Date.parse(s.start) === 30 * 60_000)).toBe(
      true,
    );
  });

  it("uses the winter offset from the morning of the fall-back day (2026-11-01)", () => {
    const [day] = availability({
      startDate: "2026-11-01",
      overrides: allDay("2026-11-01", "09:00", "10:00"),
    });
    expect(day?.slots[0]?.start).toBe(iso("2026-11-01T16:00:00Z"));
    expect(availability({ startDate: "2026-10-30" })[0]?.slots[0]?.start).toBe(
      iso("2026-10-30T15:00:00Z"),
    );
    expect(availability({ startDate: "2026-11-02" })[0]?.slots[0]?.start).toBe(
      iso("2026-11-02T16:00:00Z"),
    );
  });

  it("offers the repeated hour of 2026-11-01 once, never a slot whose label hides an extra hour", () => {
    const [day] = availability({
      startDate: "2026-11-01",
      overrides: allDay("2026-11-01", "00:00", "03:00"),
    });
    expect(day?.slots.map((s) => [s.label, s.start])).toEqual([
      ["12:00 AM - 12:30 AM MT", iso("2026-11-01T06:00:00Z")],
      ["12:30 AM - 1:00 AM MT", iso("2026-11-01T06:30:00Z")],
      ["1:00 AM - 1:30 AM MT", iso("2026-11-01T07:00:00Z")],
      ["2:00 AM - 2:30 AM MT", iso("2026-11-01T09:00:00Z")],
      ["2:30 AM - 3:00 AM MT", iso("2026-11-01T09:30:00Z")],
    ]);
  });

  it("converts wall-clock times with Intl offsets", () => {
    expect(offsetMinutes(Date.parse("2026-01-15T12:00:00Z"), "America/Denver")).toBe(-420);
    expect(offsetMinutes(Date.parse("2026-07-15T12:00:00Z"), "America/Denver")).toBe(-360);
    expect(wallClockToInstant("2026-03-08", 150, "America/Denver")).toBeNull(); // 2:30 AM never happens
    expect(wallClockToInstant("2026-11-01", 90, "America/Denver")).toBe(
      Date.parse("2026-11-01T07:30:00Z"),
    ); // first 1:30 AM
  });
});
