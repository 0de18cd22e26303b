import "server-only";
// bookConsultation: a Start Here booking, its CRM fields and its emails in ONE transaction.
// Booking writes take one transaction-scoped advisory lock, so the availability check (buffer,
// holds, notice) and the insert see the same state; the exclusion constraint
// consultation_bookings_no_overlap stays the last word (23P01 -> 409). A retried request (same
// lockId or Idempotency-Key, or the same parent for the same slot) returns the first booking.
import { and, eq, inArray, sql } from "drizzle-orm";
import { sqlState, type AppDatabase } from "@/db/client";
import { consultationBookings } from "@/db/schema";
import { queueEmails } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/responses";
import { bookingEmails, type BookedDetails } from "./messages/emails";
import { loadMeeting } from "./meeting";
import { manageUrl } from "./changes/manage-token";
import { scheduleReminders } from "./messages/reminders";
import { bookingMessages, type BookingRequest } from "./schemas";
import { checkSlot, loadSnapshotAround, type Clock, type Visitor } from "./calendar/snapshot";

/** Advisory lock taken by every booking write (bookings are few; correctness matters more). */
export const BOOKING_WRITE_LOCK = 731_001;

export type MailSettings = { secret: string; siteUrl: string; staffAddress: string };
export type BookingContext = {
  visitor?: Visitor | null;
  idempotencyKey?: string | null;
  mail: MailSettings;
};
export type BookingResult = { id: string; created: boolean };

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

export function lockBookingWrites(tx: Pick<AppDatabase, "execute">) {
  return tx.execute(sql.raw(`select pg_advisory_xact_lock(${BOOKING_WRITE_LOCK})`));
}

function idempotencyKeys(
  input: { lockId?: string | null },
  header: string | null | undefined,
): string[] {
  const keys: string[] = [];
  if (header) keys.push(`header:${header}`);
  if (input.lockId) keys.push(`lock:${input.lockId}`);
  return keys;
}

async function earlierAttempt(
  db: Pick<AppDatabase, "select">,
  keys: string[],
  start: Date,
): Promise<BookingResult | null> {
  if (keys.length === 0) return null;
  const [prior] = await db
    .select({ id: consultationBookings.id, startAt: consultationBookings.startAt })
    .from(consultationBookings)
    .where(inArray(consultationBookings.idempotencyKey, keys))
    .limit(1);
  if (!prior) return null;
  if (prior.startAt.getTime() !== start.getTime())
    throw new AppError(409, bookingMessages.reusedRequest);
  return { id: prior.id, created: false };
}

/** A confirmed booking of this exact slot by the same email: a double submit, not a rival. */
async function sameParentBooking(tx: Tx, input: BookingRequest): Promise<string | null> {
  const [row] = await tx
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.startAt, input.start),
        eq(consultationBookings.bookingStatus, "confirmed"),
        sql`lower(${consultationBookings.email}) = lower(${input.email})`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function bookConsultation(
  db: AppDatabase,
  clock: Clock,
  input: BookingRequest,
  ctx: BookingContext,
): Promise<BookingResult> {
  const now = clock();
  const keys = idempotencyKeys(input, ctx.idempotencyKey);
  const prior = await earlierAttempt(db, keys, input.start);
  if (prior) return prior;
  try {
    return await db.transaction(async (tx) => {
      await lockBookingWrites(tx);
      const snapshot = await loadSnapshotAround(tx, input.start);
      const check = checkSlot(snapshot, {
        start: input.start,
        end: input.end,
        now,
        visitorKey: ctx.visitor?.key,
        lockId: input.lockId,
      });
      if (!check.ok) {
        if (check.reason === "off_grid") throw new AppError(400, bookingMessages.invalidSlot);
        const same = check.reason === "booked" ? await sameParentBooking(tx, input) : null;
        if (same) return { id: same, created: false };
        throw new AppError(409, bookingMessages.slotTaken);
      }
      if (input.dateISO !== check.date) throw new AppError(400, bookingMessages.invalidSlot);
      // A lockId must name a hold of this very slot (live, or expired but not taken over). One
      // that never existed, was given back or holds another time is refused rather than ignored.
      if (
        input.lockId &&
        !snapshot.holds.some((h) => h.id === input.lockId && h.start === check.slot.start)
      )
        throw new AppError(409, bookingMessages.invalidLock);

      const [row] = await tx
        .insert(consultationBookings)
        .values({
          kind: "booking",
          bookingStatus: "confirmed",
          parentName: input.parentName,
          email: input.email,
          phone: input.phone,
          notes: input.notes || null,
          childFirstName: input.childFirstName,
          childAge: input.childAge,
          childGrade: input.childGrade,
          dateISO: check.date,
          startAt: input.start,
          endAt: input.end,
          label: check.slot.label,
          lockId: input.lockId,
          status: "new",
          leadSource: "consultation_booking",
          conversionStage: "consultation_booked",
          priority: "medium",
          attribution: input.attribution,
          gclid: input.attribution?.gclid ?? null,
          idempotencyKey: keys[0] ?? null,
        })
        .returning({ id: consultationBookings.id });
      if (!row) throw new Error("Booking insert returned no row");

      // The slot is booked now: its holds, and the visitor's other holds, are done with.
      await tx.execute(sql`
        delete from slot_holds
        where (start_at < ${input.end.toISOString()}::timestamptz and end_at > ${input.start.toISOString()}::timestamptz)
           or split_part(client_key, ':', 2) = ${ctx.visitor?.key ?? ""}`);

      await scheduleReminders(tx, { id: row.id, startAt: input.start }, now, input.timeZone);

      const details: BookedDetails = {
        ...input,
        meeting: await loadMeeting(tx, { phone: input.phone }),
        id: row.id,
        dateISO: check.date,
        label: check.slot.label,
        businessTimeZone: snapshot.rules.timeZone,
      };
      await queueEmails(
        tx,
        bookingEmails(details, {
          staffAddress: ctx.mail.staffAddress,
          manageUrl: manageUrl(ctx.mail.siteUrl, ctx.mail.secret, row.id),
          visitorTimeZone: input.timeZone,
        }),
      );
      return { id: row.id, created: true };
    });
  } catch (error) {
    const state = sqlState(error);
    if (state === "23505") {
      const again = await earlierAttempt(db, keys, input.start);
      if (again) return again;
    }
    if (state === "23P01" || state === "23505" || state === "40P01")
      throw new AppError(409, bookingMessages.slotTaken);
    throw error;
  }
}
