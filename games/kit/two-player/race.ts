// The rules every two-player race (Name It, Math It) shares around its own: the game clock,
// Finish for practice games, a player's lock after a wrong pick, which pick counts at all, the
// keyboard slot of a card and the final result. Pure: time comes in as `now` (ms).
import { outcomeOf, type PlayerIndex } from "./player-keys";

export type RacePhase = "ready" | "running" | "over";
export type RacePlayer = { score: number; lockedUntil: number | null };

export type RaceState = {
  phase: RacePhase;
  /** null: practice without a clock, ended with Finish. */
  gameSeconds: number | null;
  endsAt: number | null;
  players: readonly RacePlayer[];
};

/** When a game started at `now` ends; a practice game has no end. */
export function clockEndsAt(gameSeconds: number | null, now: number): number | null {
  return gameSeconds === null ? null : now + gameSeconds * 1000;
}

/** Timer and settings are locked while a game runs. */
export function configureRace<S extends RaceState>(state: S, patch: Partial<S>): S {
  return state.phase === "running" ? state : { ...state, ...patch };
}

/** Ends the game at 0 on the clock. */
export function tickRace<S extends RaceState>(state: S, now: number): S {
  if (state.phase !== "running" || state.endsAt === null || now < state.endsAt) return state;
  return { ...state, phase: "over" };
}

/** Practice games have no clock; Finish ends them (and a timed game) the same way. */
export function finishRace<S extends RaceState>(state: S): S {
  return state.phase === "running" ? { ...state, phase: "over" } : state;
}

export function isLocked(player: RacePlayer, now: number): boolean {
  return player.lockedUntil !== null && now < player.lockedUntil;
}

/** Whole seconds a locked player still waits, rounded up so the overlay never shows 0 while locked. */
export function lockSecondsLeft(player: RacePlayer, now: number): number {
  return player.lockedUntil === null
    ? 0
    : Math.max(0, Math.ceil((player.lockedUntil - now) / 1000));
}

/**
 * Why a pick at `now` does not count, before the game's own rule looks at it: the game is not
 * running, its time is up, or the player is locked. null when the pick goes on to the game.
 */
export function refusedPick(
  state: RaceState,
  player: PlayerIndex,
  now: number,
): "ignored" | "locked" | null {
  if (state.phase !== "running") return "ignored";
  if (state.endsAt !== null && now >= state.endsAt) return "ignored";
  const me = state.players[player];
  if (!me) return "ignored";
  return isLocked(me, now) ? "locked" : null;
}

/** Keyboard picks: slot k is the k-th item in reading order on a player's card. */
export function itemInSlot<T>(
  card: { keyOrder: readonly number[] } | null | undefined,
  items: readonly T[] | undefined,
  slot: number,
): T | undefined {
  const index = card?.keyOrder[slot];
  return index === undefined ? undefined : items?.[index];
}

/**
 * A keyboard pick: the item in `slot` of the player's card goes on to the game's own pick; an
 * empty slot does not count.
 */
export function pickInSlot<S, T, R extends string>(
  state: S,
  card: { keyOrder: readonly number[] } | null | undefined,
  items: readonly T[] | undefined,
  slot: number,
  pickItem: (item: T) => { state: S; result: R },
): { state: S; result: R | "ignored" } {
  const item = itemInSlot(card, items, slot);
  return item === undefined ? { state, result: "ignored" } : pickItem(item);
}

export function raceScores(state: RaceState): [number, number] {
  return [state.players[0]?.score ?? 0, state.players[1]?.score ?? 0];
}

export function raceOutcome(state: RaceState) {
  return outcomeOf(raceScores(state));
}
