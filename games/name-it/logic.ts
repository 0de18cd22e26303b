// Name It: two players race to find the one symbol their card shares with the center card.
// Pure state machine: time comes in as `now` (ms), randomness as a seeded Random.
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
} from "@/games/kit/two-player/race";
import type { Random } from "@/games/kit/random/random";
import { shuffle } from "@/games/kit/random/random";
import {
  readingOrder,
  scatterOnRoundCard,
  type Placement,
} from "@/games/kit/two-player/scatter-layout";
import { buildDeck, DECK_SIZE, sharedSymbol, SYMBOLS_PER_CARD } from "./deck";

export const DEFAULT_GAME_SECONDS = 120;
/** Three different picks inside this window look like guessing, so the player is locked. */
export const LOCK_WINDOW_MS = 1200;
export const LOCK_PICK_COUNT = 3;
export const LOCK_MS = 5000;

const DECK = buildDeck();

export type CardSymbol = Placement & { symbol: number };
/** keyOrder lists indices into symbols in reading order: slot k belongs to the k-th key. */
export type NameItCard = { id: number; symbols: CardSymbol[]; keyOrder: number[] };
export type PlayerState = {
  score: number;
  lockedUntil: number | null;
  recentPicks: { symbol: number; at: number }[];
};
export type Phase = RacePhase;

export type NameItState = {
  phase: Phase;
  /** null: practice without a clock, ended with Finish. */
  gameSeconds: number | null;
  endsAt: number | null;
  maxRotation: number;
  pile: number[];
  round: number;
  center: NameItCard | null;
  cards: [NameItCard, NameItCard] | null;
  players: [PlayerState, PlayerState];
};

export type PickResult = "scored" | "miss" | "locked-now" | "locked" | "ignored";

const freshPlayer = (): PlayerState => ({ score: 0, lockedUntil: null, recentPicks: [] });

export function createNameIt(
  settings: { gameSeconds?: number | null; maxRotation?: number } = {},
): NameItState {
  return {
    phase: "ready",
    gameSeconds: settings.gameSeconds === undefined ? DEFAULT_GAME_SECONDS : settings.gameSeconds,
    endsAt: null,
    maxRotation: settings.maxRotation ?? 35,
    pile: [],
    round: 0,
    center: null,
    cards: null,
    players: [freshPlayer(), freshPlayer()],
  };
}

/** Timer and settings are locked while a game runs. */
export function configure(
  state: NameItState,
  patch: { gameSeconds?: number | null; maxRotation?: number },
): NameItState {
  return configureRace(state, patch);
}

function layCard(id: number, random: Random, maxRotation: number): NameItCard {
  const symbols = shuffle(random, DECK[id] as number[]);
  const placements = scatterOnRoundCard(random, SYMBOLS_PER_CARD, { maxRotation });
  const laid = symbols.map((symbol, i) => ({ symbol, ...(placements[i] as Placement) }));
  return { id, symbols: laid, keyOrder: readingOrder(laid) };
}

/** Deals player 1's card, the center card and player 2's card from the pile, reshuffling when it runs low. */
export function drawRound(state: NameItState, random: Random): NameItState {
  const pile =
    state.pile.length >= 3
      ? state.pile
      : shuffle(
          random,
          Array.from({ length: DECK_SIZE }, (_, i) => i),
        );
  const [first, center, second, ...rest] = pile as [number, number, number, ...number[]];
  return {
    ...state,
    pile: rest,
    round: state.round + 1,
    center: layCard(center, random, state.maxRotation),
    cards: [layCard(first, random, state.maxRotation), layCard(second, random, state.maxRotation)],
    players: [
      { ...state.players[0], recentPicks: [] },
      { ...state.players[1], recentPicks: [] },
    ],
  };
}

export function start(state: NameItState, now: number, random: Random): NameItState {
  const fresh: NameItState = {
    ...state,
    phase: "running",
    endsAt: clockEndsAt(state.gameSeconds, now),
    round: 0,
    pile: [],
    players: [freshPlayer(), freshPlayer()],
  };
  return drawRound(fresh, random);
}

/** Reset Game: stops the game and zeroes the scores. */
export function reset(state: NameItState): NameItState {
  return {
    ...state,
    phase: "ready",
    endsAt: null,
    round: 0,
    pile: [],
    center: null,
    cards: null,
    players: [freshPlayer(), freshPlayer()],
  };
}

export const tick = tickRace<NameItState>;
export const finish = finishRace<NameItState>;
export { isLocked, lockSecondsLeft } from "@/games/kit/two-player/race";

/** The symbol a player is looking for this round. */
export function targetSymbol(state: NameItState, player: PlayerIndex): number | null {
  if (!state.cards || !state.center) return null;
  return sharedSymbol(
    state.cards[player].symbols.map((s) => s.symbol),
    state.center.symbols.map((s) => s.symbol),
  );
}

function withPlayer(state: NameItState, player: PlayerIndex, next: PlayerState): NameItState {
  const players: [PlayerState, PlayerState] = [...state.players];
  players[player] = next;
  return { ...state, players };
}

/**
 * A player picks a symbol on their own card. Three different picks within 1200 ms lock the
 * player for 5 s, even if the third is right (guessing is not rewarded); otherwise the shared
 * symbol scores 1 and deals a new round.
 */
export function pick(
  state: NameItState,
  player: PlayerIndex,
  symbol: number,
  now: number,
  random: Random,
): { state: NameItState; result: PickResult } {
  const refused = refusedPick(state, player, now);
  if (refused) return { state, result: refused };
  if (!state.cards) return { state, result: "ignored" };
  const me = state.players[player];
  if (!state.cards[player].symbols.some((s) => s.symbol === symbol))
    return { state, result: "ignored" };

  const recentPicks = [
    ...me.recentPicks.filter((p) => now - p.at <= LOCK_WINDOW_MS),
    { symbol, at: now },
  ];
  if (new Set(recentPicks.map((p) => p.symbol)).size >= LOCK_PICK_COUNT) {
    return {
      state: withPlayer(state, player, { ...me, lockedUntil: now + LOCK_MS, recentPicks: [] }),
      result: "locked-now",
    };
  }
  if (symbol === targetSymbol(state, player)) {
    const scored = withPlayer(state, player, {
      ...me,
      score: me.score + 1,
      lockedUntil: null,
      recentPicks: [],
    });
    return { state: drawRound(scored, random), result: "scored" };
  }
  return { state: withPlayer(state, player, { ...me, recentPicks }), result: "miss" };
}

/** Picks by keyboard: slot k is the k-th symbol in reading order on the player's card. */
export function pickSlot(
  state: NameItState,
  player: PlayerIndex,
  slot: number,
  now: number,
  random: Random,
) {
  const card = state.cards?.[player];
  return pickInSlot(state, card, card?.symbols, slot, (s) =>
    pick(state, player, s.symbol, now, random),
  );
}

export const scores = raceScores;
export const outcome = raceOutcome;
