import "server-only";
// Counts for the admin landing page. Callers must have checked the admin role.
import { count, eq } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings, contactForms, emailOutbox, intakeForms, user } from "@/db/schema";

export type AdminSummary = {
  intakeForms: number;
  contactMessages: number;
  consultations: number;
  pendingEmails: number;
  users: number;
};

export async function adminSummary(db: AppDatabase): Promise<AdminSummary> {
  const [[intake], [contact], [consultations], [pending], [users]] = await Promise.all([
    db.select({ n: count() }).from(intakeForms),
    db.select({ n: count() }).from(contactForms),
    db.select({ n: count() }).from(consultationBookings),
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "pending")),
    db.select({ n: count() }).from(user),
  ]);
  return {
    intakeForms: intake?.n ?? 0,
    contactMessages: contact?.n ?? 0,
    consultations: consultations?.n ?? 0,
    pendingEmails: pending?.n ?? 0,
    users: users?.n ?? 0,
  };
}
