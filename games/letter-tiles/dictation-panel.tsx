"use client";
// The "Listen and build" bar above the board: Start (a tap, so iOS lets the first word be read),
// hear the word again (button or H), Check, Next word, and the round's summary at the end.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { HearButton } from "@/games/kit/audio/hear-button";
import {
  checkMessage,
  DICTATION_ROUND,
  dictationWord,
  summaryMessage,
  type DictationState,
} from "./dictation";

type DictationPanelProps = {
  round: DictationState | null;
  onStart: () => void;
  onCheck: () => void;
  onNext: () => void;
};

export function DictationPanel({ round, onStart, onCheck, onNext }: DictationPanelProps) {
  // The summary takes focus, so a keyboard player hears it and can play again with Enter.
  const playAgain = useRef<HTMLButtonElement>(null);
  const done = round?.done ?? false;
  useEffect(() => {
    if (done) playAgain.current?.focus();
  }, [done]);

  if (!round)
    return (
      <section
        aria-label="Listen and build"
        className="border-brand-100 bg-brand-50/60 flex flex-wrap items-center gap-3 rounded-2xl border px-4 py-2"
      >
        <p className="text-brand-900 font-semibold">
          Listen to each word, then build it from the tiles. {DICTATION_ROUND} words in a round.
        </p>
        <Button onClick={onStart}>Start listening</Button>
      </section>
    );

  if (round.done)
    return (
      <section
        aria-labelledby="dictation-summary"
        className="border-brand-100 bg-brand-50/60 space-y-2 rounded-2xl border px-4 py-3"
      >
        <h2 id="dictation-summary" className="text-brand-900 text-lg font-bold">
          Round finished
        </h2>
        <p data-testid="dictation-summary" className="text-brand-900 font-semibold">
          {summaryMessage(round)}
        </p>
        <Button ref={playAgain} onClick={onStart}>
          Play again
        </Button>
      </section>
    );

  const word = dictationWord(round);
  const last = round.index === round.words.length - 1;
  return (
    <section
      aria-label="Listen and build"
      className="border-brand-100 bg-brand-50/60 flex flex-wrap items-center gap-3 rounded-2xl border px-4 py-2"
    >
      <span className="text-sm font-semibold text-slate-700" data-testid="dictation-position">
        Word {round.index + 1} of {round.words.length}
      </span>
      {/* Keyed by word, so a "no voice" note from the last word never carries over. */}
      <HearButton key={word} text={word} label="Hear the word" hotkey={HEAR_KEY} />
      <Button variant="secondary" onClick={onCheck} disabled={round.solved}>
        Check
      </Button>
      <Button variant={round.solved ? "primary" : "secondary"} onClick={onNext}>
        {last ? "Finish" : "Next word"}
      </Button>
      <p
        role="status"
        data-testid="dictation-feedback"
        className="text-brand-900 min-h-7 basis-full font-semibold"
      >
        {round.check
          ? (round.check.kind === "right" ? "✓ " : "") + checkMessage(round.check, word)
          : ""}
      </p>
    </section>
  );
}
