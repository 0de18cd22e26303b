"use client";
// The end of a game: who won (or that it is a tie), moves and time, and Play again.
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { elapsedMs, winner, type MemoryState } from "./logic";

export function formatDuration(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function WinSummary({
  state,
  showTimer,
  onAgain,
}: {
  state: MemoryState;
  showTimer: boolean;
  onAgain: () => void;
}) {
  const againRef = useRef<HTMLButtonElement>(null);
  useEffect(() => againRef.current?.focus(), []);
  const result = winner(state);
  const pairs = state.cards.length / 2;
  const headline =
    state.players === 1
      ? `You found all ${pairs} pairs!`
      : result === "tie"
        ? `It's a tie, ${state.scores[0]} to ${state.scores[1]}!`
        : `Player ${result! + 1} wins, ${Math.max(...state.scores)} to ${Math.min(...state.scores)}!`;

  return (
    <section
      aria-labelledby="win-heading"
      data-testid="win-summary"
      className="border-sun-400 bg-cream rounded-3xl border-4 p-4 text-center sm:p-6"
    >
      <svg viewBox="0 0 64 64" className="mx-auto h-16 w-16" aria-hidden="true">
        <path
          d="M32 4l8 17 18 2.5-13 12.5 3.3 18L32 45.5 15.7 54l3.3-18L6 23.5 24 21z"
          fill="#fbc531"
          stroke="#b45309"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id="win-heading" className="text-brand-900 mt-2 text-2xl font-bold sm:text-3xl">
        {headline}
      </h2>
      <dl className="mx-auto mt-4 flex max-w-md flex-wrap justify-center gap-3 text-lg">
        <div className="rounded-2xl bg-white px-4 py-2">
          <dt className="text-sm text-slate-700">Moves</dt>
          <dd className="text-ink font-bold" data-testid="final-moves">
            {state.moves}
          </dd>
        </div>
        {showTimer ? (
          <div className="rounded-2xl bg-white px-4 py-2">
            <dt className="text-sm text-slate-700">Time</dt>
            <dd className="text-ink font-bold">{formatDuration(elapsedMs(state, 0))}</dd>
          </div>
        ) : null}
        {state.players === 2
          ? ([0, 1] as const).map((p) => (
              <div key={p} className="rounded-2xl bg-white px-4 py-2">
                <dt className="text-sm text-slate-700">Player {p + 1}</dt>
                <dd className="text-ink font-bold">
                  {state.scores[p]} {state.scores[p] === 1 ? "pair" : "pairs"}
                </dd>
              </div>
            ))
          : null}
      </dl>
      {state.players === 1 ? (
        <p className="mt-2 text-slate-700">
          The fewest moves possible is {pairs}. Can you beat your score?
        </p>
      ) : null}
      <Button ref={againRef} variant="sun" className="mt-4" onClick={onAgain}>
        Play again
      </Button>
    </section>
  );
}
