// Dates as the practice sees them: calendar days in the business time zone (siteConfig.timeZone). Built on the
// booking engine's zone arithmetic so the admin area and the calendar never disagree.
import { addDays, wallClockToInstant, weekdayOf, zonedDateISO } from "@/lib/practice/time-zone";
import { siteConfig } from "@/lib/site-config";

/** Today's date (YYYY-MM-DD) in the business zone. */
export function businessToday(now: Date, zone = siteConfig.timeZone): string {
  return zonedDateISO(now.getTime(), zone);
}

/** The instant a business day starts (midnight in the business zone; the first midnight if a change skips it). */
export function startOfBusinessDay(date: string, zone = siteConfig.timeZone): Date {
  const instant = wallClockToInstant(date, 0, zone) ?? wallClockToInstant(date, 60, zone);
  if (instant === null) throw new Error(`No midnight for ${date} in ${zone}`);
  return new Date(instant);
}

/** Monday of the week holding `date` (weeks start on Monday). */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The date an instant falls on in the business zone. */
export function businessDateOf(instant: Date, zone = siteConfig.timeZone): string {
  return zonedDateISO(instant.getTime(), zone);
}

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: siteConfig.timeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
});
const longDayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** "Jan 8, 2030, 10:00 AM MT" (the business zone's label) */
export function formatDateTime(instant: Date | null | undefined): string {
  if (!instant) return "—";
  return `${dateTimeFormat.format(instant)} ${siteConfig.timeZoneLabel}`;
}

/** "Tue, Jan 8, 2030" for a YYYY-MM-DD date. */
export function formatDay(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "Tuesday, January 8, 2030" */
export function formatLongDay(date: string): string {
  return longDayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** A stored business-day timestamp (follow-up, last contact) shown as its business-zone date. */
export function formatBusinessDate(instant: Date | null | undefined): string {
  return instant ? formatDay(businessDateOf(instant)) : "—";
}

const BUSINESS_DAY_MS = 86_400_000;

/** Adds Monday-to-Friday days to an instant, keeping its time of day (holidays are not known). */
export function addBusinessDays(from: Date, days: number, zone = siteConfig.timeZone): Date {
  let date = businessDateOf(from, zone);
  let remaining = days;
  while (remaining > 0) {
    date = addDays(date, 1);
    const weekday = weekdayOf(date);
    if (weekday !== 0 && weekday !== 6) remaining--;
  }
  const offset = from.getTime() - startOfBusinessDay(businessDateOf(from, zone), zone).getTime();
  return new Date(startOfBusinessDay(date, zone).getTime() + Math.min(offset, BUSINESS_DAY_MS - 1));
}
