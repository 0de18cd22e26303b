"use client";
// The choices inside the Reading preferences dialog. Every change applies at once (the page
// behind the dialog is the preview) and is saved in this browser.
import type { ReadingPreferences } from "@/lib/reading-preferences";
import { Button } from "@/components/ui/button";
import { ReadingVoicePicker } from "@/games/kit/audio/reading-voice-picker";
import {
  fontPreviews,
  isPreferenceValue,
  preferenceFields,
  tintSwatches,
  type PreferenceKey,
} from "./options";

type PanelProps = {
  preferences: ReadingPreferences;
  onChange: (preferences: ReadingPreferences) => void;
  onReset: () => void;
  onDone: () => void;
};

type ChoicesProps = {
  preferences: ReadingPreferences;
  onChange: (preferences: ReadingPreferences) => void;
  /** Prefix of the radio groups' names; a form that posts them names them plainly (""). */
  namePrefix?: string;
  /** Smaller legends and no hints (they speak to the reader), inside a tutor's longer form. */
  compact?: boolean;
};

/**
 * One radio group per preference (font, text size, spacing, background), drawn as pills. Shared by
 * this dialog and the My Students form, so a tutor sets a student's preferences with the same
 * choices a reader sees.
 */
export function ReadingPreferenceChoices({
  preferences,
  onChange,
  namePrefix = "reading-",
  compact = false,
}: ChoicesProps) {
  const set = (key: PreferenceKey, value: string) => {
    if (isPreferenceValue(key, value)) onChange({ ...preferences, [key]: value });
  };

  return (
    <>
      {preferenceFields.map((field) => (
        <fieldset key={field.key}>
          <legend className={`text-brand-900 font-semibold ${compact ? "text-sm" : "text-base"}`}>
            {field.legend}
          </legend>
          {field.hint && !compact ? <p className="text-sm text-slate-600">{field.hint}</p> : null}
          <div className="mt-2 flex flex-wrap gap-2">
            {field.choices.map((choice) => {
              const checked = preferences[field.key] === choice.value;
              return (
                <label
                  key={choice.value}
                  className={`has-[:focus-visible]:outline-brand-600 relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 text-sm font-medium has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 ${
                    checked
                      ? "border-brand-800 bg-brand-700 text-white"
                      : "border-brand-200 text-ink hover:border-brand-400 bg-white"
                  }`}
                >
                  <input
                    type="radio"
                    name={`${namePrefix}${field.key}`}
                    value={choice.value}
                    checked={checked}
                    onChange={() => set(field.key, choice.value)}
                    className="sr-only"
                  />
                  {field.key === "tint" ? (
                    <span
                      aria-hidden="true"
                      className="h-5 w-5 rounded-full border border-slate-400"
                      style={{ backgroundColor: tintSwatches[choice.value] }}
                    />
                  ) : null}
                  {checked ? (
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 16 16"
                      className="h-4 w-4"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                    >
                      <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  ) : null}
                  <span
                    style={
                      field.key === "font" ? { fontFamily: fontPreviews[choice.value] } : undefined
                    }
                  >
                    {choice.label}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}

export function ReadingPreferencesPanel({ preferences, onChange, onReset, onDone }: PanelProps) {
  return (
    <div className="space-y-5">
      <ReadingPreferenceChoices preferences={preferences} onChange={onChange} />
      <ReadingVoicePicker />
      <p
        className="border-brand-100 rounded-xl border p-3 text-sm text-slate-700"
        style={{ background: "var(--reading-bg)" }}
      >
        Preview: The big dog ran to the red ship. Changes apply straight away and are saved in this
        browser only.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="compact" onClick={onReset}>
          Reset to defaults
        </Button>
        <Button size="compact" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
