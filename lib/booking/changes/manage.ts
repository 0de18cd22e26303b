import "server-only";
// What the signed manage link allows: see the consultation, cancel it (freeing the slot) or move
// it to another free slot. A move cancels the old row and inserts a new one in one transaction
// (rescheduledFrom = the first booking of the chain, so its calendar invite keeps one UID).
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
  changeStatus,
  detailsOf,
  refuseDoubleBooking,
  slotRefusal,
  type Consultation,
} from "./lifecycle";
import { manageUrl } from "./manage-token";
import { loadMeeting, type Meeting } from "../meeting";
import { moveReminders } from "../messages/reminders";
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
    await cancelBooking(tx, row, now, (cancelled) =>
      cancellationEmails(detailsOf(cancelled), { staffAddress: mail.staffAddress }),
    );
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

      // The old booking is not cancelled to the parent: the emails below announce the move, with
      // the invitation's SEQUENCE one higher so calendars move the event.
      await changeStatus(tx, old, { bookingStatus: "cancelled", cancelledAt: now });
      const root = old.rescheduledFrom ?? old.id;
      const {
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        cancelledAt: _x,
        version: _v,
        lockId: _l,
        ...kept
      } = old;
      const [row] = await tx
        .insert(consultationBookings)
        .values({
          ...kept,
          bookingStatus: "confirmed",
          dateISO: check.date,
          startAt: input.start,
          endAt: input.end,
          label: check.slot.label,
          rescheduledFrom: root,
          calendarSequence: old.calendarSequence + 1,
          idempotencyKey: `reschedule:${old.id}`,
        })
        .returning();
      if (!row) throw new Error("Reschedule insert returned no row");
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
