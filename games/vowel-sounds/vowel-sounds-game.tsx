"use client";
// Vowel Sounds: tap each of the 28 vowels once; each tap reads a keyword aloud. Finding all 28
// celebrates with confetti (300 particles), or a calm star banner under reduced motion.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { PlayArea } from "@/games/kit/screen/play-area";
import { useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { celebrateWithFallback } from "@/games/kit/feedback/celebration";
import { moveInGrid } from "@/games/kit/input/grid-keys";
import { playSound } from "@/games/kit/audio/sound";
import { useCanSpeak } from "@/games/kit/audio/speech";
import { HearWord, sayWord } from "@/games/kit/audio/hear-word";
import { ToggleSwitch } from "@/games/kit/settings/toggle-switch";
import { useSeededRandom } from "@/games/kit/random/use-seeded-random";
import { useLatestState } from "@/games/kit/timing/use-game-loop";
import {
  CONFETTI,
  DEFAULT_VOWEL_MODE,
  FALLBACK_CONFETTI,
  LINE_LENGTH,
  VOWEL_MODES,
  VOWEL_SOUNDS,
  vowelsWithKeywords,
  type VowelMode,
} from "./data";
import { modeFromLocation, rememberMode } from "@/games/kit/settings/game-mode";
import { VowelModePicker, VowelModes } from "./vowel-modes";
import { createVowelGame, isSelected, resetVowelGame, selectVowel, vowelLines } from "./logic";
import { VowelGuide } from "./vowel-guide";

export function VowelSoundsGame() {
  const random = useSeededRandom();
  const [game, update, gameRef] = useLatestState(() => createVowelGame(random));
  const [sound, setSound] = useState(true);
  const speechAvailable = useCanSpeak();
  const { announce, region } = useAnnouncer();
  const board = useRef<HTMLDivElement>(null);
  const playAgain = useRef<HTMLButtonElement>(null);
  const total = game.vowels.length;
  const found = game.selected.length;
  // The vowel found last: its keyword is the item "Hear" (and H) says again.
  const [lastVowel, setLastVowel] = useState<keyof typeof VOWEL_SOUNDS | null>(null);
  const [mode, setMode] = useState<VowelMode>(() =>
    modeFromLocation(window.location.search, VOWEL_MODES, DEFAULT_VOWEL_MODE),
  );
  const chooseMode = (next: VowelMode) => {
    setMode(next);
    rememberMode(next, DEFAULT_VOWEL_MODE);
  };

  const choose = (id: string) => {
    const { game: next, outcome } = selectVowel(gameRef.current, id);
    if (outcome === "unknown" || outcome === "already-selected") return;
    update(() => next);
    const entry = next.vowels.find((v) => v.id === id);
    if (entry) setLastVowel(entry.char);
    if (sound && entry) sayWord(VOWEL_SOUNDS[entry.char].keyword);
    if (outcome === "complete") {
      if (sound) playSound("success");
      void celebrateWithFallback(CONFETTI, FALLBACK_CONFETTI);
      announce(`You found all ${total} vowels! Well done.`);
      window.setTimeout(() => playAgain.current?.focus(), 50);
    } else if (entry) {
      announce(
        `${entry.char}, as in ${VOWEL_SOUNDS[entry.char].keyword}. Found ${next.selected.length} of ${total}.`,
      );
    }
  };

  const reset = () => {
    update((current) => resetVowelGame(current, random));
    setLastVowel(null);
    announce(`New vowels. Found 0 of ${total}.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = moveInGrid(index, event.key, total, LINE_LENGTH);
    if (next === null) return;
    event.preventDefault();
    board.current?.querySelector<HTMLButtonElement>(`button[data-index="${next}"]`)?.focus();
  };

  if (mode !== "tap-all") return <VowelModes mode={mode} onMode={chooseMode} random={random} />;

  return (
    <div className="space-y-6">
      {region}
      <PlayArea className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-brand-900 text-lg font-semibold" data-testid="vowel-progress">
              Found {found} of {total}
            </p>
            {lastVowel ? (
              <HearWord
                key={lastVowel}
                text={VOWEL_SOUNDS[lastVowel].keyword}
                label={`Hear ${VOWEL_SOUNDS[lastVowel].keyword}`}
                hotkey={HEAR_KEY}
              />
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <VowelModePicker mode={mode} onMode={chooseMode} />
            <ToggleSwitch
              label={speechAvailable ? "Sound and words" : "Sound"}
              checked={sound}
              onChange={setSound}
            />
            <Button variant="secondary" onClick={reset}>
              Reset
            </Button>
          </div>
        </div>
        <div aria-hidden="true" className="bg-brand-100 h-3 overflow-hidden rounded-full">
          <div
            className="bg-brand-600 h-full rounded-full transition-[width]"
            style={{ width: `${(found / total) * 100}%` }}
          />
        </div>

        <div
          ref={board}
          className="border-brand-100 space-y-4 rounded-2xl border bg-white p-3 shadow-sm sm:p-5"
        >
          {vowelLines(game).map((line, lineIndex) => (
            // 14 equal columns from a tablet up, so the spec's 2 lines stay 2 rows and the arrow keys match them.
            <div
              key={lineIndex}
              role="group"
              aria-label={`Line ${lineIndex + 1}`}
              className="flex flex-wrap justify-center gap-2 sm:grid sm:grid-cols-[repeat(14,minmax(0,3.5rem))] sm:gap-1.5 md:gap-2"
            >
              {line.map((entry, i) => {
                const index = lineIndex * LINE_LENGTH + i;
                const selected = isSelected(game, entry.id);
                return (
                  <button
                    key={entry.id}
                    type="button"
                    data-index={index}
                    data-vowel={entry.char}
                    aria-pressed={selected}
                    onClick={() => choose(entry.id)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    className={`relative flex h-16 w-12 touch-manipulation items-center justify-center rounded-xl border-2 text-4xl font-semibold transition-colors sm:w-full ${
                      selected
                        ? "border-rose-800 bg-rose-100 text-rose-950"
                        : "text-ink border-rose-300 bg-white hover:bg-rose-50"
                    }`}
                  >
                    <span className="-mt-1">{entry.char}</span>
                    <span className="sr-only">{`, vowel ${index + 1} of ${total}`}</span>
                    {selected ? <CheckBadge /> : null}
                  </button>
                );
              })}
            </div>
          ))}
        </div>

        {game.complete ? (
          <div
            className="border-sun-500 bg-cream flex flex-wrap items-center justify-between gap-4 rounded-2xl border-2 p-5"
            data-testid="vowel-complete"
          >
            <div className="flex items-center gap-3">
              <StarIcon />
              <div>
                <h2 className="text-brand-900 text-2xl font-bold">You found all {total} vowels!</h2>
                <p className="text-slate-700">Say each one with its word: {vowelsWithKeywords}.</p>
              </div>
            </div>
            <Button ref={playAgain} variant="sun" onClick={reset}>
              Play again
            </Button>
          </div>
        ) : null}
      </PlayArea>
      <VowelGuide speechAvailable={speechAvailable} />
    </div>
  );
}

function CheckBadge() {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1.5 -right-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-rose-800 text-white"
    >
      <svg
        viewBox="0 0 16 16"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3.5 8.5l3 3 6-7" />
      </svg>
    </span>
  );
}

function StarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="h-14 w-14 shrink-0">
      <path
        d="M24 3l6.2 13.2 14.3 1.7-10.6 9.8 2.9 14.2L24 34.8 11.2 41.9l2.9-14.2L3.5 17.9l14.3-1.7z"
        fill="#fbc531"
        stroke="#b45309"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
