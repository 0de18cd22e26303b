// "Listen and build" (issue 38, point 3): the game says a word from the level's word list, the
// child builds it from the tiles, and Check names the first tile that is not right. Pure: the
// deal takes a seeded Random, every step is state in, state out.
import { ordinal } from "@/games/kit/words/ordinal";
import { sample, type Random } from "@/games/kit/random/random";
import type { Level, Tile } from "./tiles";
import { findWordGroup, type WordGroupId } from "./words";

export const LETTER_TILES_MODES = ["free", "dictation"] as const;
export type LetterTilesMode = (typeof LETTER_TILES_MODES)[number];
export const DEFAULT_LETTER_TILES_MODE: LetterTilesMode = "free";
export const letterTilesModeLabels: Record<LetterTilesMode, string> = {
  free: "Free play",
  dictation: "Listen and build",
};

/** Short enough to finish with a young child's attention, long enough to show a pattern. */
export const DICTATION_ROUND = 5;

// Each level dictates only words its own tiles can build: the welded sounds and blends wait for
// Intermediate, the vowel teams and r-controlled vowels for Advanced.
export const dictationGroups: Record<Level, WordGroupId[]> = {
  beginner: ["short-a", "short-i", "short-o", "short-u", "short-e", "sh", "ch", "th", "wh"],
  intermediate: ["am", "an", "ang", "ing", "ong", "ung", "ank", "ink", "unk", "level-2"],
  advanced: ["level-3", "level-4", "level-5", "level-6"],
};

export function dictationWords(level: Level): string[] {
  return dictationGroups[level].flatMap((id) => findWordGroup(id).words);
}

export type DictationCheck =
  | { kind: "right" }
  | { kind: "empty" }
  /** position counts from 1, as the child counts tiles. */
  | { kind: "wrong-tile"; position: number; tile: string }
  | { kind: "short"; built: number };

export type DictationState = {
  words: string[];
  index: number;
  /** The last Check of the current word, cleared when the board changes. */
  check: DictationCheck | null;
  /** The current word has been built right (Check said so). */
  solved: boolean;
  /** Words checked wrong at least once or skipped, in the order they were missed. */
  missed: string[];
  /** What the child first built for each word checked wrong: the spelling behind the mistake. */
  firstTries: Record<string, string>;
  done: boolean;
};

export type DictationAction =
  { type: "check"; built: readonly Tile[] } | { type: "edit" } | { type: "next" };

export function startDictation(
  level: Level,
  random: Random,
  count = DICTATION_ROUND,
): DictationState {
  const pool = [...new Set(dictationWords(level))];
  return {
    words: sample(random, pool, Math.min(count, pool.length)),
    index: 0,
    check: null,
    solved: false,
    missed: [],
    firstTries: {},
    done: false,
  };
}

export function dictationWord(state: DictationState): string {
  return state.words[state.index] ?? "";
}

/**
 * Compares what the child built with the word by its letters, so "ship" built as s + h + i + p
 * counts as right as sh + i + p does; the first tile whose letters leave the word is the one named.
 * A picture tile is never a letter of the word.
 */
export function checkBuilt(word: string, built: readonly Tile[]): DictationCheck {
  if (built.length === 0) return { kind: "empty" };
  const target = word.toLowerCase();
  let offset = 0;
  for (const [i, tile] of built.entries()) {
    const label = tile.label.toLowerCase();
    if (tile.type === "image" || !target.startsWith(label, offset))
      return { kind: "wrong-tile", position: i + 1, tile: tile.label };
    offset += label.length;
  }
  return offset === target.length ? { kind: "right" } : { kind: "short", built: built.length };
}

/** What Check says, in words a child can act on. The word itself is only named once it is right. */
export function checkMessage(check: DictationCheck, word: string): string {
  switch (check.kind) {
    case "right":
      return `Yes! That spells ${word}.`;
    case "empty":
      return "Build the word on the board first, then press Check.";
    case "wrong-tile":
      return `The ${ordinal(check.position)} tile, ${check.tile}, is not right. Listen again and change it.`;
    case "short":
      return `Good so far, but the word needs more tiles after the ${ordinal(check.built)} one.`;
  }
}

const missedWith = (state: DictationState) => {
  const word = dictationWord(state);
  return state.missed.includes(word) ? state.missed : [...state.missed, word];
};

export function stepDictation(state: DictationState, action: DictationAction): DictationState {
  if (state.done) return state;
  switch (action.type) {
    case "check": {
      if (state.solved) return state;
      const check = checkBuilt(dictationWord(state), action.built);
      if (check.kind === "right") return { ...state, check, solved: true };
      // An empty board is a reminder, not a mistake.
      if (check.kind === "empty") return { ...state, check };
      const word = dictationWord(state);
      const firstTries =
        word in state.firstTries
          ? state.firstTries
          : { ...state.firstTries, [word]: builtSpelling(action.built) };
      return { ...state, check, missed: missedWith(state), firstTries };
    }
    case "edit":
      return state.check === null || state.solved ? state : { ...state, check: null };
    case "next": {
      // Moving on without building the word right counts it as one to practise.
      const missed = state.solved ? state.missed : missedWith(state);
      const index = state.index + 1;
      if (index >= state.words.length) return { ...state, missed, check: null, done: true };
      return { ...state, index, missed, check: null, solved: false };
    }
  }
}

/** The letters a board spells, tile by tile ("sh" + "i" + "p" is "ship"); pictures spell nothing. */
export function builtSpelling(built: readonly Tile[]): string {
  return built
    .filter((tile) => tile.type !== "image")
    .map((tile) => tile.label.toLowerCase())
    .join("");
}

/**
 * A finished round as the game reports it to whoever keeps a record of it (an assigned game
 * does; a free game keeps none): each word, right at the first Check or not, and what the child
 * first built when it was not (a word skipped without a try was built as nothing).
 */
export type DictationRoundResult = {
  words: { word: string; right: boolean; built: string }[];
};

export function dictationResult(state: DictationState): DictationRoundResult {
  return {
    words: state.words.map((word) => {
      const right = !state.missed.includes(word);
      return { word, right, built: right ? word : (state.firstTries[word] ?? "") };
    }),
  };
}

/** Words built right at the first Check (or without a wrong one). */
export function dictationScore(state: DictationState): number {
  return state.words.length - state.missed.length;
}

export function summaryMessage(state: DictationState): string {
  const total = state.words.length;
  const right = dictationScore(state);
  if (state.missed.length === 0) return `You built all ${total} words right. Well listened!`;
  return `You built ${right} of ${total} words right first time. Words to practise: ${state.missed.join(", ")}.`;
}
