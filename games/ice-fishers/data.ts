// What Ice Fishers asks for at each level. The word sets come from the shared phonics sets
// (games/phonics-words), so the rule that judges a catch is the same everywhere. Level 3 adds
// single sight words with look-alike distractors (said / sad / sand): telling those apart by
// every letter is how heart words are learnt.
import { getPhonicsSet, type PhonicsSet } from "@/games/phonics-words";
import { sightWords } from "@/games/phonics-words/words";

export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

export type LevelSettings = {
  title: string;
  /** How many fish swim at once, one per lane. */
  fishCount: number;
  /** Swimming speed as a share of the pond's width per second. */
  speed: number;
  setIds: readonly string[];
};

export const levelSettings: Record<Level, LevelSettings> = {
  1: {
    title: "Letters and sounds",
    fishCount: 3,
    speed: 0.03,
    setIds: [
      "letter-b",
      "letter-d",
      "letter-p",
      "vowels",
      "short-a",
      "short-e",
      "short-i",
      "short-o",
      "short-u",
    ],
  },
  2: {
    title: "Word families",
    fishCount: 4,
    speed: 0.045,
    setIds: ["family-at", "family-an", "family-ig", "family-op", "family-ug"],
  },
  3: {
    title: "Sight words",
    fishCount: 5,
    speed: 0.06,
    setIds: [
      "sight-words",
      "sight-said",
      "sight-was",
      "sight-they",
      "sight-where",
      "sight-could",
      "sight-does",
      "sight-come",
      "sight-what",
    ],
  },
};

/** Look-alike and sound-alike words for one sight word: same letters, other order, one letter off. */
export const sightWordLookAlikes: Record<string, readonly string[]> = {
  said: ["sad", "sand", "paid", "slid", "side", "sail"],
  was: ["saw", "wax", "has", "as", "wag", "way"],
  they: ["then", "them", "the", "hey", "that", "this"],
  where: ["were", "there", "here", "when", "wear", "wheel"],
  could: ["cloud", "cold", "would", "should", "cod", "cool"],
  does: ["dose", "goes", "doe", "done", "dogs", "toes"],
  come: ["came", "cone", "some", "comb", "code", "home"],
  what: ["that", "want", "wait", "hat", "when", "wheat"],
};

function singleSightWordSet(word: string, lookAlikes: readonly string[]): PhonicsSet {
  return {
    id: `sight-${word}`,
    label: `Sight word "${word}"`,
    prompt: `The word "${word}"`,
    hint: `"${word}" is spelled ${[...word].join("-")}. Check every letter.`,
    group: "sight-words",
    kind: "word",
    targets: [word],
    distractors: lookAlikes,
    matches: (candidate) => candidate.trim().toLowerCase() === word,
  };
}

const ownSets: PhonicsSet[] = Object.entries(sightWordLookAlikes)
  .filter(([word]) => (sightWords as readonly string[]).includes(word))
  .map(([word, lookAlikes]) => singleSightWordSet(word, lookAlikes));

export function fishSet(id: string): PhonicsSet | undefined {
  return ownSets.find((set) => set.id === id) ?? getPhonicsSet(id);
}

export function setsForLevel(level: Level): PhonicsSet[] {
  return levelSettings[level].setIds
    .map((id) => fishSet(id))
    .filter((set): set is PhonicsSet => set !== undefined);
}

/** Targets a set may show more than once at a time: its single letter or single sight word. */
export function repeatsTargets(set: PhonicsSet): boolean {
  return set.targets.length < 3;
}
