"use client";
// Everything the two-player races (Name It, Math It) do the same way around their own rules:
// reading ?seed= and ?seconds=, the clock and its spoken milestones, Start / Reset / Finish,
// player names, sound and letter-key preferences, per-player notes and the game-over fanfare.
import { useCallback, useState, useSyncExternalStore } from "react";
import { useAnnouncer } from "../feedback/announcer";
import { celebrate } from "../feedback/confetti";
import type { PlayerIndex } from "./player-keys";
import type { Random } from "../random/random";
import {
  crossedMilestone,
  describeDuration,
  secondsLeft,
  testSecondsFromSearch,
} from "../timing/round-timer";
import { raceScores, type RaceState } from "./race";
import { playSound, type SoundName } from "../audio/sound";
import { gameLengthChoices, outcomeText, playerName } from "./two-player";
import { usePlayerNotes } from "./two-player-board";
import { focusInPlayArea, keepFocusInPlayArea, showPlayArea } from "../screen/play-area";
import { useLatestState, useTicker } from "../timing/use-game-loop";
import { useSeededRandom } from "../random/use-seeded-random";

export type RaceLogic<S extends RaceState> = {
  create: () => S;
  defaultSeconds: number;
  configureSeconds: (state: S, gameSeconds: number | null) => S;
  start: (state: S, now: number, random: Random) => S;
  tick: (state: S, now: number) => S;
  finish: (state: S) => S;
  reset: (state: S) => S;
};

const noSubscribe = () => () => {};

export function useRaceSession<S extends RaceState>(logic: RaceLogic<S>) {
  const search = useSyncExternalStore(
    noSubscribe,
    () => window.location.search,
    () => "",
  );
  const testSeconds = testSecondsFromSearch(search);
  const [chosenSeconds, setChosenSeconds] = useState<number | null | undefined>(undefined);
  const gameSeconds =
    chosenSeconds === undefined ? (testSeconds ?? logic.defaultSeconds) : chosenSeconds;
  const [names, setNames] = useState<[string, string]>(["", ""]);
  const [keysOn, setKeysOn] = useState(true);
  const [soundOn, setSoundOn] = useState(true);
  const [state, update] = useLatestState(logic.create);
  const [now, setNow] = useState(0);
  const random = useSeededRandom();
  const { announce, region } = useAnnouncer();
  const { notes, setNote, clearNotes } = usePlayerNotes();
  const running = state.phase === "running";

  const sound = useCallback((name: SoundName) => soundOn && playSound(name), [soundOn]);
  const nameOf = useCallback((player: PlayerIndex) => playerName(names, player), [names]);
  const scores = raceScores(state);

  const gameOver = (final: S) => {
    announce(`Game over. ${outcomeText(names, raceScores(final))}`);
    sound("success");
    void celebrate({ particleCount: 150 });
  };

  /** Starts with the chosen length; `prepare` applies the game's own settings first. */
  const begin = (prepare: (state: S) => S, intro: string) => {
    const t = Date.now();
    setNow(t);
    clearNotes();
    update((s) => logic.start(prepare(logic.configureSeconds(s, gameSeconds)), t, random));
    sound("pop");
    showPlayArea();
    // Start turns itself off: keyboard players land on player 1's first answer instead.
    focusInPlayArea('[data-testid="player-1-side"] button:not([disabled])');
    announce(
      `Game started${gameSeconds === null ? ", no clock" : `: ${describeDuration(gameSeconds)}`}. ${intro}`,
    );
  };

  useTicker(running, (t) => {
    const before = state.endsAt === null ? null : secondsLeft(state.endsAt, now);
    setNow(t);
    const next = update((s) => logic.tick(s, t));
    if (next.phase === "over") return gameOver(next);
    const mark =
      before === null || next.endsAt === null
        ? null
        : crossedMilestone(before, secondsLeft(next.endsAt, t));
    if (mark) announce(`${mark} seconds left.`);
  });

  /** Applies a pick with the current time and random; returns the logic's result. */
  const pickWith = <R extends string>(
    choose: (s: S, now: number, random: Random) => { state: S; result: R },
  ): { result: R; state: S } | null => {
    const t = Date.now();
    setNow(t);
    let result: R | null = null;
    const next = update((s) => {
      const outcome = choose(s, t, random);
      result = outcome.result;
      return outcome.state;
    });
    // A right answer deals new cards, removing the focused one: keep keyboard focus on the board.
    keepFocusInPlayArea('[data-testid="player-1-side"] button:not([disabled])');
    return result === null ? null : { result, state: next };
  };

  const resetGame = () => {
    update(logic.reset);
    clearNotes();
    announce("Game reset. Scores are back to 0.");
  };

  const practice = (state.phase === "ready" ? gameSeconds : state.gameSeconds) === null;
  const timerSeconds =
    state.phase === "ready"
      ? (gameSeconds ?? 0)
      : state.endsAt === null
        ? 0
        : secondsLeft(state.endsAt, running ? Math.max(now, 0) : state.endsAt);

  return {
    state,
    now,
    running,
    practice,
    timerSeconds,
    scores,
    names,
    setNames,
    keysOn,
    setKeysOn,
    soundOn,
    setSoundOn,
    gameSeconds,
    setChosenSeconds,
    lengthChoices: gameLengthChoices(testSeconds),
    announce,
    region,
    notes,
    setNote,
    sound,
    nameOf,
    begin,
    pickWith,
    resetGame,
    finishGame: () => gameOver(update(logic.finish)),
    backToSettings: () => update(logic.reset),
  };
}

/** What a race's view gets from its session: state, settings, feedback and the buttons' actions. */
export type RaceSession<S extends RaceState> = ReturnType<typeof useRaceSession<S>>;
