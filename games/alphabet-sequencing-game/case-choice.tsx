"use client";
// How the letters are shown: as written (the passage's own capitals: Jack, Ben, sentence
// starts), all lower case, or all capitals.
import { LETTER_CASES, letterCaseLabels, type LetterCase } from "./data";

export function CaseChoice({
  value,
  onChange,
}: {
  value: LetterCase;
  onChange: (value: LetterCase) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="float-left mr-1 text-sm font-semibold">Letters</legend>
      {LETTER_CASES.map((letterCase) => (
        <label key={letterCase} className="cursor-pointer">
          <input
            type="radio"
            name="alphabet-case"
            value={letterCase}
            checked={value === letterCase}
            onChange={() => onChange(letterCase)}
            className="peer sr-only"
          />
          <span className="border-brand-600 text-brand-800 peer-checked:bg-brand-600 peer-focus-visible:outline-brand-700 inline-flex min-h-11 items-center rounded-full border-2 bg-white px-3 text-sm font-semibold peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2">
            {letterCaseLabels[letterCase]}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
