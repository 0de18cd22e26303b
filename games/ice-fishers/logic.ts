// Ice Fishers as a pure state machine. Time is the game clock in milliseconds, passed in by the
// view (it stops while the game is paused); randomness comes from a seeded Random. Where a fish
// is follows from when it appeared (movement.ts): nothing moves inside the state between events.
import type { PhonicsSet } from "@/games/phonics-words";
import { pick, type Random } from "@/games/kit/random/random";
import { fishSet, levelSettings, repeatsTargets, setsForLevel, type Level } from "./data";

export const CATCHES_PER_ROUND = 10;
/** A caught fish is reeled up to the hole for this long. */
export const HOOK_MS = 800;
/** A wrong fish swims away gently for this long. */
export const ESCAPE_MS = 1400;
/** A lane stays empty this long before a new fish swims in. */
export const RESPAWN_MS = 700;
/** The share of the lanes that carry a matching word, at most (at least one always does). */
const MAX_TARGET_SHARE = 0.5;
const TARGET_CHANCE = 0.45;

export type Motion = "moving" | "still";

export type Fish = {
  id: number;
  lane: number;
  word: string;
  isTarget: boolean;
  /** Body colour index, for variety only; never a clue. */
  colour: number;
  /** Position across the pond (0 = left edge of its swim path, 1 = right) at `since`. */
  startX: number;
  direction: 1 | -1;
  speed: number;
  since: number;
  status: "swimming" | "hooked" | "escaping";
  statusAt: number;
};

export type Feedback = { kind: "caught" | "missed"; word: string; hint?: string; at: number };

export type IceFishersState = {
  level: Level;
  set: PhonicsSet;
  motion: Motion;
  phase: "playing" | "finished";
  fish: Fish[];
  nextId: number;
  spawns: { lane: number; at: number }[];
  caught: string[];
  missed: string[];
  feedback: Feedback | null;
};

export function newRound(options: {
  level: Level;
  setId?: string | null;
  motion: Motion;
  now: number;
  random: Random;
}): IceFishersState {
  const { level, motion, now, random } = options;
  const chosen = options.setId ? fishSet(options.setId) : undefined;
  const set = chosen ?? pick(random, setsForLevel(level));
  let state: IceFishersState = {
    level,
    set,
    motion,
    phase: "playing",
    fish: [],
    nextId: 1,
    spawns: [],
    caught: [],
    missed: [],
    feedback: null,
  };
  for (let lane = 0; lane < levelSettings[level].fishCount; lane++)
    state = spawnFish(state, lane, now, random);
  return state;
}

function pickWord(state: IceFishersState, wantTarget: boolean, random: Random): string {
  const { set } = state;
  const onScreen = new Set(state.fish.map((f) => f.word));
  const pool = wantTarget ? set.targets : set.distractors;
  if (wantTarget && repeatsTargets(set)) return pick(random, pool);
  const fresh = pool.filter(
    (word) => !onScreen.has(word) && !(wantTarget && state.caught.includes(word)),
  );
  const notShown = pool.filter((word) => !onScreen.has(word));
  return pick(random, fresh.length > 0 ? fresh : notShown.length > 0 ? notShown : pool);
}

export function spawnFish(
  state: IceFishersState,
  lane: number,
  now: number,
  random: Random,
): IceFishersState {
  const swimming = state.fish.filter((f) => f.status === "swimming");
  const targets = swimming.filter((f) => f.isTarget).length;
  const lanes = levelSettings[state.level].fishCount;
  // There is always something right to catch, and never only right answers.
  const wantTarget =
    targets === 0
      ? true
      : targets >= Math.max(1, Math.floor(lanes * MAX_TARGET_SHARE))
        ? false
        : random() < TARGET_CHANCE;
  const word = pickWord(state, wantTarget, random);
  const fish: Fish = {
    id: state.nextId,
    lane,
    word,
    isTarget: state.set.matches(word),
    colour: Math.floor(random() * 5),
    startX: 0.05 + random() * 0.9,
    direction: random() < 0.5 ? 1 : -1,
    speed: levelSettings[state.level].speed * (0.8 + random() * 0.4),
    since: now,
    status: "swimming",
    statusAt: now,
  };
  return {
    ...state,
    fish: [...state.fish.filter((f) => f.lane !== lane), fish],
    nextId: state.nextId + 1,
  };
}

/** The line is cast at a fish: a match is hooked, anything else swims away with a hint. */
export function castLine(state: IceFishersState, fishId: number, now: number): IceFishersState {
  // Once the bucket is full the round is over, even while the last fish is still being reeled in.
  if (state.phase !== "playing" || state.caught.length >= CATCHES_PER_ROUND) return state;
  const target = state.fish.find((f) => f.id === fishId && f.status === "swimming");
  if (!target) return state;
  const caught = target.isTarget;
  const fish = state.fish.map((f) =>
    f === target
      ? { ...f, status: caught ? ("hooked" as const) : ("escaping" as const), statusAt: now }
      : f,
  );
  if (caught)
    return {
      ...state,
      fish,
      caught: [...state.caught, target.word],
      feedback: { kind: "caught", word: target.word, at: now },
    };
  return {
    ...state,
    fish,
    missed: [...state.missed, target.word],
    feedback: { kind: "missed", word: target.word, hint: state.set.hint, at: now },
  };
}

/** Moves the round on to `now`: reeled-in and escaped fish leave, new fish arrive, the round ends. */
export function advance(state: IceFishersState, now: number, random: Random): IceFishersState {
  if (state.phase !== "playing") return state;
  const leaving = state.fish.filter(
    (f) =>
      (f.status === "hooked" && now >= f.statusAt + HOOK_MS) ||
      (f.status === "escaping" && now >= f.statusAt + ESCAPE_MS),
  );
  let next = state;
  if (leaving.length > 0) {
    const spawns = leaving.map((f) => ({
      lane: f.lane,
      at: f.statusAt + (f.status === "hooked" ? HOOK_MS : ESCAPE_MS) + RESPAWN_MS,
    }));
    next = {
      ...next,
      fish: next.fish.filter((f) => !leaving.includes(f)),
      spawns: [...next.spawns, ...spawns],
    };
  }
  if (next.caught.length >= CATCHES_PER_ROUND && !next.fish.some((f) => f.status === "hooked")) {
    return { ...next, phase: "finished", spawns: [] };
  }
  const due = next.spawns.filter((s) => now >= s.at).sort((a, b) => a.at - b.at || a.lane - b.lane);
  if (due.length > 0) {
    next = { ...next, spawns: next.spawns.filter((s) => !due.includes(s)) };
    for (const spawn of due) next = spawnFish(next, spawn.lane, now, random);
  }
  return next;
}

/** Fish that can be cast at, top lane first: the order arrow keys move through. */
export function catchableFish(state: IceFishersState): Fish[] {
  return state.fish.filter((f) => f.status === "swimming").sort((a, b) => a.lane - b.lane);
}

export type RoundSummary = {
  caught: number;
  missed: number;
  accuracy: number;
  stars: 1 | 2 | 3;
  nextLevel: Level | null;
  words: string[];
};

/** Stars reward care, not speed: time never counts. */
export function summarise(state: IceFishersState): RoundSummary {
  const caught = state.caught.length;
  const missed = state.missed.length;
  const accuracy = caught + missed === 0 ? 0 : caught / (caught + missed);
  const stars = missed <= 1 ? 3 : missed <= 4 ? 2 : 1;
  const nextLevel = state.level < 3 ? ((state.level + 1) as Level) : null;
  // Each caught word once, in the order it was first caught.
  return { caught, missed, accuracy, stars, nextLevel, words: [...new Set(state.caught)] };
}
