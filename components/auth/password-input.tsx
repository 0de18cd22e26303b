"use client";
import { useId, useState, type ComponentProps } from "react";

/** A password field with a show/hide toggle. */
export function PasswordInput({ label, ...props }: ComponentProps<"input"> & { label: string }) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <div>
      <label htmlFor={props.id ?? id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          {...props}
          id={props.id ?? id}
          type={visible ? "text" : "password"}
          className="focus:border-brand-500 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? "Hide password" : "Show password"}
          className="text-brand-700 hover:bg-brand-50 min-h-11 shrink-0 rounded-lg border border-slate-300 px-3 text-sm font-medium"
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
    </div>
  );
}
