import "server-only";
// What the signed manage link allows: see the consultation, cancel it (freeing the slot) or move
// it to another free slot. A move cancels the old row and inserts a new one in one transaction
// (rescheduledFrom = the first booking of the chain, so its calendar invite keeps one UID).
import { and, count, eq, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings } from "@/db/schema";
import { queueEmails } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/responses";
import { siteConfig } from "@/lib/site-config";
import { lockBookingWrites, type MailSettings } from "./bookings";
import { bookingEmails, cancellationEmails, consultationCalendarInvite, whenText } from "./emails";
import {
  cancelBooking,
  changeStatus,
  detailsOf,
  refuseDoubleBooking,
  slotRefusal,
  type Consultation,
} from "./lifecycle";
import { manageUrl } from "./manage-token";
import { moveReminders } from "./reminders";
import { checkSlot, loadSnapshotAround, type Clock, type Visitor } from "./snapshot";

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

      // The old booking is not cancelled to the parent: the emails below announce the move.
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
          idempotencyKey: `reschedule:${old.id}`,
        })
        .returning();
      if (!row) throw new Error("Reschedule insert returned no row");
      await moveReminders(tx, old.id, row, now, input.timeZone);
      await tx.execute(
        sql`delete from slot_holds where start_at < ${input.end.toISOString()}::timestamptz and end_at > ${input.start.toISOString()}::timestamptz`,
      );
      const [moves] = await tx
        .select({ n: count() })
        .from(consultationBookings)
        .where(eq(consultationBookings.rescheduledFrom, root));
      const details = detailsOf(row, snapshot.rules.timeZone);
      await queueEmails(
        tx,
        bookingEmails(
          details,
          {
            staffAddress: mail.staffAddress,
            manageUrl: manageUrl(mail.siteUrl, mail.secret, row.id),
            visitorTimeZone: input.timeZone,
            inviteUid: `consultation-${root}@${new URL(siteConfig.siteUrl).hostname}`,
            inviteSequence: moves?.n ?? 1,
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
 * The calendar file (.ics) for an upcoming consultation, as the confirmation email attaches it:
 * the same UID (the first booking of a moved chain), so importing it updates the event that email
 * created instead of adding a second one. Null when it is cancelled or over.
 */
export async function consultationCalendarFile(
  db: Reader,
  id: string,
  now: Date,
  mail: Pick<MailSettings, "secret" | "siteUrl">,
): Promise<string | null> {
  const current = await getManagedConsultation(db, id, now);
  if (!current || current.state !== "upcoming") return null;
  const row = await findRow(db, current.id);
  if (!row) return null;
  const root = row.rescheduledFrom ?? row.id;
  const [moves] = await db
    .select({ n: count() })
    .from(consultationBookings)
    .where(eq(consultationBookings.rescheduledFrom, root));
  return consultationCalendarInvite(detailsOf(row), {
    staffAddress: "",
    manageUrl: manageUrl(mail.siteUrl, mail.secret, row.id),
    inviteUid: `consultation-${root}@${new URL(siteConfig.siteUrl).hostname}`,
    inviteSequence: moves?.n ?? 0,
  });
}
