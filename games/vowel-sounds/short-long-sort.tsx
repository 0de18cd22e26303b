"use client";
// "Short or long?": one word at a time from the game's own word table; the child says whether
// its vowel is short or long, after hearing it if they like (Hear the word, or H). A wrong choice
// explains the pattern and keeps the word in play.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { useState } from "react";
import { HearButton } from "@/games/kit/audio/hear-button";
import type { Random } from "@/games/kit/random/random";
import { createSortGame, currentWord, sortInto, soundReason, type VowelSound } from "./logic";
import type { ModeFeedback } from "./vowel-modes";

const piles: { sound: VowelSound; title: string; hint: string }[] = [
  { sound: "short", title: "Short vowel", hint: "like the a in cat" },
  { sound: "long", title: "Long vowel", hint: "says its own name, like cake" },
];

export function ShortLongSort({ random, feedback }: { random: Random; feedback: ModeFeedback }) {
  const [game, setGame] = useState(() => createSortGame(random));
  const [tip, setTip] = useState<string | null>(null);
  const word = currentWord(game);

  const choose = (sound: VowelSound) => {
    const { game: next, outcome } = sortInto(game, sound);
    if (outcome.kind === "ignored") return;
    setGame(next);
    if (outcome.kind === "wrong") {
      feedback.cue("miss");
      const reason = soundReason(outcome.word);
      setTip(reason);
      feedback.announce(`Not quite. ${reason}`);
      return;
    }
    setTip(null);
    if (outcome.complete) {
      feedback.celebrate(`You sorted all ${next.words.length} words!`);
      return;
    }
    feedback.cue("correct");
    const following = currentWord(next);
    feedback.announce(
      `Yes, ${outcome.word.word} has a ${outcome.word.sound} ${outcome.word.vowel}. Next word: ${following?.word ?? ""}.`,
    );
    if (following) feedback.say(following.word);
  };

  return (
    <div className="space-y-4">
      <p className="text-brand-900 text-lg font-semibold">
        Is the vowel short or long?{" "}
        <span data-testid="vowel-progress">
          Sorted {game.sorted.length} of {game.words.length}
        </span>
      </p>
      <div className="border-brand-100 flex flex-col items-center gap-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-6">
        <p
          className="text-ink min-h-20 text-6xl font-bold tracking-wide"
          data-testid="sort-word"
          aria-live="off"
        >
          {word?.word ?? "All sorted"}
        </p>
        {word ? <HearButton text={word.word} label="Hear the word" hotkey={HEAR_KEY} /> : null}
        {tip ? (
          <p
            className="flex items-center gap-2 rounded-xl border-2 border-amber-600 bg-amber-50 px-3 py-2 font-semibold text-amber-950"
            data-testid="sort-tip"
          >
            <span aria-hidden="true" className="text-xl">
              ✗
            </span>
            Not quite. {tip}
          </p>
        ) : null}
        <div className="grid w-full max-w-2xl grid-cols-2 gap-3">
          {piles.map((pile) => (
            <button
              key={pile.sound}
              type="button"
              data-pile={pile.sound}
              disabled={!word}
              onClick={() => choose(pile.sound)}
              className="border-brand-600 bg-brand-50 text-brand-950 hover:bg-brand-100 flex min-h-24 touch-manipulation flex-col items-center justify-center rounded-2xl border-[3px] p-3 disabled:opacity-60"
            >
              <span className="text-2xl font-bold">{pile.title}</span>
              <span className="text-sm font-semibold text-slate-700">{pile.hint}</span>
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {piles.map((pile) => {
          const words = game.sorted.filter((w) => w.sound === pile.sound);
          return (
            <section
              key={pile.sound}
              aria-label={`${pile.title} words`}
              className="border-brand-100 rounded-2xl border bg-white p-3"
            >
              <h2 className="text-brand-900 font-semibold">
                {pile.title}: {words.length}
              </h2>
              <ul className="mt-1 flex flex-wrap gap-2" data-testid={`pile-${pile.sound}`}>
                {words.map((w) => (
                  <li
                    key={w.word}
                    className="bg-brand-50 rounded-full px-3 py-1 text-lg font-semibold"
                  >
                    {w.word}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
