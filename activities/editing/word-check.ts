// Word checks as the tutor types: a word that is in none of the project's word lists is allowed
// but marked for a second look (a typo in a spelling game teaches the typo).
import { phonicsSets } from "@/games/phonics-words";
import { wordGroups } from "@/games/letter-tiles/words";

let known: Set<string> | null = null;

function knownWords(): Set<string> {
  known ??= new Set(
    [
      ...phonicsSets.flatMap((set) => [...set.targets, ...set.distractors]),
      ...wordGroups.flatMap((group) => group.words),
    ].map((word) => word.toLowerCase()),
  );
  return known;
}

export function isKnownWord(word: string): boolean {
  return knownWords().has(word.trim().toLowerCase());
}
