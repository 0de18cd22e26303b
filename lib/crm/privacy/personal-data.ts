// Everything stored about one email address (the Data Deletion Policy): leads of every kind,
// their notes and history, emails to or about them, and an account. It can be exported as JSON
// and deleted in ONE transaction, so a deletion is all or nothing.
import crypto from "node:crypto";
import { eq, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { AppDatabase } from "@/db/client";
import {
  consultationBookings,
  contactForms,
  emailOutbox,
  intakeForms,
  leadActivity,
  user,
} from "@/db/schema";
import { forgetLoginFailures } from "@/lib/auth/sign-ins/login-throttle";
import { AppError } from "@/lib/http/responses";
import { deriveKey } from "@/lib/security/app-secret";

type Reader = Pick<AppDatabase, "select">;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A keyed hash of an email: requests and the audit log keep this, never the address. */
export function hashEmail(secret: string, email: string): string {
  return crypto
    .createHmac("sha256", deriveKey(secret, "data-request-email"))
    .update(normalizeEmail(email))
    .digest("hex");
}

export type PersonalData = {
  email: string;
  intakeForms: (typeof intakeForms.$inferSelect)[];
  contactMessages: (typeof contactForms.$inferSelect)[];
  consultations: (typeof consultationBookings.$inferSelect)[];
  leadActivity: (typeof leadActivity.$inferSelect)[];
  emails: (typeof emailOutbox.$inferSelect)[];
  account: { id: string; name: string; email: string; role: string; createdAt: Date } | null;
};

export async function findPersonalData(db: Reader, rawEmail: string): Promise<PersonalData> {
  const email = normalizeEmail(rawEmail);
  const byEmail = (column: AnyPgColumn) => sql`lower(${column}) = ${email}`;
  const [intake, contact, consultations, accounts] = await Promise.all([
    db.select().from(intakeForms).where(byEmail(intakeForms.email)),
    db
      .select()
      .from(contactForms)
      .where(
        or(
          byEmail(contactForms.email),
          sql`lower(${contactForms.fallbackVerification}->>'alternateEmail') = ${email}`,
        ),
      ),
    db.select().from(consultationBookings).where(byEmail(consultationBookings.email)),
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`),
  ]);
  const leadIds = [...intake, ...contact, ...consultations].map((r) => r.id);
  const [activity, emails] = await Promise.all([
    leadIds.length
      ? db.select().from(leadActivity).where(inArray(leadActivity.leadId, leadIds))
      : Promise.resolve([]),
    db
      .select()
      .from(emailOutbox)
      .where(
        leadIds.length
          ? or(
              sql`lower(${emailOutbox.toAddress}) = ${email}`,
              inArray(emailOutbox.relatedId, leadIds),
            )
          : sql`lower(${emailOutbox.toAddress}) = ${email}`,
      ),
  ]);
  return {
    email,
    intakeForms: intake,
    contactMessages: contact,
    consultations,
    leadActivity: activity,
    emails,
    account: accounts[0] ?? null,
  };
}

export function personalDataCounts(data: PersonalData) {
  return {
    intakeForms: data.intakeForms.length,
    contactMessages: data.contactMessages.length,
    consultations: data.consultations.length,
    leadActivity: data.leadActivity.length,
    emails: data.emails.length,
    account: data.account ? 1 : 0,
  };
}

export function personalDataJson(data: PersonalData, exportedAt: Date): string {
  return JSON.stringify({ exportedAt: exportedAt.toISOString(), ...data }, null, 2);
}

export const STAFF_ACCOUNT_MESSAGE =
  "This email belongs to a staff account. Change its role to member first, then delete.";

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

/** Deletes everything found for the email inside the caller's transaction; returns the counts. */
export async function deletePersonalData(tx: Tx, rawEmail: string) {
  const data = await findPersonalData(tx, rawEmail);
  if (data.account && data.account.role !== "member")
    throw new AppError(409, STAFF_ACCOUNT_MESSAGE);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  if (data.emails.length)
    await tx.delete(emailOutbox).where(inArray(emailOutbox.id, ids(data.emails)));
  if (data.leadActivity.length)
    await tx.delete(leadActivity).where(
      inArray(
        leadActivity.id,
        data.leadActivity.map((a) => a.id),
      ),
    );
  if (data.intakeForms.length)
    await tx.delete(intakeForms).where(inArray(intakeForms.id, ids(data.intakeForms)));
  if (data.contactMessages.length)
    await tx.delete(contactForms).where(inArray(contactForms.id, ids(data.contactMessages)));
  if (data.consultations.length)
    await tx
      .delete(consultationBookings)
      .where(inArray(consultationBookings.id, ids(data.consultations)));
  // Sessions, passwords and two-factor secrets go with the account (ON DELETE CASCADE).
  if (data.account) await tx.delete(user).where(eq(user.id, data.account.id));
  await forgetLoginFailures(tx, data.email);
  return personalDataCounts(data);
}
