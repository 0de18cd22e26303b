import { createRandom } from "@/games/kit/random/random";
import { CONFETTI, LINE_LENGTH, VOWEL_COUNT, VOWEL_SOUNDS, VOWELS } from "./data";
import {
  createVowelGame,
  isSelected,
  resetVowelGame,
  selectVowel,
  vowelLines,
  type VowelGame,
} from "./logic";

const selectAll = (game: VowelGame) =>
  game.vowels.reduce((g, v) => selectVowel(g, v.id).game, game);

describe("vowel board", () => {
  it("has 28 vowels in 2 lines of 14", () => {
    const game = createVowelGame(createRandom(1));
    expect(VOWEL_COUNT).toBe(28);
    expect(game.vowels).toHaveLength(28);
    const lines = vowelLines(game);
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.length)).toEqual([LINE_LENGTH, LINE_LENGTH]);
    expect(LINE_LENGTH).toBe(14);
  });

  it("uses only a, e, i, o and u, each at least twice, with unique ids", () => {
    for (const seed of [1, 2, 3, 99, 2024]) {
      const game = createVowelGame(createRandom(seed));
      expect(game.vowels.every((v) => (VOWELS as readonly string[]).includes(v.char))).toBe(true);
      for (const vowel of VOWELS)
        expect(game.vowels.filter((v) => v.char === vowel).length).toBeGreaterThanOrEqual(2);
      expect(new Set(game.vowels.map((v) => v.id)).size).toBe(28);
    }
  });

  it("is the same board for the same seed and differs between seeds", () => {
    const chars = (seed: number) =>
      createVowelGame(createRandom(seed))
        .vowels.map((v) => v.char)
        .join("");
    expect(chars(5)).toBe(chars(5));
    expect(chars(5)).not.toBe(chars(6));
  });
});

describe("selecting vowels", () => {
  it("selects a vowel once; selecting it again does nothing", () => {
    const game = createVowelGame(createRandom(1));
    const id = game.vowels[3]!.id;
    const first = selectVowel(game, id);
    expect(first.outcome).toBe("selected");
    expect(isSelected(first.game, id)).toBe(true);
    const again = selectVowel(first.game, id);
    expect(again.outcome).toBe("already-selected");
    expect(again.game).toBe(first.game);
    expect(again.game.selected).toEqual([id]);
  });

  it("ignores unknown ids", () => {
    const game = createVowelGame(createRandom(1));
    expect(selectVowel(game, "nope")).toEqual({ game, outcome: "unknown" });
  });

  it("completes when all 28 are selected, not before", () => {
    const game = createVowelGame(createRandom(4));
    const almost = game.vowels.slice(0, 27).reduce((g, v) => selectVowel(g, v.id).game, game);
    expect(almost.complete).toBe(false);
    const last = selectVowel(almost, game.vowels[27]!.id);
    expect(last.outcome).toBe("complete");
    expect(last.game.complete).toBe(true);
    expect(selectAll(game).selected).toHaveLength(28);
  });

  it("celebrates with 300 confetti particles", () => {
    expect(CONFETTI.particleCount).toBe(300);
  });

  it("reset regenerates a fresh board with nothing selected", () => {
    const random = createRandom(8);
    const done = selectAll(createVowelGame(random));
    const fresh = resetVowelGame(done, random);
    expect(fresh.selected).toEqual([]);
    expect(fresh.complete).toBe(false);
    expect(fresh.vowels).toHaveLength(28);
    expect(fresh.round).toBe(2);
    expect(fresh.vowels.some((v) => done.vowels.some((d) => d.id === v.id))).toBe(false);
  });
});

describe("vowel sound examples", () => {
  const consonant = "[bcdfghjklmnpqrstvwxyz]";
  test.each(VOWELS.map((v) => [v]))(
    "%s has a short-vowel keyword and correct short and long words",
    (vowel) => {
      const sounds = VOWEL_SOUNDS[vowel];
      // The keyword starts with the vowel in a closed syllable (vowel then consonant).
      expect(sounds.keyword).toMatch(new RegExp(`^${vowel}${consonant}`));
      // Short: consonant-vowel-consonant (closed syllable).
      for (const word of sounds.shortWords)
        expect(word).toMatch(new RegExp(`^${consonant}${vowel}${consonant}$`));
      // Long: vowel-consonant-e, or an open syllable ending in the vowel.
      for (const word of sounds.longWords)
        expect(word).toMatch(new RegExp(`^${consonant}+(${vowel}${consonant}e|${vowel})$`));
    },
  );
});
