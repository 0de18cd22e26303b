// The consultation lifecycle's shared steps. The parent's manage link (cancel, reschedule) and
// staff (cancel, schedule a request, mark an outcome) change a consultation the same way: the
// status changes with the version bumped, so a staff form opened on the old state is refused,
// and the emails that tell people are queued in the same transaction, so nobody hears of a change
// that was rolled back. Callers hold the booking write lock and have read the row under it.
import { eq, sql } from "drizzle-orm";
import { sqlState, type AppDatabase } from "@/db/client";
import { consultationBookings, leadActivity } from "@/db/schema";
import { queueEmails, type OutgoingEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/responses";
import { siteConfig } from "@/lib/site-config";
import type { ConsultationDetails } from "../messages/emails";
import { dropReminders } from "../messages/reminders";
import { bookingMessages } from "../schemas";
import type { SlotCheck } from "../calendar/snapshot";

export type Consultation = typeof consultationBookings.$inferSelect;

/** What one step of the lifecycle may change besides the status. */
export type StatusChange = Pick<Consultation, "bookingStatus"> &
  Partial<
    Pick<
      Consultation,
      | "kind"
      | "cancelledAt"
      | "conversionStage"
      | "dateISO"
      | "startAt"
      | "endAt"
      | "label"
      | "calendarSequence"
    >
  >;

type Writer = Pick<AppDatabase, "update" | "insert">;

export function detailsOf(row: Consultation, timeZone = siteConfig.timeZone): ConsultationDetails {
  return { ...row, start: row.startAt, end: row.endAt, businessTimeZone: timeZone };
}

/**
 * Changes the consultation's status and queues the emails `announce` writes about the changed
 * consultation. Returns the consultation as it now stands.
 */
export async function changeStatus(
  tx: Writer,
  row: Consultation,
  change: StatusChange,
  announce: (changed: Consultation) => OutgoingEmail[] = () => [],
): Promise<Consultation> {
  await tx
    .update(consultationBookings)
    .set({ ...change, version: sql`${consultationBookings.version} + 1` })
    .where(eq(consultationBookings.id, row.id));
  const changed: Consultation = { ...row, ...change, version: row.version + 1 };
  await queueEmails(tx, announce(changed));
  return changed;
}

/** A change as the lead's timeline and the audit log record it. */
export type Changes = Record<string, { from: unknown; to: unknown }>;

/**
 * The stage a lead goes back to when its consultation is cancelled: a family that had a time on
 * the calendar and no longer has one is waiting for a time again, which is what "Consultation
 * requested" means to staff (offer them a new time). Later stages (an outcome, enrolled, lost)
 * were set by staff and stand.
 */
export function stageAfterCancellation(stage: string): string {
  return stage === "consultation_booked" ? "consultation_requested" : stage;
}

/**
 * A cancellation by anyone: the slot is free again, the lead's stage moves back and the reminders
 * not yet sent are dropped (those already in the outbox are withdrawn as delivery finds the
 * booking cancelled). The invitation's SEQUENCE goes up, so the CANCEL the emails carry outranks
 * every invitation sent. Returns what changed, for the caller's timeline entry.
 */
export async function cancelBooking(
  tx: Writer & Pick<AppDatabase, "delete" | "select">,
  row: Consultation,
  now: Date,
  announce: (cancelled: Consultation) => OutgoingEmail[],
): Promise<Changes> {
  const stage = stageAfterCancellation(row.conversionStage);
  await changeStatus(
    tx,
    row,
    {
      bookingStatus: "cancelled",
      cancelledAt: now,
      calendarSequence: row.calendarSequence + 1,
      conversionStage: stage,
    },
    announce,
  );
  await dropReminders(tx, row.id);
  return {
    bookingStatus: { from: row.bookingStatus, to: "cancelled" },
    ...(stage !== row.conversionStage
      ? { conversionStage: { from: row.conversionStage, to: stage } }
      : {}),
  };
}

/** What the parent did through their manage link, on the lead's timeline. */
export async function noteParentChange(
  tx: Writer,
  row: Consultation,
  body: string,
  changes: Changes,
): Promise<void> {
  await tx.insert(leadActivity).values({
    leadType: "consultation",
    leadId: row.id,
    actorName: "The parent",
    kind: "change",
    body,
    changes,
  });
}

/** Why a slot cannot be taken, in the booking forms' words: off the grid is a bad request. */
export function slotRefusal(reason: Extract<SlotCheck, { ok: false }>["reason"]): AppError {
  return reason === "off_grid"
    ? new AppError(400, bookingMessages.invalidSlot)
    : new AppError(409, bookingMessages.slotTaken);
}

/**
 * Runs a write that puts a consultation in a slot. The database has the last word on double
 * bookings (the exclusion constraint, the unique keys); its refusal reads as "slot taken".
 */
export async function refuseDoubleBooking<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const state = sqlState(error);
    if (state === "23P01" || state === "23505") throw new AppError(409, bookingMessages.slotTaken);
    throw error;
  }
}
