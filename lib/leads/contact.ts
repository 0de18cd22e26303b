import "server-only";
// Saving contact messages: the form's own (submissionType "standard") and the manual-verification
// fallback (submissionType "fallback", flagged for staff review), in one transaction with the
// staff notice and the sender's acknowledgement.
import { and, eq, gte } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { contactForms, type CrmNote } from "@/db/schema";
import { queueEmails } from "@/lib/email/outbox";
import { duplicateWindowStart, sameAnswers, takeSubmissionLock } from "./duplicates";
import { contactEmails, type ContactRecord } from "./emails";
import type { SaveDeps, SavedLead } from "./intake";
import type { ContactFallbackInput, ContactInput } from "./schemas";

type NewContact = typeof contactForms.$inferInsert;

const answerKeys = [
  "name",
  "subject",
  "message",
  "submissionType",
  "fallbackVerification",
] as const satisfies readonly (keyof ContactRecord)[];

/** The CRM fields every new lead starts with (spec section 3). */
const crmDefaults = () => ({
  status: "new",
  leadSource: "contact_form",
  assignedTo: "",
  crmNotes: [] as CrmNote[],
  lastContactDate: null,
  nextFollowUpDate: null,
  priority: "medium",
  conversionStage: "contact_submitted",
});

export function saveContactMessage(
  db: AppDatabase,
  input: ContactInput,
  deps: SaveDeps,
): Promise<SavedLead> {
  return saveContact(
    db,
    {
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      submissionType: "standard",
      fallbackVerification: null,
      needsReview: false,
      ...crmDefaults(),
      attribution: input.attribution,
      gclid: input.attribution?.gclid ?? null,
    },
    deps,
  );
}

export function saveFallbackContactMessage(
  db: AppDatabase,
  input: ContactFallbackInput,
  deps: SaveDeps,
): Promise<SavedLead> {
  return saveContact(
    db,
    {
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      submissionType: "fallback",
      fallbackVerification: {
        phone: input.phone,
        alternateEmail: input.alternateEmail,
        reason: input.reason,
      },
      needsReview: true,
      ...crmDefaults(),
      attribution: input.attribution,
      gclid: input.attribution?.gclid ?? null,
    },
    deps,
  );
}

async function saveContact(
  db: AppDatabase,
  values: NewContact,
  deps: SaveDeps,
): Promise<SavedLead> {
  const queue = deps.queue ?? queueEmails;
  return db.transaction(async (tx) => {
    await takeSubmissionLock(tx, "contact", values.email);
    const recent = await tx
      .select()
      .from(contactForms)
      .where(
        and(
          eq(contactForms.email, values.email),
          gte(contactForms.createdAt, duplicateWindowStart(deps.now)),
        ),
      );
    const earlier = recent.find((row) => sameAnswers(row, values, answerKeys));
    if (earlier) return { id: earlier.id, created: false };
    const [row] = await tx
      .insert(contactForms)
      .values({ ...values, createdAt: deps.now, updatedAt: deps.now })
      .returning();
    if (!row) throw new Error("Contact insert returned no row");
    await queue(tx, contactEmails(row, deps.emails));
    return { id: row.id, created: true };
  });
}
