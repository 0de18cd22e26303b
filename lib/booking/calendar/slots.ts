// Pure slot generation (ARCHITECTURE.md, "Booking engine"): weekly hours + date overrides,
// minus confirmed bookings (widened by the buffer), minus live holds of other visitors, minus
// the minimum notice, limited to the horizon. Time comes in as an argument, never from Date.now().
import type { TimeWindow, WeeklyHours } from "@/db/schema";
import { siteConfig } from "@/lib/site-config";
import {
  addDays,
  dayConverter,
  daysBetween,
  slotLabel,
  weekdayOf,
  zonedDateISO,
} from "@/lib/practice/time-zone";

export type AvailabilityRules = {
  timeZone: string;
  weeklyHours: WeeklyHours;
  slotMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
};

export type DateOverride = { date: string; kind: "closed" | "extra"; windows: TimeWindow[] };
/** A span of time in epoch milliseconds, half-open [start, end). */
export type Interval = { start: number; end: number };
export type GridSlot = {
  start: number;
  end: number;
  label: string;
  startISO: string;
  endISO: string;
};
export type Slot = { start: string; end: string; label: string };
export type DayAvailability = { date: string; slots: Slot[] };

export type AvailabilityInput = {
  rules: AvailabilityRules;
  overrides: DateOverride[];
  /** Confirmed consultations. */
  booked: Interval[];
  /** Live holds of other visitors (the asking visitor's own hold stays visible to them). */
  heldByOthers: Interval[];
  startDate: string;
  endDate: string;
  now: Date;
};

export const DEFAULT_RULES: AvailabilityRules = {
  timeZone: siteConfig.timeZone,
  weeklyHours: {
    "0": [],
    "1": [{ start: "09:00", end: "17:00" }],
    "2": [{ start: "09:00", end: "17:00" }],
    "3": [{ start: "09:00", end: "17:00" }],
    "4": [{ start: "09:00", end: "17:00" }],
    "5": [{ start: "09:00", end: "17:00" }],
    "6": [],
  },
  slotMinutes: 30,
  bufferMinutes: 0,
  minNoticeMinutes: 120,
  horizonDays: 60,
};

const MINUTE_MS = 60_000;

/** "09:30" -> 570; "24:00" is allowed as an end of day. Null for anything else. */
export function parseClock(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > 1440) return null;
  return minutes;
}

/**
 * The opening windows of a date, in minutes after midnight. A "closed" override removes the
 * weekly hours; "extra" overrides add windows (so closed + extra means only the extra windows).
 */
export function windowsForDate(
  rules: AvailabilityRules,
  overrides: DateOverride[],
  date: string,
): { start: number; end: number }[] {
  const forDate = overrides.filter((o) => o.date === date);
  const closed = forDate.some((o) => o.kind === "closed");
  const weekly = closed
    ? []
    : (rules.weeklyHours[String(weekdayOf(date)) as keyof WeeklyHours] ?? []);
  const extra = forDate.filter((o) => o.kind === "extra").flatMap((o) => o.windows);
  const windows: { start: number; end: number }[] = [];
  for (const w of [...weekly, ...extra]) {
    const start = parseClock(w.start);
    const end = parseClock(w.end);
    if (start !== null && end !== null && end > start) windows.push({ start, end });
  }
  return windows.sort((a, b) => a.start - b.start);
}

// Grids depend only on the rules and a date's overrides; remembered (bounded) because every
// availability call asks for the same six weeks.
const gridCache = new Map<string, readonly GridSlot[]>();

function rulesKey(rules: AvailabilityRules): string {
  return `${rules.timeZone}|${rules.slotMinutes}|${JSON.stringify(rules.weeklyHours)}`;
}

/**
 * Every slot the weekly hours and overrides offer on a date, before anything is taken away.
 * Slots step by the slot length from each window's start. A slot is offered only when its
 * wall-clock start and end both exist and lie exactly one slot length apart, so no slot spans a
 * daylight-saving change and no label lies about its length.
 */
export function gridSlotsForDate(
  rules: AvailabilityRules,
  overrides: DateOverride[],
  date: string,
  key = rulesKey(rules),
): readonly GridSlot[] {
  const forDate = overrides.filter((o) => o.date === date);
  const cacheKey = `${key}|${date}|${forDate.length ? JSON.stringify(forDate) : ""}`;
  const cached = gridCache.get(cacheKey);
  if (cached) return cached;
  const toInstant = dayConverter(date, rules.timeZone);
  const length = rules.slotMinutes;
  const seen = new Set<number>();
  const slots: GridSlot[] = [];
  for (const window of windowsForDate(rules, forDate, date)) {
    for (let minute = window.start; minute + length <= window.end; minute += length) {
      const start = toInstant(minute);
      const end = toInstant(minute + length);
      if (start === null || end === null || end - start !== length * MINUTE_MS || seen.has(start))
        continue;
      seen.add(start);
      const label = slotLabel(minute, minute + length, rules.timeZone);
      slots.push({
        start,
        end,
        label,
        startISO: new Date(start).toISOString(),
        endISO: new Date(end).toISOString(),
      });
    }
  }
  const result = Object.freeze(slots.sort((a, b) => a.start - b.start));
  if (gridCache.size > 5_000) gridCache.clear();
  gridCache.set(cacheKey, result);
  return result;
}

/** Sorted, merged intervals, so one binary search answers "does anything overlap?". */
function mergeIntervals(list: Interval[], widenBy = 0): Interval[] {
  const sorted = list
    .map((i) => ({ start: i.start - widenBy, end: i.end + widenBy }))
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

function overlapsAny(merged: Interval[], slot: Interval): boolean {
  let lo = 0;
  let hi = merged.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (merged[mid]!.end <= slot.start) lo = mid + 1;
    else hi = mid;
  }
  const candidate = merged[lo];
  return candidate !== undefined && candidate.start < slot.end;
}

export type BlockContext = {
  rules: AvailabilityRules;
  booked: Interval[];
  heldByOthers: Interval[];
  now: Date;
};
export type Blocker = "notice" | "horizon" | "booked" | "held";

/** A check of why a grid slot on a date is not offered (null when it is free). */
export function slotBlocker(
  context: BlockContext,
): (slot: Interval, date: string) => Blocker | null {
  const { rules, now } = context;
  const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE_MS;
  const lastDate = addDays(zonedDateISO(now.getTime(), rules.timeZone), rules.horizonDays);
  // Widening bookings by the buffer on both sides is the same as widening the slot.
  const booked = mergeIntervals(context.booked, rules.bufferMinutes * MINUTE_MS);
  const held = mergeIntervals(context.heldByOthers);
  return (slot, date) => {
    if (slot.start < earliest) return "notice";
    if (date > lastDate) return "horizon";
    if (overlapsAny(booked, slot)) return "booked";
    if (overlapsAny(held, slot)) return "held";
    return null;
  };
}

/** Each date from startDate to endDate (inclusive) with its free slots, in order. */
export function generateAvailability(input: AvailabilityInput): DayAvailability[] {
  const { rules, overrides, startDate, endDate } = input;
  const blocker = slotBlocker(input);
  const key = rulesKey(rules);
  const days: DayAvailability[] = [];
  const count = daysBetween(startDate, endDate);
  for (let i = 0; i <= count; i++) {
    const date = addDays(startDate, i);
    const slots: Slot[] = [];
    for (const slot of gridSlotsForDate(rules, overrides, date, key)) {
      if (blocker(slot, date) === null)
        slots.push({ start: slot.startISO, end: slot.endISO, label: slot.label });
    }
    days.push({ date, slots });
  }
  return days;
}
