import "server-only";
// Each admin's private calendar subscription (/api/calendar/<token>.ics): upcoming confirmed
// consultations, and cancelled ones so subscribed calendars drop them. Only a SHA-256 of the
// token is stored; the address is shown once when issued, and regenerating or revoking it cuts
// off every calendar that used the old one. A moved consultation keeps its first booking's UID
// with a higher SEQUENCE (as in the emailed invitations), so calendars move it instead of adding
// one. Parent name and phone appear only for consultations the feed's owner handles (assigned to
// them, or not yet assigned); child details never appear.
import crypto from "node:crypto";
import { and, count, eq, gte, inArray } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import type { AppDatabase } from "@/db/client";
import { consultationBookings, staffCalendarFeeds, user } from "@/db/schema";
import { safeEqual } from "@/lib/security/app-secret";
import { siteConfig } from "@/lib/site-config";
import { recordAudit, type Actor } from "@/lib/practice/audit";
import { businessFactsNow } from "@/lib/site-content/facts-now";

export const feedMessages = {
  notFound:
    "This calendar address is not valid any more. An admin can get a new one under Calendar feed in the admin area.",
} as const;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** How far back cancelled and past events stay in the feed, so calendars see the change. */
const LOOKBACK_DAYS = 30;

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export function feedUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}/api/calendar/${token}.ics`;
}

export async function hasCalendarFeed(
  db: Pick<AppDatabase, "select">,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffCalendarFeeds.userId })
    .from(staffCalendarFeeds)
    .where(eq(staffCalendarFeeds.userId, userId));
  return Boolean(row);
}

/** A new subscription token for the admin (replacing any earlier one); returned once, never stored. */
export async function issueCalendarFeed(db: AppDatabase, actor: Actor): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .insert(staffCalendarFeeds)
      .values({ userId: actor.id, tokenHash: hashOf(token) })
      .onConflictDoUpdate({
        target: staffCalendarFeeds.userId,
        set: { tokenHash: hashOf(token), createdAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: "calendar_feed.issued",
      entityType: "user",
      entityId: actor.id,
    });
  });
  return token;
}

export async function revokeCalendarFeed(db: AppDatabase, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffCalendarFeeds)
      .where(eq(staffCalendarFeeds.userId, actor.id))
      .returning({ userId: staffCalendarFeeds.userId });
    if (removed.length)
      await recordAudit(tx, actor, {
        action: "calendar_feed.revoked",
        entityType: "user",
        entityId: actor.id,
      });
    return removed.length > 0;
  });
}

/** The admin a feed token belongs to, or null (malformed, revoked, or no longer an active admin). */
export async function feedOwner(
  db: Pick<AppDatabase, "select">,
  token: string,
): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const hash = hashOf(token);
  const [row] = await db
    .select({
      userId: staffCalendarFeeds.userId,
      tokenHash: staffCalendarFeeds.tokenHash,
      role: user.role,
      disabled: user.disabled,
    })
    .from(staffCalendarFeeds)
    .innerJoin(user, eq(user.id, staffCalendarFeeds.userId))
    .where(eq(staffCalendarFeeds.tokenHash, hash));
  if (!row || !safeEqual(row.tokenHash, hash)) return null;
  return row.role === "admin" && !row.disabled ? row.userId : null;
}

type Booking = typeof consultationBookings.$inferSelect;

/** The owner's feed as an iCalendar document. */
export async function calendarFeed(
  db: Pick<AppDatabase, "select">,
  ownerId: string,
  now: Date,
): Promise<string> {
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const rows = await db
    .select()
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.kind, "booking"),
        inArray(consultationBookings.bookingStatus, [
          "confirmed",
          "cancelled",
          "completed",
          "no_show",
        ]),
        gte(consultationBookings.startAt, since),
      ),
    );
  const movedRoots = [
    ...new Set(rows.flatMap((r) => (r.rescheduledFrom ? [r.rescheduledFrom] : []))),
  ];
  const moveCounts = new Map(
    movedRoots.length
      ? (
          await db
            .select({ root: consultationBookings.rescheduledFrom, n: count() })
            .from(consultationBookings)
            .where(inArray(consultationBookings.rescheduledFrom, movedRoots))
            .groupBy(consultationBookings.rescheduledFrom)
        ).map((r) => [r.root, r.n])
      : [],
  );
  const host = new URL(siteConfig.siteUrl).hostname;
  const events = latestOfEachChain(rows, moveCounts).map(({ row, moves }): EventAttributes => {
    const mine = row.assignedTo === "" || row.assignedTo === ownerId;
    const cancelled = row.bookingStatus === "cancelled";
    return {
      uid: `consultation-${row.rescheduledFrom ?? row.id}@${host}`,
      // Each move and the cancellation are a new revision of the same event.
      sequence: moves + (cancelled ? 1 : 0),
      start: row.startAt.getTime(),
      end: row.endAt.getTime(),
      title: mine
        ? `Free consultation: ${row.parentName}`
        : "Free consultation (another staff member)",
      description: mine
        ? `Parent/guardian: ${row.parentName}\nPhone: ${row.phone}\nLead: ${siteConfig.siteUrl}/admin/leads/consultation/${row.id}`
        : "Booked with another member of staff.",
      status: cancelled ? "CANCELLED" : "CONFIRMED",
      busyStatus: "BUSY",
      productId: "bright-path/staff-calendar",
    };
  });
  const { error, value } = createEvents(events, {
    calName: `${businessFactsNow().name} consultations`,
    productId: "bright-path/staff-calendar",
  });
  if (error || value === null) throw error ?? new Error("Could not build the calendar feed");
  return value;
}

/** One event per chain of moves: its latest booking, and how many moves led to it. */
function latestOfEachChain(
  rows: Booking[],
  moveCounts: Map<string | null, number>,
): { row: Booking; moves: number }[] {
  const chains = new Map<string, Booking[]>();
  for (const row of rows) {
    const root = row.rescheduledFrom ?? row.id;
    chains.set(root, [...(chains.get(root) ?? []), row]);
  }
  return [...chains.entries()].map(([root, chain]) => {
    const latest = chain.reduce((a, b) => (b.createdAt.getTime() > a.createdAt.getTime() ? b : a));
    return { row: latest, moves: moveCounts.get(root) ?? 0 };
  });
}
