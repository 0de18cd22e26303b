// One answer shape for every server action and public write, and one way to turn a zod failure
// into what a person reads. Forms branch on `ok`; a refusal always carries a message to show and,
// for a form, the problems per field. Some callers add their own fields to a refusal (a public
// write's HTTP status, a form's echoed values, the newer version in an edit conflict).
import { z } from "zod";
import type { FieldErrors } from "./field-errors";

export { firstErrors, type FieldErrors } from "./field-errors";

export type Success<T> = { ok: true; data: T; message?: string };
export type Failure<Extra = unknown> = {
  ok: false;
  message: string;
  fieldErrors?: FieldErrors;
} & Extra;
export type Result<T = undefined, Extra = unknown> = Success<T> | Failure<Extra>;

/** Said when the first problem has no message of our own (zod's wording is for developers). */
export const INVALID_DETAILS = "Some of the details sent are not valid.";

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors;
}

/**
 * The first problem's message when a schema wrote one for people, else `fallback` (a caller that
 * knows what was sent names it, e.g. "Some of the activity's details are not valid."), and every
 * field's messages. Zod's own messages all begin "Invalid" ("Invalid input: expected string").
 */
export function describeIssues(
  error: z.ZodError,
  fallback: string = INVALID_DETAILS,
): { message: string; fieldErrors: FieldErrors } {
  const first = error.issues[0]?.message;
  return {
    message: first && !first.startsWith("Invalid") ? first : fallback,
    fieldErrors: fieldErrorsOf(error),
  };
}
