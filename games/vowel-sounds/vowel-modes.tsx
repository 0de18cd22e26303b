"use client";
// The two learning modes of Vowel Sounds, beside the spec's tap-every-vowel board: find the
// vowels hidden among consonants, and sort the game's example words by short or long vowel.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { celebrateWithFallback } from "@/games/kit/feedback/celebration";
import { ModeSelect } from "@/games/kit/settings/mode-select";
import type { Random } from "@/games/kit/random/random";
import { playSound } from "@/games/kit/audio/sound";
import { useCanSpeak } from "@/games/kit/audio/speech";
import { sayWord } from "@/games/kit/audio/hear-word";
import { ToggleSwitch } from "@/games/kit/settings/toggle-switch";
import { CONFETTI, FALLBACK_CONFETTI, VOWEL_MODES, vowelModeLabels, type VowelMode } from "./data";
import { FindVowelsBoard } from "./find-vowels-board";
import { ShortLongSort } from "./short-long-sort";
import { VowelGuide } from "./vowel-guide";

const modeOptions = VOWEL_MODES.map((value) => ({ value, label: vowelModeLabels[value] }));

export function VowelModePicker({
  mode,
  onMode,
}: {
  mode: VowelMode;
  onMode: (mode: VowelMode) => void;
}) {
  return <ModeSelect value={mode} options={modeOptions} onChange={onMode} />;
}

export type ModeFeedback = {
  announce: (text: string) => void;
  /** Reads a word aloud when sound is on. */
  say: (word: string) => void;
  cue: (name: "correct" | "miss") => void;
  celebrate: (message: string) => void;
};

type VowelModesProps = {
  mode: Exclude<VowelMode, "tap-all">;
  onMode: (mode: VowelMode) => void;
  random: Random;
};

export function VowelModes({ mode, onMode, random }: VowelModesProps) {
  const [sound, setSound] = useState(true);
  const [round, setRound] = useState(0);
  const [finished, setFinished] = useState<string | null>(null);
  const speechAvailable = useCanSpeak();
  const { announce, region } = useAnnouncer();
  const playAgain = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (finished) playAgain.current?.focus();
  }, [finished]);

  const feedback: ModeFeedback = {
    announce,
    say: (word) => {
      if (sound) sayWord(word);
    },
    cue: (name) => {
      if (sound) playSound(name, 0.15);
    },
    celebrate: (message) => {
      if (sound) playSound("success");
      void celebrateWithFallback(CONFETTI, FALLBACK_CONFETTI);
      announce(message);
      setFinished(message);
    },
  };

  const restart = () => {
    setFinished(null);
    setRound((r) => r + 1);
  };

  return (
    <div className="space-y-6">
      {region}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <VowelModePicker mode={mode} onMode={onMode} />
        <ToggleSwitch
          label={speechAvailable ? "Sound and words" : "Sound"}
          checked={sound}
          onChange={setSound}
        />
        <Button variant="secondary" onClick={restart}>
          Reset
        </Button>
      </div>
      {mode === "find-vowels" ? (
        <FindVowelsBoard key={round} random={random} round={round + 1} feedback={feedback} />
      ) : (
        <ShortLongSort key={round} random={random} feedback={feedback} />
      )}
      {finished ? (
        <div
          className="border-sun-500 bg-cream flex flex-wrap items-center justify-between gap-4 rounded-2xl border-2 p-5"
          data-testid="vowel-mode-complete"
        >
          <h2 className="text-brand-900 text-2xl font-bold">{finished}</h2>
          <Button ref={playAgain} variant="sun" onClick={restart}>
            Play again
          </Button>
        </div>
      ) : null}
      <VowelGuide speechAvailable={speechAvailable} />
    </div>
  );
}
