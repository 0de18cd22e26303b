// The word-order round: 4 to 8 words to put in alphabetical order by their first letter, and by
// the second letter when two words start the same (bat, bee). No two words share their first two
// letters, so the first or second letter always decides. The child taps the words in order.
import { pick, shuffle, type Random } from "@/games/kit/random/random";
import { ORDER_WORDS, type WordCount } from "./data";

export type WordOrderRound = {
  /** The words in alphabetical order: the answer. */
  ordered: string[];
  /** The same words as the child sees them, shuffled, never already in order. */
  shown: string[];
  /** How many words have been put in order so far (ordered.slice(0, placed)). */
  placed: number;
  mistakes: number;
  complete: boolean;
};

export type WordOutcome =
  { kind: "correct"; complete: boolean } | { kind: "wrong"; reason: string } | { kind: "ignored" };

const prefix = (word: string) => word.slice(0, 2);

export function compareByFirstTwoLetters(a: string, b: string): number {
  return prefix(a) < prefix(b) ? -1 : prefix(a) > prefix(b) ? 1 : 0;
}

export function createWordOrderRound(
  random: Random,
  count: WordCount,
  words: readonly string[] = ORDER_WORDS,
): WordOrderRound {
  // Start with two words that share a first letter, so every round practises the second letter.
  const firstLetters = [...new Set(words.map((w) => w[0]))].filter(
    (letter) => new Set(words.filter((w) => w[0] === letter).map(prefix)).size > 1,
  );
  const shared = pick(random, firstLetters);
  const chosen: string[] = [];
  for (const word of shuffle(
    random,
    words.filter((w) => w[0] === shared),
  )) {
    if (chosen.length < 2 && !chosen.some((c) => prefix(c) === prefix(word))) chosen.push(word);
  }
  for (const word of shuffle(random, words)) {
    if (chosen.length === count) break;
    if (!chosen.some((c) => prefix(c) === prefix(word))) chosen.push(word);
  }
  const ordered = [...chosen].sort(compareByFirstTwoLetters);
  let shownWords = shuffle(random, chosen);
  if (shownWords.every((w, i) => w === ordered[i]))
    shownWords = [...shownWords.slice(1), shownWords[0] as string];
  return { ordered, shown: shownWords, placed: 0, mistakes: 0, complete: false };
}

export function isPlaced(round: WordOrderRound, word: string): boolean {
  const at = round.ordered.indexOf(word);
  return at >= 0 && at < round.placed;
}

/** Why `expected` comes before `chosen`, in words a child can follow. */
export function orderReason(expected: string, chosen: string): string {
  if (expected[0] !== chosen[0])
    return `${expected} comes first: ${expected[0]} comes before ${chosen[0]} in the alphabet.`;
  return `Both start with ${expected[0]}, so look at the second letter: ${expected[1]} comes before ${chosen[1]}.`;
}

export function chooseWord(
  round: WordOrderRound,
  word: string,
): { round: WordOrderRound; outcome: WordOutcome } {
  if (round.complete || !round.shown.includes(word) || isPlaced(round, word))
    return { round, outcome: { kind: "ignored" } };
  const expected = round.ordered[round.placed] as string;
  if (word !== expected)
    return {
      round: { ...round, mistakes: round.mistakes + 1 },
      outcome: { kind: "wrong", reason: orderReason(expected, word) },
    };
  const placed = round.placed + 1;
  const complete = placed === round.ordered.length;
  return { round: { ...round, placed, complete }, outcome: { kind: "correct", complete } };
}
