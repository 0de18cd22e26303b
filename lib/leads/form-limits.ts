// The lead forms' limits, choices and labels, without the validation library: a form shows them
// (maxLength, the subject list, counters) before its checks load, and the CRM shows the labels.
// lib/leads/schemas.ts builds the rules on them and re-exports them.
import { EMAIL_MAX } from "@/lib/validation/email";

/** The five intake text areas (spec section 5) and the assessment request's two. */
export const TEXTAREA_MAX = 250;
export const NAME_MAX = 200;
export { EMAIL_MAX };
export const PHONE_MAX = 40;
export const AGE_MAX = 40;
export const SCHOOL_MAX = 200;
export const STRUGGLES_OTHER_MAX = 200;
export const MESSAGE_MAX = 5000;

export const contactMethods = [
  { value: "email", label: "Email" },
  { value: "text", label: "Text" },
  { value: "call", label: "Phone call" },
] as const;
export type ContactMethod = (typeof contactMethods)[number]["value"];

export const struggleOptions = [
  { value: "reading", label: "Reading" },
  { value: "writing", label: "Writing" },
  { value: "spelling", label: "Spelling" },
  { value: "math", label: "Math" },
  { value: "focus", label: "Focus / attention" },
  { value: "executive", label: "Executive functioning (organization, planning)" },
  { value: "other", label: "Other" },
] as const;
export type Struggle = (typeof struggleOptions)[number]["value"];

export const previousTutorOptions = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** Contact subjects: stored by key, shown by label (spec section 3). */
export const subjectOptions = [
  { value: "general", label: "General Inquiry" },
  { value: "technical", label: "Technical Support" },
  { value: "educational", label: "Educational Support" },
  { value: "billing", label: "Billing Question" },
  { value: "partnership", label: "Partnership Opportunity" },
] as const;
export type ContactSubject = (typeof subjectOptions)[number]["value"];
/** The same labels by stored key, for pages that show saved messages (the CRM's lead page). */
export const subjectLabels: Record<string, string> = Object.fromEntries(
  subjectOptions.map((o) => [o.value, o.label]),
);

export function subjectLabel(subject: string): string {
  return subjectOptions.find((o) => o.value === subject)?.label ?? subject;
}
export function struggleLabel(struggle: string): string {
  return struggleOptions.find((o) => o.value === struggle)?.label ?? struggle;
}
