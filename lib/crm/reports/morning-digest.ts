// The morning digest: once a day, from a set hour in the business time zone, each admin who
// opted in gets one email with the new leads since their last digest, today's consultations and
// the follow-ups due. The in-server scheduler calls sendMorningDigests every minute on every
// instance; inserting the (person, day) row into staff_digests is the claim, and the email is
// written to the outbox in that same transaction, so each person gets exactly one a day.
//
// What the email holds: counts, consultation times and links into the admin area. No names,
// contact details or anything about a child: it leaves our systems for a mailbox.
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDatabase } from "@/db/client";
import { consultationBookings, staffDigests, staffPreferences } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { addDays, wallClockToInstant } from "@/lib/practice/time-zone";
import {
  emailLayout,
  htmlButton,
  htmlDetails,
  htmlParagraph,
  textDetails,
  type Detail,
} from "@/lib/email/layout";
import { queueEmails, type OutgoingEmail } from "@/lib/email/outbox";
import { siteConfig } from "@/lib/site-config";
import type { Actor } from "@/lib/practice/audit";
import { recordAudit } from "@/lib/practice/audit";
import {
  businessToday,
  formatDateTime,
  formatLongDay,
  startOfBusinessDay,
} from "@/lib/practice/business-time";
import { FAMILY_LEADS } from "../counts";
import { firstReplyQueue } from "../leads/first-reply";
import { countLeads } from "../leads/inbox";
import type { InboxQuery } from "../leads/inbox-query";
import { leadKindLabels, leadKinds, type LeadKind } from "@/lib/practice/vocabulary";

export const digestPreferenceSchema = z.object({
  morningDigest: z
    .union([z.literal("on"), z.literal("")], { error: "That choice is not valid." })
    .optional()
    .transform((v) => v === "on"),
});

export async function hasMorningDigest(db: AppDatabase, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: staffPreferences.morningDigest })
    .from(staffPreferences)
    .where(eq(staffPreferences.userId, userId));
  return row?.on ?? false;
}

export async function saveDigestPreference(
  db: AppDatabase,
  actor: Actor,
  input: z.infer<typeof digestPreferenceSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(staffPreferences)
      .values({ userId: actor.id, morningDigest: input.morningDigest })
      .onConflictDoUpdate({
        target: staffPreferences.userId,
        set: { morningDigest: input.morningDigest },
      });
    await recordAudit(tx, actor, {
      action: input.morningDigest ? "digest.subscribed" : "digest.unsubscribed",
      entityType: "user",
      entityId: actor.id,
    });
  });
}

export type DigestContent = {
  date: string;
  /** Counts only: the digest leaves our systems, so it names no family. */
  waitingForReply: { total: number; late: number; oldestWaited: string | null };
  since: Date;
  newLeads: { kind: LeadKind; count: number }[];
  consultationTimes: string[];
  followUpsDue: number;
  followUpsOverdue: number;
};

/** The first instant of `date` at which digests go out (the hour's first minute that exists in MT). */
export function digestMoment(date: string, hour: number): Date {
  const instant =
    wallClockToInstant(date, hour * 60, siteConfig.timeZone) ??
    wallClockToInstant(date, hour * 60 + 60, siteConfig.timeZone);
  return instant === null ? startOfBusinessDay(date) : new Date(instant);
}

export type DigestOptions = { hour: number; siteUrl: string };

/** Queues today's digest for every opted-in admin who has not had it; safe on any instance, any minute. */
export async function sendMorningDigests(
  db: AppDatabase,
  now: Date,
  options: DigestOptions,
): Promise<{ sent: number }> {
  const today = businessToday(now);
  if (now.getTime() < digestMoment(today, options.hour).getTime()) return { sent: 0 };
  // The cheap question every instance asks every minute: is anyone still waiting for today's?
  const waiting = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`select u.id, u.email from staff_preferences p join "user" u on u.id = p.user_id
      where p.morning_digest and u.role = 'admin' and not u.disabled
        and not exists (select 1 from staff_digests d where d.user_id = u.id and d.business_date = ${today})`),
  );
  if (waiting.length === 0) return { sent: 0 };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(staffDigests)
      .values(waiting.map((w) => ({ userId: w.id, businessDate: today, sentAt: now })))
      .onConflictDoNothing()
      .returning({ userId: staffDigests.userId });
    if (claimed.length === 0) return { sent: 0 };
    const emails: OutgoingEmail[] = [];
    for (const { userId } of claimed) {
      const person = waiting.find((w) => w.id === userId);
      if (!person) continue;
      const content = await digestContent(tx, userId, today, now);
      emails.push(digestEmail(person.email, content, options.siteUrl));
    }
    await queueEmails(tx, emails);
    return { sent: emails.length };
  });
}

type Reader = Pick<AppDatabase, "execute" | "select">;

/** What one person's digest says today. "New" means since their previous digest, or the last 24 hours. */
export async function digestContent(
  db: Reader,
  userId: string,
  today: string,
  now: Date,
): Promise<DigestContent> {
  const [previous] = await db
    .select({ at: sql<Date | string | null>`max(${staffDigests.sentAt})` })
    .from(staffDigests)
    .where(and(eq(staffDigests.userId, userId), lt(staffDigests.businessDate, today)));
  const since = previous?.at ? new Date(previous.at) : new Date(now.getTime() - 86_400_000);
  const all: InboxQuery = { sort: "newest", page: 1, size: 25 };
  const window = sql`created_at >= ${since.toISOString()}::timestamptz and created_at < ${now.toISOString()}::timestamptz`;
  const [waiting, byKind, consultations, followUpsDue, followUpsOverdue] = await Promise.all([
    firstReplyQueue(db, now, 1),
    // New families (first arrived in the window), by the kind of their lead, as the inbox lists them.
    db.execute(
      sql`select kind, count(*)::int as n from ${FAMILY_LEADS} where ${window} group by kind`,
    ),
    db
      .select({ label: consultationBookings.label })
      .from(consultationBookings)
      .where(
        and(
          eq(consultationBookings.kind, "booking"),
          eq(consultationBookings.bookingStatus, "confirmed"),
          gte(consultationBookings.startAt, startOfBusinessDay(today)),
          lt(consultationBookings.startAt, startOfBusinessDay(addDays(today, 1))),
        ),
      )
      .orderBy(asc(consultationBookings.startAt)),
    countLeads(db, { ...all, followUp: "due" }, now),
    countLeads(db, { ...all, followUp: "overdue" }, now),
  ]);
  const counts = new Map(
    rowsOf<{ kind: string; n: number }>(byKind).map((r) => [r.kind, Number(r.n)]),
  );
  return {
    date: today,
    waitingForReply: {
      total: waiting.total,
      late: waiting.late,
      oldestWaited: waiting.leads[0]?.clock.waited ?? null,
    },
    since,
    newLeads: leadKinds
      .map((kind) => ({ kind, count: counts.get(kind) ?? 0 }))
      .filter((k) => k.count > 0),
    consultationTimes: consultations.map((c) => c.label),
    followUpsDue,
    followUpsOverdue,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function digestEmail(to: string, content: DigestContent, siteUrl: string): OutgoingEmail {
  const newTotal = content.newLeads.reduce((sum, k) => sum + k.count, 0);
  const waiting = content.waitingForReply;
  const subject = `Morning digest: ${waiting.total} waiting for a first reply, ${plural(newTotal, "new lead", "new leads")}, ${plural(content.consultationTimes.length, "consultation", "consultations")} today, ${plural(content.followUpsDue, "follow-up", "follow-ups")} due`;
  const leads: Detail[] = content.newLeads.map((k) => [leadKindLabels[k.kind], String(k.count)]);
  const waitingWords = waiting.total
    ? [
        `${waiting.total}`,
        waiting.oldestWaited ? `the longest has waited ${waiting.oldestWaited}` : null,
        waiting.late ? `${waiting.late} past the 24-hour promise` : null,
      ]
        .filter(Boolean)
        .join("; ")
    : "None. Every family has had a first reply.";
  const summary: Detail[] = [
    ["Waiting for a first reply", waitingWords],
    ["New leads", `${newTotal} since ${formatDateTime(content.since)}`],
    [
      "Consultations today",
      content.consultationTimes.length ? content.consultationTimes.join("\n") : "None",
    ],
    [
      "Follow-ups due",
      content.followUpsOverdue
        ? `${content.followUpsDue} (${content.followUpsOverdue} overdue)`
        : String(content.followUpsDue),
    ],
  ];
  const dashboard = new URL("/admin", siteUrl).toString();
  const settings = new URL("/account/digest", siteUrl).toString();
  const intro = `Good morning. Here is ${formatLongDay(content.date)} at a glance.`;
  const footer =
    "You get this because you turned on the morning digest. You can turn it off under Account, Morning digest.";
  const text = [
    intro,
    "",
    textDetails(summary),
    ...(leads.length ? ["", "New leads by type:", textDetails(leads)] : []),
    "",
    `Open the dashboard: ${dashboard}`,
    "",
    footer,
    settings,
  ].join("\n");
  const html = emailLayout(
    "Your morning digest",
    htmlParagraph(intro) +
      htmlDetails(summary) +
      (leads.length ? htmlParagraph("New leads by type:") + htmlDetails(leads) : "") +
      htmlButton("Open the dashboard", dashboard) +
      htmlParagraph(footer),
  );
  return { kind: "staff_morning_digest", to, subject, text, html };
}
