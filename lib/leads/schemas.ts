// One definition of every lead form (spec sections 3 and 5), used by the forms in the browser to
// show problems before sending and by the route handlers and server actions to refuse them.
// Text is trimmed, emails lower-cased, empty optional answers become null, and answers to
// questions that do not apply (the "other" struggle, previous tutoring details) are dropped.
import { z } from "zod";
import { attributionSchema } from "@/lib/forms/shared-fields";
import { isDialablePhone } from "@/lib/validation/phone";
import { isEmailAddress, plainString } from "@/lib/validation/text";
import {
  AGE_MAX,
  type ContactMethod,
  contactMethods,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  previousTutorOptions,
  SCHOOL_MAX,
  struggleOptions,
  STRUGGLES_OTHER_MAX,
  subjectOptions,
  TEXTAREA_MAX,
} from "./form-limits";

export * from "./form-limits";

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

export const fieldMessages = {
  parentName: "Please enter the parent or guardian's name.",
  name: "Please enter your name.",
  email: "Please enter your email address.",
  invalidEmail: "Please enter a valid email address.",
  phone: "Please enter your phone number.",
  invalidPhone: "Please enter a valid phone number.",
  studentAge: "Please enter the student's age.",
  homeSchooled: "Please tick Home-schooled, or leave it empty.",
  contactMethod: "Please choose email, text or call.",
  struggles: "Please choose struggles from the list.",
  previousTutor: "Please answer yes or no.",
  subject: "Please choose a subject.",
  message: "Please enter a message.",
  alternateEmail: "Please enter a valid alternate email address, or leave it empty.",
} as const;

export const tooLong = (label: string, max: number) => `${label} can be at most ${max} characters.`;

// ---------------------------------------------------------------- pieces

/** Any text answer: absent and null read as empty; trimmed; limited. */
const text = (label: string, max: number) =>
  plainString(label, `${label} must be text.`)
    .nullish()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, tooLong(label, max)));

const required = (label: string, max: number, missing: string) =>
  text(label, max).pipe(z.string().min(1, missing));

const optional = (label: string, max: number) => text(label, max).transform((v) => v || null);

const email = (missing: string, invalid: string = fieldMessages.invalidEmail) =>
  required("Email", EMAIL_MAX, missing)
    // An empty answer already has its "please enter" message.
    .refine((v) => !v || isEmailAddress(v), invalid)
    .transform((v) => v.toLowerCase());

const phone = required("Phone", PHONE_MAX, fieldMessages.phone).refine(
  (v) => !v || isDialablePhone(v),
  fieldMessages.invalidPhone,
);

const botToken = plainString("The security check")
  .max(4096)
  .nullish()
  .transform((v) => v || null);

const choice = <T extends readonly { value: string }[]>(options: T, message: string) =>
  z.enum(values(options), { error: message });

/** Radio answers arrive as "" when nothing is chosen. */
const optionalChoice = <T extends readonly { value: string }[]>(options: T, message: string) =>
  z
    .union([z.literal(""), choice(options, message)], { error: message })
    .nullish()
    .transform((v): T[number]["value"] | null => v || null);

// ---------------------------------------------------------------- Start Here intake

export const startHereIntakeSchema = z
  .object({
    parentName: required("Parent/Guardian Name", NAME_MAX, fieldMessages.parentName),
    email: email(fieldMessages.email),
    phone,
    contactMethod: optionalChoice(contactMethods, fieldMessages.contactMethod).transform(
      (v): ContactMethod => v ?? "email",
    ),
    studentAge: required("Student's Age", AGE_MAX, fieldMessages.studentAge),
    // Optional since issue 36: home-schooling families (many on Utah Fits All) tick Home-schooled.
    school: optional("School", SCHOOL_MAX),
    homeSchooled: z
      .union([z.literal("yes"), z.literal(""), z.boolean()], { error: fieldMessages.homeSchooled })
      .nullish()
      .transform((v) => v === "yes" || v === true),
    strengths: optional("Strengths", TEXTAREA_MAX),
    struggles: z
      .array(choice(struggleOptions, fieldMessages.struggles), { error: fieldMessages.struggles })
      .max(struggleOptions.length, fieldMessages.struggles)
      .nullish()
      .transform((list) => struggleOptions.map((o) => o.value).filter((v) => list?.includes(v))),
    strugglesOther: optional("Other struggles", STRUGGLES_OTHER_MAX),
    strugglesDetails: optional("Struggle details", TEXTAREA_MAX),
    previousTutor: optionalChoice(previousTutorOptions, fieldMessages.previousTutor),
    previousTutorDetails: optional("Previous tutoring details", TEXTAREA_MAX),
    goals: optional("Goals", TEXTAREA_MAX),
    additionalInfo: optional("Additional information", TEXTAREA_MAX),
    recaptchaToken: botToken,
    attribution: attributionSchema,
  })
  .transform(({ homeSchooled, ...v }) => ({
    ...v,
    school: homeSchooled ? HOME_SCHOOLED : v.school,
    strugglesOther: v.struggles.includes("other") ? v.strugglesOther : null,
    previousTutorDetails: v.previousTutor === "yes" ? v.previousTutorDetails : null,
  }));
export type StartHereIntakeInput = z.output<typeof startHereIntakeSchema>;

/** What must be filled before Submit is enabled (spec section 5). */
export const startHereRequiredFields = ["parentName", "email", "phone", "studentAge"] as const;

/** What a home-schooled child's school is stored as, so staff read it like any school. */
export const HOME_SCHOOLED = "Home-schooled";

// ---------------------------------------------------------------- Get Started / lead page assessment request

export const assessmentRequestSchema = z.object({
  parentName: required("Parent/Guardian Name", NAME_MAX, fieldMessages.parentName),
  email: email(fieldMessages.email),
  phone,
  studentAge: required("Student's Age", AGE_MAX, fieldMessages.studentAge),
  struggles: optional("Learning struggles", TEXTAREA_MAX),
  goals: optional("Goals", TEXTAREA_MAX),
  recaptchaToken: botToken,
  attribution: attributionSchema,
});
export type AssessmentRequestInput = z.output<typeof assessmentRequestSchema>;

// ---------------------------------------------------------------- contact form and its fallback

const contactShape = {
  name: required("Name", NAME_MAX, fieldMessages.name),
  email: email(fieldMessages.email),
  subject: plainString("Subject", fieldMessages.subject)
    .nullish()
    .transform((v) => v ?? "")
    .pipe(choice(subjectOptions, fieldMessages.subject)),
  message: required("Message", MESSAGE_MAX, fieldMessages.message),
  attribution: attributionSchema,
};

export const contactSchema = z.object({ ...contactShape, recaptchaToken: botToken });
export type ContactInput = z.output<typeof contactSchema>;

export const contactFallbackSchema = z.object({
  ...contactShape,
  phone,
  alternateEmail: text("Alternate email", EMAIL_MAX)
    .refine((v) => !v || isEmailAddress(v), fieldMessages.alternateEmail)
    .transform((v) => (v ? v.toLowerCase() : null)),
  reason: optional("Reason", TEXTAREA_MAX),
  /** The honeypot: people never see it, so anything in it marks a bot. */
  website: plainString("Website").max(500).nullish(),
});
export type ContactFallbackInput = z.output<typeof contactFallbackSchema>;
