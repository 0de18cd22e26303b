// The sound and pattern tags of an item. A tutor's own tags (from a word list, or typed in the
// editor) win; without them a word is tagged by the shared phonics sets' rules (the same ones the
// word lists check against), plus the two syllable patterns tutors name most: closed syllable and
// silent e. Pure, so the record, the editor and the tests all tag a word the same way.
import { shortVowelOf } from "@/games/phonics-words";
import { patternTagsFor, phonicsSetForTag, tagOfSet } from "@/activities/word-lists/patterns";
import { WORD_LIST_LIMITS } from "@/activities/word-lists/list";

// Vowel-consonant-e spellings whose vowel is not long: the sight words a child meets first.
const notSilentE = new Set([
  "have",
  "give",
  "live",
  "love",
  "come",
  "some",
  "done",
  "gone",
  "none",
]);

/** A one-syllable vowel-consonant-e word (cake, bike, home, cute): the e is silent. */
export function hasSilentE(input: string): boolean {
  const word = input.trim().toLowerCase();
  return /^[b-df-hj-np-tv-z]*[aeiou][b-df-hj-np-tvz]e$/.test(word) && !notSilentE.has(word);
}

/** Every known pattern of a word, in teaching order ("ship" → sh, short i, closed syllable). */
export function tagsForWord(word: string): string[] {
  const tags = patternTagsFor(word);
  if (shortVowelOf(word)) tags.push("closed syllable");
  if (hasSilentE(word)) tags.push("silent e");
  return [...new Set(tags)].slice(0, WORD_LIST_LIMITS.tagsPerWord);
}

/** The tags an item carries: the tutor's when given, else what the tagger finds in its word. */
export function itemTags(word: string, given?: readonly string[]): string[] {
  const own = (given ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean);
  return own.length ? [...new Set(own)] : /^[a-z'-]+$/i.test(word.trim()) ? tagsForWord(word) : [];
}

/** The tutor's tags of a plain-text item, from its activity's tags by item. */
export const givenTags = (tags: Record<string, string[]> | undefined, item: string) =>
  tags?.[item.trim().toLowerCase()];

/**
 * The tags of a group a child chose (a sort's bin, the moles to whack): the pattern its name gives
 * when the name is one ("Sh", "short a", "-at family", "silent e"), else what all its words share.
 */
export function groupTags(name: string, itemTagLists: readonly (readonly string[])[]): string[] {
  const label = name.trim().toLowerCase();
  const set = phonicsSetForTag(label);
  if (set) return [tagOfSet(set)];
  if (label === "closed syllable" || label === "silent e") return [label];
  const [first, ...rest] = itemTagLists;
  return (first ?? []).filter((tag) => rest.every((tags) => tags.includes(tag)));
}
