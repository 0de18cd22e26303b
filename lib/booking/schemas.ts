// One definition of every booking payload and its messages (spec sections 5 and 8), shared by
// the modals and the route handlers.
import { z } from "zod";
import { attributionSchema } from "@/lib/forms/shared-fields";
import { isEmailAddress, plainString } from "@/lib/validation/text";
import { childFields } from "./child";
import { daysBetween, isDateISO, isValidTimeZone } from "@/lib/practice/time-zone";

export { attributionSchema };

export const bookingMessages = {
  selectSlot: "Please select a date and time.",
  invalidEmail: "Please enter a valid email address.",
  slotTaken: "This time is no longer available. Please pick another slot.",
  botCheckFailed: "reCAPTCHA verification failed. Please try again.",
  bookingFailed: "Error scheduling consultation. Please try again.",
  notesTooLong: "Notes can be at most 1,000 characters.",
  invalidSlot: "Please pick one of the times shown in the calendar.",
  invalidLock: "That time hold is not valid. Please pick the time again.",
  invalidRange: "Please ask for a valid date range (YYYY-MM-DD).",
  rangeBackwards: "The end date must be on or after the start date.",
  rangeTooLong: "Please ask for at most 62 days at a time.",
  tooManyHolds:
    "You are already holding several times. Please finish booking or wait a few minutes.",
  holdsFull:
    "Lots of families are choosing a time right now, so we can't hold this one for you. It is still free: fill in your details and confirm to book it.",
  reusedRequest: "This booking request was already used for a different time.",
} as const;

export function requiredFieldsMessage(missing: string[]): string {
  return `Please fill in the following required fields: ${missing.join(", ")}.`;
}

/** Room for a parent to describe their child (issue 36 raised the spec's 200). */
export const NOTES_MAX = 1000;
/** A Get Started request's "Primary Concerns" (sent as its notes). */
export const REQUEST_NOTES_MAX = 2000;
export const MAX_RANGE_DAYS = 62;
/** Local part, @, domain, dot (spec section 5). */

export type BookingFormValues = {
  date: string | null;
  time: string | null;
  parentName: string;
  phone: string;
  email: string;
  notes: string;
  slot: { dateISO: string; startISO: string; endISO: string } | null;
};

/** The Start Here form's checks in the spec's order; the first problem's message, or null. */
export function validateBookingForm(values: BookingFormValues): string | null {
  const missing: string[] = [];
  if (!values.date?.trim()) missing.push("Date");
  if (!values.time?.trim()) missing.push("Time");
  if (!values.parentName.trim()) missing.push("Parent/Guardian Name");
  if (!values.phone.trim()) missing.push("Phone");
  if (!values.email.trim()) missing.push("Email");
  if (missing.length > 0) return requiredFieldsMessage(missing);
  if (!isEmailAddress(values.email.trim())) return bookingMessages.invalidEmail;
  if (values.notes.length > NOTES_MAX) return bookingMessages.notesTooLong;
  if (!values.slot?.dateISO || !values.slot.startISO || !values.slot.endISO)
    return bookingMessages.selectSlot;
  return null;
}

// ---------------------------------------------------------------- pieces

const text = (max: number, label = "That entry") =>
  plainString(label).max(max, "That entry is too long.");
const optionalText = (max: number, label?: string) =>
  text(max, label)
    .nullish()
    .transform((v) => v ?? "");
/** A calendar date, or an ISO date-time whose date part is taken. */
const dateParam = plainString("The date")
  .max(40)
  .transform((v) => v.trim().slice(0, 10))
  .refine(
    (v) => isDateISO(v) && v >= "2000-01-01" && v <= "2100-12-31",
    bookingMessages.invalidRange,
  );

const instant = (message: string) =>
  plainString("The time", message)
    .max(40)
    .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && Number.isFinite(Date.parse(v)), message)
    .transform((v) => new Date(v));

const botToken = plainString("The security check").max(4096).nullish();

// ---------------------------------------------------------------- POST /api/getAvailabilityV2

export const availabilityRequestSchema = z
  .object({ startDateISO: dateParam, endDateISO: dateParam, recaptchaToken: botToken })
  .superRefine((v, ctx) => {
    // Field checks have already reported a malformed date.
    if (!isDateISO(v.startDateISO) || !isDateISO(v.endDateISO)) return;
    const span = daysBetween(v.startDateISO, v.endDateISO);
    if (span < 0)
      ctx.addIssue({
        code: "custom",
        message: bookingMessages.rangeBackwards,
        path: ["endDateISO"],
      });
    else if (span + 1 > MAX_RANGE_DAYS)
      ctx.addIssue({ code: "custom", message: bookingMessages.rangeTooLong, path: ["endDateISO"] });
  });

// ---------------------------------------------------------------- POST /api/holdSlot

export const holdRequestSchema = z.object({
  startISO: instant(bookingMessages.invalidSlot),
  endISO: instant(bookingMessages.invalidSlot),
  label: text(120).nullish(),
  dateISO: dateParam.nullish(),
  recaptchaToken: botToken,
});
export type HoldRequest = z.infer<typeof holdRequestSchema>;

// ---------------------------------------------------------------- POST /api/bookConsultation

const timeZoneParam = plainString("The time zone")
  .max(64)
  .nullish()
  .transform((v) => (v && isValidTimeZone(v) ? v : undefined));

export const bookingRequestSchema = z
  .object({
    parentName: optionalText(200, "Parent/Guardian Name"),
    phone: optionalText(40, "Phone"),
    email: optionalText(254, "Email"),
    notes: plainString("Notes")
      .nullish()
      .transform((v) => v ?? ""),
    ...childFields,
    dateISO: optionalText(40),
    startISO: optionalText(40),
    endISO: optionalText(40),
    label: optionalText(120),
    recaptchaToken: botToken,
    lockId: plainString("The time hold").max(64).nullish(),
    attribution: attributionSchema,
    timeZone: timeZoneParam,
  })
  .superRefine((v, ctx) => {
    const message = validateBookingForm({
      date: v.dateISO || "set",
      time: v.startISO || "set",
      parentName: v.parentName,
      phone: v.phone,
      email: v.email,
      notes: v.notes,
      slot:
        v.dateISO && v.startISO && v.endISO
          ? { dateISO: v.dateISO, startISO: v.startISO, endISO: v.endISO }
          : null,
    });
    if (message) return void ctx.addIssue({ code: "custom", message });
    const start = Date.parse(v.startISO);
    const end = Date.parse(v.endISO);
    if (
      !isDateISO(v.dateISO) ||
      !/^\d{4}-\d{2}-\d{2}T/.test(v.startISO) ||
      !Number.isFinite(start) ||
      !Number.isFinite(end) ||
      end <= start
    ) {
      return void ctx.addIssue({
        code: "custom",
        message: bookingMessages.invalidSlot,
        path: ["startISO"],
      });
    }
    if (v.lockId && !z.uuid().safeParse(v.lockId).success)
      ctx.addIssue({ code: "custom", message: bookingMessages.invalidLock, path: ["lockId"] });
  })
  .transform((v) => ({
    parentName: v.parentName.trim(),
    phone: v.phone.trim(),
    email: v.email.trim().toLowerCase(),
    notes: v.notes.trim(),
    childFirstName: v.childFirstName,
    childAge: v.childAge,
    childGrade: v.childGrade,
    dateISO: v.dateISO,
    start: new Date(v.startISO),
    end: new Date(v.endISO),
    lockId: v.lockId || null,
    attribution: v.attribution,
    timeZone: v.timeZone,
    recaptchaToken: v.recaptchaToken ?? null,
  }));
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

// ---------------------------------------------------------------- POST /api/consultationRequest

export const consultationRequestSchema = z
  .object({
    parentName: optionalText(200, "Parent/Guardian Name"),
    phone: optionalText(40, "Phone"),
    email: optionalText(254, "Email"),
    childAge: optionalText(100, "Child's Age"),
    notes: optionalText(REQUEST_NOTES_MAX, "Notes"),
    // The spec's client also sends a window and label; the server sets its own.
    dateISO: text(40).nullish(),
    startISO: text(40).nullish(),
    endISO: text(40).nullish(),
    label: text(120).nullish(),
    recaptchaToken: botToken,
    attribution: attributionSchema,
    source: z.enum(["get_started", "landing_page"]).nullish(),
  })
  .superRefine((v, ctx) => {
    const missing: string[] = [];
    if (!v.parentName.trim()) missing.push("Parent/Guardian Name");
    if (!v.email.trim()) missing.push("Email");
    if (!v.phone.trim()) missing.push("Phone");
    if (!v.childAge.trim()) missing.push("Child's Age");
    if (missing.length > 0)
      return void ctx.addIssue({ code: "custom", message: requiredFieldsMessage(missing) });
    if (!isEmailAddress(v.email.trim()))
      ctx.addIssue({ code: "custom", message: bookingMessages.invalidEmail, path: ["email"] });
  })
  .transform((v) => ({
    parentName: v.parentName.trim(),
    phone: v.phone.trim(),
    email: v.email.trim().toLowerCase(),
    childAge: v.childAge.trim(),
    notes: v.notes.trim(),
    attribution: v.attribution,
    source: v.source ?? "get_started",
    recaptchaToken: v.recaptchaToken ?? null,
  }));
export type ConsultationRequestInput = z.infer<typeof consultationRequestSchema>;

// ---------------------------------------------------------------- manage link: move a consultation

export const rescheduleRequestSchema = z.object({
  startISO: instant(bookingMessages.invalidSlot),
  endISO: instant(bookingMessages.invalidSlot),
  lockId: z.uuid(bookingMessages.invalidLock).nullish(),
  timeZone: timeZoneParam,
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

export type AvailabilityResponse = {
  availability: { date: string; slots: { start: string; end: string; label: string }[] }[];
};
export type HoldResponse = { lockId: string; expiresInSeconds: number };
