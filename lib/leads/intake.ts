import "server-only";
// Saving intake forms: the Start Here intake (leadSource "intake_form") and the Get Started / lead
// page assessment request (leadSource "landing_page_intake"), each with the CRM fields of spec
// section 3, in one transaction with the staff notice and the parent's acknowledgement.
import { and, eq, gte } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { intakeForms, type CrmNote } from "@/db/schema";
import { queueEmails } from "@/lib/email/outbox";
import { duplicateWindowStart, sameAnswers, takeSubmissionLock } from "./duplicates";
import { intakeEmails, type IntakeRecord, type LeadEmailContext } from "./emails";
import type { AssessmentRequestInput, StartHereIntakeInput } from "./schemas";

export type SaveDeps = {
  now: Date;
  emails: LeadEmailContext;
  /** The outbox writer; tests replace it to prove a failed email write keeps nothing. */
  queue?: typeof queueEmails;
};
export type SavedLead = { id: string; created: boolean };

type NewIntake = typeof intakeForms.$inferInsert;

const answerKeys = [
  "variant",
  "parentName",
  "phone",
  "contactMethod",
  "studentAge",
  "school",
  "strengths",
  "struggles",
  "strugglesOther",
  "strugglesDetails",
  "previousTutor",
  "previousTutorDetails",
  "goals",
  "additionalInfo",
] as const satisfies readonly (keyof IntakeRecord)[];

/** The CRM fields every new lead starts with (spec section 3). */
const crmDefaults = () => ({
  status: "new",
  assignedTo: "",
  crmNotes: [] as CrmNote[],
  lastContactDate: null,
  nextFollowUpDate: null,
  priority: "medium",
  conversionStage: "intake_submitted",
});

export function saveStartHereIntake(
  db: AppDatabase,
  input: StartHereIntakeInput,
  deps: SaveDeps,
): Promise<SavedLead> {
  return saveIntake(
    db,
    {
      variant: "start_here",
      parentName: input.parentName,
      email: input.email,
      phone: input.phone,
      contactMethod: input.contactMethod,
      studentAge: input.studentAge,
      school: input.school,
      strengths: input.strengths,
      struggles: input.struggles,
      strugglesOther: input.strugglesOther,
      strugglesDetails: input.strugglesDetails,
      previousTutor: input.previousTutor,
      previousTutorDetails: input.previousTutorDetails,
      goals: input.goals,
      additionalInfo: input.additionalInfo,
      leadSource: "intake_form",
      ...crmDefaults(),
      attribution: input.attribution,
      gclid: input.attribution?.gclid ?? null,
    },
    deps,
  );
}

/** The request's free-text "struggles" is kept in strugglesDetails: struggles holds the checklist. */
export function saveAssessmentRequest(
  db: AppDatabase,
  input: AssessmentRequestInput,
  deps: SaveDeps,
): Promise<SavedLead> {
  return saveIntake(
    db,
    {
      variant: "get_started",
      parentName: input.parentName,
      email: input.email,
      phone: input.phone,
      contactMethod: null,
      studentAge: input.studentAge,
      school: null,
      strengths: null,
      struggles: [],
      strugglesOther: null,
      strugglesDetails: input.struggles,
      previousTutor: null,
      previousTutorDetails: null,
      goals: input.goals,
      additionalInfo: null,
      leadSource: "landing_page_intake",
      ...crmDefaults(),
      attribution: input.attribution,
      gclid: input.attribution?.gclid ?? null,
    },
    deps,
  );
}

async function saveIntake(db: AppDatabase, values: NewIntake, deps: SaveDeps): Promise<SavedLead> {
  const queue = deps.queue ?? queueEmails;
  return db.transaction(async (tx) => {
    await takeSubmissionLock(tx, "intake", values.email);
    const recent = await tx
      .select()
      .from(intakeForms)
      .where(
        and(
          eq(intakeForms.email, values.email),
          gte(intakeForms.createdAt, duplicateWindowStart(deps.now)),
        ),
      );
    const earlier = recent.find((row) => sameAnswers(row, values, answerKeys));
    if (earlier) return { id: earlier.id, created: false };
    const [row] = await tx
      .insert(intakeForms)
      .values({ ...values, createdAt: deps.now, updatedAt: deps.now })
      .returning();
    if (!row) throw new Error("Intake insert returned no row");
    await queue(tx, intakeEmails(row, deps.emails));
    return { id: row.id, created: true };
  });
}
