// The five vowels with the keyword for their short sound (from the one keyword table,
// games/kit/words/sound-keywords.ts) and example words for both sounds. Short-vowel words are closed
// CVC syllables; long-vowel words are vowel-consonant-e (the silent e makes the vowel say its
// name) or open CV syllables. logic.test.ts checks both.
import { shortVowelKeyword } from "@/games/kit/words/sound-keywords";

export const VOWELS = ["a", "e", "i", "o", "u"] as const;
export type Vowel = (typeof VOWELS)[number];

export type VowelSounds = {
  vowel: Vowel;
  /** Keyword that starts with the short sound, read aloud when the vowel is tapped. */
  keyword: string;
  shortWords: readonly string[];
  longWords: readonly string[];
};

const vowel = (v: Vowel, shortWords: string[], longWords: string[]): VowelSounds => ({
  vowel: v,
  keyword: shortVowelKeyword(v),
  shortWords,
  longWords,
});

export const VOWEL_SOUNDS: Record<Vowel, VowelSounds> = {
  a: vowel("a", ["cat", "map"], ["cake", "game"]),
  e: vowel("e", ["bed", "hen"], ["me", "we"]),
  i: vowel("i", ["pig", "sit"], ["kite", "bike"]),
  o: vowel("o", ["hot", "mop"], ["rope", "home"]),
  u: vowel("u", ["cup", "bus"], ["cube", "mule"]),
};

/** "a, apple; e, egg; …": each vowel said with its keyword, as the child practises it. */
export const vowelsWithKeywords = VOWELS.map((v) => `${v}, ${VOWEL_SOUNDS[v].keyword}`).join("; ");

export const VOWEL_COUNT = 28;
export const LINE_LENGTH = 14; // 28 vowels in 2 lines
export const CONFETTI = { particleCount: 300 } as const;
/** Used only if canvas-confetti cannot load. */
export const FALLBACK_CONFETTI = { count: 300, removeAfterMs: 1600 } as const;

/** How the game is played; "tap-all" is the spec's game and the default. */
export const VOWEL_MODES = ["tap-all", "find-vowels", "short-long"] as const;
export type VowelMode = (typeof VOWEL_MODES)[number];
export const DEFAULT_VOWEL_MODE: VowelMode = "tap-all";
export const vowelModeLabels: Record<VowelMode, string> = {
  "tap-all": "Tap every vowel",
  "find-vowels": "Find the vowels",
  "short-long": "Short or long?",
};

/** "Find the vowels" hides the 28 vowels among this many consonants (3 lines of 14 in all). */
export const CONSONANT_COUNT = 14;
/** y is left out: it can be a vowel (gym, my), so it would be unfair in a vowel hunt. */
export const CONSONANTS = [
  "b",
  "c",
  "d",
  "f",
  "g",
  "h",
  "j",
  "k",
  "l",
  "m",
  "n",
  "p",
  "r",
  "s",
  "t",
  "v",
  "w",
  "z",
] as const;
