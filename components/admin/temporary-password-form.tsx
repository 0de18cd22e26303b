"use client";
// A form whose successful result includes a temporary password, shown once in a copyable box.
import { useActionState, type ReactNode } from "react";
import { ResultMessage, SubmitButton, type AdminFormAction } from "./action-form";

export function TemporaryPasswordForm({
  action,
  children,
  submitLabel,
  pendingLabel,
  label,
  submitClassName,
}: {
  action: AdminFormAction;
  children: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  label: string;
  submitClassName?: string;
}) {
  const [result, formAction] = useActionState(action, null);
  const password = result?.ok
    ? (result.data as { temporaryPassword?: string } | undefined)?.temporaryPassword
    : undefined;
  return (
    <form action={formAction} className="space-y-3" aria-label={label}>
      {children}
      <SubmitButton pendingLabel={pendingLabel} className={submitClassName}>
        {submitLabel}
      </SubmitButton>
      <ResultMessage result={result} />
      {password ? (
        <p className="text-sm">
          Temporary password:{" "}
          <output
            className="rounded bg-slate-100 px-2 py-1 font-mono text-base select-all"
            data-testid="temporary-password"
          >
            {password}
          </output>
        </p>
      ) : null}
    </form>
  );
}
