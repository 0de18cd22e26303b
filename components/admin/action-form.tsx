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
}: {
  children: ReactNode;
  pendingLabel?: string;
  className?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className={className}>
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
};

export function ActionForm({
  action,
  children,
  submitLabel,
  pendingLabel,
  submitClassName,
  className = "space-y-3",
  label,
}: Props) {
  const [result, formAction] = useActionState(action, null);
  return (
    <form action={formAction} className={className} aria-label={label}>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pendingLabel={pendingLabel} className={submitClassName}>
          {submitLabel}
        </SubmitButton>
      </div>
      <ResultMessage result={result} />
    </form>
  );
}
