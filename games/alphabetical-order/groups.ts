// Cutting the alphabet into contiguous groups (the cards and slots of a round).
import { ALPHABET, type CardFace } from "./data";

/** Spec section 3: letter groups (id, letters, orderIndex, weight). Weight sizes the slot. */
export type LetterGroup = { id: string; letters: string; orderIndex: number; weight: number };

/**
 * An even split of a-z into `count` contiguous groups: sizes differ by at most one and the
 * larger groups come first (4 groups: 7, 7, 6, 6 → a-g, h-n, o-t, u-z).
 */
export function splitAlphabet(count: number): LetterGroup[] {
  if (!Number.isInteger(count) || count < 1 || count > ALPHABET.length) {
    throw new Error(`cannot split the alphabet into ${count} groups`);
  }
  const base = Math.floor(ALPHABET.length / count);
  const larger = ALPHABET.length % count;
  const groups: LetterGroup[] = [];
  let start = 0;
  for (let orderIndex = 0; orderIndex < count; orderIndex++) {
    const size = base + (orderIndex < larger ? 1 : 0);
    const letters = ALPHABET.slice(start, start + size);
    groups.push({ id: letters, letters, orderIndex, weight: size });
    start += size;
  }
  return groups;
}

/** "a to g" for screen readers, "a" for a single letter. */
export function describeGroup(group: LetterGroup, uppercase: boolean): string {
  const show = (letter: string) => (uppercase ? letter.toUpperCase() : letter);
  const first = group.letters[0] ?? "";
  const last = group.letters[group.letters.length - 1] ?? "";
  return group.letters.length === 1 ? show(first) : `${show(first)} to ${show(last)}`;
}

/** The letters a card shows: its whole run, or only its first letter on the harder level. */
export function cardLetters(group: LetterGroup, face: CardFace): string {
  return face === "first-letter" ? group.letters.slice(0, 1) : group.letters;
}
