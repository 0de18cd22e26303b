// Reminder emails to the parent before a confirmed consultation: one 24 hours before and one an
// hour before (a reminder whose moment has already passed at booking time is never queued).
// Bookings, moves and cancellations keep the queue in step inside their own transaction;
// sendDueReminders claims what is due with FOR UPDATE SKIP LOCKED and writes each email to the
// outbox in that same transaction, so any number of instances send each reminder exactly once,
// and a restart simply continues from the table. At send time the booking is checked again: a
// cancelled, moved or past consultation, or a reminder staff turned off, is skipped, not sent;
// the outbox checks once more as it hands the email to the mail server (lib/booking/messages/still-stands.ts).
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { availabilitySettings, consultationBookings, consultationReminders } from "@/db/schema";
import { queueEmails, type OutgoingEmail } from "@/lib/email/outbox";
import { siteConfig } from "@/lib/site-config";
import type { MailSettings } from "../bookings";
import { reminderEmail } from "./emails";
import { loadMeeting } from "../meeting";
import { manageUrl } from "../changes/manage-token";

export type ReminderKind = (typeof consultationReminders.$inferSelect)["kind"];

/** How long before the consultation each reminder goes out. */
export const reminderLeadMinutes: Record<ReminderKind, number> = {
  day_before: 24 * 60,
  hour_before: 60,
};

type Writer = Pick<AppDatabase, "insert" | "delete" | "select">;
type Booking = { id: string; startAt: Date };

/** Queues the reminders still ahead of `now` for a newly confirmed consultation. */
export async function scheduleReminders(
  tx: Writer,
  booking: Booking,
  now: Date,
  visitorTimeZone?: string | null,
): Promise<void> {
  const rows = (Object.keys(reminderLeadMinutes) as ReminderKind[])
    .map((kind) => ({
      kind,
      dueAt: new Date(booking.startAt.getTime() - reminderLeadMinutes[kind] * 60_000),
    }))
    .filter((r) => r.dueAt.getTime() > now.getTime())
    .map((r) => ({ ...r, bookingId: booking.id, visitorTimeZone: visitorTimeZone ?? null }));
  if (rows.length === 0) return;
  await tx.insert(consultationReminders).values(rows).onConflictDoNothing();
}

/** A cancelled consultation's reminders that have not gone out are dropped. */
export async function dropReminders(tx: Writer, bookingId: string): Promise<void> {
  await tx
    .delete(consultationReminders)
    .where(
      and(
        eq(consultationReminders.bookingId, bookingId),
        eq(consultationReminders.status, "pending"),
      ),
    );
}

/** A move: the old booking's pending reminders go, the new time gets its own (same parent zone unless given). */
export async function moveReminders(
  tx: Writer,
  fromId: string,
  to: Booking,
  now: Date,
  visitorTimeZone?: string | null,
): Promise<void> {
  const [previous] = await tx
    .select({ zone: consultationReminders.visitorTimeZone })
    .from(consultationReminders)
    .where(eq(consultationReminders.bookingId, fromId))
    .limit(1);
  await dropReminders(tx, fromId);
  await scheduleReminders(tx, to, now, visitorTimeZone ?? previous?.zone ?? null);
}

export type ReminderRun = { sent: number; skipped: number };

/** Sends (to the outbox) up to `limit` reminders that are due at `now`. Safe to run anywhere, any time. */
export async function sendDueReminders(
  db: AppDatabase,
  now: Date,
  mail: MailSettings,
  limit = 200,
): Promise<ReminderRun> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ reminder: consultationReminders, booking: consultationBookings })
      .from(consultationReminders)
      .innerJoin(consultationBookings, eq(consultationBookings.id, consultationReminders.bookingId))
      .where(
        and(eq(consultationReminders.status, "pending"), lte(consultationReminders.dueAt, now)),
      )
      .orderBy(asc(consultationReminders.dueAt))
      .limit(limit)
      .for("update", { of: consultationReminders, skipLocked: true });
    if (due.length === 0) return { sent: 0, skipped: 0 };
    const [settings] = await tx
      .select({
        day_before: availabilitySettings.remindDayBefore,
        hour_before: availabilitySettings.remindHourBefore,
      })
      .from(availabilitySettings)
      .where(eq(availabilitySettings.id, 1));
    const sent: string[] = [];
    const skipped: string[] = [];
    const emails: OutgoingEmail[] = [];
    for (const { reminder, booking } of due) {
      if (!stillWanted(reminder, booking, now, settings)) {
        skipped.push(reminder.id);
        continue;
      }
      emails.push(
        reminderEmail(
          {
            ...booking,
            start: booking.startAt,
            end: booking.endAt,
            businessTimeZone: siteConfig.timeZone,
            meeting: await loadMeeting(tx, booking),
          },
          {
            staffAddress: mail.staffAddress,
            manageUrl: manageUrl(mail.siteUrl, mail.secret, booking.id),
            visitorTimeZone: reminder.visitorTimeZone ?? undefined,
          },
          reminder.kind,
        ),
      );
      sent.push(reminder.id);
    }
    await queueEmails(tx, emails);
    if (sent.length)
      await tx
        .update(consultationReminders)
        .set({ status: "sent", processedAt: now })
        .where(inArray(consultationReminders.id, sent));
    if (skipped.length)
      await tx
        .update(consultationReminders)
        .set({ status: "skipped", processedAt: now })
        .where(inArray(consultationReminders.id, skipped));
    return { sent: sent.length, skipped: skipped.length };
  });
}

function stillWanted(
  reminder: typeof consultationReminders.$inferSelect,
  booking: typeof consultationBookings.$inferSelect,
  now: Date,
  settings: Record<ReminderKind, boolean> | undefined,
): boolean {
  if (settings && !settings[reminder.kind]) return false;
  if (booking.kind !== "booking" || booking.bookingStatus !== "confirmed") return false;
  const start = booking.startAt.getTime();
  if (start <= now.getTime()) return false;
  // After a pause (a restart, a long deploy) a day-before reminder that would now arrive inside
  // the last hour says nothing the hour-before one does not: skip it rather than send both.
  if (
    reminder.kind === "day_before" &&
    start - now.getTime() <= reminderLeadMinutes.hour_before * 60_000
  )
    return false;
  return true;
}
