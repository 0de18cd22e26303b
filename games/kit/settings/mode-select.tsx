"use client";
// The "Mode" picker every game with learning modes shows in its settings bar.
import { useId } from "react";

type ModeSelectProps<M extends string> = {
  value: M;
  options: readonly { value: M; label: string }[];
  onChange: (mode: M) => void;
  label?: string;
  disabled?: boolean;
};

export function ModeSelect<M extends string>({
  value,
  options,
  onChange,
  label = "Mode",
  disabled = false,
}: ModeSelectProps<M>) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold">
      {label}
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as M)}
        className="border-brand-600 text-brand-900 min-h-11 rounded-xl border-2 bg-white px-3 font-semibold disabled:opacity-60"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
