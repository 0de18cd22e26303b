// Seed data for the admin tests, written straight through Drizzle: leads of every kind, staff
// accounts and a fixed clock.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings, contactForms, intakeForms, user } from "@/db/schema";

/** Wednesday 2030-01-09, 10:00 AM MST. */
export const NOW = new Date("2030-01-09T17:00:00Z");
export const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

export async function resetAdminTables(db: AppDatabase) {
  for (const table of [
    "lead_activity",
    "audit_log",
    "email_outbox",
    "data_requests",
    "intake_forms",
    "contact_forms",
    "consultation_bookings",
    "slot_holds",
    "availability_overrides",
  ]) {
    await db.execute(sql.raw(`delete from ${table}`));
  }
  await db.execute(sql`delete from app_settings where key <> 'app_secret'`);
  await db.execute(sql`delete from "user"`);
  await db.execute(sql`update availability_settings set buffer_minutes = 0, min_notice_minutes = 120, horizon_days = 60, hold_seconds = 300, slot_minutes = 30, reopened_holidays = '[]'::jsonb,
    weekly_hours = '{"0":[],"1":[{"start":"09:00","end":"17:00"}],"2":[{"start":"09:00","end":"17:00"}],"3":[{"start":"09:00","end":"17:00"}],"4":[{"start":"09:00","end":"17:00"}],"5":[{"start":"09:00","end":"17:00"}],"6":[]}'::jsonb where id = 1`);
}

const attribution = (source: string | null, gclid: string | null = null) => ({
  gclid,
  utm_source: source,
  utm_medium: source ? "cpc" : null,
  utm_campaign: source ? "reading" : null,
  utm_term: null,
  utm_content: null,
  referrer: null,
  ts: NOW.toISOString(),
});

/**
 * A phone number of the parent with this email: families join on a shared phone as well as on a
 * shared email, so seeds of different parents get different numbers (the same parent the same).
 */
export function phoneOf(email: string): string {
  const digits = [...crypto.createHash("sha256").update(email.toLowerCase()).digest()]
    .slice(0, 4)
    .map((byte) => String(byte % 10))
    .join("");
  return `(801) 555-${digits}`;
}

export async function seedIntake(
  db: AppDatabase,
  overrides: Partial<typeof intakeForms.$inferInsert> = {},
) {
  const [row] = await db
    .insert(intakeForms)
    .values({
      variant: "start_here",
      parentName: "Avery Parent",
      email: "avery@example.com",
      phone: phoneOf(overrides.email ?? "avery@example.com"),
      contactMethod: "email",
      studentAge: "8",
      school: "Maple Elementary",
      struggles: ["reading", "spelling"],
      goals: "Read chapter books",
      leadSource: "intake_form",
      conversionStage: "intake_submitted",
      attribution: attribution("google", "gclid-avery"),
      gclid: "gclid-avery",
      createdAt: minutesAgo(30),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function seedContact(
  db: AppDatabase,
  overrides: Partial<typeof contactForms.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactForms)
    .values({
      name: "Casey Contact",
      email: "casey@example.com",
      subject: "general",
      message: "Do you teach math too?",
      leadSource: "contact_form",
      conversionStage: "contact_submitted",
      attribution: attribution("facebook"),
      createdAt: minutesAgo(60),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function seedConsultation(
  db: AppDatabase,
  overrides: Partial<typeof consultationBookings.$inferInsert> = {},
) {
  const start = overrides.startAt ?? new Date("2030-01-10T17:00:00Z");
  const [row] = await db
    .insert(consultationBookings)
    .values({
      kind: "booking",
      bookingStatus: "confirmed",
      parentName: "Jordan Rivera",
      email: "jordan@example.com",
      phone: phoneOf(overrides.email ?? "jordan@example.com"),
      notes: "Reverses b and d.",
      dateISO: "2030-01-10",
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      label: "10:00 AM - 10:30 AM MT",
      leadSource: "consultation_booking",
      conversionStage: "consultation_booked",
      attribution: attribution(null),
      createdAt: minutesAgo(90),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function seedRequest(
  db: AppDatabase,
  overrides: Partial<typeof consultationBookings.$inferInsert> = {},
) {
  return seedConsultation(db, {
    kind: "request",
    bookingStatus: "requested",
    parentName: "Riley Request",
    email: "riley@example.com",
    phone: phoneOf(overrides.email ?? "riley@example.com"),
    startAt: new Date(NOW.getTime() + 24 * 3_600_000),
    endAt: new Date(NOW.getTime() + 25 * 3_600_000),
    dateISO: "2030-01-09",
    label: "Consultation (requested via Get Started)",
    leadSource: "get_started_consultation",
    conversionStage: "consultation_requested",
    ...overrides,
  });
}

export async function seedUser(
  db: AppDatabase,
  role: "member" | "teacher" | "admin",
  overrides: Partial<typeof user.$inferInsert> = {},
) {
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(user)
    .values({
      id,
      name: `${role} ${id.slice(0, 4)}`,
      email: `${role}-${id.slice(0, 8)}@example.com`,
      role,
      ...overrides,
    })
    .returning();
  return row!;
}

export function actorOf(row: { id: string; email: string; name: string }) {
  return { id: row.id, email: row.email, name: row.name };
}

/** Settles a promise into its value or the error it threw. */
export async function failureOf(
  promise: Promise<unknown>,
): Promise<{ status?: number; message?: string; data?: unknown }> {
  try {
    await promise;
    return {};
  } catch (error) {
    const e = error as { status?: number; message?: string; data?: unknown };
    return { status: e.status, message: e.message, data: e.data };
  }
}
