// Alphabet Sequencing as a pure state machine (spec section 4): click a to z in order, each
// letter being the next occurrence of the target after the last correct click. Time comes in as
// an argument (`now`), so the 1200 ms reset is tested without waiting.
import type { Random } from "@/games/kit/random/random";
import { ALPHABET, passages, RESET_DELAY_MS, type PassageId } from "./data";
import { generateMixedText, toGlyphs, type Glyph } from "./text";

export type TextChoice = PassageId | "generated" | "custom";

export type SequencingState = {
  choice: TextChoice;
  glyphs: Glyph[];
  /**
   * The letters to find, in order. The passages and mixed letters hold all of a-z; a tutor's own
   * text may not, so its letters that cannot be found in order are left out (lettersInOrder).
   */
  targets: string[];
  /** Index into targets: 0 means "find the first" (a), targets.length means complete. */
  nextLetter: number;
  /** Glyph indexes of correct clicks, in order (a, b, c, …). */
  found: number[];
  /**
   * Glyph indexes of wrong clicks. They are cleared by the next correct click, so a letter
   * dimmed too early is not mistaken for "used up" when its turn comes.
   */
  dimmed: number[];
  status: "playing" | "celebrating";
  /** When a celebration ends and the progress resets. */
  resetAt: number | null;
  roundsCompleted: number;
};

export type ChooseOutcome =
  | { kind: "correct"; letter: string }
  | { kind: "complete" }
  | { kind: "wrong"; clicked: string; expected: string; sameLetter: boolean }
  | { kind: "ignored" };

export function textFor(choice: Exclude<TextChoice, "custom">, random: Random): string {
  return choice === "generated" ? generateMixedText(random) : passages[choice].text;
}

/**
 * The letters of a-z a child can find in order in these glyphs, taking each letter's first
 * occurrence after the previous one; a letter with no occurrence left is skipped.
 */
export function lettersInOrder(glyphs: readonly Glyph[]): string[] {
  const targets: string[] = [];
  let from = 0;
  for (const letter of ALPHABET) {
    const at = glyphs.findIndex((g, i) => i >= from && g.letter === letter);
    if (at < 0) continue;
    targets.push(letter);
    from = at + 1;
  }
  return targets;
}

/** A game on a passage or mixed letters; pass `customText` (already validated) for a tutor's own text. */
export function createGame(choice: TextChoice, random: Random, customText = ""): SequencingState {
  const glyphs = toGlyphs(choice === "custom" ? customText : textFor(choice, random));
  return {
    choice,
    glyphs,
    targets: lettersInOrder(glyphs),
    nextLetter: 0,
    found: [],
    dimmed: [],
    status: "playing",
    resetAt: null,
    roundsCompleted: 0,
  };
}

export function targetLetter(state: SequencingState): string | null {
  return state.targets[state.nextLetter] ?? null;
}

/** Letters of a-z the text cannot offer in order (none for the passages and mixed letters). */
export function skippedLetters(state: SequencingState): string[] {
  return [...ALPHABET].filter((letter) => !state.targets.includes(letter));
}

/** Where the last correct click was (-1 before a is found). */
export function lastFoundAt(state: SequencingState): number {
  return state.found[state.found.length - 1] ?? -1;
}

/**
 * The one glyph that counts as correct: the first occurrence of the target letter that comes
 * after the last correct click. Every other glyph, even the same letter elsewhere, is wrong.
 */
export function expectedGlyphIndex(state: SequencingState): number | null {
  const target = targetLetter(state);
  if (target === null || state.status !== "playing") return null;
  const start = lastFoundAt(state) + 1;
  const glyph = state.glyphs.slice(start).find((g) => g.letter === target);
  return glyph ? glyph.index : null;
}

export function chooseGlyph(
  state: SequencingState,
  glyphIndex: number,
  now: number,
): { state: SequencingState; outcome: ChooseOutcome } {
  const glyph = state.glyphs[glyphIndex];
  // Only a-z are letters to click (spec section 5); found letters and celebrations ignore clicks.
  if (
    !glyph ||
    glyph.letter === null ||
    state.status !== "playing" ||
    state.found.includes(glyphIndex)
  ) {
    return { state, outcome: { kind: "ignored" } };
  }
  const expected = targetLetter(state) as string;
  if (glyphIndex !== expectedGlyphIndex(state)) {
    const dimmed = state.dimmed.includes(glyphIndex) ? state.dimmed : [...state.dimmed, glyphIndex];
    return {
      state: { ...state, dimmed },
      outcome: {
        kind: "wrong",
        clicked: glyph.letter,
        expected,
        sameLetter: glyph.letter === expected,
      },
    };
  }
  const found = [...state.found, glyphIndex];
  const nextLetter = state.nextLetter + 1;
  if (nextLetter === state.targets.length) {
    return {
      state: {
        ...state,
        found,
        dimmed: [],
        nextLetter,
        status: "celebrating",
        resetAt: now + RESET_DELAY_MS,
        roundsCompleted: state.roundsCompleted + 1,
      },
      outcome: { kind: "complete" },
    };
  }
  return {
    state: { ...state, found, dimmed: [], nextLetter },
    outcome: { kind: "correct", letter: expected },
  };
}

/** Ends a celebration once its 1200 ms are over: the same text, progress back to a. */
export function tick(state: SequencingState, now: number): SequencingState {
  if (state.status !== "celebrating" || state.resetAt === null || now < state.resetAt) return state;
  return { ...state, status: "playing", resetAt: null, nextLetter: 0, found: [], dimmed: [] };
}

/** Start over on the same text, keeping the count of finished rounds. */
export function restart(state: SequencingState): SequencingState {
  return { ...state, status: "playing", resetAt: null, nextLetter: 0, found: [], dimmed: [] };
}
