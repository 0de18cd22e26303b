// "Waiting for a first reply": every lead no one has answered yet, oldest first, each with a
// clock against the practice's promise to reply within 24 hours. Answering fast is what turns an
// enquiry into a family (issue 34), so the dashboard and the morning digest lead with this list.
//
// A lead is answered once staff reply from its page, log a phone call on it, or it has a booked
// time (the family booked one, or staff scheduled a request); both reply and call also move it
// from New to Contacted and set Last contact, and staff who set those by hand have answered too.
// The clock turns amber after 4 business hours (the weekly hours under Admin → Availability, in
// the business time zone) and red once 24 hours have passed, as the promise is read by a parent.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { availabilitySettings, type WeeklyHours } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { addDays, wallClockToInstant, weekdayOf } from "@/lib/practice/time-zone";
import { siteConfig } from "@/lib/site-config";
import { businessDateOf } from "@/lib/practice/business-time";
import { FAMILY_LEADS } from "../counts";
import type { LeadKind, LeadType } from "@/lib/practice/vocabulary";

export const AMBER_AFTER_BUSINESS_MINUTES = 4 * 60;
export const RED_AFTER_MINUTES = 24 * 60;
/** Days looked at when counting business hours; far past any clock's turning red. */
const MAX_DAYS_COUNTED = 60;

export type ClockTone = "on_time" | "reply_soon" | "late";
export type ReplyClock = {
  tone: ClockTone;
  waitedMinutes: number;
  businessMinutes: number;
  /** "3 hours 10 minutes" */
  waited: string;
  /** What the colour means, for everyone who cannot see it. */
  status: string;
};

export const clockStatus: Record<ClockTone, string> = {
  on_time: "within the promise",
  reply_soon: "over 4 business hours: reply soon",
  late: "past the 24-hour promise",
};

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Minutes between two instants that fall inside the weekly business hours. */
export function businessMinutesBetween(
  from: Date,
  to: Date,
  weeklyHours: WeeklyHours,
  zone = siteConfig.timeZone,
): number {
  if (to <= from) return 0;
  let total = 0;
  const last = businessDateOf(to, zone);
  let date = businessDateOf(from, zone);
  for (let day = 0; day <= MAX_DAYS_COUNTED && date <= last; day++, date = addDays(date, 1)) {
    const windows = weeklyHours[String(weekdayOf(date)) as keyof WeeklyHours] ?? [];
    for (const window of windows) {
      const start = wallClockToInstant(date, minutesOf(window.start), zone);
      const end = wallClockToInstant(date, minutesOf(window.end), zone);
      if (start === null || end === null) continue;
      const overlap = Math.min(end, to.getTime()) - Math.max(start, from.getTime());
      if (overlap > 0) total += overlap;
    }
  }
  return Math.floor(total / 60_000);
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A wait as people say it: "25 minutes", "3 hours 10 minutes", "1 day 4 hours", "6 days". */
export function waitedWords(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 60) return unit(m, "minute");
  const hours = Math.floor(m / 60);
  if (hours < 24)
    return m % 60 ? `${unit(hours, "hour")} ${unit(m % 60, "minute")}` : unit(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 3 && hours % 24) return `${unit(days, "day")} ${unit(hours % 24, "hour")}`;
  return unit(days, "day");
}

export function replyClock(
  receivedAt: Date,
  now: Date,
  weeklyHours: WeeklyHours,
  zone = siteConfig.timeZone,
): ReplyClock {
  const waitedMinutes = Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / 60_000));
  const businessMinutes = businessMinutesBetween(receivedAt, now, weeklyHours, zone);
  const tone: ClockTone =
    waitedMinutes >= RED_AFTER_MINUTES
      ? "late"
      : businessMinutes >= AMBER_AFTER_BUSINESS_MINUTES
        ? "reply_soon"
        : "on_time";
  return {
    tone,
    waitedMinutes,
    businessMinutes,
    waited: waitedWords(waitedMinutes),
    status: clockStatus[tone],
  };
}

export type WaitingLead = {
  leadType: LeadType;
  kind: LeadKind;
  id: string;
  name: string;
  createdAt: Date;
  clock: ReplyClock;
};
export type FirstReplyQueue = { total: number; late: number; leads: WaitingLead[] };

/** The one definition of "not answered yet", as a condition on the leads view. */
export const unanswered = sql`status = 'new' and last_contact_date is null and starts_at is null
  and not exists (select 1 from lead_activity a where a.lead_type = leads.lead_type and a.lead_id = leads.id and a.kind in ('email', 'call'))`;

type Reader = Pick<AppDatabase, "execute" | "select">;

export async function loadWeeklyHours(db: Pick<AppDatabase, "select">): Promise<WeeklyHours> {
  const [row] = await db
    .select({ weeklyHours: availabilitySettings.weeklyHours })
    .from(availabilitySettings);
  if (!row) throw new Error("The availability settings row is missing; run the migrations.");
  return row.weeklyHours;
}

/**
 * Families waiting for a first reply (their lead, as the inbox shows it, unanswered), oldest
 * first: at most `limit` listed, all counted; a parent who wrote twice waits once.
 */
export async function firstReplyQueue(db: Reader, now: Date, limit = 10): Promise<FirstReplyQueue> {
  const lateBefore = new Date(now.getTime() - RED_AFTER_MINUTES * 60_000).toISOString();
  const [weeklyHours, listed, counted] = await Promise.all([
    loadWeeklyHours(db),
    db.execute(sql`select lead_type, kind, id, name, created_at from ${FAMILY_LEADS}
      where ${unanswered} order by created_at asc, id limit ${limit}`),
    db.execute(sql`select count(*)::int as total,
      count(*) filter (where created_at <= ${lateBefore}::timestamptz)::int as late
      from ${FAMILY_LEADS} where ${unanswered}`),
  ]);
  const totals = rowsOf<{ total: number; late: number }>(counted)[0];
  return {
    total: Number(totals?.total ?? 0),
    late: Number(totals?.late ?? 0),
    leads: rowsOf<Record<string, unknown>>(listed).map((raw) => {
      const createdAt =
        raw.created_at instanceof Date ? raw.created_at : new Date(String(raw.created_at));
      return {
        leadType: raw.lead_type as LeadType,
        kind: raw.kind as LeadKind,
        id: String(raw.id),
        name: String(raw.name),
        createdAt,
        clock: replyClock(createdAt, now, weeklyHours),
      };
    }),
  };
}
