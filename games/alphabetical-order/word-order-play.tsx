"use client";
// One word-order round: tap the words in alphabetical order. Placed words fill the numbered row;
// a word out of turn stays put and the reason (first or second letter) is shown.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { HearButton } from "../kit/audio/hear-button";
import { useState } from "react";
import type { Random } from "@/games/kit/random/random";
import type { WordCount } from "./data";
import type { RoundFeedback } from "./order-learning-modes";
import { chooseWord, createWordOrderRound, isPlaced } from "./word-order";

type WordOrderPlayProps = { random: Random; count: WordCount; feedback: RoundFeedback };

export function WordOrderPlay({ random, count, feedback }: WordOrderPlayProps) {
  const [round, setRound] = useState(() => createWordOrderRound(random, count));
  const [tip, setTip] = useState<string | null>(null);

  const choose = (word: string) => {
    const { round: next, outcome } = chooseWord(round, word);
    if (outcome.kind === "ignored") return;
    setRound(next);
    if (outcome.kind === "wrong") {
      setTip(outcome.reason);
      feedback.cue("miss");
      feedback.announce(`Not yet. ${outcome.reason}`);
      return;
    }
    setTip(null);
    if (outcome.complete) feedback.finish();
    else {
      feedback.cue("correct");
      feedback.announce(`Yes, ${word} is number ${next.placed}.`);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-brand-900 text-lg font-semibold">
          Tap the words in alphabetical order. Look at the first letter; if two words start the
          same, look at the second letter.
        </p>
        {/* H hears every word to order; each word has its own speaker below. */}
        <HearButton text={`${round.shown.join(", ")}.`} label="Hear the words" hotkey={HEAR_KEY} />
      </div>
      <ol aria-label="Words in order" className="flex flex-wrap gap-2" data-testid="ordered-words">
        {round.ordered.map((word, i) => (
          <li
            key={word}
            className={`flex min-h-14 min-w-24 items-center justify-center gap-1 rounded-2xl border-[3px] px-3 text-2xl font-bold ${
              i < round.placed
                ? "border-solid border-emerald-700 bg-emerald-50 text-emerald-950"
                : "border-dashed border-slate-400 bg-white text-slate-600"
            }`}
          >
            <span className="text-base font-semibold">{i + 1}.</span>{" "}
            {i < round.placed ? word : <span className="sr-only">empty</span>}
          </li>
        ))}
      </ol>
      {tip ? (
        <p
          className="flex items-center gap-2 rounded-xl border-2 border-amber-600 bg-amber-50 px-3 py-2 font-semibold text-amber-950"
          data-testid="order-tip"
        >
          <span aria-hidden="true">✗</span> Not yet. {tip}
        </p>
      ) : null}
      <div role="group" aria-label="Words to order" className="flex flex-wrap gap-3">
        {round.shown.map((word) => {
          const placed = isPlaced(round, word);
          return (
            <span key={word} className="inline-flex items-center gap-1">
              <button
                type="button"
                data-word={word}
                data-state={placed ? "placed" : "open"}
                aria-disabled={placed || undefined}
                onClick={() => choose(word)}
                className={`min-h-16 min-w-24 touch-manipulation rounded-2xl border-[3px] px-4 text-3xl font-bold shadow-sm ${
                  placed
                    ? "border-slate-300 bg-slate-100 text-slate-500"
                    : "border-brand-600 text-brand-950 hover:bg-brand-50 bg-white"
                }`}
              >
                {word}
                {placed ? <span className="sr-only">, placed</span> : null}
              </button>
              <HearButton text={word} label={`Hear ${word}`} compact />
            </span>
          );
        })}
      </div>
    </div>
  );
}
