"use client";
// "Find the vowels": 3 lines of 14 letters; the child picks the 28 vowels and leaves the
// consonants. A consonant picked by mistake is crossed out with "not a vowel", never penalised.
import { useRef, useState, type KeyboardEvent } from "react";
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { HearWord } from "@/games/kit/audio/hear-word";
import { moveInGrid } from "@/games/kit/input/grid-keys";
import type { Random } from "@/games/kit/random/random";
import { LINE_LENGTH, VOWEL_SOUNDS, type Vowel } from "./data";
import { createFindVowelsGame, pickLetter, vowelsToFind } from "./logic";
import type { ModeFeedback } from "./vowel-modes";

export function FindVowelsBoard({
  random,
  round,
  feedback,
}: {
  random: Random;
  round: number;
  feedback: ModeFeedback;
}) {
  const [game, setGame] = useState(() => createFindVowelsGame(random, round));
  // The vowel found last: its keyword can be heard again (button or H), as on the main board.
  const [lastVowel, setLastVowel] = useState<Vowel | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const total = vowelsToFind(game);
  const lines = Array.from({ length: Math.ceil(game.tiles.length / LINE_LENGTH) }, (_, i) =>
    game.tiles.slice(i * LINE_LENGTH, (i + 1) * LINE_LENGTH),
  );

  const choose = (id: string) => {
    const { game: next, outcome } = pickLetter(game, id);
    if (next === game) return;
    setGame(next);
    const tile = next.tiles.find((t) => t.id === id);
    if (!tile) return;
    if (outcome === "not-a-vowel") {
      feedback.cue("miss");
      feedback.announce(
        `${tile.char} is a consonant, not a vowel. Found ${next.found.length} of ${total}.`,
      );
    } else if (outcome === "complete") {
      feedback.celebrate(`You found all ${total} vowels!`);
    } else {
      setLastVowel(tile.char as Vowel);
      feedback.say(VOWEL_SOUNDS[tile.char as Vowel].keyword);
      feedback.announce(`Yes, ${tile.char} is a vowel. Found ${next.found.length} of ${total}.`);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = moveInGrid(index, event.key, game.tiles.length, LINE_LENGTH);
    if (next === null) return;
    event.preventDefault();
    board.current?.querySelector<HTMLButtonElement>(`button[data-index="${next}"]`)?.focus();
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-brand-900 text-lg font-semibold">
          Pick only the vowels: a, e, i, o and u.{" "}
          <span data-testid="vowel-progress">
            Found {game.found.length} of {total}
          </span>
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
      <div
        ref={board}
        className="border-brand-100 space-y-4 rounded-2xl border bg-white p-3 shadow-sm sm:p-5"
      >
        {lines.map((line, lineIndex) => (
          <div
            key={lineIndex}
            role="group"
            aria-label={`Line ${lineIndex + 1}`}
            className="flex flex-wrap justify-center gap-2"
          >
            {line.map((tile, i) => {
              const index = lineIndex * LINE_LENGTH + i;
              const found = game.found.includes(tile.id);
              const missed = game.misses.includes(tile.id);
              return (
                <button
                  key={tile.id}
                  type="button"
                  data-index={index}
                  data-letter={tile.char}
                  data-state={found ? "found" : missed ? "not-a-vowel" : "open"}
                  aria-pressed={found}
                  onClick={() => choose(tile.id)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className={`relative flex h-16 w-12 touch-manipulation flex-col items-center justify-center rounded-xl border-2 text-4xl font-semibold sm:w-14 ${
                    found
                      ? "border-rose-800 bg-rose-100 text-rose-950"
                      : missed
                        ? "border-dashed border-slate-400 bg-slate-50 text-slate-500"
                        : "text-ink hover:bg-brand-50 border-slate-300 bg-white"
                  }`}
                >
                  <span className={missed ? "-mt-1 line-through" : "-mt-1"}>{tile.char}</span>
                  {missed ? (
                    <span className="text-[0.6rem] leading-none font-semibold">not a vowel</span>
                  ) : null}
                  {found ? <span className="sr-only">, vowel found</span> : null}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
