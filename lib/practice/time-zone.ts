// Calendar dates and wall-clock times in the business time zone, with Intl only (no date
// library). Dates are "YYYY-MM-DD" strings; instants are epoch milliseconds. Daylight-saving
// changes are handled by asking Intl for the zone's offset around each time rather than assuming
// one offset per day.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number };

/** The wall-clock date and time of an instant in a zone. */
export function zonedParts(instantMs: number, timeZone: string): ZonedParts {
  const out: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") out[part.type] = Number(part.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
  };
}

/** Minutes the zone is ahead of UTC at an instant (Denver: -420 in winter, -360 in summer). */
export function offsetMinutes(instantMs: number, timeZone: string): number {
  const p = zonedParts(instantMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instantMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- calendar dates

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDateISO(date: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  return { year, month, day };
}

export function isDateISO(date: string): boolean {
  return parseDateISO(date) !== null;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

export function formatDateISO(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
}

function dateToUtcMs(date: string): number {
  const p = parseDateISO(date);
  if (!p) throw new Error(`Not a calendar date: ${date}`);
  return Date.UTC(p.year, p.month - 1, p.day);
}

export function addDays(date: string, days: number): string {
  const d = new Date(dateToUtcMs(date) + days * DAY_MS);
  return formatDateISO(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dateToUtcMs(b) - dateToUtcMs(a)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay();
}

/** The calendar date of an instant in a zone. */
export function zonedDateISO(instantMs: number, timeZone: string): string {
  const p = zonedParts(instantMs, timeZone);
  return formatDateISO(p.year, p.month, p.day);
}

/** Minutes since midnight of an instant's wall-clock time in a zone. */
export function zonedMinutes(instantMs: number, timeZone: string): number {
  const p = zonedParts(instantMs, timeZone);
  return p.hour * 60 + p.minute;
}

// ---------------------------------------------------------------- wall clock -> instant

/**
 * The instant at which the zone's clock reads `minutes` after midnight of `date`, or null when
 * that time does not exist (skipped by a spring-forward change). When the time occurs twice (fall
 * back), the first occurrence is returned.
 */
export function wallClockToInstant(date: string, minutes: number, timeZone: string): number | null {
  const naive = dateToUtcMs(date) + minutes * MINUTE_MS;
  // Offsets a day either side cover both sides of any transition near this time.
  const candidates = new Set([
    offsetMinutes(naive - DAY_MS, timeZone),
    offsetMinutes(naive, timeZone),
    offsetMinutes(naive + DAY_MS, timeZone),
  ]);
  let best: number | null = null;
  for (const offset of candidates) {
    const instant = naive - offset * MINUTE_MS;
    if (offsetMinutes(instant, timeZone) === offset && (best === null || instant < best))
      best = instant;
  }
  return best;
}

// A day's single UTC offset, or null on a daylight-saving change day. Offsets of past and future
// days never change, so they are remembered (bounded).
const dayOffsets = new Map<string, number | null>();

function fixedDayOffset(date: string, timeZone: string): number | null {
  const key = `${timeZone}|${date}`;
  const known = dayOffsets.get(key);
  if (known !== undefined) return known;
  const midnight = dateToUtcMs(date);
  // Samples wider than any zone's offset (±14 h) around the day.
  const before = offsetMinutes(midnight - DAY_MS, timeZone);
  const middle = offsetMinutes(midnight + DAY_MS / 2, timeZone);
  const after = offsetMinutes(midnight + 2 * DAY_MS, timeZone);
  const offset = before === after && before === middle ? before : null;
  if (dayOffsets.size > 20_000) dayOffsets.clear();
  dayOffsets.set(key, offset);
  return offset;
}

/**
 * A converter for one date: when the zone's offset is the same for the whole day (every day but
 * two a year) it is plain arithmetic, which keeps a 42-day grid cheap to compute.
 */
export function dayConverter(date: string, timeZone: string): (minutes: number) => number | null {
  const midnight = dateToUtcMs(date);
  const offset = fixedDayOffset(date, timeZone);
  if (offset !== null) return (minutes) => midnight + (minutes - offset) * MINUTE_MS;
  return (minutes) => wallClockToInstant(date, minutes, timeZone);
}

// ---------------------------------------------------------------- labels

/** "9:00 AM", "12:30 PM" from minutes after midnight (1440 reads as 12:00 AM). */
export function formatClock(minutes: number): string {
  const total = ((minutes % 1440) + 1440) % 1440;
  const hour24 = Math.floor(total / 60);
  const minute = total % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${pad(minute)} ${hour24 < 12 ? "AM" : "PM"}`;
}

const zoneLabels = new Map<string, string>();

/** The short generic zone name people use: "MT" for America/Denver. */
export function zoneLabel(timeZone: string): string {
  let label = zoneLabels.get(timeZone);
  if (!label) {
    if (timeZone === "America/Denver" || timeZone === "America/Boise") label = "MT";
    else {
      try {
        const parts = new Intl.DateTimeFormat("en-US", {
          timeZone,
          timeZoneName: "shortGeneric",
        }).formatToParts(new Date(0));
        label = parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
      } catch {
        label = timeZone;
      }
    }
    zoneLabels.set(timeZone, label);
  }
  return label;
}

/** "9:00 AM - 9:30 AM MT" */
export function slotLabel(startMinutes: number, endMinutes: number, timeZone: string): string {
  return `${formatClock(startMinutes)} - ${formatClock(endMinutes)} ${zoneLabel(timeZone)}`;
}
