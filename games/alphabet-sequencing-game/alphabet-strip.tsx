// The a-z strip: found letters carry a tick, the letter to find next is ringed and labelled, and
// letters a tutor's own text cannot offer in order are greyed out as "not in this text".
import { ALPHABET } from "./data";

type AlphabetStripProps = { targets: readonly string[]; nextLetter: number; uppercase: boolean };

export function AlphabetStrip({ targets, nextLetter, uppercase }: AlphabetStripProps) {
  return (
    <ol aria-label="Alphabet progress" className="flex flex-wrap gap-1">
      {[...ALPHABET].map((letter) => {
        const position = targets.indexOf(letter);
        const skipped = position < 0;
        const done = !skipped && position < nextLetter;
        const next = position === nextLetter;
        const shown = uppercase ? letter.toUpperCase() : letter;
        return (
          <li
            key={letter}
            data-strip-state={skipped ? "skipped" : done ? "found" : next ? "next" : "waiting"}
            className={`relative flex h-9 w-7 items-center justify-center rounded-lg border-2 text-lg ${
              done
                ? "border-emerald-700 bg-emerald-100 text-emerald-950"
                : next
                  ? "border-sun-500 bg-sun-300 text-ink ring-brand-700 font-bold ring-2 ring-offset-2"
                  : skipped
                    ? "border-dashed border-slate-300 bg-slate-50 text-slate-500 line-through"
                    : "border-slate-200 bg-white text-slate-700"
            }`}
          >
            {shown}
            <span className="sr-only">
              {skipped ? " not in this text" : done ? " found" : next ? " next" : ""}
            </span>
            {done ? (
              <svg
                aria-hidden="true"
                viewBox="0 0 12 12"
                className="absolute -top-1 -right-1 h-4 w-4 rounded-full bg-emerald-700 p-0.5 text-white"
              >
                <path
                  d="M2 6.5 5 9l5-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
