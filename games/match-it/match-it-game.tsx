"use client";
// Match It view: renders logic.ts state, reads the clock for it and turns clicks, taps and
// keys (arrows move between cards, Enter or Space picks) into picks.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { HearLetterSound } from "@/games/kit/audio/hear-word";
import { focusInPlayArea, PlayArea, showPlayArea } from "@/games/kit/screen/play-area";
import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { moveInGrid, renderedGridColumns } from "@/games/kit/input/grid-keys";
import { createRandom } from "@/games/kit/random/random";
import { useSeededRandom } from "@/games/kit/random/use-seeded-random";
import { useHydrationMark } from "@/games/kit/screen/hydration-mark";
import { crossedMilestone, testSecondsFromSearch } from "@/games/kit/timing/round-timer";
import { playSound, type SoundName } from "@/games/kit/audio/sound";
import { useToast } from "@/components/ui/toast";
import { useLatestState, useTicker } from "@/games/kit/timing/use-game-loop";
import { ShapeBackdrop, shapeTextOffset } from "./card-shapes";
import { CenterCard } from "./center-card";
import { MatchItSettings } from "./settings-bar";
import {
  changeSettings,
  clockSeconds,
  createMatchIt,
  pick,
  reset,
  ROUND_SECONDS,
  start,
  tick,
  TIMES_UP_MS,
  TRY_AGAIN_MS,
  type Settings,
} from "./logic";

const noSubscribe = () => () => {};
/** The card that holds the keyboard focus in Your Card (the grid keeps one tab stop). */
const yourCardFocus = '[role="group"][aria-label="Your Card"] button[tabindex="0"]';

export function MatchItGame() {
  const search = useSyncExternalStore(
    noSubscribe,
    () => window.location.search,
    () => "",
  );
  const roundSeconds = testSecondsFromSearch(search) ?? ROUND_SECONDS;
  const hydrationMark = useHydrationMark<HTMLDivElement>();
  // The idle deal is face down, so a fixed seed here is safe for server rendering.
  const [state, update] = useLatestState(() => createMatchIt(createRandom(0)));
  const [now, setNow] = useState(0);
  const [soundOn, setSoundOn] = useState(true);
  const random = useSeededRandom();
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const grid = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const { announce, region } = useAnnouncer();
  const toast = useToast();
  const running = state.phase === "running";
  const seconds = state.phase === "idle" ? roundSeconds : clockSeconds(state, now);
  const sound = (name: SoundName) => soundOn && playSound(name);

  const begin = () => {
    const t = Date.now();
    setNow(t);
    const next = update((s) => start({ ...s, roundSeconds }, t, random));
    sound("pop");
    showPlayArea();
    // Start turns itself off while the round runs: keyboard players go straight to their cards.
    focusInPlayArea(yourCardFocus);
    announce(
      `Go! ${next.settings.practice ? "Practice, no clock." : `${roundSeconds} seconds.`} Match your card to the center.`,
    );
  };

  useTicker(running, (t) => {
    const before = clockSeconds(state, now);
    setNow(t);
    const next = update((s) => tick(s, t));
    if (next.phase === "timeUp") {
      sound("success");
      toast.show(
        { title: "Time's up!", description: `Cards claimed: ${next.score}`, tone: "success" },
        TIMES_UP_MS,
      );
      announce(`Time's up! Cards claimed: ${next.score}.`);
      return;
    }
    const mark = crossedMilestone(before, clockSeconds(next, t));
    if (mark) announce(`${mark} seconds left.`);
  });

  const choose = (cardId: string) => {
    let result = "ignored" as ReturnType<typeof pick>["result"];
    const next = update((s) => {
      const outcome = pick(s, cardId, Date.now(), random);
      result = outcome.result;
      return outcome.state;
    });
    if (result === "correct") {
      sound("correct");
      announce(`Match! Score ${next.score}${next.streak > 1 ? `, streak ${next.streak}` : ""}.`);
      // The new deal replaces the card buttons, so focus the card now in the focused position.
      focusInPlayArea(yourCardFocus);
    } else if (result === "wrong") {
      sound("miss");
      toast.show({ title: "Try again", tone: "info" }, TRY_AGAIN_MS);
      announce("Try again.");
    }
  };

  const onCardKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = moveInGrid(
      index,
      event.key,
      state.cards.length,
      renderedGridColumns(grid.current),
    );
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    cardRefs.current[next]?.focus();
  };

  const settingsChange = (patch: Partial<Settings>) => {
    update((s) => changeSettings(s, patch, random));
    setFocusIndex(0);
  };

  const faceUp = state.phase !== "idle";
  const hint =
    state.phase === "idle"
      ? "Press Start Game to begin. Match your card to the center."
      : state.phase === "timeUp"
        ? `Time's up! Cards claimed: ${state.score}. Press Start Game to play again.`
        : "Find the card in Your Card that matches the center card.";

  return (
    <div ref={hydrationMark}>
      {region}
      {toast.region("page")}
      <PlayArea>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={begin} disabled={running}>
            Start Game
          </Button>
          <Button
            variant="secondary"
            onClick={() => (
              update((s) => reset({ ...s, roundSeconds }, random)),
              announce("Reset. Score 0.")
            )}
            aria-label="Reset game"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path
                d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            Reset
          </Button>
          <dl className="ml-auto flex gap-3 text-lg font-bold">
            <div className="bg-brand-900 rounded-2xl px-4 py-2 text-white">
              <dt className="inline text-base font-semibold">Time </dt>
              <dd className="inline tabular-nums" data-testid="match-time">
                {state.settings.practice && state.phase !== "timeUp" ? "No clock" : `${seconds} s`}
              </dd>
            </div>
            <div className="bg-sun-300 text-brand-950 rounded-2xl px-4 py-2">
              <dt className="inline text-base font-semibold">Score </dt>
              <dd className="inline tabular-nums" data-testid="match-score">
                {state.score}
              </dd>
            </div>
            <div className="bg-brand-50 text-brand-900 hidden rounded-2xl px-4 py-2 sm:block">
              <dt className="inline text-base font-semibold">Streak </dt>
              <dd className="inline tabular-nums">{state.streak}</dd>
            </div>
          </dl>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-brand-900 text-lg font-semibold" data-testid="match-hint">
            {hint}
          </p>
          {/* A center letter's sound, only in the practice's recording (numbers are counted). */}
          {faceUp && state.settings.gameType === "letters" ? (
            <HearLetterSound
              key={state.center}
              text={state.center}
              label={`Hear the sound of ${state.center}`}
              hotkey={HEAR_KEY}
            />
          ) : null}
        </div>
        <div className="mt-4 grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
          <CenterCard state={state} faceUp={faceUp} />
          <section aria-labelledby="your-card-title">
            <h2 id="your-card-title" className="text-brand-900 mb-2 text-xl font-bold">
              Your Card
            </h2>
            <div
              ref={grid}
              role="group"
              aria-label="Your Card"
              className="grid max-w-[calc((var(--play-height)_-_12rem)/var(--rows)*var(--cols))] grid-cols-2 gap-3 [--cols:2] [--rows:var(--rows-2)] sm:grid-cols-3 sm:[--cols:3] sm:[--rows:var(--rows-3)]"
              style={{
                ["--rows-2" as string]: Math.ceil(state.cards.length / 2),
                ["--rows-3" as string]: Math.ceil(state.cards.length / 3),
              }}
            >
              {state.cards.map((card, i) => (
                <button
                  key={card.id}
                  ref={(node) => {
                    cardRefs.current[i] = node;
                  }}
                  type="button"
                  data-value={faceUp ? card.value : undefined}
                  aria-label={faceUp ? `${card.value}, ${card.shape}` : `Card ${i + 1}, face down`}
                  aria-disabled={!running || undefined}
                  tabIndex={i === Math.min(focusIndex, state.cards.length - 1) ? 0 : -1}
                  onFocus={() => setFocusIndex(i)}
                  onKeyDown={(event) => onCardKey(event, i)}
                  onClick={() => choose(card.id)}
                  className={`border-brand-100 hover:border-brand-400 relative flex aspect-square min-h-24 touch-manipulation items-center justify-center rounded-2xl border-2 bg-white p-2 shadow-sm ${running ? "" : "cursor-default"}`}
                >
                  {faceUp ? (
                    <span className="relative h-full w-full">
                      <ShapeBackdrop shape={card.shape} />
                      <span
                        className="text-ink absolute inset-0 flex items-center justify-center text-5xl font-bold sm:text-6xl"
                        style={{ transform: `translateY(${shapeTextOffset(card.shape)})` }}
                      >
                        {card.value}
                      </span>
                    </span>
                  ) : (
                    <span
                      aria-hidden="true"
                      className="h-full w-full rounded-xl bg-[repeating-linear-gradient(45deg,#dff0fd_0_10px,#b9e1fb_10px_20px)]"
                    />
                  )}
                </button>
              ))}
            </div>
          </section>
        </div>
      </PlayArea>
      <MatchItSettings
        settings={state.settings}
        running={running}
        soundOn={soundOn}
        onSound={setSoundOn}
        onChange={settingsChange}
      />
    </div>
  );
}
