// The rules every text field shares, whichever form or handler it arrives through: no control
// characters (PostgreSQL refuses NUL, and the others hide text from the people reading a lead)
// and one email syntax that a mail server accepts. Built once here so the browser forms, the
// route handlers, the server actions and the admin forms refuse the same things with the same words.
import { z } from "zod";
import { isEmailAddress } from "./email";

export { EMAIL_MAX, EMAIL_PATTERN, isEmailAddress } from "./email";

/**
 * C0 controls except tab, line feed and carriage return (a textarea posts its line breaks as
 * CRLF), DEL, and UTF-16 halves without their partner (they cannot be stored as UTF-8).
 */
const UNSTORABLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableCharacters(value: string): boolean {
  return UNSTORABLE.test(value);
}

export const unstorableMessage = (label: string) =>
  `${label} contains hidden characters we can't save. Please retype it.`;

/**
 * A string with no control characters; `label` names the field in the message a person sees.
 * Without `typeMessage`, a non-string gets zod's own message, which callers turn into their
 * general "not valid" answer.
 */
export const plainString = (label: string, typeMessage?: string) =>
  z
    .string(typeMessage ? { error: typeMessage } : undefined)
    .refine((v) => !hasUnstorableCharacters(v), unstorableMessage(label));

/**
 * One email field: trimmed, checked, lower-cased. An empty answer passes through as "" so each
 * form can say "please enter" in its own words before this one says "not valid".
 */
export const optionalEmailAddress = (invalid: string) =>
  plainString("Email", invalid)
    .transform((v) => v.trim())
    .refine((v) => !v || isEmailAddress(v), invalid)
    .transform((v) => v.toLowerCase());

/** An email field that must be filled: an empty one gets `invalid` too. */
export const emailAddress = (invalid: string) =>
  optionalEmailAddress(invalid).refine((v) => v !== "", invalid);

/**
 * Sign-up bodies reach better-auth, which checks its own fields; this adds the shared
 * rules first: a real email address and no hidden characters in the email or name.
 */
export function accountFieldProblem(body: Record<string, unknown>): string | null {
  const email = typeof body.email === "string" ? body.email.trim() : "";
  if (hasUnstorableCharacters(email) || !isEmailAddress(email))
    return "Please enter a valid email address.";
  if (body.name !== undefined) {
    if (typeof body.name !== "string") return "Please enter your name as text.";
    if (hasUnstorableCharacters(body.name)) return unstorableMessage("Your name");
  }
  return null;
}
