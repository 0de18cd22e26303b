"use client";
// The one set of labelled inputs for the lead and consultation forms: a required marker, the
// field's message (tied to the input with aria-describedby), and text areas with a live character
// counter. A field without a name belongs to a form that only ever sends through JavaScript.
// Each field takes in what was typed before the page hydrated (lib/forms/use-adopted-value.ts).
import { useSyncExternalStore, type ChangeEvent, type ReactNode, type Ref } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";

export const inputClass =
  "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-ink focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-200 aria-[invalid=true]:border-red-700";

export const submitClass = buttonClasses("primary", "w-full", "large");

const noop = () => () => {};
/** False while rendering on the server and hydrating, true once the page's JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

export function describedBy(
  id: string,
  error: string | undefined,
  extra?: string,
): string | undefined {
  return [error ? `${id}-error` : null, extra].filter(Boolean).join(" ") || undefined;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" className="text-red-700">
      *
    </span>
  ) : (
    <span className="font-normal text-slate-600">(optional)</span>
  );
}

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
};

export function Field({
  id,
  label,
  required = false,
  error,
  className = "",
  children,
}: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-800">
        {label} <RequiredMark required={required} />
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** What a text input and a text area share: the value, its check, and the message's wiring. */
type ControlProps = {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Checks the field when it is left (the consultation forms say what is wrong straight away). */
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  maxLength?: number;
  className?: string;
};

function controlAttributes(
  { id, name, value, onChange, onBlur, required = false, error, maxLength }: ControlProps,
  describedAlso?: string,
) {
  return {
    id,
    name,
    required,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, describedAlso),
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
    onBlur,
  };
}

type TextInputProps = ControlProps & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
};

export function TextField({ type = "text", autoComplete, inputRef, ...control }: TextInputProps) {
  const { id, label, required = false, error, className } = control;
  const ref = useAdoptedValue(control.value, control.onChange, inputRef);
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <input
        ref={ref}
        type={type}
        autoComplete={autoComplete}
        {...controlAttributes(control)}
        className={inputClass}
      />
    </Field>
  );
}

export type ContactInput = Pick<TextInputProps, "label" | "type" | "autoComplete">;

/** How every form asks for a parent's contact details: the same words, keyboards and autofill. */
export const contactInputs = {
  parentName: { label: "Parent/Guardian Name", autoComplete: "name" },
  email: { label: "Email", type: "email", autoComplete: "email" },
  phone: { label: "Phone", type: "tel", autoComplete: "tel" },
} satisfies Record<string, ContactInput>;

type TextAreaProps = ControlProps & { maxLength: number; rows?: number; counter?: boolean };

/** A text area; with `counter`, a live "n/max" count (spec section 5: 250 characters with a counter). */
export function TextAreaField({ rows = 3, counter = true, ...control }: TextAreaProps) {
  const { id, label, value, required = false, error, maxLength, className } = control;
  const countId = `${id}-count`;
  const ref = useAdoptedValue(value, control.onChange);
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <textarea
        ref={ref}
        rows={rows}
        {...controlAttributes(control, counter ? countId : undefined)}
        className={`${inputClass} py-2`}
      />
      {counter ? (
        <p id={countId} data-testid={countId} className="mt-1 text-right text-sm text-slate-600">
          {value.length}/{maxLength} <span className="sr-only">characters used</span>
        </p>
      ) : null}
    </Field>
  );
}

/** A message about the whole form (the spec's error texts), announced when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  // Always mounted, so a message that appears is announced.
  return (
    <div role="alert">
      {message ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800">{message}</p>
      ) : null}
    </div>
  );
}

/**
 * The sign-in and two-factor forms' answer to a failed submit: rendered only while there is one,
 * so it is announced as it appears.
 */
export function SubmitError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}
