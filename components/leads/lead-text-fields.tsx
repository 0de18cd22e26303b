"use client";
// The text fields the Start Here intake and the assessment request both ask for. Each is
// described once (label, limit, input type, autofill hint), so the two forms cannot drift apart;
// the input is named after its payload key, as the no-JavaScript form post reads it.
import type { ComponentProps } from "react";
import { contactInputs, TextField } from "@/components/forms/fields";
import { AGE_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX, SCHOOL_MAX } from "@/lib/leads/schemas";

export type LeadTextFieldKey = "parentName" | "email" | "phone" | "studentAge" | "school";

type Description = Pick<
  ComponentProps<typeof TextField>,
  "label" | "maxLength" | "type" | "autoComplete"
>;

/** School is optional (issue 36); every other field here is required. */
const optionalFields: ReadonlySet<LeadTextFieldKey> = new Set(["school"]);

const described: Record<LeadTextFieldKey, Description> = {
  parentName: { ...contactInputs.parentName, maxLength: NAME_MAX },
  email: { ...contactInputs.email, maxLength: EMAIL_MAX },
  phone: { ...contactInputs.phone, maxLength: PHONE_MAX },
  studentAge: { label: "Student's Age", maxLength: AGE_MAX },
  school: { label: "School", maxLength: SCHOOL_MAX, autoComplete: "off" },
};

type Props<K extends LeadTextFieldKey> = {
  /** The form's id prefix: ids are `${form}-${field}`, which the forms focus on a problem. */
  form: "intake" | "assessment";
  fields: readonly K[];
  values: Record<K, string>;
  errors: Partial<Record<string, string>>;
  onChange: (field: K, value: string) => void;
};

/** The given fields, in order, as siblings (they take their place in the form's own layout). */
export function LeadTextFields<K extends LeadTextFieldKey>({
  form,
  fields,
  values,
  errors,
  onChange,
}: Props<K>) {
  return fields.map((field) => (
    <TextField
      key={field}
      id={`${form}-${field}`}
      name={field}
      required={!optionalFields.has(field)}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      error={errors[field]}
      {...described[field]}
    />
  ));
}
