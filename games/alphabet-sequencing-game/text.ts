// Turning a passage into clickable glyphs, and generating the "mixed letters" text.
import { randomInt, type Random } from "@/games/kit/random/random";
import { ALPHABET, EXTRA_RANDOM_LETTERS, GENERATED_WORD_LENGTH, type LetterCase } from "./data";

/** One character of the text. Only a-z (either case) carry a letter and become buttons. */
export type Glyph = { index: number; char: string; letter: string | null };

export function isAlphabetLetter(char: string): boolean {
  return /^[a-z]$/i.test(char);
}

export function toGlyphs(text: string): Glyph[] {
  return [...text].map((char, index) => ({
    index,
    char,
    letter: isAlphabetLetter(char) ? char.toLowerCase() : null,
  }));
}

/** Space-separated chunks of glyphs, so a view can keep each word (with its punctuation) together. */
export function toWords(glyphs: readonly Glyph[]): Glyph[][] {
  const words: Glyph[][] = [];
  let current: Glyph[] = [];
  for (const glyph of glyphs) {
    if (glyph.char === " ") {
      if (current.length > 0) words.push(current);
      current = [];
    } else {
      current.push(glyph);
    }
  }
  if (current.length > 0) words.push(current);
  return words;
}

/** Word lengths of 3-5 that add up to total, never leaving a remainder of 1 or 2 letters. */
export function splitIntoWordLengths(random: Random, total: number): number[] {
  const { min, max } = GENERATED_WORD_LENGTH;
  const lengths: number[] = [];
  let remaining = total;
  while (remaining > 0) {
    if (remaining <= max) {
      lengths.push(remaining);
      break;
    }
    const options: number[] = [];
    for (let length = min; length <= max; length++) {
      const left = remaining - length;
      if (left === 0 || left >= min) options.push(length);
    }
    const length = options[randomInt(random, 0, options.length - 1)] as number;
    lengths.push(length);
    remaining -= length;
  }
  return lengths;
}

/**
 * The alphabet in order with 90 random letters slipped in between, cut into words of 3-5
 * letters. Inserting never reorders a-z, so the text is always solvable.
 */
export function generateMixedText(random: Random): string {
  const letters = [...ALPHABET];
  for (let i = 0; i < EXTRA_RANDOM_LETTERS; i++) {
    const extra = ALPHABET[randomInt(random, 0, ALPHABET.length - 1)] as string;
    letters.splice(randomInt(random, 0, letters.length), 0, extra);
  }
  const words: string[] = [];
  let at = 0;
  for (const length of splitIntoWordLengths(random, letters.length)) {
    words.push(letters.slice(at, at + length).join(""));
    at += length;
  }
  return words.join(" ");
}

/** A character as the chosen case shows it: the text's own capitals, or all lower or upper case. */
export function inCase(char: string, letterCase: LetterCase): string {
  return letterCase === "upper"
    ? char.toUpperCase()
    : letterCase === "lower"
      ? char.toLowerCase()
      : char;
}
