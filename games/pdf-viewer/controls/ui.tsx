// Small building blocks for the viewer's toolbars: 44 px buttons with an icon and a visible label
// (the label can hide on narrow screens but always stays for screen readers), and labelled groups.
import type { ComponentProps, ReactNode } from "react";
import { Icon, type IconName } from "./icons";

type ToolButtonProps = ComponentProps<"button"> & {
  icon: IconName;
  label: string;
  /** "wide": the label shows from 640 px up; "never": icon only. Screen readers always get it. */
  showLabel?: "always" | "wide" | "never";
  pressed?: boolean;
};
const labelClasses = {
  always: undefined,
  wide: "sr-only sm:not-sr-only",
  never: "sr-only",
} as const;

// aria-disabled rather than disabled: a button that becomes unavailable (Next on the last page)
// keeps keyboard focus instead of dropping it to the top of the page.
export function ToolButton({
  icon,
  label,
  showLabel = "always",
  pressed,
  disabled,
  onClick,
  className = "",
  ...props
}: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl border px-2.5 text-sm font-semibold transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${
        pressed
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-brand-200 text-brand-900 hover:bg-brand-50 bg-white"
      } ${className}`}
      {...props}
    >
      <Icon name={icon} />
      <span className={labelClasses[showLabel]}>{label}</span>
    </button>
  );
}

export function ToolGroup({
  label,
  children,
  className = "",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`flex flex-wrap items-center gap-1.5 ${className}`}
    >
      {children}
    </div>
  );
}

type Choice<T extends string> = { id: T; label: string };

/** A row of radio buttons that look like a segmented switch; arrow keys move between them. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
        {legend}
      </span>
      <span className="border-brand-200 inline-flex rounded-xl border bg-white p-0.5">
        {choices.map((choice) => (
          <label
            key={choice.id}
            className={`has-[:focus-visible]:outline-brand-600 relative inline-flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 ${
              value === choice.id ? "bg-brand-700 text-white" : "text-brand-900 hover:bg-brand-50"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={choice.id}
              checked={value === choice.id}
              onChange={() => onChange(choice.id)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </span>
    </fieldset>
  );
}
