// US federal holidays close the consultation calendar by default (issue 36): a parent should never
// be offered Thanksgiving morning. The dates come from date-holidays, a maintained library, rather
// than a hand list that someone must remember to extend each year; observed days (a Saturday
// holiday observed on the Friday) come with it. Staff reopen any of them in Admin → Availability
// (the settings row's reopened_holidays), and a date override still wins over a holiday.
import "server-only";
import Holidays from "date-holidays";
import type { DateOverride } from "./slots";
import { addDays } from "@/lib/practice/time-zone";

export type FederalHoliday = { date: string; name: string };
/** A holiday as the calendar treats it: closed unless staff reopened that date. */
export type HolidayClosure = FederalHoliday & { reopened: boolean };

// Holidays are calendar dates, so the business time zone only decides which day "today" is
// (callers pass business dates); the library's own zone never shifts a date.
const calendar = new Holidays("US", { types: ["public"] });
const byYear = new Map<number, FederalHoliday[]>();

function holidaysOfYear(year: number): FederalHoliday[] {
  let list = byYear.get(year);
  if (!list) {
    const byDate = new Map<string, string>();
    // Only the national "public" days: the library also lists observances (Valentine's Day) and
    // optional days (Christmas Eve), which the practice keeps open.
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type !== "public") continue;
      const date = holiday.date.slice(0, 10);
      const names = byDate.get(date);
      byDate.set(date, names ? `${names}, ${holiday.name}` : holiday.name);
    }
    list = [...byDate].map(([date, name]) => ({ date, name }));
    byYear.set(year, list);
  }
  return list;
}

/** The federal holidays from startDate to endDate (business dates, inclusive), in order. */
export function federalHolidays(startDate: string, endDate: string): FederalHoliday[] {
  const first = Number(startDate.slice(0, 4));
  const last = Number(endDate.slice(0, 4));
  const found: FederalHoliday[] = [];
  for (let year = first; year <= last; year++) {
    for (const holiday of holidaysOfYear(year)) {
      if (holiday.date >= startDate && holiday.date <= endDate) found.push(holiday);
    }
  }
  return found;
}

/** The range's holidays, each marked reopened when staff chose to open it. */
export function holidayClosures(
  startDate: string,
  endDate: string,
  reopened: readonly string[],
): HolidayClosure[] {
  const open = new Set(reopened);
  return federalHolidays(startDate, endDate).map((h) => ({ ...h, reopened: open.has(h.date) }));
}

/**
 * Holidays still closed, as "closed" date overrides: the slot rules then treat them exactly like a
 * day staff closed, so extra hours added on that date by an override are still offered.
 */
export function holidayOverrides(
  startDate: string,
  endDate: string,
  reopened: readonly string[],
): DateOverride[] {
  return holidayClosures(startDate, endDate, reopened)
    .filter((h) => !h.reopened)
    .map((h) => ({ date: h.date, kind: "closed", windows: [] }));
}

/** The holidays staff can still reopen or close: from today through the next twelve months. */
export function upcomingHolidays(today: string, reopened: readonly string[]): HolidayClosure[] {
  return holidayClosures(today, addDays(today, 365), reopened);
}
