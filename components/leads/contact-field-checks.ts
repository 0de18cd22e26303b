"use client";
// Field-by-field messages for the consultation forms' contact details, shown when a field is left
// and again on sending, so a parent sees which field is wrong and why before anything is sent.
// Email and phone use the shared lead schema's own rules and words (lib/leads/schemas.ts); the
// server checks everything again and stays the authority.
import { useCallback, useState } from "react";
import { contactFallbackSchema, contactSchema, fieldMessages } from "@/lib/leads/schemas";

export type ContactField = "parentName" | "email" | "phone" | "childAge";

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

export function contactFieldProblem(field: ContactField, value: string): string | undefined {
  switch (field) {
    case "parentName":
      return value.trim() ? undefined : fieldMessages.parentName;
    case "childAge":
      return value.trim() ? undefined : "Please enter your child's age.";
    case "email":
      return firstIssue(contactSchema.shape.email.safeParse(value));
    case "phone":
      return firstIssue(contactFallbackSchema.shape.phone.safeParse(value));
  }
}

/** The messages of the given fields, and the checks that fill them in. */
export function useContactFieldChecks<F extends ContactField>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  /** On leaving a field: its message, or none once it is right. */
  const check = useCallback((field: F, value: string) => {
    setErrors((current) => ({ ...current, [field]: contactFieldProblem(field, value) }));
  }, []);

  /** On sending: every field's message; the first field with a problem, or null. */
  const checkAll = useCallback(
    (values: Record<F, string>): F | null => {
      const next: Partial<Record<F, string>> = {};
      for (const field of fields) next[field] = contactFieldProblem(field, values[field]);
      setErrors(next);
      return fields.find((field) => next[field]) ?? null;
    },
    [fields],
  );

  const reset = useCallback(() => setErrors({}), []);
  return { errors, check, checkAll, reset };
}
