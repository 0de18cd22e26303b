"use client";
// A form bound to an admin server action: the pending state disables the submit button and the
// result is announced (status for success, alert for a refusal). Works without JavaScript too.
import { buttonClasses } from "@/components/ui/button";
import { useActionState, type ReactNode } from "react";
import { useFormStatus } from "react-dom";
import type { ActionResult } from "@/lib/actions/chain";

export type AdminFormAction = (
  previous: ActionResult | null,
  form: FormData,
) => Promise<ActionResult>;

export function SubmitButton({
  children,
  pendingLabel,
  className = buttonClasses("primary", "", "compact"),
  name,
  value,
}: {
  children: ReactNode;
  pendingLabel?: string;
  className?: string;
  /** Sent with the form when this button submits it (a form with two ways to save). */
  name?: string;
  value?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className={className} name={name} value={value}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

export function ResultMessage({ result }: { result: ActionResult | null }) {
  if (!result) return <p role="status" className="sr-only" />;
  return result.ok ? (
    <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
      {result.message}
    </p>
  );
}

type Props = {
  action: AdminFormAction;
  children: ReactNode;
  submitLabel: string;
  pendingLabel?: string;
  submitClassName?: string;
  className?: string;
  /** Accessible name of the form (when the page has several). */
  label?: string;
  /** The submit button's name and value, and more buttons beside it (a second way to submit). */
  submitName?: string;
  submitValue?: string;
  moreButtons?: ReactNode;
};

export function ActionForm({
  action,
  children,
  submitLabel,
  pendingLabel,
  submitClassName,
  className = "space-y-3",
  label,
  submitName,
  submitValue,
  moreButtons,
}: Props) {
  const [result, formAction] = useActionState(action, null);
  return (
    <form action={formAction} className={className} aria-label={label}>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          pendingLabel={pendingLabel}
          className={submitClassName}
          name={submitName}
          value={submitValue}
        >
          {submitLabel}
        </SubmitButton>
        {moreButtons}
      </div>
      <ResultMessage result={result} />
    </form>
  );
}
