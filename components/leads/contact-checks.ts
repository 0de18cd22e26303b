// The contact form's own checks before sending, in the shared lead schema's rules and words (the
// server checks again and stays the authority). Loaded once the form is on screen, through
// use-contact-checks.ts, so the validation library is not part of /contact's first load.
import type { ContactValues } from "@/lib/leads/form-state";
import { contactFallbackSchema, contactSchema } from "@/lib/leads/schemas";
import { fieldErrorsOf, firstErrors } from "@/lib/result";

type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

function checked<T>(
  result:
    { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrorsOf>[0] },
): Checked<T> {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: firstErrors(fieldErrorsOf(result.error)) };
}

/** Whether the message could be sent as it stands (the send button waits for this). */
export function contactReady(values: ContactValues): boolean {
  return contactSchema.safeParse({ ...values, recaptchaToken: null, attribution: null }).success;
}

export function checkContact(payload: ContactValues & { attribution: unknown }) {
  return checked(contactSchema.safeParse({ ...payload, recaptchaToken: null }));
}

export function checkFallback(payload: Record<string, unknown>) {
  return checked(contactFallbackSchema.safeParse(payload));
}
