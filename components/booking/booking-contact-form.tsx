"use client";
// The Start Here booking's contact details. The spec's own messages are shown (section 5), so the
// browser's validation bubbles are switched off with noValidate; each field also says what is
// wrong with it when it is left and on sending.
import type { FormEvent, Ref } from "react";
import { HoneypotField } from "@/components/forms/honeypot-field";
import type { BotCheck } from "@/lib/bot-check/client";
import { NOTES_MAX } from "@/lib/booking/schemas";
import { useContactFieldChecks } from "@/components/leads/contact-field-checks";
import { describedBy, FieldError } from "@/components/forms/fields";

const checkedFields = ["parentName", "phone", "email"] as const;
type CheckedField = (typeof checkedFields)[number];
const fieldIds: Record<CheckedField, string> = {
  parentName: "booking-parent-name",
  phone: "booking-phone",
  email: "booking-email",
};

export type ContactValues = { parentName: string; phone: string; email: string; notes: string };
export const emptyContact: ContactValues = { parentName: "", phone: "", email: "", notes: "" };

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
};

const input =
  "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-ink focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-200 aria-[invalid=true]:border-red-700";

export function BookingContactForm({
  values,
  onChange,
  onSubmit,
  pending,
  error,
  bot,
  formRef,
  firstFieldRef,
}: Props) {
  const checks = useContactFieldChecks(checkedFields);
  const set = (key: keyof ContactValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  const checked = (field: CheckedField) => ({
    "aria-invalid": checks.errors[field] ? true : undefined,
    "aria-describedby": describedBy(fieldIds[field], checks.errors[field]),
    onBlur: () => checks.check(field, values[field]),
  });
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
      className="border-brand-100 relative scroll-mt-4 space-y-4 rounded-2xl border-2 p-5"
    >
      <h3 id="booking-contact-title" className="text-brand-900 text-lg font-semibold">
        Your details
      </h3>
      <HoneypotField bot={bot} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor="booking-parent-name" className="mb-1 block font-medium text-slate-800">
            Parent/Guardian Name{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id="booking-parent-name"
            ref={firstFieldRef}
            autoComplete="name"
            aria-required="true"
            value={values.parentName}
            onChange={set("parentName")}
            {...checked("parentName")}
            className={input}
          />
          <FieldError id="booking-parent-name" error={checks.errors.parentName} />
        </div>
        <div>
          <label htmlFor="booking-phone" className="mb-1 block font-medium text-slate-800">
            Phone{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id="booking-phone"
            type="tel"
            autoComplete="tel"
            aria-required="true"
            value={values.phone}
            onChange={set("phone")}
            {...checked("phone")}
            className={input}
          />
          <FieldError id="booking-phone" error={checks.errors.phone} />
        </div>
        <div>
          <label htmlFor="booking-email" className="mb-1 block font-medium text-slate-800">
            Email{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id="booking-email"
            type="email"
            autoComplete="email"
            aria-required="true"
            value={values.email}
            onChange={set("email")}
            {...checked("email")}
            className={input}
          />
          <FieldError id="booking-email" error={checks.errors.email} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="booking-notes" className="mb-1 block font-medium text-slate-800">
            Notes <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            id="booking-notes"
            rows={3}
            maxLength={NOTES_MAX}
            aria-describedby="booking-notes-count"
            value={values.notes}
            onChange={set("notes")}
            className={`${input} py-2`}
          />
          <p id="booking-notes-count" className="mt-1 text-right text-sm text-slate-600">
            {values.notes.length}/{NOTES_MAX}
          </p>
        </div>
      </div>
      <div>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 w-full items-center justify-center rounded-full px-6 py-3 text-lg font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {pending ? "Booking..." : "Confirm Booking"}
      </button>
    </form>
  );
}
