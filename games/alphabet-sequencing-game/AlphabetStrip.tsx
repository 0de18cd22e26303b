// The a-z strip: found letters carry a tick, the letter to find next is ringed and labelled.
import { ALPHABET } from "./data";

export function AlphabetStrip({ nextLetter, uppercase }: { nextLetter: number; uppercase: boolean }) {
  return (
    <ol aria-label="Alphabet progress" className="flex flex-wrap gap-1.5">
      {[...ALPHABET].map((letter, index) => {
        const done = index < nextLetter;
        const next = index === nextLetter;
        const shown = uppercase ? letter.toUpperCase() : letter;
        return (
          <li
            key={letter}
            data-strip-state={done ? "found" : next ? "next" : "waiting"}
            className={`relative flex h-10 w-9 items-center justify-center rounded-lg border-2 text-xl ${
              done
                ? "border-emerald-700 bg-emerald-100 text-emerald-950"
                : next
                  ? "border-sun-500 bg-sun-300 font-bold text-ink ring-2 ring-brand-700 ring-offset-2"
                  : "border-slate-200 bg-white text-slate-700"
            }`}
          >
            {shown}
            <span className="sr-only">{done ? " found" : next ? " next" : ""}</span>
            {done ? (
              <svg aria-hidden="true" viewBox="0 0 12 12" className="absolute -right-1 -top-1 h-4 w-4 rounded-full bg-emerald-700 p-0.5 text-white">
                <path d="M2 6.5 5 9l5-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
