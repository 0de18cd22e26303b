"use client";
// The showdown: both numbers in expanded form, the comparison sign with its words, and who
// scores. At the end of the game it also names the winner.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { type Ref } from "react";
import { Button } from "@/components/ui/button";
import type { GameState } from "./logic";
import {
  comparisonInWords,
  digitValues,
  expandedForm,
  numberFromDigits,
  placeCount,
  placesOf,
} from "./numbers";
import { placeTheme } from "./base-ten";
import { HearButton, NoVoiceMessage } from "../kit/audio/hear-button";

const signNames = { ">": "greater than", "<": "less than", "=": "equal to" } as const;

function ExpandedNumber({ digits, name }: { digits: number[]; name: string }) {
  const places = placesOf(digits.length);
  const values = digitValues(digits);
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <p className="text-sm font-semibold text-slate-700">{name}</p>
      <p className="text-ink flex gap-1 text-5xl font-bold" aria-hidden="true">
        {digits.map((digit, i) => (
          <span key={i} className={`rounded-lg border-b-4 px-1 ${placeTheme[places[i]!].header}`}>
            {digit}
          </span>
        ))}
      </p>
      <p className="sr-only">{numberFromDigits(digits)}</p>
      {digits[0] === 0 && digits.length > 1 ? (
        <p className="text-sm text-slate-700">
          A zero in the first place has no value: {digits.join("")} is {numberFromDigits(digits)}.
        </p>
      ) : null}
      <p className="text-brand-900 text-lg font-semibold" data-testid="expanded-form">
        = {expandedForm(digits)}
      </p>
      <ul className="flex flex-wrap justify-center gap-1 text-xs text-slate-700">
        {values.map((value, i) => (
          <li key={i} className="rounded-full bg-slate-100 px-2 py-0.5">
            {placeCount(digits[i]!, places[i]!)} = {value}
          </li>
        ))}
      </ul>
    </div>
  );
}

type RevealProps = {
  state: GameState;
  onNext: () => void;
  onPlayAgain: () => void;
  actionRef: Ref<HTMLButtonElement>;
  /** The last button's label when it does not start another game. */ finishLabel?: string;
};

export function RevealPanel({ state, onNext, onPlayAgain, actionRef, finishLabel }: RevealProps) {
  const result = state.result;
  if (!result) return null;
  const [left, right] = result.numbers;
  const roundWinner = result.winner === null ? null : state.names[result.winner];
  const outcome =
    roundWinner === null
      ? "It's a tie. Nobody scores this round."
      : roundWinner === "You"
        ? "You win this round!"
        : `${roundWinner} wins this round!`;
  const gameWinner = state.winner === null ? null : state.names[state.winner];

  return (
    <section
      aria-labelledby="showdown-heading"
      data-testid="reveal"
      className="border-sun-400 bg-cream absolute inset-x-0 top-0 z-10 max-h-[calc(var(--play-height)-5rem)] overflow-y-auto rounded-3xl border-4 p-4 text-center shadow-xl sm:p-6"
    >
      <h2 id="showdown-heading" className="text-brand-900 text-2xl font-bold">
        Showdown!
      </h2>
      <div className="mt-4 grid items-center gap-4 sm:grid-cols-[1fr_auto_1fr]">
        <ExpandedNumber digits={state.boards[0].slots as number[]} name={state.names[0]} />
        <div className="flex flex-col items-center">
          <span
            className="bg-brand-900 flex h-20 w-20 items-center justify-center rounded-full text-5xl font-bold text-white"
            aria-hidden="true"
          >
            {result.sign}
          </span>
          <span className="text-brand-900 mt-1 text-sm font-semibold">
            {signNames[result.sign]}
          </span>
        </div>
        <ExpandedNumber digits={state.boards[1].slots as number[]} name={state.names[1]} />
      </div>
      <p className="text-ink mt-4 flex flex-wrap items-center justify-center gap-2 text-xl font-semibold">
        <span data-testid="comparison-words">
          {left} {result.sign} {right}: {comparisonInWords(left, right)}.
        </span>
        <HearButton
          text={`${comparisonInWords(left, right)}.`}
          label="Read the comparison aloud"
          hotkey={HEAR_KEY}
          compact
        />
      </p>
      <NoVoiceMessage className="mx-auto mt-1" />
      <p className="text-brand-900 mt-1 text-lg">
        Goal: the {state.goal} number. <strong>{outcome}</strong>
      </p>
      {gameWinner === null ? (
        // Pinned to the bottom of the panel, so it stays on screen while the numbers scroll.
        <div className="bg-cream sticky bottom-0 mt-4 pt-1 pb-1">
          <Button ref={actionRef} onClick={onNext}>
            Next round
          </Button>
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center gap-3" data-testid="game-winner">
          <Trophy />
          <p className="text-brand-900 text-2xl font-bold">
            {gameWinner === "You" ? "You win the game" : `${gameWinner} wins the game`},{" "}
            {state.scores[state.winner!]} to {state.scores[state.winner === 0 ? 1 : 0]}!
          </p>
          <Button ref={actionRef} variant="sun" onClick={onPlayAgain}>
            {finishLabel ?? "Play again"}
          </Button>
        </div>
      )}
    </section>
  );
}

function Trophy() {
  return (
    <svg viewBox="0 0 64 64" className="h-20 w-20" aria-hidden="true">
      <path d="M20 8h24v14a12 12 0 0 1-24 0z" fill="#fbc531" stroke="#b45309" strokeWidth="2.5" />
      <path
        d="M20 12h-8a8 8 0 0 0 8 12M44 12h8a8 8 0 0 1-8 12"
        fill="none"
        stroke="#b45309"
        strokeWidth="2.5"
      />
      <path d="M28 34h8v10h-8z" fill="#fbc531" stroke="#b45309" strokeWidth="2.5" />
      <path d="M20 44h24v8H20z" fill="#0271b8" stroke="#074d7b" strokeWidth="2.5" />
      <path d="M32 12l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z" fill="#fff" />
    </svg>
  );
}
