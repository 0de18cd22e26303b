"use client";
// Alphabet Sequencing: find a to z in order inside a passage or a mixed-letter text. The view
// renders state from logic.ts and turns clicks and keys into its events.
import { HearButton } from "@/games/kit/audio/hear-button";
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { HearLetterSound } from "@/games/kit/audio/hear-word";
import { PlayArea } from "@/games/kit/screen/play-area";
import { useEffect, useState } from "react";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { celebrateWithFallback } from "@/games/kit/feedback/celebration";
import { playSound } from "@/games/kit/audio/sound";
import { ToggleSwitch } from "@/games/kit/settings/toggle-switch";
import { useSeededRandom } from "@/games/kit/random/use-seeded-random";
import { useLatestState } from "@/games/kit/timing/use-game-loop";
import { Button } from "@/components/ui/button";
import { AlphabetStrip } from "./alphabet-strip";
import {
  CONFETTI,
  DEFAULT_LETTER_CASE,
  FALLBACK_CONFETTI,
  passages,
  type LetterCase,
} from "./data";
import { CaseChoice } from "./case-choice";
import { customTextFromQuery } from "./custom-text";
import { CustomTextForm } from "./custom-text-form";
import { inCase } from "./text";
import { LetterBoard } from "./letter-board";
import {
  chooseGlyph,
  createGame,
  restart,
  skippedLetters,
  targetLetter,
  tick,
  type TextChoice,
} from "./logic";

/** H is the letter to find; the text is heard with T. */
const TEXT_KEY = "t";

const textChoices: { id: TextChoice; label: string; hint: string }[] = [
  { id: "text1", label: passages.text1.label, hint: passages.text1.title },
  { id: "text2", label: passages.text2.label, hint: passages.text2.title },
  { id: "generated", label: "Mixed letters", hint: "New every time" },
  { id: "custom", label: "Your own text", hint: "Paste a text to play" },
];

/** Keeps a tutor's own text in the address, so the link can be copied and shared. */
function rememberText(text: string | null) {
  const url = new URL(window.location.href);
  if (text === null) url.searchParams.delete("text");
  else url.searchParams.set("text", text);
  window.history.replaceState(window.history.state, "", url);
}

export function AlphabetSequencingGame() {
  const random = useSeededRandom();
  const [shared] = useState(() => customTextFromQuery(window.location.search));
  const [customText, setCustomText] = useState(shared?.ok ? shared.text : "");
  const [game, update, gameRef] = useLatestState(() =>
    shared?.ok ? createGame("custom", random, shared.text) : createGame("text1", random),
  );
  const [letterCase, setLetterCase] = useState<LetterCase>(DEFAULT_LETTER_CASE);
  const uppercase = letterCase === "upper";
  const [showAlphabet, setShowAlphabet] = useState(true);
  const [sound, setSound] = useState(true);
  const { announce, region } = useAnnouncer();

  // After z the celebration lasts 1200 ms; then progress resets on the same text.
  useEffect(() => {
    if (game.resetAt === null) return;
    const timer = window.setTimeout(
      () => update((s) => tick(s, Date.now())),
      Math.max(0, game.resetAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [game.resetAt, update]);

  const target = targetLetter(game);
  // As written, a letter can appear either way (Jack, jump), so the prompt shows both.
  const shownTarget =
    target &&
    (letterCase === "as-written"
      ? `${target.toUpperCase()} ${target}`
      : inCase(target, letterCase));
  const showCase = (letter: string) => (uppercase ? letter.toUpperCase() : letter);
  const skipped = skippedLetters(game);
  // A passage or the child's own text is read aloud; the mixed letters are no words to read.
  const passage = game.choice === "generated" ? "" : game.glyphs.map((g) => g.char).join("");

  const choose = (glyphIndex: number) => {
    const { state, outcome: result } = chooseGlyph(gameRef.current, glyphIndex, Date.now());
    update(() => state);
    if (result.kind === "correct") {
      if (sound) playSound("correct", 0.15);
      const following = targetLetter(state);
      announce(
        `Yes, ${showCase(result.letter)}.${following ? ` Now find ${showCase(following)}.` : ""}`,
      );
    } else if (result.kind === "wrong") {
      if (sound) playSound("miss", 0.12);
      announce(
        result.sameLetter
          ? `That is a ${showCase(result.clicked)}, but not the next one. Find the first ${showCase(result.expected)} after your last letter.`
          : `That is ${showCase(result.clicked)}. Look for ${showCase(result.expected)}.`,
      );
    } else if (result.kind === "complete") {
      if (sound) playSound("success");
      void celebrateWithFallback(CONFETTI, FALLBACK_CONFETTI);
      announce("You found every letter from a to z! The letters clear so you can play again.");
    }
  };

  const chooseText = (choice: TextChoice) => {
    if (choice === "custom") {
      update(() => createGame("custom", random, customText));
      if (customText) rememberText(customText);
      announce("Your own text. Paste or type it below.");
      return;
    }
    rememberText(null);
    update(() => createGame(choice, random));
    announce(
      choice === "generated" ? "New mixed letters. Find a." : `${passages[choice].title}. Find a.`,
    );
  };

  const playCustomText = (text: string) => {
    setCustomText(text);
    rememberText(text);
    const next = update(() => createGame("custom", random, text));
    const first = targetLetter(next);
    announce(first ? `Your text is ready. Find ${showCase(first)}.` : "Your text is ready.");
  };

  const celebrating =
    game.status === "celebrating" || (game.roundsCompleted > 0 && game.found.length === 0);

  return (
    <div className="space-y-4">
      {game.choice === "custom" ? (
        <CustomTextForm
          initialText={customText}
          initialProblem={shared && !shared.ok ? shared.message : null}
          onUse={playCustomText}
        />
      ) : null}

      <PlayArea className="space-y-3">
        {/* The prompt stays in view while the child scrolls a long text (the site header scrolls away on game pages). */}
        <div className="sticky top-0 z-30" data-testid="find-bar">
          {showAlphabet ? (
            <div className="flex flex-wrap items-center gap-4 rounded-3xl bg-white p-3 shadow-sm">
              <p className="text-brand-900 text-lg font-semibold" data-testid="next-letter">
                {shownTarget ? (
                  <>
                    Find: <span className="bg-sun-300 rounded-lg px-2 text-2xl">{shownTarget}</span>
                  </>
                ) : game.targets.length === 0 ? (
                  "Paste a text to start."
                ) : (
                  "All found!"
                )}
              </p>
              {/* A lone letter only in the practice's recording of its sound, never a voice. */}
              {target ? (
                <HearLetterSound
                  key={target}
                  text={target}
                  label={`Hear the sound of ${target}`}
                  hotkey={HEAR_KEY}
                />
              ) : null}
              <AlphabetStrip
                targets={game.targets}
                nextLetter={game.nextLetter}
                uppercase={uppercase}
              />
            </div>
          ) : (
            <p className="text-brand-900 rounded-3xl bg-white p-3 text-lg font-semibold">
              Letters found: {game.found.length} of {game.targets.length}
            </p>
          )}
        </div>
        {game.choice === "custom" && skipped.length > 0 && game.targets.length > 0 ? (
          <p className="text-slate-700" data-testid="skipped-letters">
            This text cannot give every letter in order, so the game skips:{" "}
            {skipped.map(showCase).join(", ")}.
          </p>
        ) : null}

        {celebrating ? (
          <div
            className="flex items-center gap-3 rounded-3xl border-2 border-emerald-700 bg-emerald-50 p-4 text-lg font-semibold text-emerald-950"
            data-testid="alphabet-complete"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="text-sun-500 h-10 w-10 shrink-0">
              <path
                fill="currentColor"
                stroke="#92400e"
                strokeWidth="1"
                d="m12 2 3 6.5 7 .8-5.2 4.8 1.5 7L12 17.5 5.7 21.1l1.5-7L2 9.3l7-.8z"
              />
            </svg>
            <span>
              {skipped.length > 0
                ? "You found every letter this text has, in order!"
                : "You found every letter from a to z!"}{" "}
              {game.roundsCompleted > 1 ? `Rounds finished: ${game.roundsCompleted}.` : ""} Play
              again from a.
            </span>
          </div>
        ) : null}

        <LetterBoard
          glyphs={game.glyphs}
          found={game.found}
          dimmed={game.dimmed}
          letterCase={letterCase}
          onChoose={choose}
        />
      </PlayArea>
      {/* Settings sit below the board, so the board is whole on screen from the start. */}
      <div className="bg-brand-50 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-3xl p-3">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Text</legend>
          {textChoices.map((choice) => (
            <label key={choice.id} className="cursor-pointer">
              <input
                type="radio"
                name="alphabet-text"
                value={choice.id}
                checked={game.choice === choice.id}
                onChange={() => chooseText(choice.id)}
                className="peer sr-only"
              />
              <span className="border-brand-600 text-brand-800 peer-checked:bg-brand-600 peer-focus-visible:outline-brand-700 inline-flex min-h-11 items-center rounded-full border-2 bg-white px-4 font-semibold peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2">
                {choice.label}
                <span className="sr-only">: {choice.hint}</span>
              </span>
            </label>
          ))}
          {game.choice === "generated" ? (
            <Button variant="secondary" onClick={() => chooseText("generated")}>
              New letters
            </Button>
          ) : null}
        </fieldset>
        {/* Beside the choice of text, not in the find bar: there it would push the board past
            the bottom of a laptop screen. T hears it from anywhere on the page. */}
        {passage ? <HearButton text={passage} label="Hear the text" hotkey={TEXT_KEY} /> : null}
        <CaseChoice value={letterCase} onChange={setLetterCase} />
        <ToggleSwitch label="Show alphabet" checked={showAlphabet} onChange={setShowAlphabet} />
        <ToggleSwitch label="Sound" checked={sound} onChange={setSound} />
        <Button variant="ghost" onClick={() => update(restart)}>
          Start over
        </Button>
      </div>
      {region}
    </div>
  );
}
