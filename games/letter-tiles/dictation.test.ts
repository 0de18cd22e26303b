import { createRandom } from "@/games/kit/random/random";
import {
  checkBuilt,
  checkMessage,
  dictationGroups,
  dictationResult,
  dictationScore,
  dictationWord,
  dictationWords,
  startDictation,
  stepDictation,
  summaryMessage,
  type DictationState,
} from "./dictation";
import { splitWord } from "./logic";
import { findTile, levels, tileSets, type Tile } from "./tiles";

const tile = (id: string) => findTile("advanced", id) as Tile;
const tiles = (...ids: string[]) => ids.map(tile);

describe("listen and build: the words", () => {
  it("deals 5 different words from the level's list, the same for the same seed", () => {
    const a = startDictation("beginner", createRandom(11));
    expect(a.words).toHaveLength(5);
    expect(new Set(a.words).size).toBe(5);
    for (const word of a.words) expect(dictationWords("beginner")).toContain(word);
    expect(startDictation("beginner", createRandom(11)).words).toEqual(a.words);
    expect(startDictation("beginner", createRandom(12)).words).not.toEqual(a.words);
  });

  it("dictates at each level only words that level's own tiles build", () => {
    for (const level of levels) {
      expect(dictationGroups[level].length).toBeGreaterThan(0);
      for (const word of dictationWords(level)) {
        const ids = new Set(tileSets[level].map((t) => t.id));
        const missing = splitWord(word, tileSets[level]).filter((t) => !ids.has(t.id));
        expect({ word, missing }).toEqual({ word, missing: [] });
      }
    }
  });

  it("keeps later patterns out of the beginner list", () => {
    const beginner = dictationWords("beginner");
    for (const word of ["bank", "flag", "cake", "rain", "car"])
      expect(beginner).not.toContain(word);
  });
});

describe("listen and build: Check", () => {
  it("names the first tile that is not right, counting from 1", () => {
    expect(checkBuilt("ship", tiles("digraph-sh", "vowel-a", "consonant-p"))).toEqual({
      kind: "wrong-tile",
      position: 2,
      tile: "a",
    });
    expect(checkBuilt("chip", tiles("digraph-sh", "vowel-i", "consonant-p"))).toEqual({
      kind: "wrong-tile",
      position: 1,
      tile: "sh",
    });
  });

  it("accepts the word spelled with single letters as well as with a digraph tile", () => {
    expect(checkBuilt("ship", tiles("digraph-sh", "vowel-i", "consonant-p"))).toEqual({
      kind: "right",
    });
    expect(
      checkBuilt("ship", tiles("consonant-s", "consonant-h", "vowel-i", "consonant-p")),
    ).toEqual({ kind: "right" });
  });

  it("names an extra tile after the word, and says when tiles are missing or the board is empty", () => {
    expect(
      checkBuilt("cat", tiles("consonant-c", "vowel-a", "consonant-t", "consonant-s")),
    ).toEqual({ kind: "wrong-tile", position: 4, tile: "s" });
    expect(checkBuilt("cats", tiles("consonant-c", "vowel-a"))).toEqual({
      kind: "short",
      built: 2,
    });
    expect(checkBuilt("cat", [])).toEqual({ kind: "empty" });
  });

  it("never takes a picture tile for letters, even one whose name starts the word", () => {
    expect(checkBuilt("catch", tiles("image-cat", "digraph-end-tch"))).toEqual({
      kind: "wrong-tile",
      position: 1,
      tile: "cat",
    });
  });

  it("says it in words, naming the tile but not giving the word away until it is right", () => {
    expect(checkMessage({ kind: "wrong-tile", position: 2, tile: "sh" }, "fish")).toBe(
      "The 2nd tile, sh, is not right. Listen again and change it.",
    );
    expect(checkMessage({ kind: "right" }, "fish")).toBe("Yes! That spells fish.");
    expect(checkMessage({ kind: "short", built: 3 }, "fish")).not.toContain("fish");
    expect(checkMessage({ kind: "empty" }, "fish")).not.toContain("fish");
  });
});

describe("listen and build: a round", () => {
  const round = (): DictationState => ({
    words: ["ship", "cat", "dog"],
    index: 0,
    check: null,
    solved: false,
    missed: [],
    firstTries: {},
    done: false,
  });

  it("plays to a summary naming each missed word once: wrong then fixed, skipped, right", () => {
    let state = round();
    state = stepDictation(state, { type: "check", built: tiles("digraph-sh", "vowel-a") });
    expect(state.check).toEqual({ kind: "wrong-tile", position: 2, tile: "a" });
    state = stepDictation(state, { type: "edit" });
    expect(state.check).toBeNull();
    state = stepDictation(state, { type: "check", built: tiles("digraph-sh", "vowel-o") });
    state = stepDictation(state, {
      type: "check",
      built: tiles("digraph-sh", "vowel-i", "consonant-p"),
    });
    expect(state.solved).toBe(true);
    expect(state.missed).toEqual(["ship"]);

    state = stepDictation(state, { type: "next" });
    expect(dictationWord(state)).toBe("cat");
    expect(state.check).toBeNull();
    // Moving on without building it counts the word as missed.
    state = stepDictation(state, { type: "next" });
    expect(dictationWord(state)).toBe("dog");
    state = stepDictation(state, {
      type: "check",
      built: tiles("consonant-d", "vowel-o", "consonant-g"),
    });
    state = stepDictation(state, { type: "next" });
    expect(state.done).toBe(true);
    expect(state.missed).toEqual(["ship", "cat"]);
    expect(dictationScore(state)).toBe(1);
    expect(summaryMessage(state)).toBe(
      "You built 1 of 3 words right first time. Words to practise: ship, cat.",
    );
    // A finished round ignores anything more.
    expect(stepDictation(state, { type: "next" })).toBe(state);
    // The round as the game reports it: the first wrong build is kept, not the later ones.
    expect(dictationResult(state)).toEqual({
      words: [
        { word: "ship", right: false, built: "sha" },
        { word: "cat", right: false, built: "" },
        { word: "dog", right: true, built: "dog" },
      ],
    });
  });

  it("reports a short build as built, and leaves picture tiles out of the spelling", () => {
    let state = stepDictation(round(), {
      type: "check",
      built: [...tiles("digraph-sh", "vowel-i"), { id: "image-cat", label: "cat", type: "image" }],
    });
    state = stepDictation(state, { type: "check", built: tiles("digraph-sh", "vowel-i") });
    expect(state.firstTries).toEqual({ ship: "shi" });
  });

  it("does not count an empty board as a mistake, and praises a clean round", () => {
    let state = stepDictation(round(), { type: "check", built: [] });
    expect(state.check).toEqual({ kind: "empty" });
    expect(state.missed).toEqual([]);
    for (const word of ["ship", "cat", "dog"]) {
      const built = splitWord(word, tileSets.beginner);
      state = stepDictation(stepDictation(state, { type: "check", built }), { type: "next" });
    }
    expect(summaryMessage(state)).toBe("You built all 3 words right. Well listened!");
  });
});
