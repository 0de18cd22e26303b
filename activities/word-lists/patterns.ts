// The tags a word list can check: a tag that names one of the shared phonics sets (`sh`,
// `short a`, `-at`, `am`, `sight word`) is judged by that set's own `matches` rule, the same one
// Whack-a-Mole's editor and the games use, so a list cannot teach a word under the wrong pattern.
import { phonicsSets, type PhonicsSet } from "@/games/phonics-words";

/** The one tag a phonics set is written as in a word list: "short a", "sh", "-at", "am". */
export function tagOfSet(set: PhonicsSet): string {
  switch (set.group) {
    case "short-vowels":
      return set.label.toLowerCase();
    case "glued-sounds":
      return set.id.replace("glued-", "");
    case "digraphs":
      return set.id.replace("digraph-", "");
    case "word-families":
      return `-${set.id.replace("family-", "")}`;
    case "sight-words":
      return "sight word";
    case "letters":
      return set.label.toLowerCase();
  }
}

/** Letter sets hold single letters, which a word list (2 letters and up) never does. */
const wordSets = phonicsSets.filter((set) => set.kind === "word");

let aliases: Map<string, PhonicsSet> | null = null;

function setsByTag(): Map<string, PhonicsSet> {
  if (aliases) return aliases;
  aliases = new Map();
  for (const set of wordSets) {
    const tag = tagOfSet(set);
    // What a tutor might type for the same pattern: "digraph sh", "glued am", "-at family", "at".
    const spellings = [tag, set.label.toLowerCase(), set.id, set.id.replaceAll("-", " ")];
    if (set.group === "word-families") spellings.push(tag.slice(1), `${tag} family`);
    if (set.group === "sight-words") spellings.push("sight words", "heart word", "heart words");
    for (const spelling of spellings) if (!aliases.has(spelling)) aliases.set(spelling, set);
  }
  return aliases;
}

/** The phonics set a tag names, if any (tags are compared lower-case). */
export function phonicsSetForTag(tag: string): PhonicsSet | undefined {
  return setsByTag().get(tag.trim().toLowerCase());
}

/** Every pattern of the shared phonics sets this word has, as tags, in teaching order. */
export function patternTagsFor(word: string): string[] {
  return wordSets.filter((set) => set.matches(word)).map(tagOfSet);
}

/**
 * Why a word does not fit a tag it was given, or null when it fits or the tag names no pattern
 * we can check ("closed syllable" is the tutor's word for it).
 */
export function patternProblem(word: string, tag: string): string | null {
  const set = phonicsSetForTag(tag);
  if (!set || set.matches(word)) return null;
  return `“${word}” is tagged “${tag}” but doesn't have that pattern. ${set.hint}`;
}
