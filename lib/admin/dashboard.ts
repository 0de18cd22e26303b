// The dashboard's numbers: new leads this week, consultations today and coming up, follow-ups
// due or overdue, and leads by conversion stage and by source. Each comes with the inbox filter
// that lists the leads behind it. Callers must have checked the admin role.
import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings, emailOutbox } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { addDays } from "@/lib/booking/time-zone";
import { businessToday, mondayOf, startOfBusinessDay } from "./business-time";
import { countLeads, selectLeads, type InboxRow } from "./inbox";
import type { InboxQuery } from "./inbox-query";

export type Tally = { key: string; count: number };

export type Dashboard = {
  today: string;
  weekStart: string;
  newThisWeek: number;
  newToday: number;
  consultationsToday: (typeof consultationBookings.$inferSelect)[];
  upcomingNextWeek: number;
  requestsWaiting: number;
  followUpsDue: number;
  followUpsOverdue: number;
  followUpList: InboxRow[];
  needsReview: number;
  byStage: Tally[];
  bySource: Tally[];
  failedEmails: number;
};

const all: InboxQuery = { sort: "newest", page: 1, size: 25 };
/** One source per lead, matching the inbox's source filter values. */
const SOURCE_KEY = "case when coalesce(gclid, '') <> '' then 'gclid' when coalesce(attribution->>'utm_source', '') <> '' then 'utm:' || (attribution->>'utm_source') else 'direct' end";
const LEAD_TABLES = ["intake_forms", "contact_forms", "consultation_bookings"];

async function tally(db: Pick<AppDatabase, "execute">, expression: string): Promise<Tally[]> {
  const parts = LEAD_TABLES.map((t) => `select ${expression} as key from ${t}`).join(" union all ");
  const result = await db.execute(sql.raw(`select key, count(*)::int as n from (${parts}) leads group by key order by n desc, key limit 30`));
  return rowsOf<{ key: string | null; n: number }>(result).map((r) => ({ key: r.key ?? "", count: Number(r.n) }));
}

export async function loadDashboard(db: AppDatabase, now: Date): Promise<Dashboard> {
  const today = businessToday(now);
  const weekStart = mondayOf(today);
  const todayStart = startOfBusinessDay(today);
  const tomorrowStart = startOfBusinessDay(addDays(today, 1));
  const weekAhead = startOfBusinessDay(addDays(today, 8));
  const confirmed = and(eq(consultationBookings.kind, "booking"), eq(consultationBookings.bookingStatus, "confirmed"));
  const [
    newThisWeek,
    newToday,
    consultationsToday,
    [upcoming],
    [requests],
    followUpsDue,
    followUpsOverdue,
    followUpList,
    needsReview,
    byStage,
    bySource,
    [failed],
  ] = await Promise.all([
    countLeads(db, { ...all, from: weekStart }, now),
    countLeads(db, { ...all, from: today }, now),
    db.select().from(consultationBookings).where(and(confirmed, gte(consultationBookings.startAt, todayStart), lt(consultationBookings.startAt, tomorrowStart))).orderBy(asc(consultationBookings.startAt)),
    db.select({ n: count() }).from(consultationBookings).where(and(confirmed, gte(consultationBookings.startAt, tomorrowStart), lt(consultationBookings.startAt, weekAhead))),
    db.select({ n: count() }).from(consultationBookings).where(and(eq(consultationBookings.kind, "request"), eq(consultationBookings.bookingStatus, "requested"))),
    countLeads(db, { ...all, followUp: "due" }, now),
    countLeads(db, { ...all, followUp: "overdue" }, now),
    selectLeads(db, { ...all, followUp: "due", sort: "follow_up" }, now, { offset: 0, limit: 8 }),
    countLeads(db, { ...all, review: true }, now),
    tally(db, "conversion_stage"),
    tally(db, SOURCE_KEY),
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed")),
  ]);
  return {
    today,
    weekStart,
    newThisWeek,
    newToday,
    consultationsToday,
    upcomingNextWeek: upcoming?.n ?? 0,
    requestsWaiting: requests?.n ?? 0,
    followUpsDue,
    followUpsOverdue,
    followUpList,
    needsReview,
    byStage,
    bySource,
    failedEmails: failed?.n ?? 0,
  };
}
