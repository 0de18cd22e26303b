"use client";
// The end of a round: what went into the bucket, a star rating that rewards care (never speed),
// and the way on: the next level or another round. A calm card, with confetti only when motion
// is welcome (the view fires it).
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { levelSettings } from "./data";
import type { RoundSummary as Summary } from "./logic";

type RoundSummaryProps = {
  summary: Summary;
  prompt: string;
  onNextLevel: () => void;
  onPlayAgain: () => void;
};

export function RoundSummary({ summary, prompt, onNextLevel, onPlayAgain }: RoundSummaryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { stars, nextLevel } = summary;

  return (
    <section
      aria-labelledby="ice-summary-heading"
      data-testid="round-summary"
      className="rounded-3xl border-4 border-white bg-gradient-to-b from-[#eef8ff] to-[#cfe7f8] p-6 text-center shadow-lg sm:p-10"
    >
      <h2
        id="ice-summary-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-brand-900 text-3xl font-bold"
      >
        Bucket full! You caught {summary.caught} fish.
      </h2>
      <p className="mt-2 text-lg text-slate-700">Catching: {prompt}</p>
      <div
        role="img"
        className="mt-4 flex items-center justify-center gap-2"
        aria-label={`${stars} of 3 stars`}
      >
        {[1, 2, 3].map((n) => (
          <svg key={n} aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12">
            <path
              d="M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21.1l1.4-7L2 9.3l7-.8z"
              fill={n <= stars ? "#fbc531" : "#ffffff"}
              stroke="#0c4066"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
        ))}
      </div>
      <p className="mt-2 text-slate-700">
        {summary.missed === 0
          ? "Every cast was right. Careful fishing!"
          : `${summary.missed} fish swam away after a look. Checking is how we learn.`}
      </p>
      <h3 className="text-brand-900 mt-6 text-lg font-semibold">Words in your bucket</h3>
      <ul className="mx-auto mt-2 flex max-w-xl flex-wrap justify-center gap-2">
        {summary.words.map((word) => (
          <li
            key={word}
            className="text-ink rounded-full bg-white px-4 py-1.5 text-xl font-bold shadow-sm"
          >
            {word}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {nextLevel ? (
          <Button onClick={onNextLevel}>Next level: {levelSettings[nextLevel].title}</Button>
        ) : null}
        <Button variant={nextLevel ? "secondary" : "primary"} onClick={onPlayAgain}>
          Play again
        </Button>
      </div>
    </section>
  );
}
