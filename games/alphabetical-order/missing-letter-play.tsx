"use client";
// One missing-letter round: the letters around a gap, the question in words, and four letters to
// choose from. A wrong letter is crossed out ("not this one") and the question stays.
import { useState } from "react";
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { HearLetterSound } from "@/games/kit/audio/hear-word";
import type { Random } from "@/games/kit/random/random";
import {
  answerMissingLetter,
  createMissingLetterRound,
  currentQuestion,
  questionText,
} from "./missing-letter";
import type { RoundFeedback } from "./order-learning-modes";

type MissingLetterPlayProps = { random: Random; uppercase: boolean; feedback: RoundFeedback };

export function MissingLetterPlay({ random, uppercase, feedback }: MissingLetterPlayProps) {
  const [round, setRound] = useState(() => createMissingLetterRound(random));
  const show = (letter: string) => (uppercase ? letter.toUpperCase() : letter);
  const question = currentQuestion(round);
  const asked = round.questions[Math.min(round.index, round.questions.length - 1)];
  // The letters shown around the gap; H hears the first. Each only in the practice's recording
  // of its sound (a voice says a lone letter differently on every device), so without one, none.
  const shown = asked?.sequence.filter((letter): letter is string => letter !== null) ?? [];

  const choose = (letter: string) => {
    const { round: next, outcome } = answerMissingLetter(round, letter);
    if (outcome.kind === "ignored") return;
    setRound(next);
    if (outcome.kind === "wrong") {
      feedback.cue("miss");
      feedback.announce(`Not ${show(letter)}. Try another letter.`);
    } else if (outcome.complete) {
      feedback.finish();
    } else {
      feedback.cue("correct");
      const following = currentQuestion(next);
      feedback.announce(`Yes, ${show(letter)}! ${following ? questionText(following, show) : ""}`);
    }
  };

  return (
    <div className="flex flex-col items-center gap-5">
      <p className="text-brand-900 text-lg font-semibold" data-testid="missing-progress">
        Question {Math.min(round.index + 1, round.questions.length)} of {round.questions.length}
      </p>
      {asked ? (
        <>
          <h2 className="text-brand-950 text-2xl font-bold" data-testid="missing-question">
            {questionText(asked, show)}
          </h2>
          <div className="flex items-center gap-3" aria-hidden="true">
            {asked.sequence.map((letter, i) => (
              <span
                key={i}
                className={`flex h-20 w-20 items-center justify-center rounded-2xl border-[3px] text-5xl font-bold ${
                  letter === null
                    ? "border-brand-700 bg-sun-100 text-brand-900 border-dashed"
                    : "border-brand-600 text-ink bg-white"
                }`}
              >
                {letter === null ? (question ? "?" : show(asked.answer)) : show(letter)}
              </span>
            ))}
          </div>
          <div className="flex items-center gap-3 empty:hidden" data-testid="missing-letter-sounds">
            {shown.map((letter, i) => (
              <HearLetterSound
                key={`${round.index}-${letter}`}
                text={letter}
                label={`Hear the sound of ${show(letter)}`}
                hotkey={i === 0 ? HEAR_KEY : undefined}
              />
            ))}
          </div>
          <div
            role="group"
            aria-label="Choose the missing letter"
            className="flex flex-wrap justify-center gap-3"
          >
            {asked.choices.map((letter) => {
              const tried = round.tried.includes(letter);
              return (
                <button
                  key={`${round.index}-${letter}`}
                  type="button"
                  data-choice={letter}
                  data-state={tried ? "tried" : "open"}
                  aria-disabled={tried || !question || undefined}
                  onClick={() => choose(letter)}
                  className={`flex min-h-20 min-w-20 touch-manipulation flex-col items-center justify-center rounded-2xl border-[3px] px-3 text-4xl font-bold ${
                    tried
                      ? "border-dashed border-slate-400 bg-slate-50 text-slate-500"
                      : "border-brand-600 text-brand-950 hover:bg-brand-50 bg-white"
                  }`}
                >
                  <span className={tried ? "line-through" : undefined}>{show(letter)}</span>
                  {tried ? <span className="text-xs font-semibold">not this one</span> : null}
                </button>
              );
            })}
          </div>
        </>
      ) : null}
    </div>
  );
}
