"use client";
// A template's on/off setting in its editor: one labelled box, ticked or not, that keeps what the
// tutor ticked before the page woke up (useAdoptedValue).
import type { ReactNode } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";

export function SettingCheckbox({
  checked,
  onChange,
  children,
  hint,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** A second line, smaller, saying what the setting changes for the child. */
  hint?: ReactNode;
}) {
  const ref = useAdoptedValue(checked, onChange);
  return (
    <label className="flex min-h-11 items-start gap-2 py-2">
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0"
      />
      <span>
        {children}
        {hint ? <span className="block text-sm text-slate-700">{hint}</span> : null}
      </span>
    </label>
  );
}
