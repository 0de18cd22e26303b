// Whack-a-Mole as a pure state machine. Time comes in as `now` (ms from any monotonic clock);
// the round runs on game time, which stops while paused (WCAG 2.2.2), so a paused mole keeps
// exactly the time it had left. Randomness comes from the seeded Random passed in.
import type { Random } from "../kit/random/random";
import type { WordPool } from "./word-pool";

export type Speed = "slow" | "medium" | "fast";

/** How long a mole stays up, how many can be up together, and the pause between pop-ups. */
export const speedLevels: Record<Speed, { stayUpMs: number; maxUp: number; gapMs: number }> = {
  slow: { stayUpMs: 4000, maxUp: 1, gapMs: 900 },
  medium: { stayUpMs: 2800, maxUp: 2, gapMs: 650 },
  fast: { stayUpMs: 1800, maxUp: 3, gapMs: 400 },
};

/** A whacked mole shows its reaction this long: a quick cheer, or a calm "oops" with the rule. */
export const reactionMs = { hit: 700, oops: 2200 } as const;
export const firstMoleAtMs = 600;
export const holeCount = 9;

export type Mole = {
  id: number;
  hole: number;
  word: string;
  isTarget: boolean;
  upAt: number;
  downAt: number;
  status: "up" | "hit" | "oops";
};

export type RoundState = {
  pool: WordPool;
  speed: Speed;
  /** Round length in game ms; null = no clock (practice), ended by the player. */
  lengthMs: number | null;
  status: "ready" | "playing" | "paused" | "over";
  startedAt: number;
  pausedAt: number | null;
  pausedTotal: number;
  /** Game time of the latest tick. */
  time: number;
  moles: Mole[];
  nextId: number;
  nextSpawnAt: number;
  lastHole: number | null;
  lastWord: string | null;
  /** Non-targets in a row, so a run of "skip" moles never gets long. */
  othersInARow: number;
  hits: string[];
  missedTargets: string[];
  wrongHits: string[];
};

export function newRound(pool: WordPool, speed: Speed, lengthMs: number | null): RoundState {
  return {
    pool,
    speed,
    lengthMs,
    status: "ready",
    startedAt: 0,
    pausedAt: null,
    pausedTotal: 0,
    time: 0,
    moles: [],
    nextId: 1,
    nextSpawnAt: firstMoleAtMs,
    lastHole: null,
    lastWord: null,
    othersInARow: 0,
    hits: [],
    missedTargets: [],
    wrongHits: [],
  };
}

/** Game time at wall time `now`: time since the start, minus all paused time. */
export function gameTime(state: RoundState, now: number): number {
  if (state.status === "ready") return 0;
  if (state.status === "over") return state.time;
  const until = state.pausedAt ?? now;
  return Math.max(0, until - state.startedAt - state.pausedTotal);
}

export function timeLeftMs(state: RoundState, now: number): number | null {
  return state.lengthMs === null ? null : Math.max(0, state.lengthMs - gameTime(state, now));
}

export function startRound(state: RoundState, now: number): RoundState {
  return state.status === "ready"
    ? { ...state, status: "playing", startedAt: now, time: 0 }
    : state;
}

export function pauseRound(state: RoundState, now: number): RoundState {
  return state.status === "playing"
    ? { ...state, status: "paused", pausedAt: now, time: gameTime(state, now) }
    : state;
}

export function resumeRound(state: RoundState, now: number): RoundState {
  if (state.status !== "paused" || state.pausedAt === null) return state;
  return {
    ...state,
    status: "playing",
    pausedTotal: state.pausedTotal + (now - state.pausedAt),
    pausedAt: null,
  };
}

/** Ends the round now (time's up, or "End round" without a clock). Moles still up are not counted as missed. */
export function endRound(state: RoundState, now: number): RoundState {
  if (state.status === "ready" || state.status === "over") return state;
  const time =
    state.lengthMs === null ? gameTime(state, now) : Math.min(gameTime(state, now), state.lengthMs);
  return { ...state, status: "over", pausedAt: null, time, moles: [] };
}

function chooseWord(state: RoundState, random: Random): { word: string; isTarget: boolean } {
  // About half the moles are targets; after two "skip" moles the next one always is.
  const isTarget = state.othersInARow >= 2 || random() < 0.5;
  const list = isTarget || state.pool.others.length === 0 ? state.pool.targets : state.pool.others;
  const fresh = list.length > 1 ? list.filter((word) => word !== state.lastWord) : list;
  return {
    word: fresh[Math.floor(random() * fresh.length)] as string,
    isTarget: isTarget || state.pool.others.length === 0,
  };
}

function spawn(state: RoundState, time: number, random: Random): RoundState {
  const taken = new Set(state.moles.map((mole) => mole.hole));
  const free = Array.from({ length: holeCount }, (_, hole) => hole).filter(
    (hole) => !taken.has(hole),
  );
  const varied = free.length > 1 ? free.filter((hole) => hole !== state.lastHole) : free;
  if (varied.length === 0) return state;
  const hole = varied[Math.floor(random() * varied.length)] as number;
  const { word, isTarget } = chooseWord(state, random);
  const { stayUpMs, gapMs } = speedLevels[state.speed];
  const mole: Mole = {
    id: state.nextId,
    hole,
    word,
    isTarget,
    upAt: time,
    downAt: time + stayUpMs,
    status: "up",
  };
  return {
    ...state,
    moles: [...state.moles, mole],
    nextId: state.nextId + 1,
    // A little seeded variety in the rhythm, so pop-ups are not metronomic.
    nextSpawnAt: time + gapMs + Math.floor(random() * gapMs),
    lastHole: hole,
    lastWord: word,
    othersInARow: isTarget ? 0 : state.othersInARow + 1,
  };
}

/** Advances the round to wall time `now`: moles go down when their time is over, new ones pop up. */
export function tick(state: RoundState, now: number, random: Random): RoundState {
  if (state.status !== "playing") return state;
  const time = gameTime(state, now);
  if (state.lengthMs !== null && time >= state.lengthMs) return endRound(state, now);

  const missed = state.moles
    .filter((mole) => mole.downAt <= time && mole.status === "up" && mole.isTarget)
    .map((mole) => mole.word);
  let next: RoundState = {
    ...state,
    time,
    moles: state.moles.filter((mole) => mole.downAt > time),
    missedTargets: missed.length ? [...state.missedTargets, ...missed] : state.missedTargets,
  };
  const { maxUp } = speedLevels[state.speed];
  if (
    time >= next.nextSpawnAt &&
    next.moles.filter((mole) => mole.status === "up").length < maxUp
  ) {
    next = spawn(next, time, random);
  }
  return next;
}

export type WhackOutcome = { kind: "hit" | "oops"; mole: Mole } | { kind: "empty" };

/** The player whacks a hole. Only a mole that is up counts; whacking an empty hole costs nothing. */
export function whack(
  state: RoundState,
  hole: number,
  now: number,
): { state: RoundState; outcome: WhackOutcome } {
  const mole = state.moles.find((m) => m.hole === hole && m.status === "up");
  const time = gameTime(state, now);
  if (state.status !== "playing" || !mole || mole.downAt <= time)
    return { state, outcome: { kind: "empty" } };
  const kind = mole.isTarget ? "hit" : "oops";
  const whacked: Mole = { ...mole, status: kind, downAt: time + reactionMs[kind] };
  return {
    state: {
      ...state,
      time,
      moles: state.moles.map((m) => (m.id === mole.id ? whacked : m)),
      hits: kind === "hit" ? [...state.hits, mole.word] : state.hits,
      wrongHits: kind === "oops" ? [...state.wrongHits, mole.word] : state.wrongHits,
    },
    outcome: { kind, mole: whacked },
  };
}

/** Words with how often each happened, in first-seen order: for the end-of-round summary. */
export function tally(words: readonly string[]): { word: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].map(([word, count]) => ({ word, count }));
}

/** Numpad layout: 7 8 9 on the top row, 1 2 3 at the bottom, like the holes on screen. */
export function holeForKey(key: string): number | null {
  const digit = Number.parseInt(key, 10);
  if (!Number.isInteger(digit) || digit < 1 || digit > 9 || key.length !== 1) return null;
  const row = 2 - Math.floor((digit - 1) / 3);
  return row * 3 + ((digit - 1) % 3);
}

export function keyForHole(hole: number): number {
  return (2 - Math.floor(hole / 3)) * 3 + (hole % 3) + 1;
}
