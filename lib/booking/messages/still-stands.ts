// The outbox's last look before an email about a consultation goes out. Reminders and
// confirmations are written when they are true, but may wait in the outbox (a backlog, a mail
// server that is down) while the parent cancels or moves: handed over then, they would remind
// someone of a consultation that no longer stands. So delivery asks here, for every email it has
// claimed, whether the consultation it is about still stands, and withdraws those that do not.
// Cancellations go first, so a parent never hears about a consultation after it was cancelled.
import { and, eq, inArray } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings, emailOutbox } from "@/db/schema";

/** Emails sent before anything else waiting (the cancellation of a consultation). */
export const sentFirstKinds = ["consultation_cancelled_parent", "consultation_cancelled_staff"];

/** Emails about a consultation that are only true while it stands at the time they name. */
const aboutTheAppointment = new Set([
  "consultation_confirmed_parent",
  "consultation_confirmed_staff",
  "consultation_rescheduled_parent",
  "consultation_rescheduled_staff",
  "consultation_reminder_day_before",
  "consultation_reminder_hour_before",
]);

type Email = Pick<typeof emailOutbox.$inferSelect, "id" | "kind" | "relatedType" | "relatedId">;

/**
 * The emails (ids) no longer worth sending at `now`: the consultation was cancelled, moved (its
 * booking is cancelled and a new one announces the new time) or deleted; and a reminder for a
 * consultation that has started or ended.
 */
export async function noLongerStanding(
  db: Pick<AppDatabase, "select">,
  emails: Email[],
  now: Date,
): Promise<string[]> {
  const concerned = emails.filter(
    (e) =>
      e.relatedType === "consultation_booking" && e.relatedId && aboutTheAppointment.has(e.kind),
  );
  if (concerned.length === 0) return [];
  const bookings = await db
    .select({
      id: consultationBookings.id,
      bookingStatus: consultationBookings.bookingStatus,
      startAt: consultationBookings.startAt,
    })
    .from(consultationBookings)
    .where(inArray(consultationBookings.id, [...new Set(concerned.map((e) => e.relatedId!))]));
  const byId = new Map(bookings.map((b) => [b.id, b]));
  return concerned
    .filter((email) => {
      const booking = byId.get(email.relatedId!);
      if (!booking || booking.bookingStatus === "cancelled") return true;
      if (!email.kind.startsWith("consultation_reminder_")) return false;
      return booking.bookingStatus !== "confirmed" || booking.startAt.getTime() <= now.getTime();
    })
    .map((e) => e.id);
}

/**
 * A move keeps the consultation's row, so waiting emails that name the old time cannot be told
 * apart by the booking's status: they are withdrawn when it moves, in the move's transaction.
 */
export async function withdrawAppointmentEmails(
  tx: Pick<AppDatabase, "update">,
  bookingId: string,
): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({ status: "withdrawn" })
    .where(
      and(
        eq(emailOutbox.relatedId, bookingId),
        eq(emailOutbox.status, "pending"),
        inArray(emailOutbox.kind, [...aboutTheAppointment]),
      ),
    );
}
