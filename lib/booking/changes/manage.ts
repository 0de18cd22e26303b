import "server-only";
// What the signed manage link allows: see the consultation, cancel it (freeing the slot) or move
// it to another free slot. A move changes the time of the same consultation (one lead, one manage
// link, one calendar UID); moves made before that inserted a new row (rescheduledFrom = the first
// booking of the chain, idempotencyKey "reschedule:<old id>"), which the link still follows.
import { and, eq, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings } from "@/db/schema";
import { queueEmails } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/responses";
import { lockBookingWrites, type MailSettings } from "../bookings";
import {
  bookingEmails,
  cancellationEmails,
  consultationCalendarInvite,
  whenText,
} from "../messages/emails";
import {
  cancelBooking,
  detailsOf,
  noteParentChange,
  refuseDoubleBooking,
  slotRefusal,
  type Consultation,
} from "./lifecycle";
import { manageUrl } from "./manage-token";
import { loadMeeting, type Meeting } from "../meeting";
import { moveReminders } from "../messages/reminders";
import { withdrawAppointmentEmails } from "../messages/still-stands";
import { checkSlot, loadSnapshotAround, type Clock, type Visitor } from "../calendar/snapshot";

type Reader = Pick<AppDatabase, "select">;

export const manageMessages = {
  notFound: "We could not find that consultation. Please use the link in your most recent email.",
  alreadyCancelled: "This consultation is already cancelled.",
  alreadyHappened: "This consultation time has passed, so it can no longer be changed.",
  sameTime: "That is already your consultation time.",
} as const;

export type ManagedConsultation = {
  id: string;
  parentName: string;
  dateISO: string;
  label: string;
  start: string;
  end: string;
  state: "upcoming" | "cancelled" | "past";
  /** True when this is the newer booking the visitor's (older) link led to. */
  moved: boolean;
  /** How the call happens, with the host's name once staff assigned one. */
  meeting: Meeting;
};

async function findRow(db: Reader, id: string): Promise<Consultation | undefined> {
  const [row] = await db
    .select()
    .from(consultationBookings)
    .where(and(eq(consultationBookings.id, id), eq(consultationBookings.kind, "booking")));
  return row;
}

/** The consultation a link points to, following moves to the current booking. */
export async function getManagedConsultation(
  db: Reader,
  id: string,
  now: Date,
): Promise<ManagedConsultation | null> {
  let row = await findRow(db, id);
  let moved = false;
  for (let hops = 0; row && row.bookingStatus === "cancelled" && hops < 20; hops++) {
    const [next] = await db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.idempotencyKey, `reschedule:${row.id}`));
    if (!next) break;
    row = next;
    moved = true;
  }
  if (!row) return null;
  const state =
    row.bookingStatus === "cancelled"
      ? "cancelled"
      : row.startAt.getTime() <= now.getTime() || row.bookingStatus !== "confirmed"
        ? "past"
        : "upcoming";
  return {
    id: row.id,
    parentName: row.parentName,
    dateISO: row.dateISO,
    label: row.label,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    state,
    moved,
    meeting: await loadMeeting(db, row),
  };
}

async function lockedUpcoming(
  tx: Reader & Pick<AppDatabase, "execute">,
  id: string,
  now: Date,
): Promise<Consultation> {
  await lockBookingWrites(tx);
  const row = await findRow(tx, id);
  if (!row) throw new AppError(404, manageMessages.notFound);
  if (row.bookingStatus === "cancelled") throw new AppError(409, manageMessages.alreadyCancelled);
  if (row.bookingStatus !== "confirmed" || row.startAt.getTime() <= now.getTime())
    throw new AppError(409, manageMessages.alreadyHappened);
  return row;
}

/** The parent cancels through their manage link: the slot is freed; parent and staff are emailed. */
export async function cancelConsultation(
  db: AppDatabase,
  clock: Clock,
  id: string,
  mail: MailSettings,
): Promise<void> {
  const now = clock();
  await db.transaction(async (tx) => {
    const row = await lockedUpcoming(tx, id, now);
    const changes = await cancelBooking(tx, row, now, (cancelled) =>
      cancellationEmails(detailsOf(cancelled), { staffAddress: mail.staffAddress }),
    );
    await noteParentChange(tx, row, "The parent cancelled the consultation.", changes);
  });
}

export type RescheduleInput = {
  id: string;
  start: Date;
  end: Date;
  lockId?: string | null;
  visitor?: Visitor | null;
  timeZone?: string;
};

export async function rescheduleConsultation(
  db: AppDatabase,
  clock: Clock,
  input: RescheduleInput,
  mail: MailSettings,
): Promise<{ id: string }> {
  const now = clock();
  return refuseDoubleBooking(() =>
    db.transaction(async (tx) => {
      const old = await lockedUpcoming(tx, input.id, now);
      if (old.startAt.getTime() === input.start.getTime())
        throw new AppError(400, manageMessages.sameTime);
      const snapshot = await loadSnapshotAround(tx, input.start);
      const check = checkSlot(snapshot, {
        start: input.start,
        end: input.end,
        now,
        visitorKey: input.visitor?.key,
        lockId: input.lockId,
        ignoreBookings: [old.id],
      });
      if (!check.ok) throw slotRefusal(check.reason);

      const [row] = await tx
        .update(consultationBookings)
        .set({
          dateISO: check.date,
          startAt: input.start,
          endAt: input.end,
          label: check.slot.label,
          calendarSequence: old.calendarSequence + 1,
          version: sql`${consultationBookings.version} + 1`,
        })
        .where(eq(consultationBookings.id, old.id))
        .returning();
      if (!row) throw new Error("Reschedule update returned no row");
      await withdrawAppointmentEmails(tx, row.id);
      await noteParentChange(tx, row, "The parent moved the consultation.", {
        time: { from: `${old.dateISO} ${old.label}`, to: `${row.dateISO} ${row.label}` },
      });
      await moveReminders(tx, old.id, row, now, input.timeZone);
      await tx.execute(
        sql`delete from slot_holds where start_at < ${input.end.toISOString()}::timestamptz and end_at > ${input.start.toISOString()}::timestamptz`,
      );
      const details = {
        ...detailsOf(row, snapshot.rules.timeZone),
        meeting: await loadMeeting(tx, row),
      };
      await queueEmails(
        tx,
        bookingEmails(
          details,
          {
            staffAddress: mail.staffAddress,
            manageUrl: manageUrl(mail.siteUrl, mail.secret, row.id),
            visitorTimeZone: input.timeZone,
          },
          "rescheduled",
          whenText(detailsOf(old, snapshot.rules.timeZone)),
        ),
      );
      return { id: row.id };
    }),
  );
}

/**
 * The calendar file (.ics) for the consultation a manage link leads to, as the latest email about
 * it carried: for an upcoming one the invitation, for a cancelled one its CANCEL, both with the
 * same UID (the first booking of a moved chain) and the SEQUENCE last sent, so importing it updates
 * or removes the event that email created instead of adding a second one. Null once it is over.
 */
export async function consultationCalendarFile(
  db: Reader,
  id: string,
  now: Date,
  mail: Pick<MailSettings, "secret" | "siteUrl">,
): Promise<string | null> {
  const current = await getManagedConsultation(db, id, now);
  if (!current || current.state === "past") return null;
  const row = await findRow(db, current.id);
  if (!row) return null;
  return consultationCalendarInvite(
    { ...detailsOf(row), meeting: current.meeting },
    { staffAddress: "", manageUrl: manageUrl(mail.siteUrl, mail.secret, row.id) },
    current.state === "cancelled",
  );
}
