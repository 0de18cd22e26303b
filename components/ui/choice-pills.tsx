"use client";
// Radio buttons drawn as large pills: the whole pill is the target, with a visible focus ring.
// Used by game setup panels, the Place Value Showdown settings and the activity editors. A pill
// picked before the page hydrated stays picked (lib/forms/use-adopted-value.ts).
import type { ReactNode } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";

type ChoiceProps<T extends string | number> = {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Spacing from the surrounding form. */
  className?: string;
};

export function ChoicePills<T extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
}: ChoiceProps<T>) {
  return (
    <fieldset className={className}>
      <legend className="text-brand-900 mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Pill
            key={String(option.value)}
            name={name}
            checked={value === option.value}
            onPick={() => onChange(option.value)}
          >
            {option.label}
          </Pill>
        ))}
      </div>
    </fieldset>
  );
}

function Pill({
  name,
  checked,
  onPick,
  children,
}: {
  name: string;
  checked: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  const ref = useAdoptedValue(checked, (picked) => {
    if (picked) onPick();
  });
  return (
    <label className="border-brand-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-brand-600 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 bg-white px-4 has-[:focus-visible]:outline has-[:focus-visible]:outline-3">
      <input
        ref={ref}
        type="radio"
        name={name}
        className="accent-brand-600 h-4 w-4"
        checked={checked}
        onChange={onPick}
      />
      {children}
    </label>
  );
}
