// The project's own word lists a tutor can start a list from: Letter Tiles' word groups, Reading
// Roller's columns and the shared phonics sets. Each word comes with its tags: the set's own
// pattern first, then every other phonics pattern the word has ("ship": sh, short i), so Sort
// Categories can group it and Whack-a-Mole can pick targets from it.
import { phonicsSets } from "@/games/phonics-words";
import { wordGroups, type WordGroupId } from "@/games/letter-tiles/words";
import { PATTERN_IDS, patterns, wordOf, type PatternId } from "@/games/reading-roller/data";
import { WORD_LIST_LIMITS, type WordEntry } from "./list";
import { patternTagsFor, tagOfSet } from "./patterns";

export type BuiltInSet = { id: string; source: string; label: string; entries: WordEntry[] };

/** Letter Tiles groups named by level rather than pattern: the pattern each level teaches. */
const letterTilesTags: Partial<Record<WordGroupId, string>> = {
  "level-2": "blend",
  "level-3": "closed syllable exception",
  "level-4": "vowel-consonant-e",
  "level-5": "r-controlled",
  "level-6": "vowel team",
};

const rollerTags: Record<PatternId, string> = {
  "vccv-1": "vc/cv",
  "vccv-2": "vc/cv",
  "vccv-3": "vc/cv",
  vcv: "vcv",
  "vcv-r": "vcv with r",
};

/** The word with its own tag first and every phonics pattern it has after it, at most 5. */
function tagged(word: string, own: string | null): WordEntry {
  const tags = [...new Set([...(own ? [own] : []), ...patternTagsFor(word)])];
  return { word, tags: tags.slice(0, WORD_LIST_LIMITS.tagsPerWord) };
}

function unique(entries: WordEntry[]): WordEntry[] {
  const seen = new Set<string>();
  return entries
    .filter((entry) => {
      const key = entry.word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, WORD_LIST_LIMITS.words);
}

function letterTilesSets(): BuiltInSet[] {
  return wordGroups
    .filter((group) => group.words.length)
    .map((group) => {
      const own = letterTilesTags[group.id] ?? group.label.toLowerCase();
      return {
        id: `letter-tiles:${group.id}`,
        source: "Letter Tiles",
        label: group.label,
        entries: unique(group.words.map((word) => tagged(word, own))),
      };
    });
}

function readingRollerSets(): BuiltInSet[] {
  return PATTERN_IDS.flatMap((id) =>
    patterns[id].columns.map((column, index) => ({
      id: `reading-roller:${id}:${index + 1}`,
      source: "Reading Roller",
      label: `${patterns[id].label}, column ${index + 1}`,
      entries: unique(column.map((entry) => tagged(wordOf(entry), rollerTags[id]))),
    })),
  );
}

/** A phonics set's words to find and its near misses, so Whack-a-Mole has words to skip too. */
function phonicsWordSets(): BuiltInSet[] {
  return phonicsSets
    .filter((set) => set.kind === "word")
    .map((set) => ({
      id: `phonics:${set.id}`,
      source: "Phonics sets",
      label: set.label,
      entries: unique([
        ...set.targets.map((word) => tagged(word, tagOfSet(set))),
        ...set.distractors.map((word) => tagged(word, null)),
      ]),
    }));
}

let all: BuiltInSet[] | null = null;

export function builtInSets(): BuiltInSet[] {
  all ??= [...letterTilesSets(), ...readingRollerSets(), ...phonicsWordSets()];
  return all;
}

export function findBuiltInSet(id: string): BuiltInSet | undefined {
  return builtInSets().find((set) => set.id === id);
}

/** The sets grouped by the game they come from, for a menu. */
export function builtInSetsBySource(): { source: string; sets: { id: string; label: string }[] }[] {
  const sources: { source: string; sets: { id: string; label: string }[] }[] = [];
  for (const set of builtInSets()) {
    let group = sources.find((entry) => entry.source === set.source);
    if (!group) sources.push((group = { source: set.source, sets: [] }));
    group.sets.push({ id: set.id, label: set.label });
  }
  return sources;
}
