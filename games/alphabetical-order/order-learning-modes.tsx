"use client";
// The learning modes beside the spec's letter groups: a missing-letter round and a word-order
// round. Each round renders logic state only; this wrapper holds the settings bar, the sounds,
// the celebration and Play Again.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { celebrateWithFallback } from "@/games/kit/feedback/celebration";
import { ModeSelect } from "@/games/kit/settings/mode-select";
import type { Random } from "@/games/kit/random/random";
import { playSound } from "@/games/kit/audio/sound";
import { ToggleSwitch } from "@/games/kit/settings/toggle-switch";
import {
  CONFETTI,
  DEFAULT_WORD_COUNT,
  FALLBACK_CONFETTI,
  WORD_COUNTS,
  type OrderMode,
  type WordCount,
} from "./data";
import { MissingLetterPlay } from "./missing-letter-play";
import { orderModeOptions } from "./order-settings";
import { WordOrderPlay } from "./word-order-play";

export type RoundFeedback = {
  announce: (text: string) => void;
  cue: (name: "correct" | "miss" | "pop") => void;
  finish: () => void;
};

type OrderLearningModesProps = {
  mode: Exclude<OrderMode, "groups">;
  onMode: (mode: OrderMode) => void;
  random: Random;
  uppercase: boolean;
  onUppercase: (value: boolean) => void;
  music: boolean;
  onMusic: (value: boolean) => void;
  sfx: boolean;
  onSfx: (value: boolean) => void;
};

const wordCountOptions = WORD_COUNTS.map((n) => ({ value: String(n), label: `${n} words` }));

export function OrderLearningModes(props: OrderLearningModesProps) {
  const { mode, random, uppercase, sfx } = props;
  const [round, setRound] = useState(0);
  const [wordCount, setWordCount] = useState<WordCount>(DEFAULT_WORD_COUNT);
  const [complete, setComplete] = useState(false);
  const { announce, region } = useAnnouncer();
  const playAgain = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (complete) playAgain.current?.focus();
  }, [complete]);

  const newRound = () => {
    setComplete(false);
    setRound((r) => r + 1);
  };

  const feedback: RoundFeedback = {
    announce,
    cue: (name) => {
      if (sfx) playSound(name, 0.2);
    },
    finish: () => {
      if (sfx) playSound("success", 0.2);
      void celebrateWithFallback(CONFETTI, FALLBACK_CONFETTI);
      announce("Great job! Everything is in order.");
      setComplete(true);
    },
  };

  return (
    <div className="space-y-3">
      <div className="bg-brand-50 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-3xl p-3">
        <ModeSelect value={mode} options={orderModeOptions} onChange={props.onMode} />
        {mode === "word-order" ? (
          <ModeSelect
            label="Words"
            value={String(wordCount)}
            options={wordCountOptions}
            onChange={(value) => {
              setWordCount(Number(value) as WordCount);
              newRound();
            }}
          />
        ) : null}
        <ToggleSwitch label="Uppercase" checked={uppercase} onChange={props.onUppercase} />
        <ToggleSwitch label="Music" checked={props.music} onChange={props.onMusic} />
        <ToggleSwitch label="Sound effects" checked={sfx} onChange={props.onSfx} />
        <Button variant="secondary" onClick={newRound}>
          New round
        </Button>
      </div>
      <div className="border-brand-100 rounded-3xl border-2 bg-white p-3 sm:p-5">
        {mode === "missing-letter" ? (
          <MissingLetterPlay
            key={round}
            random={random}
            uppercase={uppercase}
            feedback={feedback}
          />
        ) : (
          <WordOrderPlay
            key={`${round}-${wordCount}`}
            random={random}
            count={wordCount}
            feedback={feedback}
          />
        )}
      </div>
      {complete ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border-2 border-emerald-700 bg-emerald-50 p-4"
          data-testid="order-complete"
        >
          <p className="text-xl font-bold text-emerald-950">Great job! Everything is in order.</p>
          <Button ref={playAgain} variant="sun" onClick={newRound}>
            Play Again
          </Button>
        </div>
      ) : null}
      {region}
    </div>
  );
}
