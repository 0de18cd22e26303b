// The dashboard's numbers (families, counted by lib/crm/counts.ts like the pipeline and reports): new leads this week, consultations today and coming up, follow-ups
// due or overdue, and leads by conversion stage and by source. Each comes with the inbox filter
// that lists the leads behind it. Callers must have checked the admin role.
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings, emailOutbox } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { familyCount, stageAndSourceTallies, type Tally } from "../counts";
import { addDays } from "@/lib/practice/time-zone";
import { businessToday, mondayOf, startOfBusinessDay } from "@/lib/practice/business-time";
import { firstReplyQueue, type FirstReplyQueue } from "../leads/first-reply";
import { conditions, selectLeads, type InboxRow } from "../leads/inbox";
import type { InboxQuery } from "../leads/inbox-query";

export type { Tally };

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
  /** Emails that need staff: failed ones, and interrupted ones that may or may not have arrived. */
  failedEmails: number;
  /** Of those, the interrupted. */
  interruptedEmails: number;
  /** Leads no one has answered yet, oldest first: the dashboard opens with them. */
  waiting: FirstReplyQueue;
};

const all: InboxQuery = { sort: "newest", page: 1, size: 25 };
/** The longest tally shown. */
const TALLY_LENGTH = 30;

type Executor = Pick<AppDatabase, "execute">;

type Counts = {
  newThisWeek: number;
  newToday: number;
  followUpsDue: number;
  followUpsOverdue: number;
  needsReview: number;
  upcoming: number;
  requests: number;
  failed: number;
  interrupted: number;
};

/** The dashboard's counts in one statement: each a subquery on its own index, one round trip for all. */
async function counts(
  db: Executor,
  now: Date,
  bounds: { today: string; weekStart: string; tomorrowStart: Date; weekAhead: Date },
): Promise<Counts> {
  const confirmed = and(
    eq(consultationBookings.kind, "booking"),
    eq(consultationBookings.bookingStatus, "confirmed"),
  );
  const upcoming = and(
    confirmed,
    gte(consultationBookings.startAt, bounds.tomorrowStart),
    lt(consultationBookings.startAt, bounds.weekAhead),
  );
  const requests = and(
    eq(consultationBookings.kind, "request"),
    eq(consultationBookings.bookingStatus, "requested"),
  );
  const families = (query: Partial<InboxQuery>) =>
    familyCount(conditions({ ...all, ...query }, now));
  const result = await db.execute(sql`select
      ${families({ from: bounds.weekStart })}::int as "newThisWeek",
      ${families({ from: bounds.today })}::int as "newToday",
      ${families({ followUp: "due" })}::int as "followUpsDue",
      ${families({ followUp: "overdue" })}::int as "followUpsOverdue",
      ${families({ review: true })}::int as "needsReview",
      (select count(*) from ${consultationBookings} where ${upcoming})::int as "upcoming",
      (select count(*) from ${consultationBookings} where ${requests})::int as "requests",
      (select count(*) from ${emailOutbox} where ${eq(emailOutbox.status, "failed")})::int as "failed",
      (select count(*) from ${emailOutbox} where ${eq(emailOutbox.status, "interrupted")})::int as "interrupted"`);
  const row = rowsOf<Record<keyof Counts, number | string>>(result)[0];
  const number = (key: keyof Counts) => Number(row?.[key] ?? 0);
  return {
    newThisWeek: number("newThisWeek"),
    newToday: number("newToday"),
    followUpsDue: number("followUpsDue"),
    followUpsOverdue: number("followUpsOverdue"),
    needsReview: number("needsReview"),
    upcoming: number("upcoming"),
    requests: number("requests"),
    failed: number("failed"),
    interrupted: number("interrupted"),
  };
}

export async function loadDashboard(db: AppDatabase, now: Date): Promise<Dashboard> {
  const today = businessToday(now);
  const weekStart = mondayOf(today);
  const todayStart = startOfBusinessDay(today);
  const tomorrowStart = startOfBusinessDay(addDays(today, 1));
  const weekAhead = startOfBusinessDay(addDays(today, 8));
  const confirmed = and(
    eq(consultationBookings.kind, "booking"),
    eq(consultationBookings.bookingStatus, "confirmed"),
  );
  // Few statements in all (the counts share one): on the embedded database every statement waits
  // its turn on the one connection, so fewer of them is most of the saving.
  const [numbers, consultationsToday, followUpList, { byStage, bySource }, waiting] =
    await Promise.all([
      counts(db, now, { today, weekStart, tomorrowStart, weekAhead }),
      db
        .select()
        .from(consultationBookings)
        .where(
          and(
            confirmed,
            gte(consultationBookings.startAt, todayStart),
            lt(consultationBookings.startAt, tomorrowStart),
          ),
        )
        .orderBy(asc(consultationBookings.startAt)),
      selectLeads(db, { ...all, followUp: "due", sort: "follow_up" }, now, { offset: 0, limit: 8 }),
      stageAndSourceTallies(db, TALLY_LENGTH),
      firstReplyQueue(db, now),
    ]);
  return {
    today,
    weekStart,
    newThisWeek: numbers.newThisWeek,
    newToday: numbers.newToday,
    consultationsToday,
    upcomingNextWeek: numbers.upcoming,
    requestsWaiting: numbers.requests,
    followUpsDue: numbers.followUpsDue,
    followUpsOverdue: numbers.followUpsOverdue,
    followUpList,
    needsReview: numbers.needsReview,
    byStage,
    bySource,
    failedEmails: numbers.failed + numbers.interrupted,
    interruptedEmails: numbers.interrupted,
    waiting,
  };
}
