// Spelling-pattern rules behind the phonics word sets. Each rule answers "does this word really
// show the pattern?" for one-syllable words, so a game can check a child's tap and a test can
// check a word list. They follow structured-literacy conventions (Orton-Gillingham, Wilson):
// a short vowel is the single vowel of a closed syllable; r-controlled vowels, vowel teams and
// the glued ("welded") sounds -am, -an, -ng and -nk are taught separately, so they do not count
// as short vowels here.

export type Vowel = "a" | "e" | "i" | "o" | "u";

const vowelLetters = new Set(["a", "e", "i", "o", "u"]);

function isVowelAt(word: string, index: number): boolean {
  const letter = word[index];
  if (letter === undefined) return false;
  // y is a consonant at the start of a word (yes, yam) and a vowel elsewhere (gym, my, any).
  return vowelLetters.has(letter) || (letter === "y" && index > 0);
}

// Closed-syllable spellings whose vowel is not short: the sight words, the /ʊ/ of put and push,
// the /ʌ/ of son and from, and the long vowel of pint.
const irregular = new Set([
  "was",
  "what",
  "want",
  "of",
  "from",
  "son",
  "won",
  "ton",
  "front",
  "month",
  "monk",
  "put",
  "push",
  "bush",
  "pull",
  "full",
  "bull",
  "puss",
  "pint",
  "both",
  "most",
  "host",
  "post",
  "ghost",
]);

/**
 * Letter patterns after the vowel that make it long or change it (kind, cold, ball, night). An a
 * before m or n is nasal (ham, fan, hand, lamp): the glued sounds am and an, not short a.
 */
const notShortAfter: Record<Vowel, RegExp> = {
  a: /^(ll|lk|lt|lm|m|n)/,
  e: /^$/,
  i: /^(nd|ld|gh|gn|ng|nk)/,
  o: /^(ld|lt|ll|ng|nk)/,
  u: /^(ng|nk)/,
};
// doll and moll keep a short o before ll; wind (the air) keeps its short i before nd.
const shortDespitePattern = new Set(["doll", "moll", "wind"]);

/** The short vowel of a one-syllable closed word (cat → "a"), or null if it has none. */
export function shortVowelOf(input: string): Vowel | null {
  const word = input.trim().toLowerCase();
  if (!/^[a-z]+$/.test(word) || irregular.has(word)) return null;
  const vowelIndexes = [...word].map((_, i) => i).filter((i) => isVowelAt(word, i));
  if (vowelIndexes.length !== 1) return null;
  const index = vowelIndexes[0] as number;
  const vowel = word[index] as string;
  if (!vowelLetters.has(vowel)) return null; // the lone vowel is a y (gym, my)
  const after = word.slice(index + 1);
  if (after === "") return null; // open syllable: go, me, hi
  if (/^[rwy]/.test(after)) return null; // r-controlled (car, her) or a vowel team (saw, new)
  if (!shortDespitePattern.has(word) && notShortAfter[vowel as Vowel].test(after)) return null;
  // After w or qu, a sounds like the o in "want" (wash, swan, squat) unless g, x or ck follows.
  if (vowel === "a" && /(w|qu)$/.test(word.slice(0, index)) && !/^(g|x|ck)/.test(after))
    return null;
  return vowel as Vowel;
}

export type GluedSound = "am" | "an";

/**
 * The glued sound am or an of a one-syllable word (ham, fan, hand, lamp), or null. ang and ank
 * are glued sounds of their own, and after w the a is not the a of apple (swan).
 */
export function gluedSoundOf(input: string): GluedSound | null {
  const word = input.trim().toLowerCase();
  const match = /^([b-df-hj-np-tv-z]*)a([mn])([b-df-hj-np-tv-z]*)$/.exec(word);
  if (!match || /w$/.test(match[1]!) || /^[gk]/.test(match[3]!)) return null;
  return match[2] === "m" ? "am" : "an";
}

export type Digraph = "sh" | "ch" | "th" | "wh" | "ck";

// Words where the letters are there but the sound is not the digraph's: ch as /k/ or /sh/,
// t+h split across two word parts, wh as /h/.
const notDigraph: Record<Digraph, Set<string>> = {
  sh: new Set(["mishap"]),
  ch: new Set([
    "chef",
    "chorus",
    "chord",
    "choir",
    "chaos",
    "ache",
    "echo",
    "stomach",
    "chemist",
    "character",
    "machine",
    "chute",
    "chic",
    "orchid",
    "anchor",
    "mechanic",
  ]),
  th: new Set(["thomas", "thyme", "hothouse", "lighthouse", "anthill", "pothole"]),
  wh: new Set(["who", "whom", "whose", "whole", "wholly"]),
  ck: new Set(),
};

/** True when the word spells the digraph and says its sound (ship: sh; school: no ch sound). */
export function hasDigraph(input: string, digraph: Digraph): boolean {
  const word = input.trim().toLowerCase();
  if (!word.includes(digraph) || notDigraph[digraph].has(word)) return false;
  if (digraph === "ch") return !/sch|chr|chl/.test(word);
  if (digraph === "wh") return word.startsWith("wh");
  return true;
}

// what and swat end in -at but rhyme with "hot"; swan does not rhyme with "can".
const familyExceptions = new Set(["what", "swat", "swan", "wan"]);

/** True for one-syllable words of a word family: a consonant onset, then the rime (c + at). */
export function inWordFamily(input: string, rime: string): boolean {
  const word = input.trim().toLowerCase();
  if (familyExceptions.has(word) || !word.endsWith(rime)) return false;
  const onset = word.slice(0, word.length - rime.length);
  // y only starts a word as a consonant (yam); inside an onset it would be a vowel.
  return /^[b-df-hj-np-tv-z]+$/.test(onset) && !onset.slice(1).includes("y");
}
