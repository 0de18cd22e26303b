import { sightWords } from "@/games/phonics-words/words";
import { LEVELS, fishSet, levelSettings, setsForLevel, sightWordLookAlikes } from "./data";

describe("Ice Fishers word sets", () => {
  it("finds every set a level names", () => {
    for (const level of LEVELS)
      expect(setsForLevel(level).map((set) => set.id)).toEqual(levelSettings[level].setIds);
  });

  it("level 1 is letters and sounds, level 2 word families, level 3 sight words", () => {
    expect(new Set(setsForLevel(1).map((set) => set.group))).toEqual(
      new Set(["letters", "short-vowels"]),
    );
    expect(new Set(setsForLevel(2).map((set) => set.group))).toEqual(new Set(["word-families"]));
    expect(new Set(setsForLevel(3).map((set) => set.group))).toEqual(new Set(["sight-words"]));
  });

  it.each(Object.entries(sightWordLookAlikes))(
    "single sight word %s: a real heart word and real look-alikes",
    (word, lookAlikes) => {
      const set = fishSet(`sight-${word}`);
      expect(sightWords).toContain(word);
      expect(set?.targets).toEqual([word]);
      expect(set?.matches(word.toUpperCase())).toBe(true);
      expect(lookAlikes.filter((other) => set?.matches(other))).toEqual([]);
      // Look-alikes share letters with the word, so reading every letter is what tells them apart.
      for (const other of lookAlikes) {
        const shared = [...new Set(other)].filter((letter) => word.includes(letter)).length;
        expect(`${other}:${shared >= 2}`).toBe(`${other}:true`);
      }
      expect(new Set(lookAlikes).size).toBe(lookAlikes.length);
    },
  );

  it("every set has enough words for a round of fish", () => {
    for (const level of LEVELS) {
      for (const set of setsForLevel(level)) {
        expect(set.distractors.length).toBeGreaterThanOrEqual(levelSettings[level].fishCount);
        expect(set.targets.every((word) => set.matches(word))).toBe(true);
        expect(set.distractors.some((word) => set.matches(word))).toBe(false);
      }
    }
  });
});
