"use client";
// One column: its number (with a die face), nine words, six check circles and the Complete!
// marker. Words are buttons that read themselves aloud where the browser can speak; while the
// child picks the words they found tricky (an assigned game's check), they are toggles instead,
// and `picking.actions` (Done...) takes the circles' place, right after the last word.
import type { ReactNode } from "react";
import { CIRCLES_PER_COLUMN, syllablesOf, wordOf } from "./data";
import { DiceFaceIcon } from "./dice";

/** The column's words as toggles: which are chosen, what a tap does, and what follows them. */
export type WordPicking = {
  chosen: string[];
  onToggle: (word: string) => void;
  actions: ReactNode;
};

type WordColumnProps = {
  index: number;
  words: string[];
  checks: boolean[];
  complete: boolean;
  active: boolean;
  showSyllables: boolean;
  canSpeak: boolean;
  onSpeak: (word: string) => void;
  onToggle: (circle: number) => void;
  picking?: WordPicking;
};

const CheckMark = ({ className }: { className: string }) => (
  <svg aria-hidden="true" viewBox="0 0 12 12" className={className}>
    <path
      d="M2 6.5 5 9l5-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

export function WordColumn({
  index,
  words,
  checks,
  complete,
  active,
  showSyllables,
  canSpeak,
  onSpeak,
  onToggle,
  picking,
}: WordColumnProps) {
  const number = index + 1;
  const headingId = `roller-column-${number}`;
  const frame = complete
    ? "border-emerald-700 bg-emerald-50"
    : active
      ? "border-brand-800 bg-sun-300/40 ring-4 ring-sun-400"
      : "border-brand-100 bg-white";
  return (
    <section
      aria-labelledby={headingId}
      data-column={number}
      data-complete={complete || undefined}
      className={`relative flex flex-col gap-1 rounded-3xl border-[3px] px-3 pt-3 pb-2.5 ${frame}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-brand-900 flex items-center gap-2 text-lg font-bold">
          <DiceFaceIcon face={number} />
          Column {number}
        </h2>
        {complete ? (
          <span className="absolute -top-3.5 right-2 flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-0.5 text-sm font-bold text-white">
            <CheckMark className="h-4 w-4" /> Complete!
          </span>
        ) : active ? (
          <span className="bg-brand-900 absolute -top-3.5 right-2 rounded-full px-2.5 py-0.5 text-sm font-bold text-white">
            Rolled
          </span>
        ) : null}
      </div>
      <ol className="flex flex-col">
        {words.map((entry) => {
          const word = wordOf(entry);
          const [first, second] = syllablesOf(entry);
          const text = showSyllables ? (
            <>
              {first}
              <span aria-hidden="true" className="px-0.5 text-slate-500">
                ·
              </span>
              {second}
            </>
          ) : (
            word
          );
          const chosen = picking?.chosen.includes(word) ?? false;
          return (
            <li key={entry}>
              {picking ? (
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => picking.onToggle(word)}
                  className={`flex min-h-11 w-full touch-manipulation items-center justify-between gap-2 rounded-xl border-2 px-2 text-left text-xl font-medium ${
                    chosen
                      ? "border-brand-800 bg-brand-800 text-white"
                      : "border-brand-300 text-ink hover:bg-brand-50 bg-white"
                  }`}
                >
                  <span>{text}</span>
                  {chosen ? <CheckMark className="h-5 w-5 shrink-0" /> : null}
                </button>
              ) : canSpeak ? (
                <button
                  type="button"
                  aria-label={`Hear ${word}`}
                  onClick={() => onSpeak(word)}
                  className="text-ink hover:bg-brand-50 flex min-h-8 w-full touch-manipulation items-center justify-between gap-2 rounded-xl px-2 text-left text-xl font-medium"
                >
                  <span>{text}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="text-brand-700 h-5 w-5 shrink-0"
                  >
                    <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
                    <path
                      d="M16 8.5a5 5 0 0 1 0 7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              ) : (
                <span className="text-ink flex min-h-8 items-center px-2 text-xl font-medium">
                  {text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {picking ? (
        <div className="mt-auto flex flex-col gap-1.5 pt-1">{picking.actions}</div>
      ) : (
        <fieldset className="mt-auto">
          <legend className="sr-only">Times column {number} was read</legend>
          <div className="grid grid-cols-3 justify-items-center gap-2">
            {Array.from({ length: CIRCLES_PER_COLUMN }, (_, circle) => (
              <label
                key={circle}
                className="relative flex h-8 w-8 cursor-pointer items-center justify-center"
              >
                <input
                  type="checkbox"
                  checked={checks[circle] ?? false}
                  disabled={complete}
                  onChange={() => onToggle(circle)}
                  aria-label={`Column ${number}, reading ${circle + 1} of ${CIRCLES_PER_COLUMN}`}
                  className="peer border-brand-700 h-8 w-8 cursor-pointer appearance-none rounded-full border-[3px] bg-white checked:border-emerald-800 checked:bg-emerald-700 disabled:cursor-default"
                />
                <CheckMark className="pointer-events-none absolute hidden h-6 w-6 text-white peer-checked:block" />
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </section>
  );
}
