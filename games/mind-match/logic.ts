// Mind Match (concentration) as a pure state machine. Turn over two cards: a pair stays face up
// and the same player goes again; two that do not match turn back after a delay (injected, so
// slower readers can be given longer to look) and, with two players, the turn passes.
import { shuffle, type Random } from "../kit/random/random";
import { pairFaces, type CardFace, type PairType } from "./decks";

export type PlayerIndex = 0 | 1;
export type Card = { pairId: number; face: CardFace };
export type Grid = { cols: number; rows: number };

export const gridSizes: Grid[] = [
  { cols: 4, rows: 3 },
  { cols: 4, rows: 4 },
  { cols: 5, rows: 4 },
  { cols: 6, rows: 5 },
  { cols: 6, rows: 6 },
];

/**
 * Any requested grid, made playable: 2 to 6 columns and rows, and an even number of cards. An
 * odd grid (both sides odd, so at most 5 columns) gains a column: 5×5 → 6×5, 3×3 → 4×3.
 */
export function normalizeGrid(cols: number, rows: number): Grid {
  const clamp = (n: number) => Math.min(6, Math.max(2, Math.round(Number.isFinite(n) ? n : 4)));
  const grid = { cols: clamp(cols), rows: clamp(rows) };
  return (grid.cols * grid.rows) % 2 === 0 ? grid : { cols: grid.cols + 1, rows: grid.rows };
}

export type MemoryState = {
  grid: Grid;
  cards: Card[];
  /** Turned-up cards that are not (yet) a pair: 0, 1 or 2 indexes. */
  faceUp: number[];
  /** Who found each card's pair; null while unmatched. */
  matchedBy: (PlayerIndex | null)[];
  players: 1 | 2;
  turn: PlayerIndex;
  scores: [number, number];
  moves: number;
  flipBackDelayMs: number;
  /** When the two shown non-matching cards turn back; null when none are waiting. */
  flipBackAt: number | null;
  startedAt: number | null;
  finishedAt: number | null;
  status: "playing" | "won";
};

export type GameOptions = {
  grid: Grid;
  pairType: PairType;
  players: 1 | 2;
  flipBackDelayMs: number;
};

export function newGame(options: GameOptions, random: Random): MemoryState {
  const grid = normalizeGrid(options.grid.cols, options.grid.rows);
  const pairs = pairFaces(options.pairType, (grid.cols * grid.rows) / 2, random);
  const cards = shuffle(
    random,
    pairs.flatMap(([a, b], pairId) => [
      { pairId, face: a },
      { pairId, face: b },
    ]),
  );
  return {
    grid,
    cards,
    faceUp: [],
    matchedBy: cards.map(() => null),
    players: options.players,
    turn: 0,
    scores: [0, 0],
    moves: 0,
    flipBackDelayMs: options.flipBackDelayMs,
    flipBackAt: null,
    startedAt: null,
    finishedAt: null,
    status: "playing",
  };
}

const otherPlayer = (state: MemoryState): PlayerIndex =>
  state.players === 2 && state.turn === 0 ? 1 : 0;

/** Turns the two shown cards back if their time is up (or at once with `force`), passing the turn. */
export function tick(state: MemoryState, now: number, force = false): MemoryState {
  if (state.flipBackAt === null || (!force && now < state.flipBackAt)) return state;
  return { ...state, faceUp: [], flipBackAt: null, turn: otherPlayer(state) };
}

/**
 * Turns a card over. While a mismatch is still showing, a new pick first turns it back (the
 * player need not wait). Matched or already-shown cards cannot be picked.
 */
export function flip(state: MemoryState, index: number, now: number): MemoryState {
  if (state.status !== "playing") return state;
  let next = state.faceUp.length === 2 ? tick(state, now, true) : state;
  if (
    index < 0 ||
    index >= next.cards.length ||
    next.matchedBy[index] !== null ||
    next.faceUp.includes(index)
  )
    return next;
  next = { ...next, faceUp: [...next.faceUp, index], startedAt: next.startedAt ?? now };
  if (next.faceUp.length < 2) return next;

  const [first, second] = next.faceUp as [number, number];
  const moves = next.moves + 1;
  if (next.cards[first]!.pairId !== next.cards[second]!.pairId)
    return { ...next, moves, flipBackAt: now + next.flipBackDelayMs };

  const matchedBy = next.matchedBy.map((owner, i) =>
    i === first || i === second ? next.turn : owner,
  );
  const scores: [number, number] = [...next.scores];
  scores[next.turn] += 1;
  const won = matchedBy.every((owner) => owner !== null);
  return {
    ...next,
    moves,
    matchedBy,
    scores,
    faceUp: [],
    status: won ? "won" : "playing",
    finishedAt: won ? now : null,
  };
}

export function elapsedMs(state: MemoryState, now: number): number {
  if (state.startedAt === null) return 0;
  return (state.finishedAt ?? now) - state.startedAt;
}

export function pairsFound(state: MemoryState): number {
  return state.scores[0] + state.scores[1];
}

/** The winner of a two-player game, or "tie"; null for one player or while playing. */
export function winner(state: MemoryState): PlayerIndex | "tie" | null {
  if (state.status !== "won" || state.players === 1) return null;
  return state.scores[0] === state.scores[1] ? "tie" : state.scores[0] > state.scores[1] ? 0 : 1;
}
