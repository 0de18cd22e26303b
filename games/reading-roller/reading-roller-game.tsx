"use client";
// Reading Roller: roll the die, read the column it picks, tick a circle per reading. The view
// renders logic.ts state, ticks the clock while a roll or completion is pending, and celebrates.
// Assigned with a list, the list is fixed and each roll asks how the column went
// (reading-check.ts): "I read it", or "That was tricky" and a tap on each tricky word; each round
// of answers goes to `assigned.onRound`.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { PlayArea } from "@/games/kit/screen/play-area";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { celebrateWithFallback } from "@/games/kit/feedback/celebration";
import { useReducedMotion } from "@/games/kit/feedback/motion";
import { playSound } from "@/games/kit/audio/sound";
import { HearButton, NoVoiceMessage } from "@/games/kit/audio/hear-button";
import { speak, useCanSpeak } from "@/games/kit/audio/speech";
import { ToggleSwitch } from "@/games/kit/settings/toggle-switch";
import { useSeededRandom } from "@/games/kit/random/use-seeded-random";
import { useLatestState, useTicker } from "@/games/kit/timing/use-game-loop";
import {
  COLUMNS,
  CONFETTI,
  DEFAULT_PATTERN,
  FALLBACK_CONFETTI,
  PATTERN_IDS,
  patterns,
  wordOf,
  type PatternId,
} from "./data";
import { Dice } from "./dice";
import {
  activeColumn,
  allComplete,
  bannerVisible,
  changePattern,
  completionAnnouncement,
  createRoller,
  nextDeadline,
  resetGame,
  startRoll,
  tick,
  toggleCircle,
} from "./logic";
import { WordColumn } from "./word-column";
import {
  answerRoll,
  awaitsAnswer,
  columnsAnswered,
  startReadingCheck,
  toggleTrickyWord,
  type ReadingRoundResult,
} from "./reading-check";

type ReadingRollerGameProps = {
  /** A tutor's assignment: the list to read, and where each round of answers goes. */
  assigned?: { list: PatternId; onRound: (round: ReadingRoundResult) => void };
};

export function ReadingRollerGame({ assigned }: ReadingRollerGameProps = {}) {
  const random = useSeededRandom();
  const speechAvailable = useCanSpeak();
  const [game, update, gameRef] = useLatestState(() =>
    createRoller(assigned?.list ?? DEFAULT_PATTERN),
  );
  const [check, setCheck] = useState(startReadingCheck);
  /** The words chosen so far while the child picks the rolled column's tricky ones. */
  const [picking, setPicking] = useState<string[] | null>(null);
  const rollButton = useRef<HTMLButtonElement>(null);
  const [muted, setMuted] = useState(false);
  const [showSyllables, setShowSyllables] = useState(false);
  const reducedMotion = useReducedMotion();
  const { announce, region } = useAnnouncer();
  const patternId = useId();
  const playAgainButton = useRef<HTMLButtonElement>(null);

  const onTick = useCallback(
    (now: number) => {
      const { state, events } = tick(gameRef.current, now);
      if (state === gameRef.current) return;
      update(() => state);
      if (events.rolledFace !== null) {
        announce(`You rolled ${events.rolledFace}. Read column ${events.rolledFace}.`);
        document
          .querySelector(`[data-column="${events.rolledFace}"]`)
          ?.scrollIntoView({ block: "nearest", behavior: reducedMotion ? "auto" : "smooth" });
      }
      const completion = completionAnnouncement(events);
      if (completion) {
        if (!muted) playSound("success");
        void celebrateWithFallback(CONFETTI, FALLBACK_CONFETTI);
        announce(completion);
      }
    },
    [announce, gameRef, muted, reducedMotion, update],
  );
  useTicker(nextDeadline(game) !== null, onTick, 50);

  const finished = allComplete(game);
  useEffect(() => {
    if (finished) playAgainButton.current?.focus();
  }, [finished]);

  // The choice opens on the rolled column's first word, so a keyboard is where the taps go.
  const pickingOpen = picking !== null;
  useEffect(() => {
    if (pickingOpen && game.face !== null)
      document
        .querySelector<HTMLButtonElement>(`[data-column="${game.face}"] [aria-pressed]`)
        ?.focus();
  }, [pickingOpen, game.face]);

  const roll = () => {
    if (gameRef.current.rolling) return;
    update((s) => startRoll(s, random, Date.now()));
    setPicking(null);
    if (!muted) playSound("unwrap", 0.15);
    announce("Rolling the dice…");
  };

  const choosePattern = (pattern: PatternId) => {
    update((s) => changePattern(s, pattern));
    announce(`${patterns[pattern].label}: ${patterns[pattern].description}. Progress cleared.`);
  };

  const reset = () => {
    update(resetGame);
    setPicking(null);
    // The roll count starts again; the round's answers so far still count.
    setCheck((c) => ({ ...c, answeredRoll: 0 }));
    announce("Game reset. Roll the dice to start.");
  };

  const answer = (trickyWords: string[]) => {
    if (!assigned || game.face === null) return;
    const { check: next, round } = answerRoll(check, game.rolls, game.face - 1, trickyWords);
    setCheck(next);
    setPicking(null);
    rollButton.current?.focus();
    if (round) {
      assigned.onRound(round);
      announce("You read every column. Well done! Roll again to read them once more.");
    } else announce(`Thanks! ${columnsAnswered(next)} of ${COLUMNS} columns read. Roll again.`);
  };

  const pattern = patterns[game.pattern];
  const shownFace = game.rolling && !reducedMotion ? game.rolling.face : (game.face ?? 1);
  const column = activeColumn(game);
  const waiting =
    assigned !== undefined &&
    game.face !== null &&
    !game.rolling &&
    awaitsAnswer(check, game.rolls);
  const rolledWords = game.face !== null ? (pattern.columns[game.face - 1] ?? []).map(wordOf) : [];

  const pickTricky = () => {
    setPicking([]);
    announce(`Tap the words in column ${game.face} that were tricky, then press Done.`);
  };

  return (
    <div className="space-y-4">
      <PlayArea className="space-y-2">
        {/* The banner sits beside the dice (not above the columns), so all six columns fit below. */}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-3xl bg-white p-3 shadow-sm">
          <Dice
            face={shownFace}
            turns={game.rolls + (game.rolling ? 1 : 0)}
            rolling={game.rolling !== null}
            reducedMotion={reducedMotion}
          />
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <Button
                ref={rollButton}
                onClick={roll}
                aria-disabled={game.rolling !== null || undefined}
                className="text-lg"
              >
                Roll the dice
              </Button>
              {/* H hears the rolled column, the item being read; each word is its own button too.
                  Icon-sized, so the roll's line is no wider than its result and the columns
                  keep their place on an upright tablet. */}
              {column !== null && speechAvailable ? (
                <HearButton
                  key={`${game.pattern}-${column}`}
                  text={`${(pattern.columns[column] ?? []).map(wordOf).join(", ")}.`}
                  label={`Hear column ${column + 1}`}
                  hotkey={HEAR_KEY}
                  compact
                />
              ) : null}
            </div>
            <p className="text-brand-900 text-lg font-semibold" data-testid="roll-result">
              {game.rolling
                ? "Rolling…"
                : game.face !== null
                  ? `You rolled ${game.face}: read column ${game.face}.`
                  : "No roll yet."}
            </p>
          </div>
          {assigned ? (
            <ReadingCheckPanel
              face={game.rolling ? null : game.face}
              waiting={waiting}
              picking={waiting && picking !== null}
              answered={columnsAnswered(check)}
              onRead={() => answer([])}
              onTricky={pickTricky}
            />
          ) : bannerVisible(game) ? (
            <p
              className="border-sun-500 bg-sun-300/50 text-ink min-w-[16rem] flex-1 rounded-2xl border-2 px-4 py-2 text-base"
              data-testid="roller-instructions"
            >
              Roll the dice. Read the words in the column with that number, then tick one circle.
              Tick all six circles to complete a column.
            </p>
          ) : null}
        </div>

        {finished ? (
          <div
            className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border-2 border-emerald-700 bg-emerald-50 p-4"
            data-testid="roller-complete"
          >
            <p className="flex items-center gap-3 text-xl font-bold text-emerald-950">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="text-sun-500 h-10 w-10 shrink-0"
              >
                <path
                  fill="currentColor"
                  stroke="#92400e"
                  strokeWidth="1"
                  d="m12 2 3 6.5 7 .8-5.2 4.8 1.5 7L12 17.5 5.7 21.1l1.5-7L2 9.3l7-.8z"
                />
              </svg>
              Congratulations! You&apos;ve completed all columns!
            </p>
            <Button ref={playAgainButton} variant="sun" onClick={reset}>
              Play Again
            </Button>
          </div>
        ) : null}

        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-6">
          {pattern.columns.map((words, index) => (
            <WordColumn
              key={`${game.pattern}-${index}`}
              index={index}
              words={words}
              checks={game.checks[index] ?? []}
              complete={game.completed[index] ?? false}
              active={column === index && !game.rolling}
              showSyllables={showSyllables}
              canSpeak={speechAvailable}
              onSpeak={(word) => speak(word)}
              onToggle={(circle) => update((s) => toggleCircle(s, index, circle, Date.now()))}
              picking={
                waiting && picking !== null && game.face === index + 1
                  ? {
                      chosen: picking,
                      onToggle: (word) =>
                        setPicking((chosen) => toggleTrickyWord(chosen ?? [], word, rolledWords)),
                      actions: (
                        <>
                          <Button
                            size="snug"
                            disabled={picking.length === 0}
                            onClick={() => answer(picking)}
                          >
                            Done
                          </Button>
                          <Button
                            size="snug"
                            variant="secondary"
                            onClick={() => answer(rolledWords)}
                          >
                            The whole column
                          </Button>
                        </>
                      ),
                    }
                  : undefined
              }
            />
          ))}
        </div>
      </PlayArea>
      {/* Settings sit below the board, so the dice and all six columns are on screen from the start. */}
      <div className="bg-brand-50 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-3xl p-3">
        {assigned ? (
          <span className="text-sm font-semibold">Your list: {pattern.label}</span>
        ) : (
          <label htmlFor={patternId} className="flex items-center gap-2 text-sm font-semibold">
            Pattern
            <select
              id={patternId}
              value={game.pattern}
              onChange={(event) => choosePattern(event.target.value as PatternId)}
              className="border-brand-600 text-brand-900 min-h-11 rounded-xl border-2 bg-white px-3 font-semibold"
            >
              {PATTERN_IDS.map((id) => (
                <option key={id} value={id}>
                  {patterns[id].label}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="text-sm text-slate-700">{pattern.description}</span>
        <NoVoiceMessage />
        <ToggleSwitch label="Syllable breaks" checked={showSyllables} onChange={setShowSyllables} />
        <Button variant="secondary" aria-pressed={muted} onClick={() => setMuted((m) => !m)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
            <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
            {muted ? (
              <path
                d="m16 9 6 6m0-6-6 6"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M16 8.5a5 5 0 0 1 0 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            )}
          </svg>
          Mute
        </Button>
        <Button variant="ghost" onClick={reset}>
          Reset Game
        </Button>
      </div>

      {region}
    </div>
  );
}

/**
 * Where the free game shows its instructions: after each roll, "How did column 3 go?" with the
 * two answers, then, for a tricky column, what to do in it; between rolls, how many columns of the
 * round are read.
 */
function ReadingCheckPanel({
  face,
  waiting,
  picking,
  answered,
  onRead,
  onTricky,
}: {
  face: number | null;
  waiting: boolean;
  picking: boolean;
  answered: number;
  onRead: () => void;
  onTricky: () => void;
}) {
  const questionId = useId();
  return (
    <div
      className="border-sun-500 bg-sun-300/50 text-ink min-w-[16rem] flex-1 rounded-2xl border-2 px-4 py-2 text-base"
      data-testid="reading-check"
    >
      {picking ? (
        <p className="font-semibold">
          Tap the words in column {face} that were tricky, then press Done.
        </p>
      ) : waiting ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="flex flex-wrap items-center gap-x-2 gap-y-1"
        >
          <p id={questionId} className="w-full font-semibold">
            Read column {face} aloud. How did it go?
          </p>
          <Button size="snug" onClick={onRead}>
            I read it
          </Button>
          <Button size="snug" variant="secondary" onClick={onTricky}>
            That was tricky
          </Button>
        </div>
      ) : (
        <p>
          Roll the dice and read that column aloud, then tell us how it went.{" "}
          <span className="font-semibold">
            {answered} of {COLUMNS} columns read.
          </span>
        </p>
      )}
    </div>
  );
}
