"use client";
// The Start Here booking's contact details. The spec's own messages are shown (section 5), so the
// browser's validation bubbles are switched off with noValidate; each field also says what is
// wrong with it when it is left and on sending.
import type { FormEvent, ReactNode, Ref } from "react";
import { HoneypotField } from "@/components/forms/honeypot-field";
import type { BotCheck } from "@/lib/bot-check/client";
import { NOTES_MAX } from "@/lib/booking/schemas";
import { useContactFieldChecks } from "@/components/leads/contact-field-checks";
import { FormAlert, submitClass, TextAreaField } from "@/components/forms/fields";
import { ChildFields, emptyChild, type ChildValues } from "./child-fields";
import { ConsultationContactFields } from "./consultation-contact-fields";

const checkedFields = ["parentName", "phone", "email"] as const;
type CheckedField = (typeof checkedFields)[number];
const fieldIds: Record<CheckedField, string> = {
  parentName: "booking-parent-name",
  phone: "booking-phone",
  email: "booking-email",
};

export type ContactValues = {
  parentName: string;
  phone: string;
  email: string;
  notes: string;
} & ChildValues;
export const emptyContact: ContactValues = {
  parentName: "",
  phone: "",
  email: "",
  notes: "",
  ...emptyChild,
};

type Props = {
  values: ContactValues;
  onChange: (values: ContactValues) => void;
  /** Sending was asked for; fieldsOk is false when a field shows a problem. */
  onSubmit: (fieldsOk: boolean) => void;
  pending: boolean;
  error: string | null;
  bot: BotCheck;
  formRef?: Ref<HTMLFormElement>;
  firstFieldRef?: Ref<HTMLInputElement>;
  /** The button repeats the chosen time ("Confirm Tuesday 2 December, 4:00 PM MT"). */
  confirmLabel?: string;
  /**
   * Kept in sight at the top of the form while the parent types (the held time and its
   * countdown): on a phone the form is taller than the screen.
   */
  pinned?: ReactNode;
};

export function BookingContactForm({
  values,
  onChange,
  onSubmit,
  pending,
  error,
  bot,
  formRef,
  firstFieldRef,
  confirmLabel = "Confirm Booking",
  pinned,
}: Props) {
  const checks = useContactFieldChecks(checkedFields);
  const set = (key: keyof ContactValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(checks.checkAll(values) === null);
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="booking-contact-title"
      // A field that takes focus scrolls clear of the pinned countdown instead of under it.
      className={`border-brand-100 relative scroll-mt-4 space-y-4 rounded-2xl border-2 p-5 ${pinned ? "[&_:is(input,select,textarea)]:scroll-mt-28" : ""}`}
    >
      {pinned ? (
        <div className="sticky top-0 z-10 -mx-2 -mt-2 bg-white px-2 pt-2 pb-1">{pinned}</div>
      ) : null}
      <h3 id="booking-contact-title" className="text-brand-900 text-lg font-semibold">
        Your details
      </h3>
      <HoneypotField bot={bot} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ConsultationContactFields
          fields={checkedFields}
          ids={fieldIds}
          values={values}
          errors={checks.errors}
          onChange={(field, value) => set(field)(value)}
          onLeave={(field) => checks.check(field, values[field])}
          classNames={{ parentName: "sm:col-span-2" }}
          firstFieldRef={firstFieldRef}
        />
        <ChildFields values={values} onChange={(child) => onChange({ ...values, ...child })} />
        <TextAreaField
          id="booking-notes"
          label="Notes"
          maxLength={NOTES_MAX}
          value={values.notes}
          onChange={set("notes")}
          className="sm:col-span-2"
        />
      </div>
      <FormAlert message={error} />
      <button type="submit" disabled={pending} className={`${submitClass} sm:w-auto`}>
        {pending ? "Booking..." : confirmLabel}
      </button>
    </form>
  );
}
