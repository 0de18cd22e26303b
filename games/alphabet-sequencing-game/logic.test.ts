import { createRandom } from "@/games/kit/random/random";
import { ALPHABET, passages, RESET_DELAY_MS } from "./data";
import {
  chooseGlyph,
  createGame,
  expectedGlyphIndex,
  restart,
  targetLetter,
  tick,
  type SequencingState,
} from "./logic";
import { generateMixedText, splitIntoWordLengths, toGlyphs, toWords } from "./text";

/** Plays the expected glyph for every letter and returns the final state. */
function playToEnd(state: SequencingState, now = 0): SequencingState {
  let current = state;
  for (let i = 0; i < ALPHABET.length; i++) {
    const index = expectedGlyphIndex(current);
    if (index === null) throw new Error(`no ${targetLetter(current)} left`);
    current = chooseGlyph(current, index, now).state;
  }
  return current;
}

/** A small hand-made text: "a" at 0, "b" at 2, a second "b" at 4, "c" at 6. */
function tinyGame(text = "a b b c"): SequencingState {
  return { ...createGame("text1", createRandom(1)), glyphs: toGlyphs(text) };
}

describe("passages", () => {
  it.each(Object.values(passages))("$label hides a to z in order and is real text", (passage) => {
    const state = playToEnd(createGame(passage.id, createRandom(1)));
    expect(state.status).toBe("celebrating");
    expect(passage.text).toMatch(/^[A-Za-z ,.!']+$/);
    expect(passage.text.split(" ").length).toBeGreaterThan(60);
  });
});

describe("generated text", () => {
  it("is the alphabet plus 90 extra letters in words of 3 to 5 letters", () => {
    for (const seed of [1, 2, 3, 42, 2024]) {
      const text = generateMixedText(createRandom(seed));
      const words = text.split(" ");
      expect(words.join("")).toHaveLength(26 + 90);
      for (const word of words) {
        expect(word).toMatch(/^[a-z]{3,5}$/);
      }
      expect(
        playToEnd({ ...createGame("generated", createRandom(seed)), glyphs: toGlyphs(text) })
          .status,
      ).toBe("celebrating");
    }
  });

  it("is the same for the same seed and differs between seeds", () => {
    expect(generateMixedText(createRandom(7))).toBe(generateMixedText(createRandom(7)));
    expect(generateMixedText(createRandom(7))).not.toBe(generateMixedText(createRandom(8)));
  });

  it.each([3, 4, 5, 6, 7, 8, 116])("splits %i letters into words of 3 to 5", (total) => {
    const lengths = splitIntoWordLengths(createRandom(total), total);
    expect(lengths.reduce((a, b) => a + b, 0)).toBe(total);
    lengths.forEach((length) => expect(length).toBeGreaterThanOrEqual(3));
    lengths.forEach((length) => expect(length).toBeLessThanOrEqual(5));
  });
});

describe("what is clickable", () => {
  it("makes only a-z letters into glyphs with a letter", () => {
    const glyphs = toGlyphs("Hi, Bo! 3?");
    expect(glyphs.filter((g) => g.letter !== null).map((g) => g.letter)).toEqual([
      "h",
      "i",
      "b",
      "o",
    ]);
  });

  it("ignores clicks on spaces and punctuation", () => {
    const state = { ...tinyGame(), glyphs: toGlyphs("a, b") };
    expect(chooseGlyph(state, 1, 0).outcome.kind).toBe("ignored");
    expect(chooseGlyph(state, 2, 0).outcome.kind).toBe("ignored");
  });

  it("keeps words and their punctuation together", () => {
    expect(toWords(toGlyphs("Hi, Bo!")).map((w) => w.map((g) => g.char).join(""))).toEqual([
      "Hi,",
      "Bo!",
    ]);
  });
});

describe("the next occurrence rule", () => {
  it("starts with the first a in the text", () => {
    expect(expectedGlyphIndex(tinyGame("b a a"))).toBe(2);
  });

  it("marks a correct click and moves on to the next letter", () => {
    const { state, outcome } = chooseGlyph(tinyGame(), 0, 0);
    expect(outcome).toEqual({ kind: "correct", letter: "a" });
    expect(state.found).toEqual([0]);
    expect(targetLetter(state)).toBe("b");
  });

  it("only accepts the first target letter after the last correct click", () => {
    const afterA = chooseGlyph(tinyGame(), 0, 0).state;
    expect(expectedGlyphIndex(afterA)).toBe(2);
    const later = chooseGlyph(afterA, 4, 0);
    expect(later.outcome).toEqual({ kind: "wrong", clicked: "b", expected: "b", sameLetter: true });
    expect(later.state.found).toEqual([0]);
  });

  it("does not accept a target letter before the last correct click", () => {
    const state = tinyGame("b a b");
    const afterA = chooseGlyph(state, 2, 0).state;
    expect(chooseGlyph(afterA, 0, 0).outcome.kind).toBe("wrong");
    expect(chooseGlyph(afterA, 4, 0).outcome.kind).toBe("correct");
  });

  it("dims a wrong letter and clears the dimming on the next correct click", () => {
    const wrong = chooseGlyph(tinyGame(), 6, 0).state;
    expect(wrong.dimmed).toEqual([6]);
    expect(chooseGlyph(wrong, 6, 0).state.dimmed).toEqual([6]);
    expect(chooseGlyph(wrong, 0, 0).state.dimmed).toEqual([]);
  });

  it("ignores a click on a letter already found", () => {
    const afterA = chooseGlyph(tinyGame(), 0, 0).state;
    expect(chooseGlyph(afterA, 0, 0).outcome.kind).toBe("ignored");
  });
});

describe("finishing the alphabet", () => {
  it("celebrates at z, ignores clicks, and resets progress after 1200 ms", () => {
    const done = playToEnd(createGame("text2", createRandom(1)), 5_000);
    expect(done.status).toBe("celebrating");
    expect(done.found).toHaveLength(26);
    expect(done.roundsCompleted).toBe(1);
    expect(done.resetAt).toBe(5_000 + RESET_DELAY_MS);
    expect(chooseGlyph(done, 0, 5_100).outcome.kind).toBe("ignored");
    expect(tick(done, 5_000 + RESET_DELAY_MS - 1)).toBe(done);
    const reset = tick(done, 5_000 + RESET_DELAY_MS);
    expect(reset).toMatchObject({
      status: "playing",
      nextLetter: 0,
      found: [],
      dimmed: [],
      roundsCompleted: 1,
    });
    expect(reset.glyphs).toBe(done.glyphs);
  });

  it("reports complete for the z click", () => {
    let state = createGame("text1", createRandom(1));
    for (let i = 0; i < 25; i++)
      state = chooseGlyph(state, expectedGlyphIndex(state) as number, 0).state;
    expect(targetLetter(state)).toBe("z");
    expect(chooseGlyph(state, expectedGlyphIndex(state) as number, 0).outcome.kind).toBe(
      "complete",
    );
  });

  it("restarts on the same text", () => {
    const half = chooseGlyph(tinyGame(), 0, 0).state;
    expect(restart(half)).toMatchObject({ nextLetter: 0, found: [], status: "playing" });
  });
});
