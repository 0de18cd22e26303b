// Rebuild-in-order games (Anagram: letters into a word; Sentence Sense: words into a sentence):
// the player takes shuffled pieces one at a time into an answer row, takes them back, and checks.
// Pure: state in, state out; the shuffle comes from a seeded Random.
import { shuffle, type Random } from "../random/random";

export type Piece<P> = { id: string; text: string; data: P };
export type RebuildItem<P> = { answer: string; pieces: Piece<P>[] };

export type RebuildRound<P> = {
  item: RebuildItem<P>;
  pool: Piece<P>[];
  placed: Piece<P>[];
  missed: boolean;
  /** After a wrong check: the first placed piece that is not the answer's piece in that place. */
  wrongAt: number | null;
};

export type RebuildState<P> = {
  items: RebuildItem<P>[];
  index: number;
  round: RebuildRound<P> | null;
  /** Answers the player got wrong at least once or asked to be shown, in play order. */
  missed: string[];
  /** Answers rebuilt with no wrong check. */
  score: number;
  /** What the player first built for an answer they checked wrong, by answer (their confusion). */
  firstTries: Record<string, string>;
  feedback: "none" | "correct" | "try-again" | "shown";
  done: boolean;
};

export type RebuildAction =
  | { type: "place"; pieceId: string }
  | { type: "take-back"; pieceId: string }
  | { type: "clear" }
  | { type: "check" }
  | { type: "show" }
  | { type: "next" };

/** The pieces in a new order that is not already the answer (when the pieces allow another order). */
export function scramble<P>(
  random: Random,
  item: RebuildItem<P>,
  join: (pieces: Piece<P>[]) => string,
): Piece<P>[] {
  let order = item.pieces;
  for (let attempt = 0; attempt < 10; attempt++) {
    order = shuffle(random, item.pieces);
    if (join(order) !== join(item.pieces)) return order;
  }
  // All pieces read the same (e.g. "ll" kept as letters): any order is the answer.
  return order;
}

function roundFor<P>(
  items: RebuildItem<P>[],
  index: number,
  random: Random,
  join: (pieces: Piece<P>[]) => string,
): RebuildRound<P> | null {
  const item = items[index];
  return item
    ? { item, pool: scramble(random, item, join), placed: [], missed: false, wrongAt: null }
    : null;
}

/**
 * Which placed piece a wrong answer goes wrong at: the first whose text differs from the answer's
 * piece in the same place (by text, so either of two "l" tiles is right). Null when all match.
 */
export function firstWrongPiece<P>(placed: Piece<P>[], answer: Piece<P>[]): number | null {
  const same = (a: string | undefined, b: string | undefined) =>
    a !== undefined &&
    b !== undefined &&
    a.toLocaleLowerCase("en-US") === b.toLocaleLowerCase("en-US");
  const index = placed.findIndex((piece, i) => !same(piece.text, answer[i]?.text));
  return index === -1 ? null : index;
}

export type Rebuild<P> = {
  start: (items: RebuildItem<P>[]) => RebuildState<P>;
  step: (state: RebuildState<P>, action: RebuildAction) => RebuildState<P>;
};

/**
 * A rebuild game over one seeded Random. `join` turns placed pieces into the text compared with
 * the answer (letters run together; words joined by spaces).
 */
export function createRebuild<P>(random: Random, join: (pieces: Piece<P>[]) => string): Rebuild<P> {
  const same = (a: string, b: string) =>
    a.toLocaleLowerCase("en-US") === b.toLocaleLowerCase("en-US");
  const start = (items: RebuildItem<P>[]): RebuildState<P> => ({
    items,
    index: 0,
    round: roundFor(items, 0, random, join),
    missed: [],
    score: 0,
    firstTries: {},
    feedback: "none",
    done: items.length === 0,
  });
  const markMissed = (state: RebuildState<P>, round: RebuildRound<P>): string[] =>
    round.missed || state.missed.includes(round.item.answer)
      ? state.missed
      : [...state.missed, round.item.answer];

  const step = (state: RebuildState<P>, action: RebuildAction): RebuildState<P> => {
    const round = state.round;
    if (state.done || !round) return state;
    const solved = state.feedback === "correct" || state.feedback === "shown";
    switch (action.type) {
      case "place": {
        const piece = round.pool.find((p) => p.id === action.pieceId);
        if (!piece || solved) return state;
        return {
          ...state,
          feedback: "none",
          round: {
            ...round,
            pool: round.pool.filter((p) => p !== piece),
            placed: [...round.placed, piece],
            wrongAt: null,
          },
        };
      }
      case "take-back": {
        const piece = round.placed.find((p) => p.id === action.pieceId);
        if (!piece || solved) return state;
        return {
          ...state,
          feedback: "none",
          round: {
            ...round,
            placed: round.placed.filter((p) => p !== piece),
            pool: [...round.pool, piece],
            wrongAt: null,
          },
        };
      }
      case "clear":
        if (solved) return state;
        return {
          ...state,
          feedback: "none",
          round: { ...round, pool: [...round.pool, ...round.placed], placed: [], wrongAt: null },
        };
      case "check": {
        if (solved || round.pool.length > 0) return state;
        if (same(join(round.placed), round.item.answer)) {
          return {
            ...state,
            feedback: "correct",
            score: round.missed ? state.score : state.score + 1,
          };
        }
        return {
          ...state,
          feedback: "try-again",
          missed: markMissed(state, round),
          firstTries:
            round.item.answer in state.firstTries
              ? state.firstTries
              : { ...state.firstTries, [round.item.answer]: join(round.placed) },
          round: {
            ...round,
            missed: true,
            wrongAt: firstWrongPiece(round.placed, round.item.pieces),
          },
        };
      }
      case "show":
        if (solved) return state;
        return {
          ...state,
          feedback: "shown",
          missed: markMissed(state, round),
          round: { ...round, missed: true, pool: [], placed: round.item.pieces, wrongAt: null },
        };
      case "next": {
        if (!solved) return state;
        const index = state.index + 1;
        const done = index >= state.items.length;
        return {
          ...state,
          index,
          feedback: "none",
          done,
          round: done ? round : roundFor(state.items, index, random, join),
        };
      }
    }
  };
  return { start, step };
}
