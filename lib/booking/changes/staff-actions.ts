// Staff's part of the consultation lifecycle, beside the parent's (manage.ts): mark an outcome
// (completed or no-show), cancel (frees the slot, emails the parent) and turn a Get Started
// request into a real booking (emails the parent the confirmation and .ics). Only the admin
// action chain calls these, after it has checked the role. Writes take the booking engine's
// advisory lock and check the slot with its rules, so they never race a visitor's booking; the
// exclusion constraint stays the last word. Every change is noted on the lead and in the audit log.
import { eq } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings, leadActivity } from "@/db/schema";
import { recordAudit } from "@/lib/practice/audit";
import type { StaffActor } from "@/lib/practice/audit";
import { ActionRefusal } from "@/lib/practice/refusal";
import type { ConversionStage } from "@/lib/practice/vocabulary";
import { AppError } from "@/lib/http/responses";
import { lockBookingWrites, type MailSettings } from "../bookings";
import { bookingEmails, cancellationEmails } from "../messages/emails";
import { loadMeeting } from "../meeting";
import {
  cancelBooking,
  changeStatus,
  detailsOf,
  refuseDoubleBooking,
  slotRefusal,
  type Consultation,
} from "./lifecycle";
import { manageUrl } from "./manage-token";
import { scheduleReminders } from "../messages/reminders";
import { checkSlot, loadSnapshotAround } from "../calendar/snapshot";

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

export const consultationMessages = {
  gone: "This consultation no longer exists.",
  changed:
    "Someone else changed this consultation a moment ago. The page now shows its current state; please check it and try again.",
  notUpcoming: "Only a confirmed consultation that has not started yet can be cancelled.",
  notStarted: "This consultation has not started yet, so it cannot be marked completed or no-show.",
  notConfirmed: "Only a confirmed consultation can be marked completed or no-show.",
  notRequest: "Only a waiting Get Started request can be scheduled.",
} as const;

async function lockedConsultation(tx: Tx, id: string, version: number): Promise<Consultation> {
  await lockBookingWrites(tx);
  const [row] = await tx
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.id, id))
    .for("update");
  if (!row) throw new AppError(404, consultationMessages.gone);
  if (row.version !== version)
    throw new ActionRefusal(409, consultationMessages.changed, { version: row.version });
  return row;
}

async function logChange(
  tx: Tx,
  actor: StaffActor,
  row: Consultation,
  action: string,
  changes: Record<string, { from: unknown; to: unknown }>,
) {
  await tx.insert(leadActivity).values({
    leadType: "consultation",
    leadId: row.id,
    actorId: actor.id,
    actorName: actor.name || actor.email,
    kind: "change",
    changes,
  });
  await recordAudit(tx, actor, {
    action,
    entityType: "consultation_booking",
    entityId: row.id,
    details: { changes },
  });
}

/** Stages a consultation outcome may move a lead forward from (never backwards). */
const beforeOutcome: string[] = [
  "contact_submitted",
  "intake_submitted",
  "consultation_requested",
  "consultation_booked",
] satisfies ConversionStage[];

export async function markOutcome(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; version: number; outcome: "completed" | "no_show" },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedConsultation(tx, input.id, input.version);
    if (row.kind !== "booking" || row.bookingStatus !== "confirmed")
      throw new AppError(409, consultationMessages.notConfirmed);
    if (row.startAt.getTime() > now.getTime())
      throw new AppError(409, consultationMessages.notStarted);
    const stage: ConversionStage =
      input.outcome === "completed" ? "consultation_completed" : "consultation_no_show";
    const moveStage = beforeOutcome.includes(row.conversionStage);
    await changeStatus(tx, row, {
      bookingStatus: input.outcome,
      ...(moveStage ? { conversionStage: stage } : {}),
    });
    await logChange(tx, actor, row, `consultation.${input.outcome}`, {
      bookingStatus: { from: row.bookingStatus, to: input.outcome },
      ...(moveStage ? { conversionStage: { from: row.conversionStage, to: stage } } : {}),
    });
  });
}

export async function cancelByStaff(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; version: number },
  now: Date,
  mail: Pick<MailSettings, "staffAddress">,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedConsultation(tx, input.id, input.version);
    if (
      row.kind !== "booking" ||
      row.bookingStatus !== "confirmed" ||
      row.startAt.getTime() <= now.getTime()
    )
      throw new AppError(409, consultationMessages.notUpcoming);
    // The parent hears from us; staff made the change, so no staff notice.
    const changes = await cancelBooking(tx, row, now, (cancelled) =>
      cancellationEmails(detailsOf(cancelled), { staffAddress: mail.staffAddress }).filter(
        (e) => e.kind === "consultation_cancelled_parent",
      ),
    );
    await logChange(tx, actor, row, "consultation.cancelled", changes);
  });
}

export async function scheduleRequest(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; version: number; start: Date; end: Date; timeZone?: string },
  now: Date,
  mail: MailSettings,
): Promise<void> {
  await refuseDoubleBooking(() =>
    db.transaction(async (tx) => {
      const row = await lockedConsultation(tx, input.id, input.version);
      if (row.kind !== "request" || row.bookingStatus !== "requested")
        throw new AppError(409, consultationMessages.notRequest);
      const snapshot = await loadSnapshotAround(tx, input.start);
      const check = checkSlot(snapshot, { start: input.start, end: input.end, now });
      if (!check.ok) throw slotRefusal(check.reason);
      const stage = beforeOutcome.includes(row.conversionStage)
        ? "consultation_booked"
        : row.conversionStage;
      const meeting = await loadMeeting(tx, row);
      const booked = await changeStatus(
        tx,
        row,
        {
          kind: "booking",
          bookingStatus: "confirmed",
          dateISO: check.date,
          startAt: input.start,
          endAt: input.end,
          label: check.slot.label,
          conversionStage: stage,
        },
        (changed) =>
          bookingEmails(
            { ...detailsOf(changed), meeting },
            {
              staffAddress: mail.staffAddress,
              manageUrl: manageUrl(mail.siteUrl, mail.secret, changed.id),
              visitorTimeZone: input.timeZone,
            },
          ).filter((e) => e.kind === "consultation_confirmed_parent"),
      );
      await scheduleReminders(tx, booked, now, input.timeZone);
      await logChange(tx, actor, row, "consultation.scheduled", {
        kind: { from: "request", to: "booking" },
        time: { from: null, to: `${check.date} ${check.slot.label}` },
        ...(stage !== row.conversionStage
          ? { conversionStage: { from: row.conversionStage, to: stage } }
          : {}),
      });
    }),
  );
}
