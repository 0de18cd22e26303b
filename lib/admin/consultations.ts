// Consultations for staff: the calendar by day in MT, outcomes (completed or no-show), a staff
// cancellation (frees the slot, emails the parent) and turning a Get Started request into a
// real booking (emails the parent the confirmation and .ics). Writes take the booking engine's
// advisory lock and check the slot with its rules, so they never race a visitor's booking; the
// exclusion constraint stays the last word.
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { sqlState, type AppDatabase } from "@/db/client";
import { consultationBookings, leadActivity } from "@/db/schema";
import { lockBookingWrites, type MailSettings } from "@/lib/booking/bookings";
import { bookingEmails, cancellationEmails, type ConsultationDetails } from "@/lib/booking/emails";
import { manageUrl } from "@/lib/booking/manage-token";
import { dropReminders, scheduleReminders } from "@/lib/booking/reminders";
import { bookingMessages } from "@/lib/booking/schemas";
import { checkSlot, loadSnapshotAround } from "@/lib/booking/snapshot";
import { queueEmails } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/responses";
import { siteConfig } from "@/lib/site-config";
import { recordAudit } from "./audit";
import { businessDateOf, businessToday, startOfBusinessDay } from "./business-time";
import type { StaffActor } from "./lead-update";
import { ActionRefusal } from "./refusal";
import type { ConversionStage } from "./vocabulary";

export type Consultation = typeof consultationBookings.$inferSelect;
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

export const consultationViews = ["upcoming", "past", "requests"] as const;
export type ConsultationView = (typeof consultationViews)[number];
export const CONSULTATIONS_PAGE_SIZE = 100;

export type ConsultationDay = { date: string; items: Consultation[] };

/** Groups rows (already in display order) by their business date. */
export function groupByDay(
  rows: Consultation[],
  dateOf: (row: Consultation) => Date = (r) => r.startAt,
): ConsultationDay[] {
  const days: ConsultationDay[] = [];
  for (const row of rows) {
    const date = businessDateOf(dateOf(row));
    const last = days[days.length - 1];
    if (last?.date === date) last.items.push(row);
    else days.push({ date, items: [row] });
  }
  return days;
}

export async function listConsultations(
  db: Pick<AppDatabase, "select">,
  view: ConsultationView,
  now: Date,
  page = 1,
): Promise<{ days: ConsultationDay[]; more: boolean }> {
  const offset = (page - 1) * CONSULTATIONS_PAGE_SIZE;
  const todayStart = startOfBusinessDay(businessToday(now));
  const base = db.select().from(consultationBookings);
  const rows =
    view === "requests"
      ? await base
          .where(
            and(
              eq(consultationBookings.kind, "request"),
              eq(consultationBookings.bookingStatus, "requested"),
            ),
          )
          .orderBy(asc(consultationBookings.createdAt))
          .limit(CONSULTATIONS_PAGE_SIZE + 1)
          .offset(offset)
      : view === "upcoming"
        ? await base
            .where(
              and(
                eq(consultationBookings.kind, "booking"),
                eq(consultationBookings.bookingStatus, "confirmed"),
                gte(consultationBookings.startAt, todayStart),
              ),
            )
            .orderBy(asc(consultationBookings.startAt))
            .limit(CONSULTATIONS_PAGE_SIZE + 1)
            .offset(offset)
        : await base
            .where(
              and(eq(consultationBookings.kind, "booking"), lt(consultationBookings.startAt, now)),
            )
            .orderBy(desc(consultationBookings.startAt))
            .limit(CONSULTATIONS_PAGE_SIZE + 1)
            .offset(offset);
  const more = rows.length > CONSULTATIONS_PAGE_SIZE;
  const shown = rows.slice(0, CONSULTATIONS_PAGE_SIZE);
  return { days: groupByDay(shown, view === "requests" ? (r) => r.createdAt : undefined), more };
}

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

function detailsOf(row: Consultation): ConsultationDetails {
  return { ...row, start: row.startAt, end: row.endAt, businessTimeZone: siteConfig.timeZone };
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
    await tx
      .update(consultationBookings)
      .set({
        bookingStatus: input.outcome,
        ...(moveStage ? { conversionStage: stage } : {}),
        version: sql`${consultationBookings.version} + 1`,
      })
      .where(eq(consultationBookings.id, row.id));
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
    await tx
      .update(consultationBookings)
      .set({
        bookingStatus: "cancelled",
        cancelledAt: now,
        version: sql`${consultationBookings.version} + 1`,
      })
      .where(eq(consultationBookings.id, row.id));
    await dropReminders(tx, row.id);
    // The parent hears from us; staff made the change, so no staff notice.
    const parentEmail = cancellationEmails(detailsOf(row), {
      staffAddress: mail.staffAddress,
    }).filter((e) => e.kind === "consultation_cancelled_parent");
    await queueEmails(tx, parentEmail);
    await logChange(tx, actor, row, "consultation.cancelled", {
      bookingStatus: { from: row.bookingStatus, to: "cancelled" },
    });
  });
}

export async function scheduleRequest(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; version: number; start: Date; end: Date; timeZone?: string },
  now: Date,
  mail: MailSettings,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const row = await lockedConsultation(tx, input.id, input.version);
      if (row.kind !== "request" || row.bookingStatus !== "requested")
        throw new AppError(409, consultationMessages.notRequest);
      const snapshot = await loadSnapshotAround(tx, input.start);
      const check = checkSlot(snapshot, { start: input.start, end: input.end, now });
      if (!check.ok)
        throw new AppError(
          check.reason === "off_grid" ? 400 : 409,
          check.reason === "off_grid" ? bookingMessages.invalidSlot : bookingMessages.slotTaken,
        );
      const stage = beforeOutcome.includes(row.conversionStage)
        ? "consultation_booked"
        : row.conversionStage;
      const [booked] = await tx
        .update(consultationBookings)
        .set({
          kind: "booking",
          bookingStatus: "confirmed",
          dateISO: check.date,
          startAt: input.start,
          endAt: input.end,
          label: check.slot.label,
          conversionStage: stage,
          version: sql`${consultationBookings.version} + 1`,
        })
        .where(eq(consultationBookings.id, row.id))
        .returning();
      if (!booked) throw new AppError(404, consultationMessages.gone);
      await scheduleReminders(tx, booked, now, input.timeZone);
      const emails = bookingEmails(detailsOf(booked), {
        staffAddress: mail.staffAddress,
        manageUrl: manageUrl(mail.siteUrl, mail.secret, booked.id),
        visitorTimeZone: input.timeZone,
      }).filter((e) => e.kind === "consultation_confirmed_parent");
      await queueEmails(tx, emails);
      await logChange(tx, actor, row, "consultation.scheduled", {
        kind: { from: "request", to: "booking" },
        time: { from: null, to: `${check.date} ${check.slot.label}` },
        ...(stage !== row.conversionStage
          ? { conversionStage: { from: row.conversionStage, to: stage } }
          : {}),
      });
    });
  } catch (error) {
    const state = sqlState(error);
    if (state === "23P01" || state === "23505") throw new AppError(409, bookingMessages.slotTaken);
    throw error;
  }
}
