"use client";
// End of round: what went right first, then what to look at again, in kind words.
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { tally, type RoundState } from "./logic";

type ListProps = {
  title: string;
  words: string[];
  empty: string;
  tone: "good" | "missed" | "oops";
  testId: string;
};

const tones = {
  good: {
    box: "border-emerald-600 bg-emerald-50",
    icon: "M4 10.5l4 4 8-9",
    chip: "border-emerald-600",
  },
  missed: {
    box: "border-brand-500 bg-brand-50",
    icon: "M10 4v7M10 15v.5",
    chip: "border-brand-500",
  },
  oops: {
    box: "border-amber-500 bg-amber-50",
    icon: "M6 6l8 8M14 6l-8 8",
    chip: "border-amber-500",
  },
};

function WordList({ title, words, empty, tone, testId }: ListProps) {
  const counted = tally(words);
  return (
    <section className={`rounded-2xl border-2 p-4 ${tones[tone].box}`} data-testid={testId}>
      <h3 className="text-ink flex items-center gap-2 text-lg font-bold">
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
          <path
            d={tones[tone].icon}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {title} <span className="text-base font-semibold">({words.length})</span>
      </h3>
      {counted.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {counted.map(({ word, count }) => (
            <li
              key={word}
              className={`text-ink rounded-xl border-2 bg-white px-3 py-1 text-lg font-semibold ${tones[tone].chip}`}
            >
              {word}
              {count > 1 ? <span className="ml-1 text-sm text-slate-700">×{count}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RoundSummary({
  round,
  timedOut,
  onAgain,
  onSettings,
}: {
  round: RoundState;
  timedOut: boolean;
  onAgain: () => void;
  onSettings: () => void;
}) {
  const againRef = useRef<HTMLButtonElement>(null);
  useEffect(() => againRef.current?.focus(), []);
  const hits = round.hits.length;
  return (
    <section
      aria-labelledby="summary-heading"
      data-testid="round-summary"
      className="border-sun-400 bg-cream rounded-3xl border-4 p-4 sm:p-6"
    >
      <h2 id="summary-heading" className="text-brand-900 text-2xl font-bold">
        {timedOut ? "Time's up!" : "Round over"}
      </h2>
      <p className="text-ink mt-2 text-xl">
        You whacked <strong data-testid="hit-count">{hits}</strong> {hits === 1 ? "mole" : "moles"}{" "}
        for “{round.pool.prompt}”.
      </p>
      <div className="mt-4 grid gap-3 md:grid-cols-3">
        <WordList
          testId="summary-hits"
          title="Whacked correctly"
          tone="good"
          words={round.hits}
          empty="None this time. Try the slow speed."
        />
        <WordList
          testId="summary-missed"
          title="Targets that got away"
          tone="missed"
          words={round.missedTargets}
          empty="None got away!"
        />
        <WordList
          testId="summary-wrong"
          title="Not on the list"
          tone="oops"
          words={round.wrongHits}
          empty="No wrong whacks. Careful reading!"
        />
      </div>
      {round.wrongHits.length > 0 ? (
        <p className="mt-3 text-slate-700">Remember: {round.pool.hint}</p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button ref={againRef} variant="sun" onClick={onAgain}>
          Play again
        </Button>
        <Button variant="secondary" onClick={onSettings}>
          Change words or speed
        </Button>
      </div>
    </section>
  );
}
