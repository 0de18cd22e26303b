"use client";
// The picture choice: d (donut) or b (chocolate bar), as a radio group. Arrow keys move between
// the two; Enter, Space or a click chooses.
import { useRef, type KeyboardEvent } from "react";
import { ChocolateBar, Donut, LetterGlyph } from "./pictures";
import type { Letter } from "./strokes";

const options: { letter: Letter; name: string; hint: string }[] = [
  { letter: "d", name: "d for donut", hint: "Donut first, then the stick" },
  { letter: "b", name: "b for chocolate bar", hint: "Bar first, then the belly" },
];

type LetterChoiceProps = { choice: Letter | null; onChoose: (letter: Letter) => void };

export function LetterChoice({ choice, onChoose }: LetterChoiceProps) {
  const group = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (!delta) return;
    event.preventDefault();
    const next = options[(index + delta + options.length) % options.length];
    if (!next) return;
    onChoose(next.letter);
    group.current?.querySelector<HTMLButtonElement>(`[data-letter="${next.letter}"]`)?.focus();
  };

  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label="Choose a letter"
      className="grid grid-cols-2 gap-3 sm:gap-4"
    >
      {options.map((option, index) => {
        const checked = choice === option.letter;
        // Roving focus: the chosen picture (or the first one) is the group's single tab stop.
        const tabbable = checked || (choice === null && index === 0);
        return (
          <button
            key={option.letter}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option.name}
            aria-describedby={`b-and-d-hint-${option.letter}`}
            data-letter={option.letter}
            tabIndex={tabbable ? 0 : -1}
            onClick={() => onChoose(option.letter)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`relative flex min-h-11 flex-row items-center justify-center gap-2 rounded-2xl border-4 p-2 pr-8 transition-colors sm:gap-3 ${
              checked
                ? "border-brand-700 bg-brand-50"
                : "hover:border-brand-300 border-slate-200 bg-white"
            }`}
          >
            {option.letter === "d" ? (
              <Donut className="h-14 w-14 shrink-0 sm:h-16 sm:w-16" />
            ) : (
              <ChocolateBar className="h-14 w-14 shrink-0 sm:h-16 sm:w-16" />
            )}
            <LetterGlyph
              letter={option.letter}
              className="text-ink h-14 w-10 shrink-0 sm:h-16 sm:w-12"
            />
            <span
              id={`b-and-d-hint-${option.letter}`}
              className="max-w-28 text-left text-sm font-semibold text-slate-700"
            >
              {option.hint}
            </span>
            {checked ? (
              <span
                aria-hidden="true"
                className="bg-brand-700 absolute top-2 right-2 flex h-7 w-7 items-center justify-center rounded-full text-white"
              >
                <svg
                  viewBox="0 0 16 16"
                  className="h-4 w-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M3.5 8.5l3 3 6-7" />
                </svg>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
