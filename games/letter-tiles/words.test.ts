// Every word group really practises the pattern it claims (GAMES.md, "Quality").
import { splitWord, SLOTS_PER_ROW } from "./logic";
import {
  END_BLENDS,
  EXCEPTIONS,
  START_BLENDS,
  levels,
  tileSets,
  VOWEL_TEAMS,
  END_VOWEL_TEAMS,
  WELDED_SOUNDS,
} from "./tiles";
import { findWordGroup, groupFromSearch, wordGroups, type WordGroupId } from "./words";

const words = (id: WordGroupId) => findWordGroup(id).words;
const vowelLetters = (word: string) => word.replace(/[^aeiou]/g, "").length;
const DIGRAPHS = /sh|ch|th|wh|ck|ng/;

describe("word groups", () => {
  it("has the spec's groups in order, all lower-case real words without repeats", () => {
    expect(wordGroups.map((g) => g.label)).toEqual([
      "None",
      "Short a",
      "Short i",
      "Short o",
      "Short u",
      "Short e",
      "sh",
      "ch",
      "th",
      "wh",
      "am",
      "an",
      "ang",
      "ing",
      "ong",
      "ung",
      "ank",
      "ink",
      "unk",
      "Level 2",
      "Level 3",
      "Level 4",
      "Level 5",
      "Level 6",
    ]);
    for (const group of wordGroups.slice(1)) {
      expect(group.words.length).toBeGreaterThanOrEqual(6);
      expect(new Set(group.words).size).toBe(group.words.length);
      for (const word of group.words) expect(word).toMatch(/^[a-z]+$/);
    }
  });

  it.each(["a", "i", "o", "u", "e"])(
    "short %s words are consonant-vowel-consonant with that vowel",
    (vowel) => {
      // No r/w/y after the vowel: those change its sound (car, saw, day).
      const cvc = new RegExp(`^[bcdfghjklmnprstvwyz]${vowel}[bcdfgklmnpstvxz]$`);
      for (const word of words(`short-${vowel}` as WordGroupId)) expect(word).toMatch(cvc);
    },
  );

  it.each(["sh", "ch", "th", "wh"])(
    "%s words contain the digraph in one closed syllable",
    (digraph) => {
      for (const word of words(digraph as WordGroupId)) {
        expect(word).toContain(digraph);
        expect(vowelLetters(word)).toBe(1);
        expect(word).not.toMatch(/e$/);
      }
      // wh only ever starts an English word.
      if (digraph === "wh")
        for (const word of words("wh")) expect(word.startsWith("wh")).toBe(true);
    },
  );

  it.each(WELDED_SOUNDS.split(" ").filter((s) => s !== "onk"))(
    "%s words end in the welded sound",
    (sound) => {
      for (const word of words(sound as WordGroupId)) {
        expect(word.endsWith(sound)).toBe(true);
        expect(vowelLetters(word)).toBe(1);
      }
    },
  );

  it("Level 2 words have a consonant blend, one short vowel and no digraph", () => {
    const starts = START_BLENDS.split(" ");
    const ends = END_BLENDS.split(" ").concat("lk");
    for (const word of words("level-2")) {
      const blend = starts.some((b) => word.startsWith(b)) || ends.some((b) => word.endsWith(b));
      expect([word, blend]).toEqual([word, true]);
      expect(vowelLetters(word)).toBe(1);
      expect(word).not.toMatch(DIGRAPHS);
      expect(word).not.toMatch(/e$|[aeiou]r/);
    }
  });

  it("Level 3 words are closed-syllable exceptions (-ild, -ind, -old, -olt, -ost)", () => {
    for (const word of words("level-3")) {
      expect(EXCEPTIONS.split(" ").some((e) => word.endsWith(e))).toBe(true);
      expect(vowelLetters(word)).toBe(1);
    }
  });

  it("Level 4 words are vowel-consonant-e", () => {
    for (const word of words("level-4")) expect(word).toMatch(/^[^aeiou]+[aeiou][^aeiou]e$/);
  });

  it("Level 5 words have an r-controlled vowel", () => {
    for (const word of words("level-5")) {
      expect(word).toMatch(/[aeiou]r/);
      expect(vowelLetters(word)).toBe(1);
    }
  });

  it("Level 6 words have a vowel team", () => {
    const teams = VOWEL_TEAMS.split(" ").concat(END_VOWEL_TEAMS.split(" "));
    for (const word of words("level-6")) expect(teams.some((t) => word.includes(t))).toBe(true);
  });

  it("every word splits back into itself and fits one row, at every level", () => {
    for (const level of levels) {
      for (const group of wordGroups) {
        for (const word of group.words) {
          const tiles = splitWord(word, tileSets[level]);
          expect(tiles.map((t) => t.label).join("")).toBe(word);
          expect(tiles.length).toBeLessThanOrEqual(SLOTS_PER_ROW);
        }
      }
    }
  });

  it("advanced tiles never mislabel earlier groups' words (no long-vowel or r-controlled tile in a short word)", () => {
    const earlier: WordGroupId[] = [
      "short-a",
      "short-i",
      "short-o",
      "short-u",
      "short-e",
      "sh",
      "ch",
      "th",
      "wh",
      "level-2",
    ];
    for (const id of earlier) {
      for (const word of words(id)) {
        const kinds = splitWord(word, tileSets.advanced).map((t) => t.colorScheme);
        expect([
          word,
          kinds.filter((k) => k === "exception" || k === "r-controlled" || k === "vowel-team"),
        ]).toEqual([word, []]);
      }
    }
  });
});

describe("groupFromSearch", () => {
  it("opens the group a link names, and none for a missing or unknown one", () => {
    expect(groupFromSearch("?group=sh&mode=free")).toBe("sh");
    expect(groupFromSearch("?group=none")).toBeNull();
    expect(groupFromSearch("?group=swear")).toBeNull();
    expect(groupFromSearch("")).toBeNull();
  });
});
