// The shared phonics word sets: short vowels, digraphs, word families, sight words and letters.
// Games (Whack-a-Mole, Ice Fishers) show `prompt`, draw words from `targets` and `distractors`,
// and judge any word with `matches`, so a custom game and a built-in one use the same rule.
import { shortVowelKeyword, soundKeyword } from "@/games/kit/words/sound-keywords";
import {
  gluedSoundOf,
  hasDigraph,
  inWordFamily,
  shortVowelOf,
  type Digraph,
  type GluedSound,
  type Vowel,
} from "./patterns";
import {
  confusableLetters,
  consonantLettersList,
  digraphDistractors,
  digraphWords,
  gluedSoundDistractors,
  gluedSoundWords,
  shortVowelDistractors,
  shortVowelWords,
  sightWordDistractors,
  sightWords,
  vowelLettersList,
  wordFamilyDistractors,
  wordFamilyWords,
} from "./words";

export {
  gluedSoundOf,
  hasDigraph,
  inWordFamily,
  shortVowelOf,
  type Digraph,
  type GluedSound,
  type Vowel,
} from "./patterns";

export type PhonicsGroup =
  "short-vowels" | "glued-sounds" | "digraphs" | "word-families" | "sight-words" | "letters";

export type PhonicsSet = {
  /** Stable id for URLs and settings, e.g. "short-a", "digraph-sh", "family-at". */
  id: string;
  /** Short name for menus: "Short a". */
  label: string;
  /** What the child looks for, as a sentence start: "Words with short a". */
  prompt: string;
  /** A kind reminder of the rule, shown after a wrong choice. */
  hint: string;
  group: PhonicsGroup;
  /** "letter" sets hold single letters; games must not read those aloud (GAMES.md). */
  kind: "word" | "letter";
  /** Words that have the pattern. */
  targets: readonly string[];
  /** Near misses that do not have it. */
  distractors: readonly string[];
  /** Does this word have the pattern? Case and surrounding spaces are ignored. */
  matches: (word: string) => boolean;
};

export const phonicsGroupLabels: Record<PhonicsGroup, string> = {
  "short-vowels": "Short vowels",
  "glued-sounds": "Glued sounds",
  digraphs: "Digraphs",
  "word-families": "Word families",
  "sight-words": "Sight words",
  letters: "Letters",
};

const shortVowelSets = (Object.keys(shortVowelWords) as Vowel[]).map((vowel): PhonicsSet => ({
  id: `short-${vowel}`,
  label: `Short ${vowel}`,
  prompt: `Words with short ${vowel}`,
  hint:
    `Short ${vowel} sounds like the start of "${shortVowelKeyword(vowel)}", as in "${shortVowelWords[vowel][0]}".` +
    (vowel === "a"
      ? " Before m or n it is a glued sound of its own (am, an), as in ham and fan."
      : ""),
  group: "short-vowels",
  kind: "word",
  targets: shortVowelWords[vowel],
  distractors: shortVowelDistractors[vowel],
  matches: (word) => shortVowelOf(word) === vowel,
}));

// A digraph that spells a sound of its own is heard in that sound's keyword; ck spells /k/,
// whose keyword (cat) shows c, so ck has an example word instead.
const gluedSoundSets = (Object.keys(gluedSoundWords) as GluedSound[]).map((glued): PhonicsSet => ({
  id: `glued-${glued}`,
  label: `Glued ${glued}`,
  prompt: `Words with the glued sound ${glued}`,
  hint: `The letters ${glued} stick together and make one sound, as in "${gluedSoundWords[glued][0]}".`,
  group: "glued-sounds",
  kind: "word",
  targets: gluedSoundWords[glued],
  distractors: gluedSoundDistractors[glued],
  matches: (word) => gluedSoundOf(word) === glued,
}));

const digraphExamples: Record<Digraph, string> = {
  sh: soundKeyword("sh").keyword,
  ch: soundKeyword("ch").keyword,
  th: soundKeyword("th").keyword,
  wh: soundKeyword("wh").keyword,
  ck: "duck",
};

const digraphSets = (Object.keys(digraphWords) as Digraph[]).map((digraph): PhonicsSet => ({
  id: `digraph-${digraph}`,
  label: `Digraph ${digraph}`,
  prompt: `Words with the digraph ${digraph}`,
  hint: `The two letters ${digraph} make one sound together, as in "${digraphExamples[digraph]}".`,
  group: "digraphs",
  kind: "word",
  targets: digraphWords[digraph],
  distractors: digraphDistractors[digraph],
  matches: (word) => hasDigraph(word, digraph),
}));

const wordFamilySets = (Object.keys(wordFamilyWords) as (keyof typeof wordFamilyWords)[]).map(
  (rime): PhonicsSet => ({
    id: `family-${rime}`,
    label: `-${rime} family`,
    prompt: `Words in the -${rime} family`,
    hint: `-${rime} words end with the letters ${rime} and rhyme with "${wordFamilyWords[rime][0]}".`,
    group: "word-families",
    kind: "word",
    targets: wordFamilyWords[rime],
    distractors: wordFamilyDistractors[rime],
    matches: (word) => inWordFamily(word, rime),
  }),
);

const sightWordSet = new Set<string>(sightWords);

// Hints describe the letter's shape, the cue that separates b, d and p.
const letterHints: Record<keyof typeof confusableLetters, string> = {
  b: "b has its tall stick first, then the round belly: like a bat, then a ball.",
  d: "d has the round part first, then the tall stick: like a drum, then a drumstick.",
  p: "p drops its stick below the line, with the round part on the right.",
};

const letterSets: PhonicsSet[] = [
  ...(Object.keys(confusableLetters) as (keyof typeof confusableLetters)[]).map(
    (letter): PhonicsSet => ({
      id: `letter-${letter}`,
      label: `Letter ${letter}`,
      prompt: `The letter ${letter}`,
      hint: letterHints[letter],
      group: "letters",
      kind: "letter",
      targets: [letter],
      distractors: confusableLetters[letter],
      matches: (word) => word.trim().toLowerCase() === letter,
    }),
  ),
  {
    id: "vowels",
    label: "Vowels",
    prompt: "The vowels",
    hint: "The vowels are a, e, i, o and u.",
    group: "letters",
    kind: "letter",
    targets: vowelLettersList,
    distractors: consonantLettersList,
    matches: (word) => (vowelLettersList as readonly string[]).includes(word.trim().toLowerCase()),
  },
];

export const phonicsSets: readonly PhonicsSet[] = [
  ...shortVowelSets,
  ...gluedSoundSets,
  ...digraphSets,
  ...wordFamilySets,
  {
    id: "sight-words",
    label: "Sight words",
    prompt: "Sight words (heart words)",
    hint: "Sight words do not follow the sound rules, so we learn them by heart: the, said, was.",
    group: "sight-words",
    kind: "word",
    targets: sightWords,
    distractors: sightWordDistractors,
    matches: (word) => sightWordSet.has(word.trim().toLowerCase()),
  },
  ...letterSets,
];

export function getPhonicsSet(id: string | null | undefined): PhonicsSet | undefined {
  return id ? phonicsSets.find((set) => set.id === id) : undefined;
}

/** The sets grouped for a menu, in teaching order. */
export function phonicsSetsByGroup(): { group: PhonicsGroup; label: string; sets: PhonicsSet[] }[] {
  return (Object.keys(phonicsGroupLabels) as PhonicsGroup[]).map((group) => ({
    group,
    label: phonicsGroupLabels[group],
    sets: phonicsSets.filter((set) => set.group === group),
  }));
}
