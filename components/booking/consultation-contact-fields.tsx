"use client";
// The contact details both consultation forms ask for (the Start Here booking and the Get Started
// request). Each field says what is wrong with it when it is left; the form checks them all again
// on sending. These forms send only through JavaScript, so the inputs carry no names.
import type { Ref } from "react";
import { contactInputs, TextField, type ContactInput } from "@/components/forms/fields";
import type { ContactField } from "@/components/leads/contact-field-checks";

const described: Record<ContactField, ContactInput> = {
  ...contactInputs,
  childAge: { label: "Child's Age" },
};

type Props<F extends ContactField> = {
  /** The fields in the form's order, and each one's id (the form focuses the first wrong one). */
  fields: readonly F[];
  ids: Record<F, string>;
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  onChange: (field: F, value: string) => void;
  onLeave: (field: F) => void;
  /** Extra layout classes, for a field that takes a whole row of the form's grid. */
  classNames?: Partial<Record<F, string>>;
  /** The first field's input, which the form focuses when it is revealed. */
  firstFieldRef?: Ref<HTMLInputElement>;
};

export function ConsultationContactFields<F extends ContactField>({
  fields,
  ids,
  values,
  errors,
  onChange,
  onLeave,
  classNames = {},
  firstFieldRef,
}: Props<F>) {
  return fields.map((field, index) => (
    <TextField
      key={field}
      id={ids[field]}
      required
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      onBlur={() => onLeave(field)}
      error={errors[field]}
      className={classNames[field]}
      inputRef={index === 0 ? firstFieldRef : undefined}
      {...described[field]}
    />
  ));
}
