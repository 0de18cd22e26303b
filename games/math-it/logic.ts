// Math It: two players race to pick the answer to the same equation on their own card.
// A wrong pick locks that player for 2 s. Pure: time is `now` (ms), randomness a seeded Random.
import type { PlayerIndex } from "@/games/kit/two-player/player-keys";
import {
  clockEndsAt,
  configureRace,
  finishRace,
  pickInSlot,
  raceOutcome,
  raceScores,
  refusedPick,
  tickRace,
  type RacePhase,
  type RacePlayer,
} from "@/games/kit/two-player/race";
import type { Random } from "@/games/kit/random/random";
import {
  readingOrder,
  scatterOnRoundCard,
  type Placement,
} from "@/games/kit/two-player/scatter-layout";
import {
  answerOptions,
  OPTIONS_PER_SIDE,
  randomEquation,
  type Equation,
  type OperationChoice,
} from "./equations";

export const DEFAULT_GAME_SECONDS = 300;
export const WRONG_LOCK_MS = 2000;
/** Digits tilt a little only, so 6 and 9 never turn into each other. */
export const MAX_TILT = 15;

export type AnswerOption = Placement & { value: number };
export type Side = { options: AnswerOption[]; keyOrder: number[] };
export type MathPlayer = RacePlayer;
export type Phase = RacePhase;

export type MathItState = {
  phase: Phase;
  gameSeconds: number | null;
  endsAt: number | null;
  operation: OperationChoice;
  round: number;
  equation: Equation | null;
  sides: [Side, Side] | null;
  players: [MathPlayer, MathPlayer];
};

export type MathPickResult = "scored" | "wrong" | "locked" | "ignored";

const freshPlayers = (): [MathPlayer, MathPlayer] => [
  { score: 0, lockedUntil: null },
  { score: 0, lockedUntil: null },
];

export function createMathIt(
  settings: { gameSeconds?: number | null; operation?: OperationChoice } = {},
): MathItState {
  return {
    phase: "ready",
    gameSeconds: settings.gameSeconds === undefined ? DEFAULT_GAME_SECONDS : settings.gameSeconds,
    endsAt: null,
    operation: settings.operation ?? "addition",
    round: 0,
    equation: null,
    sides: null,
    players: freshPlayers(),
  };
}

/** Timer and settings are locked while a game runs. */
export function configure(
  state: MathItState,
  patch: { gameSeconds?: number | null; operation?: OperationChoice },
): MathItState {
  return configureRace(state, patch);
}

function laySide(random: Random, values: number[]): Side {
  const placements = scatterOnRoundCard(random, OPTIONS_PER_SIDE, { maxRotation: MAX_TILT });
  const options = values.map((value, i) => ({ value, ...(placements[i] as Placement) }));
  return { options, keyOrder: readingOrder(options) };
}

/** A new equation (never the same one twice in a row) with its own options on each side. */
export function drawRound(state: MathItState, random: Random): MathItState {
  let equation = randomEquation(random, state.operation);
  for (let i = 0; i < 10 && equation.text === state.equation?.text; i++)
    equation = randomEquation(random, state.operation);
  return {
    ...state,
    round: state.round + 1,
    equation,
    sides: [
      laySide(random, answerOptions(random, equation)),
      laySide(random, answerOptions(random, equation)),
    ],
  };
}

export function start(state: MathItState, now: number, random: Random): MathItState {
  const fresh = {
    ...state,
    phase: "running" as const,
    round: 0,
    equation: null,
    players: freshPlayers(),
    endsAt: clockEndsAt(state.gameSeconds, now),
  };
  return drawRound(fresh, random);
}

/** Reset Game: stops the game and zeroes the scores. */
export function reset(state: MathItState): MathItState {
  return {
    ...state,
    phase: "ready",
    endsAt: null,
    round: 0,
    equation: null,
    sides: null,
    players: freshPlayers(),
  };
}

export const tick = tickRace<MathItState>;
export const finish = finishRace<MathItState>;
export { isLocked, lockSecondsLeft } from "@/games/kit/two-player/race";

export function pick(
  state: MathItState,
  player: PlayerIndex,
  value: number,
  now: number,
  random: Random,
): { state: MathItState; result: MathPickResult } {
  const refused = refusedPick(state, player, now);
  if (refused) return { state, result: refused };
  if (!state.sides || !state.equation) return { state, result: "ignored" };
  const me = state.players[player];
  if (!state.sides[player].options.some((o) => o.value === value))
    return { state, result: "ignored" };
  const players: [MathPlayer, MathPlayer] = [...state.players];
  if (value === state.equation.answer) {
    players[player] = { score: me.score + 1, lockedUntil: null };
    return { state: drawRound({ ...state, players }, random), result: "scored" };
  }
  players[player] = { ...me, lockedUntil: now + WRONG_LOCK_MS };
  return { state: { ...state, players }, result: "wrong" };
}

/** Keyboard picks: slot k is the k-th option in reading order on the player's card. */
export function pickSlot(
  state: MathItState,
  player: PlayerIndex,
  slot: number,
  now: number,
  random: Random,
) {
  const side = state.sides?.[player];
  return pickInSlot(state, side, side?.options, slot, (o) =>
    pick(state, player, o.value, now, random),
  );
}

export const scores = raceScores;
export const outcome = raceOutcome;
