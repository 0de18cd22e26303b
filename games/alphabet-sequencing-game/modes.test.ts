import { createRandom } from "@/games/kit/random/random";
import { ALPHABET, CUSTOM_TEXT_MAX, DEFAULT_LETTER_CASE, LETTER_CASES, passages } from "./data";
import { customTextFromQuery, parseCustomText } from "./custom-text";
import {
  chooseGlyph,
  createGame,
  expectedGlyphIndex,
  lettersInOrder,
  skippedLetters,
  targetLetter,
  type SequencingState,
} from "./logic";
import { inCase, toGlyphs } from "./text";

const playThrough = (state: SequencingState) => {
  let current = state;
  for (let i = 0; i < state.targets.length; i++)
    current = chooseGlyph(current, expectedGlyphIndex(current) as number, 0).state;
  return current;
};

describe("letter case", () => {
  it("shows passages as written by default, with lower and upper case as choices", () => {
    expect(DEFAULT_LETTER_CASE).toBe("as-written");
    expect(LETTER_CASES).toEqual(["as-written", "lower", "upper"]);
  });

  it("keeps a passage's own capitals as written: names and sentence starts", () => {
    const shown = (text: string, letterCase: (typeof LETTER_CASES)[number]) =>
      toGlyphs(text)
        .map((g) => inCase(g.char, letterCase))
        .join("");
    expect(shown(passages.text1.text, "as-written")).toBe(passages.text1.text);
    expect(shown(passages.text1.text, "as-written")).toContain("Jack the duck");
    expect(shown(passages.text2.text, "as-written")).toContain("Grandpa and Ben");
    expect(shown("Jack ran.", "lower")).toBe("jack ran.");
    expect(shown("Jack ran.", "upper")).toBe("JACK RAN.");
  });

  it("a capital still counts as its letter", () => {
    // "A bear…": the capital A is the first a.
    const game = createGame("text1", createRandom(1));
    expect(game.glyphs[0]).toMatchObject({ char: "A", letter: "a" });
    expect(chooseGlyph(game, 0, 0).outcome).toEqual({ kind: "correct", letter: "a" });
  });
});

describe("letters in order", () => {
  it("the passages and mixed letters offer all 26 letters", () => {
    expect(createGame("text1", createRandom(1)).targets.join("")).toBe(ALPHABET);
    expect(createGame("text2", createRandom(1)).targets.join("")).toBe(ALPHABET);
    for (const seed of [1, 2, 3, 4, 5])
      expect(createGame("generated", createRandom(seed)).targets.join("")).toBe(ALPHABET);
  });

  it("skips a letter a text cannot offer after the one before", () => {
    // b comes before the a; there is no z at all.
    expect(lettersInOrder(toGlyphs("b a c"))).toEqual(["a", "c"]);
    expect(lettersInOrder(toGlyphs("The cat sat on a big mat."))).toEqual([
      "a",
      "b",
      "g",
      "m",
      "t",
    ]);
    expect(lettersInOrder(toGlyphs("123 !?"))).toEqual([]);
  });
});

describe("a tutor's own text", () => {
  it("plays the letters it offers, in order, to the end", () => {
    const game = createGame("custom", createRandom(1), "Dad and Ben had a big red hat.");
    expect(game.targets).toEqual(["a", "b", "d", "e", "h", "t"]);
    expect(skippedLetters(game)).toHaveLength(20);
    expect(targetLetter(game)).toBe("a");
    const done = playThrough(game);
    expect(done.status).toBe("celebrating");
    expect(done.found).toHaveLength(6);
  });

  it("is accepted with spaces and line breaks tidied", () => {
    expect(parseCustomText("  The cat\n\nsat  on the mat.  ")).toEqual({
      ok: true,
      text: "The cat sat on the mat.",
    });
  });

  it("refuses text with no letters, empty text and text over the limit, saying why", () => {
    expect(parseCustomText("123 456 !!!")).toEqual({
      ok: false,
      message: expect.stringContaining("no letters") as unknown,
    });
    expect(parseCustomText("   ")).toEqual({ ok: false, message: "Paste or type a text first." });
    expect(parseCustomText("a".repeat(CUSTOM_TEXT_MAX + 1))).toEqual({
      ok: false,
      message: expect.stringContaining(`${CUSTOM_TEXT_MAX} characters`) as unknown,
    });
    expect(parseCustomText("a".repeat(CUSTOM_TEXT_MAX))).toMatchObject({ ok: true });
    expect(parseCustomText(42)).toMatchObject({ ok: false });
  });

  it("travels in the link: ?text= is read with the same schema", () => {
    const search = `?seed=3&${new URLSearchParams({ text: "Jack and Jill went up the hill." })}`;
    expect(customTextFromQuery(search)).toEqual({
      ok: true,
      text: "Jack and Jill went up the hill.",
    });
    expect(customTextFromQuery("?text=%3F%3F%3F")).toMatchObject({ ok: false });
    expect(customTextFromQuery("?seed=3")).toBeNull();
  });
});
