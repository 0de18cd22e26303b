import * as alphabetSequencing from "@/games/alphabet-sequencing-game/data";
import * as grammar from "@/games/grammar/data";
import * as iceFishers from "@/games/ice-fishers/data";
import * as letterTiles from "@/games/letter-tiles/words";
import * as mindMatch from "@/games/mind-match/decks";
import { symbolSets } from "@/games/name-it/symbols/index";
import * as phonicsSets from "@/games/phonics-words/index";
import * as phonicsWords from "@/games/phonics-words/words";
import * as readingRoller from "@/games/reading-roller/data";
import * as vowelSounds from "@/games/vowel-sounds/data";
import * as wordPool from "@/games/whack-a-mole/word-pool";
import { isSuitableWord, unsuitableReason, unsuitableWordsIn } from "./word-suitability";

/** Every string a module exports, however deeply nested; drawing data (SVG art) is not words. */
function textsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "art" ? [] : textsIn(inner, seen),
  );
}

const everyGamesWords = {
  "alphabet sequencing": alphabetSequencing,
  grammar,
  "ice fishers": iceFishers,
  "letter tiles": letterTiles,
  "mind match": mindMatch,
  "name it": symbolSets,
  "phonics sets": phonicsSets,
  "phonics word lists": phonicsWords,
  "reading roller": readingRoller,
  "vowel sounds": vowelSounds,
  "whack-a-mole": wordPool,
};

describe("word suitability for ages 6-10", () => {
  it("flags the words a tutor reported and each kind of unsuitable word", () => {
    expect(unsuitableReason("brat")).toBe("insults");
    expect(unsuitableReason("Scat")).toBe("crude");
    expect(unsuitableReason(" swig ")).toBe("drugsAndAlcohol");
    expect(unsuitableReason("gun")).toBe("violence");
  });

  it("allows ordinary words, including ones with a plain everyday meaning", () => {
    for (const word of ["cat", "pot", "pop", "hit", "rock", "punch", "brass", "scatter", "assist"])
      expect(isSuitableWord(word)).toBe(true);
  });

  it("finds unsuitable words inside a passage, not inside longer words", () => {
    expect(unsuitableWordsIn("The brat ran. A scatter of seeds, then a swig.")).toEqual([
      "brat",
      "swig",
    ]);
    // Syllable breaks join the word back up: al-bum is album.
    expect(unsuitableWordsIn("nap-kin, al-bum, be-gin")).toEqual([]);
  });

  test.each(Object.entries(everyGamesWords))("%s shows only suitable words", (_game, data) => {
    const texts = textsIn(data);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.flatMap(unsuitableWordsIn)).toEqual([]);
  });
});
