// The admin forms' payloads, one zod schema each. Server actions parse FormData with these, so
// every value arrives as a string and is checked before anything is read or written.
import { z } from "zod";
import { isDateISO } from "@/lib/practice/time-zone";
import { emailAddress, plainString } from "@/lib/validation/text";
import { NOTE_MAX } from "./leads/note-limits";
import {
  conversionStages,
  leadStatuses,
  leadTypes,
  priorities,
  staffRoles,
} from "@/lib/practice/vocabulary";

const uuid = (what: string) => z.uuid({ error: `That ${what} id is not valid.` });
export const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === "" || isDateISO(v), "Use a real date (YYYY-MM-DD).");
const version = z.coerce
  .number({ error: "The form is out of date; please reload the page." })
  .int()
  .min(1);

export const leadRefSchema = z.object({
  type: z.enum(leadTypes, { error: "That lead type is not known." }),
  id: uuid("lead"),
});

export const crmUpdateSchema = leadRefSchema.extend({
  version,
  status: z.enum(leadStatuses, { error: "Choose a status from the list." }),
  priority: z.enum(priorities, { error: "Choose a priority from the list." }),
  conversionStage: z.enum(conversionStages, { error: "Choose a conversion stage from the list." }),
  assignedTo: z.string().trim().max(64, "Choose a staff member from the list."),
  nextFollowUpDate: optionalDate,
  lastContactDate: optionalDate,
});
export type CrmUpdateInput = z.infer<typeof crmUpdateSchema>;

export const noteSchema = leadRefSchema.extend({
  body: plainString("The note")
    .trim()
    .min(1, "Write the note first.")
    .max(NOTE_MAX, `Notes are limited to ${NOTE_MAX.toLocaleString("en-US")} characters.`),
  /** Ticked when the note records a phone call with the family: the lead is then answered. */
  call: z
    .union([z.literal("on"), z.literal("")], { error: "That choice is not valid." })
    .optional()
    .transform((v) => v === "on"),
});

export const consultationRefSchema = z.object({ id: uuid("consultation"), version });
export const consultationOutcomeSchema = consultationRefSchema.extend({
  outcome: z.enum(["completed", "no_show"], { error: "Choose completed or no-show." }),
});
export const scheduleRequestSchema = consultationRefSchema.extend({
  slot: z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|\d{4}-\d{2}-\d{2}T[\d:.]+Z$/,
      "Choose one of the free times.",
    ),
  timeZone: z.string().max(64).optional(),
});

export const staffCreateSchema = z.object({
  name: plainString("The name")
    .trim()
    .min(1, "Enter the person's name.")
    .max(100, "Names are limited to 100 characters."),
  email: emailAddress("Enter a valid email address."),
  role: z.enum(["teacher", "admin"], { error: "New staff accounts are teachers or admins." }),
});
export const staffRoleSchema = z.object({
  userId: z.string().min(1).max(64),
  role: z.enum(staffRoles, { error: "Choose member, teacher or admin." }),
});
export const staffTargetSchema = z.object({ userId: z.string().min(1).max(64) });
export const staffSessionSchema = z.object({
  userId: z.string().min(1).max(64),
  sessionId: z.string().min(1).max(64),
});
export const staffDisableSchema = z.object({
  userId: z.string().min(1).max(64),
  disabled: z.enum(["true", "false"]).transform((v) => v === "true"),
});
export const twoFactorPolicySchema = z.object({
  required: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export const stageMoveSchema = leadRefSchema.extend({
  version,
  stage: z.enum(conversionStages, { error: "Choose a stage from the list." }),
});

/** Staff merge another family into this one (the lead page's "Same family" button). */
export const familyMergeSchema = z.object({
  fromFamilyId: uuid("family"),
  intoFamilyId: uuid("family"),
});
export const familyMergeUndoSchema = z.object({ mergeId: uuid("merge") });
