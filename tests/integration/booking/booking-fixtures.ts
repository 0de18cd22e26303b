// Shared set-up for the booking integration tests: a fixed clock, visitors, slots and inputs.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { bookingRequestSchema } from "@/lib/booking/schemas";
import type { Visitor } from "@/lib/booking/calendar/snapshot";
import { useTestDatabase } from "../../helpers/test-db";

/** Monday 2030-01-07, 8:00 AM MST. */
export const NOW = new Date("2030-01-07T15:00:00Z");
export const clockAt = (date: Date) => () => date;
export const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

export const mail = {
  secret: "test-secret",
  siteUrl: "https://bright.example",
  staffAddress: "staff@bright.example",
};

/** Tuesday 2030-01-08 at hh:mm MST (UTC-7). */
export function tuesdaySlot(hour: number, minute = 0) {
  const start = new Date(Date.UTC(2030, 0, 8, hour + 7, minute));
  return { start, end: new Date(start.getTime() + 30 * 60_000), dateISO: "2030-01-08" };
}

let visitors = 0;
export function visitor(network = "net-a"): Visitor {
  visitors += 1;
  return { key: `visitor-${visitors}-abcdefghijklmnop`, network };
}

export function bookingInput(
  slot: { start: Date; end: Date; dateISO: string },
  overrides: Record<string, unknown> = {},
) {
  return bookingRequestSchema.parse({
    parentName: "Jordan Rivera",
    phone: "(801) 555-0199",
    email: "jordan@example.com",
    notes: "Reverses b and d.",
    dateISO: slot.dateISO,
    startISO: slot.start.toISOString(),
    endISO: slot.end.toISOString(),
    label: "ignored by the server",
    recaptchaToken: "t",
    attribution: {
      gclid: "gclid-123",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "reading",
      utm_term: null,
      utm_content: null,
      referrer: null,
      ts: NOW.toISOString(),
    },
    timeZone: "America/New_York",
    ...overrides,
  });
}

export async function resetBookingTables(db: AppDatabase) {
  await db.execute(sql`delete from slot_holds`);
  await db.execute(sql`delete from consultation_bookings`);
  await db.execute(sql`delete from email_outbox`);
  await db.execute(sql`delete from availability_overrides`);
  await db.execute(sql`update availability_settings set buffer_minutes = 0, min_notice_minutes = 120, horizon_days = 60, hold_seconds = 300, slot_minutes = 30, reopened_holidays = '[]'::jsonb,
    consultation_format = 'phone', video_link = null, staff_video_links = '{}'::jsonb,
    weekly_hours = '{"0":[],"1":[{"start":"09:00","end":"17:00"}],"2":[{"start":"09:00","end":"17:00"}],"3":[{"start":"09:00","end":"17:00"}],"4":[{"start":"09:00","end":"17:00"}],"5":[{"start":"09:00","end":"17:00"}],"6":[]}'::jsonb where id = 1`);
}

/** Settles a promise into a value or the error it threw. */
export async function settle<T>(
  promise: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

export function errorOf(outcome: { ok: boolean; error?: unknown }): {
  status?: number;
  message?: string;
} {
  const error = (outcome as { error?: { status?: number; message?: string } }).error;
  return { status: error?.status, message: error?.message };
}

/** A database for one describe block, emptied of booking rows before each test. */
export function useBookingDatabase(target: { label: string; url?: string }): () => AppDatabase {
  return useTestDatabase(target, resetBookingTables);
}
