// Match It: one player matches a card from "Your Card" to the center card before the
// 60-second round ends. Pure state machine: time is `now` (ms), randomness a seeded Random.
import { sample, shuffle, type Random } from "@/games/kit/random/random";
import { secondsLeft } from "@/games/kit/timing/round-timer";

export const ROUND_SECONDS = 60;
export const MIN_CARDS = 2;
export const MAX_CARDS = 6;
export const DEFAULT_CARDS = 6;
export const TRY_AGAIN_MS = 800;
export const TIMES_UP_MS = 2000;

export type GameType = "numbers" | "letters";
/** A: the center shows the same numeral or capital. B: the center shows dots to count or the small letter. */
export type CenterMode = "A" | "B";
export const SHAPES = ["circle", "square", "triangle", "star", "heart", "hexagon"] as const;
export type CardShape = (typeof SHAPES)[number];

export const NUMBER_VALUES = Array.from({ length: 10 }, (_, i) => String(i + 1));
export const LETTER_VALUES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

export type MatchCard = { id: string; value: string; isCorrect: boolean; shape: CardShape };
export type Settings = {
  cardCount: number;
  gameType: GameType;
  centerMode: CenterMode;
  practice: boolean;
};
export type Phase = "idle" | "running" | "timeUp";

export type MatchItState = {
  phase: Phase;
  settings: Settings;
  roundSeconds: number;
  endsAt: number | null;
  score: number;
  streak: number;
  bestStreak: number;
  round: number;
  center: string;
  cards: MatchCard[];
};

export type PickResult = "correct" | "wrong" | "ignored";

export function valuesFor(gameType: GameType): string[] {
  return gameType === "numbers" ? NUMBER_VALUES : LETTER_VALUES;
}

export function clampCardCount(count: number): number {
  if (!Number.isFinite(count)) return DEFAULT_CARDS;
  return Math.min(MAX_CARDS, Math.max(MIN_CARDS, Math.round(count)));
}

/** A new center value (never the previous one) with unique decoys; shapes cycle round by round. */
export function drawRound(state: MatchItState, random: Random): MatchItState {
  const values = valuesFor(state.settings.gameType);
  const candidates = values.filter((v) => v !== state.center);
  const center = sample(random, candidates.length > 0 ? candidates : values, 1)[0] as string;
  const decoys = sample(
    random,
    values.filter((v) => v !== center),
    state.settings.cardCount - 1,
  );
  const round = state.round + 1;
  const cards = shuffle(random, [center, ...decoys]).map((value, i) => ({
    id: `r${round}-c${i}`,
    value,
    isCorrect: value === center,
    shape: SHAPES[(round + i) % SHAPES.length] as CardShape,
  }));
  return { ...state, round, center, cards };
}

export function createMatchIt(
  random: Random,
  options: { roundSeconds?: number; settings?: Partial<Settings> } = {},
): MatchItState {
  const settings: Settings = {
    cardCount: DEFAULT_CARDS,
    gameType: "numbers",
    centerMode: "A",
    practice: false,
    ...options.settings,
  };
  settings.cardCount = clampCardCount(settings.cardCount);
  const idle: MatchItState = {
    phase: "idle",
    settings,
    roundSeconds: options.roundSeconds ?? ROUND_SECONDS,
    endsAt: null,
    score: 0,
    streak: 0,
    bestStreak: 0,
    round: 0,
    center: "",
    cards: [],
  };
  return drawRound(idle, random);
}

/**
 * Cards, game type and center mode may change at any time: the cards are redrawn to match and
 * the score is kept. Practice (no clock) changes only between rounds, as it decides the clock.
 */
export function changeSettings(
  state: MatchItState,
  patch: Partial<Settings>,
  random: Random,
): MatchItState {
  const practice =
    state.phase === "running"
      ? state.settings.practice
      : (patch.practice ?? state.settings.practice);
  const settings = {
    ...state.settings,
    ...patch,
    practice,
    cardCount: clampCardCount(patch.cardCount ?? state.settings.cardCount),
  };
  return drawRound({ ...state, settings }, random);
}

/** Start resets score and timer. Practice mode runs without a clock (WCAG 2.2.1). */
export function start(state: MatchItState, now: number, random: Random): MatchItState {
  const endsAt = state.settings.practice ? null : now + state.roundSeconds * 1000;
  return drawRound(
    { ...state, phase: "running", endsAt, score: 0, streak: 0, bestStreak: 0 },
    random,
  );
}

/** The reset button: back to idle with a full clock and no score. */
export function reset(state: MatchItState, random: Random): MatchItState {
  return drawRound(
    { ...state, phase: "idle", endsAt: null, score: 0, streak: 0, bestStreak: 0 },
    random,
  );
}

export function tick(state: MatchItState, now: number): MatchItState {
  if (state.phase !== "running" || state.endsAt === null || now < state.endsAt) return state;
  return { ...state, phase: "timeUp" };
}

export function pick(
  state: MatchItState,
  cardId: string,
  now: number,
  random: Random,
): { state: MatchItState; result: PickResult } {
  if (state.phase !== "running") return { state, result: "ignored" };
  if (state.endsAt !== null && now >= state.endsAt) return { state, result: "ignored" };
  const card = state.cards.find((c) => c.id === cardId);
  if (!card) return { state, result: "ignored" };
  if (!card.isCorrect) return { state: { ...state, streak: 0 }, result: "wrong" };
  const streak = state.streak + 1;
  const scored = {
    ...state,
    score: state.score + 1,
    streak,
    bestStreak: Math.max(state.bestStreak, streak),
  };
  return { state: drawRound(scored, random), result: "correct" };
}

/** What the clock shows: the full round when idle, 0 when time is up. */
export function clockSeconds(state: MatchItState, now: number): number {
  if (state.phase === "idle") return state.roundSeconds;
  if (state.phase === "timeUp") return 0;
  return state.endsAt === null ? state.roundSeconds : secondsLeft(state.endsAt, now);
}

/** How the center shows its value in mode B: a count of dots, or the small letter. */
export function centerDisplay(
  state: MatchItState,
):
  | { kind: "value"; text: string }
  | { kind: "dots"; count: number }
  | { kind: "small"; text: string } {
  if (state.settings.centerMode === "A") return { kind: "value", text: state.center };
  return state.settings.gameType === "numbers"
    ? { kind: "dots", count: Number(state.center) }
    : { kind: "small", text: state.center.toLowerCase() };
}
