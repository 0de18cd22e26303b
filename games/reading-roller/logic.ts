// Reading Roller as a pure state machine (spec section 4): roll the dice (1.5 s) to pick a
// column, tick a circle for each reading, and a column with all six circles ticked completes
// 0.3 s later. Time is always an argument (`now`); the face comes from a seeded Random.
import { randomInt, type Random } from "@/games/kit/random/random";
import {
  BANNER_ROLLS,
  CIRCLES_PER_COLUMN,
  COLUMNS,
  COMPLETION_DELAY_MS,
  ROLL_MS,
  type PatternId,
} from "./data";

export type RollerState = {
  pattern: PatternId;
  /** checks[column][circle] */
  checks: boolean[][];
  completed: boolean[];
  /** When a fully ticked column turns complete (null when none is pending). */
  completesAt: (number | null)[];
  /** Settled rolls (the count the instruction banner waits for). */
  rolls: number;
  rolling: { face: number; endsAt: number } | null;
  /** The last settled face 1-6; its column is highlighted. */
  face: number | null;
};

export type TickEvents = {
  rolledFace: number | null;
  completedColumns: number[];
  allComplete: boolean;
};

export function createRoller(pattern: PatternId): RollerState {
  return {
    pattern,
    checks: Array.from({ length: COLUMNS }, () => Array<boolean>(CIRCLES_PER_COLUMN).fill(false)),
    completed: Array<boolean>(COLUMNS).fill(false),
    completesAt: Array<number | null>(COLUMNS).fill(null),
    rolls: 0,
    rolling: null,
    face: null,
  };
}

/** Changing the pattern, Reset Game and Play Again all clear every bit of progress. */
export function changePattern(_state: RollerState, pattern: PatternId): RollerState {
  return createRoller(pattern);
}

export function resetGame(state: RollerState): RollerState {
  return createRoller(state.pattern);
}

export function startRoll(state: RollerState, random: Random, now: number): RollerState {
  if (state.rolling) return state;
  return { ...state, rolling: { face: randomInt(random, 1, 6), endsAt: now + ROLL_MS } };
}

/** The column (0-5) the dice points at, once it has settled. */
export function activeColumn(state: RollerState): number | null {
  return state.face === null ? null : state.face - 1;
}

export function bannerVisible(state: RollerState): boolean {
  return state.rolls < BANNER_ROLLS;
}

export function allComplete(state: RollerState): boolean {
  return state.completed.every(Boolean);
}

/** Ticks or unticks one circle. Completed columns cannot change. */
export function toggleCircle(
  state: RollerState,
  column: number,
  circle: number,
  now: number,
): RollerState {
  const current = state.checks[column];
  if (!current || circle < 0 || circle >= current.length || state.completed[column]) return state;
  const columnChecks = current.map((checked, i) => (i === circle ? !checked : checked));
  const full = columnChecks.every(Boolean);
  return {
    ...state,
    checks: state.checks.map((c, i) => (i === column ? columnChecks : c)),
    // Unticking during the 0.3 s cancels the completion.
    completesAt: state.completesAt.map((at, i) =>
      i === column ? (full ? now + COMPLETION_DELAY_MS : null) : at,
    ),
  };
}

/** Settles a finished roll and completes columns whose 0.3 s have passed. */
export function tick(state: RollerState, now: number): { state: RollerState; events: TickEvents } {
  let next = state;
  let rolledFace: number | null = null;
  if (next.rolling && now >= next.rolling.endsAt) {
    rolledFace = next.rolling.face;
    next = { ...next, rolling: null, face: rolledFace, rolls: next.rolls + 1 };
  }
  const completedColumns = next.completesAt.flatMap((at, column) =>
    at !== null && now >= at && next.checks[column]?.every(Boolean) ? [column] : [],
  );
  if (completedColumns.length > 0) {
    next = {
      ...next,
      completed: next.completed.map((done, i) => done || completedColumns.includes(i)),
      completesAt: next.completesAt.map((at, i) => (completedColumns.includes(i) ? null : at)),
    };
  }
  return {
    state: next,
    events: {
      rolledFace,
      completedColumns,
      allComplete: completedColumns.length > 0 && allComplete(next),
    },
  };
}

/**
 * What the live region says when columns complete. Columns are numbered 1-6 for the reader, as
 * the dice faces and the "Read column 3" prompt are; the state keeps them 0-5.
 */
export function completionAnnouncement(events: TickEvents): string | null {
  const { completedColumns } = events;
  if (completedColumns.length === 0) return null;
  if (events.allComplete) return "Congratulations! You've completed all columns!";
  const numbers = completedColumns.map((column) => column + 1);
  return numbers.length === 1
    ? `Column ${numbers[0]} complete!`
    : `Columns ${numbers.join(" and ")} complete!`;
}

/** The earliest pending time (roll end or completion) so the view knows when to tick next. */
export function nextDeadline(state: RollerState): number | null {
  const times = [state.rolling?.endsAt ?? null, ...state.completesAt].filter(
    (t): t is number => t !== null,
  );
  return times.length > 0 ? Math.min(...times) : null;
}
