"use client";
// An on/off setting (sound, music, uppercase, show alphabet) as an accessible switch: the knob's
// position and the On/Off word carry the state as well as the colour (WCAG 1.4.1).
type ToggleSwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

export function ToggleSwitch({ label, checked, onChange, disabled = false }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="text-ink hover:bg-brand-50 inline-flex min-h-11 touch-manipulation items-center gap-2 rounded-full px-2 py-1 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors ${
          checked ? "border-brand-700 bg-brand-600" : "border-slate-500 bg-white"
        }`}
      >
        <span
          className={`absolute h-5 w-5 rounded-full shadow transition-transform ${
            checked ? "translate-x-5 bg-white" : "translate-x-0.5 bg-slate-500"
          }`}
        />
      </span>
      <span>{label}</span>
      <span aria-hidden="true" className="min-w-7 text-xs font-medium text-slate-600 uppercase">
        {checked ? "On" : "Off"}
      </span>
    </button>
  );
}
