// What the booking calendar shows, as pure functions shared by the browser and the server: the
// 42-day month grid, the next-available banner and times in the visitor's own zone.
import { siteConfig } from "@/lib/site-config";
import type { DayAvailability, Slot } from "./slots";
import {
  addDays,
  zoneLabel,
  daysBetween,
  formatDateISO,
  parseDateISO,
  weekdayOf,
  zonedDateISO,
} from "@/lib/practice/time-zone";

export const GRID_DAYS = 42;
export const NEXT_AVAILABLE_SEARCH_DAYS = 30;

export type MonthRef = { year: number; month: number }; // month 1-12

export function monthOf(date: string): MonthRef {
  const p = parseDateISO(date);
  if (!p) throw new Error(`Not a calendar date: ${date}`);
  return { year: p.year, month: p.month };
}

export function shiftMonth(ref: MonthRef, by: number): MonthRef {
  const index = ref.year * 12 + (ref.month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: MonthRef, b: MonthRef): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The 42 dates shown for a month: six weeks from the Sunday on or before the 1st. */
export function monthGrid(ref: MonthRef): string[] {
  const first = formatDateISO(ref.year, ref.month, 1);
  const start = addDays(first, -weekdayOf(first));
  return Array.from({ length: GRID_DAYS }, (_, i) => addDays(start, i));
}

export function monthTitle(ref: MonthRef): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(ref.year, ref.month - 1, 1));
}

/** "Wednesday, March 11" for a calendar date (no zone shift: the date is already local). */
export function longDate(date: string, options: { year?: boolean } = {}): string {
  const p = parseDateISO(date);
  if (!p) return date;
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(options.year ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(Date.UTC(p.year, p.month - 1, p.day));
}

/** The first free slot from today up to 30 days ahead, or null. */
export function firstAvailable(
  days: DayAvailability[],
  today: string,
): { date: string; slot: Slot } | null {
  const last = addDays(today, NEXT_AVAILABLE_SEARCH_DAYS);
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    if (day.date < today || day.date > last) continue;
    const slot = day.slots[0];
    if (slot) return { date: day.date, slot };
  }
  return null;
}

/** "Today", "Tomorrow" or "Wednesday, March 11". */
export function relativeDayName(date: string, today: string): string {
  const diff = daysBetween(today, date);
  if (diff === 0) return "Today";
  if (diff === 1) return "Tomorrow";
  return longDate(date);
}

/** The banner's text: "Tomorrow at 9:00 AM MT", or "No upcoming availability". */
export function nextAvailableText(days: DayAvailability[] | null, today: string): string {
  const next = days ? firstAvailable(days, today) : null;
  if (!next) return "No upcoming availability";
  const startTime = next.slot.label.split(" - ")[0] ?? next.slot.label;
  const zone = next.slot.label.split(" ").pop() ?? "MT";
  return `${relativeDayName(next.date, today)} at ${startTime} ${zone}`;
}

export function todayIn(timeZone: string, now: Date): string {
  return zonedDateISO(now.getTime(), timeZone);
}

/** The visitor's own zone, when the browser reports one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** True when the zone's clock differs from the business zone's at that instant. */
export function differsFromBusiness(
  timeZone: string | undefined,
  instantMs: number,
  businessZone = siteConfig.timeZone,
): boolean {
  if (!timeZone || timeZone === businessZone) return false;
  const fmt = (zone: string) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hour: "numeric",
      minute: "2-digit",
      day: "numeric",
    }).format(instantMs);
  try {
    return fmt(timeZone) !== fmt(businessZone);
  } catch {
    return false;
  }
}

/** "11:00 AM - 11:30 AM EDT" (with the weekday when the date differs), in the visitor's zone. */
export function slotInZone(
  slot: { start: string; end: string },
  timeZone: string,
  businessDate?: string,
): string {
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  const zoneName = shortZoneName(timeZone, start);
  const localDate = zonedDateISO(start, timeZone);
  const dayPrefix = businessDate && localDate !== businessDate ? `${longDate(localDate)}, ` : "";
  return `${dayPrefix}${time.format(start)} - ${time.format(end)} ${zoneName}`;
}

/** "EDT", as a visitor's clock names its zone at that instant. */
function shortZoneName(timeZone: string, instantMs: number): string {
  return (
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
      .formatToParts(instantMs)
      .find((p) => p.type === "timeZoneName")?.value ?? timeZone
  );
}

/**
 * "Tuesday 2 December, 4:00 PM MT": when a slot starts, as the calendar shows it to this visitor
 * (in their own zone when its clock differs from the business's, as the "your time" line does).
 */
export function slotStartText(
  slot: { start: string },
  visitorZone: string | undefined,
  businessZone = siteConfig.timeZone,
): string {
  const start = Date.parse(slot.start);
  const own = visitorZone && differsFromBusiness(visitorZone, start, businessZone);
  const zone = own ? visitorZone : businessZone;
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: zone, ...options }).format(start);
  const day = `${part({ weekday: "long" })} ${part({ day: "numeric" })} ${part({ month: "long" })}`;
  const time = part({ hour: "numeric", minute: "2-digit" });
  return `${day}, ${time} ${own ? shortZoneName(zone, start) : zoneLabel(zone)}`;
}
