import { createRandom } from "@/games/kit/random/random";
import { CONSONANT_COUNT, DEFAULT_VOWEL_MODE, LINE_LENGTH, VOWEL_SOUNDS, VOWELS } from "./data";
import {
  createFindVowelsGame,
  createSortGame,
  createVowelGame,
  currentWord,
  isVowelMode,
  pickLetter,
  resetFindVowelsGame,
  sortInto,
  soundReason,
  soundWords,
  vowelsToFind,
  type FindVowelsGame,
  type SortGame,
} from "./logic";

const seeds = [1, 2, 3, 7, 42, 99, 2024];

describe("modes", () => {
  it("keeps the spec's tap-every-vowel game as the default and reads modes from the URL safely", () => {
    expect(DEFAULT_VOWEL_MODE).toBe("tap-all");
    expect(isVowelMode("find-vowels")).toBe(true);
    expect(isVowelMode("short-long")).toBe(true);
    expect(isVowelMode("everything")).toBe(false);
    expect(isVowelMode(null)).toBe(false);
  });
});

describe("Find the vowels", () => {
  const pickAllVowels = (game: FindVowelsGame) =>
    game.tiles.filter((t) => t.isVowel).reduce((g, t) => pickLetter(g, t.id).game, game);

  test.each(seeds)(
    "seed %i: the 28 vowels of the board mixed with 14 consonants, 3 lines of 14",
    (seed) => {
      const game = createFindVowelsGame(createRandom(seed));
      expect(game.tiles).toHaveLength(28 + CONSONANT_COUNT);
      expect(game.tiles.length % LINE_LENGTH).toBe(0);
      expect(vowelsToFind(game)).toBe(28);
      // The vowels are the spec board's vowels: each of a, e, i, o, u at least twice.
      for (const vowel of VOWELS)
        expect(game.tiles.filter((t) => t.char === vowel).length).toBeGreaterThanOrEqual(2);
      const consonants = game.tiles.filter((t) => !t.isVowel);
      expect(consonants).toHaveLength(CONSONANT_COUNT);
      expect(consonants.every((t) => /^[bcdfghjklmnprstvwz]$/.test(t.char))).toBe(true);
      expect(new Set(game.tiles.map((t) => t.id)).size).toBe(game.tiles.length);
      // Consonants really are mixed in, not left at the end.
      expect(game.tiles.slice(0, 28).some((t) => !t.isVowel)).toBe(true);
    },
  );

  it("is the same board for the same seed", () => {
    const chars = (seed: number) =>
      createFindVowelsGame(createRandom(seed))
        .tiles.map((t) => t.char)
        .join("");
    expect(chars(5)).toBe(chars(5));
    expect(chars(5)).not.toBe(chars(6));
  });

  it("a consonant is marked not a vowel and changes no progress; choosing it again does nothing", () => {
    const game = createFindVowelsGame(createRandom(3));
    const consonant = game.tiles.find((t) => !t.isVowel)!;
    const miss = pickLetter(game, consonant.id);
    expect(miss.outcome).toBe("not-a-vowel");
    expect(miss.game.misses).toEqual([consonant.id]);
    expect(miss.game.found).toEqual([]);
    expect(pickLetter(miss.game, consonant.id)).toEqual({
      game: miss.game,
      outcome: "already-chosen",
    });
  });

  it("a vowel is found once; the last vowel completes the game even with consonants left", () => {
    const game = createFindVowelsGame(createRandom(4));
    const vowels = game.tiles.filter((t) => t.isVowel);
    const first = pickLetter(game, vowels[0]!.id);
    expect(first.outcome).toBe("found");
    expect(pickLetter(first.game, vowels[0]!.id).outcome).toBe("already-chosen");
    const almost = vowels.slice(0, -1).reduce((g, t) => pickLetter(g, t.id).game, game);
    expect(almost.complete).toBe(false);
    const last = pickLetter(almost, vowels.at(-1)!.id);
    expect(last.outcome).toBe("complete");
    expect(last.game.complete).toBe(true);
    expect(pickLetter(last.game, game.tiles.find((t) => !t.isVowel)!.id).outcome).toBe("unknown");
  });

  it("ignores unknown ids, and reset draws a fresh board", () => {
    const random = createRandom(8);
    const game = createFindVowelsGame(random);
    expect(pickLetter(game, "nope")).toEqual({ game, outcome: "unknown" });
    const fresh = resetFindVowelsGame(pickAllVowels(game), random);
    expect(fresh.found).toEqual([]);
    expect(fresh.complete).toBe(false);
    expect(fresh.round).toBe(2);
    expect(fresh.tiles.some((t) => game.tiles.some((g) => g.id === t.id))).toBe(false);
  });

  it("uses the same vowels as the spec board for the same seed and round", () => {
    const board = createVowelGame(createRandom(11))
      .vowels.map((v) => v.char)
      .sort()
      .join("");
    const mixed = createFindVowelsGame(createRandom(11))
      .tiles.filter((t) => t.isVowel)
      .map((t) => t.char)
      .sort()
      .join("");
    expect(mixed).toBe(board);
  });
});

describe("Short or long?", () => {
  const sortAll = (game: SortGame) => game.words.reduce((g, w) => sortInto(g, w.sound).game, game);

  it("sorts every word of the game's own table, short and long", () => {
    const table = VOWELS.flatMap((v) => [
      ...VOWEL_SOUNDS[v].shortWords,
      ...VOWEL_SOUNDS[v].longWords,
    ]);
    expect(
      soundWords()
        .map((w) => w.word)
        .sort(),
    ).toEqual([...table].sort());
    for (const word of soundWords()) {
      const list =
        word.sound === "short"
          ? VOWEL_SOUNDS[word.vowel].shortWords
          : VOWEL_SOUNDS[word.vowel].longWords;
      expect(list).toContain(word.word);
    }
  });

  test.each(seeds)("seed %i: every word once, in a seeded order", (seed) => {
    const game = createSortGame(createRandom(seed));
    expect(game.words).toHaveLength(soundWords().length);
    expect(new Set(game.words.map((w) => w.word)).size).toBe(game.words.length);
    expect(createSortGame(createRandom(seed)).words).toEqual(game.words);
    const done = sortAll(game);
    expect(done.complete).toBe(true);
    expect(done.mistakes).toBe(0);
  });

  it("the right pile takes the word and shows the next; the wrong pile keeps it and counts a mistake", () => {
    const game = createSortGame(createRandom(2));
    const word = currentWord(game)!;
    const wrong = sortInto(game, word.sound === "short" ? "long" : "short");
    expect(wrong.outcome).toEqual({ kind: "wrong", word });
    expect(wrong.game.mistakes).toBe(1);
    expect(currentWord(wrong.game)).toEqual(word);
    const right = sortInto(wrong.game, word.sound);
    expect(right.outcome).toEqual({ kind: "correct", word, complete: false });
    expect(currentWord(right.game)).toEqual(game.words[1]);
  });

  it("completes on the last word and then ignores further sorting", () => {
    const game = createSortGame(createRandom(6));
    const almost = game.words.slice(0, -1).reduce((g, w) => sortInto(g, w.sound).game, game);
    const last = sortInto(almost, game.words.at(-1)!.sound);
    expect(last.outcome).toMatchObject({ kind: "correct", complete: true });
    expect(currentWord(last.game)).toBeNull();
    expect(sortInto(last.game, "short").outcome).toEqual({ kind: "ignored" });
  });

  it("explains each word by its pattern", () => {
    expect(soundReason({ word: "cat", vowel: "a", sound: "short" })).toContain(
      "closed in by a consonant",
    );
    expect(soundReason({ word: "cake", vowel: "a", sound: "long" })).toContain("silent e");
    expect(soundReason({ word: "me", vowel: "e", sound: "long" })).toContain("ends the word");
  });
});
