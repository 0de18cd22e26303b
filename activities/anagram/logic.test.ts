import {
  anagramAnswers,
  createAnagramGame,
  anagramItems,
  joinLetters,
  pictureClueLabel,
  wordTiles,
} from "./logic";
import { tagsForWord } from "@/activities/confusions/tags";
import { anagramContentSchema } from "@/activities/anagram/schema";
import { firstWrongPiece, type RebuildState } from "@/games/kit/input/rebuild";
import type { Tile } from "@/games/letter-tiles/tiles";

const content = { words: [{ word: "ship", clue: "It sails" }, { word: "cat" }] };

function placeInOrder(
  game: ReturnType<typeof createAnagramGame>,
  state: RebuildState<Tile>,
  ids: string[],
) {
  return ids.reduce((s, pieceId) => game.step(s, { type: "place", pieceId }), state);
}

describe("anagram tiles", () => {
  it("keeps a digraph as one tile with the Letter Tiles digraph look, or splits it into letters", () => {
    expect(wordTiles("ship", true).map((t) => [t.label, t.type, t.colorScheme])).toEqual([
      ["sh", "special", "digraph"],
      ["i", "vowel", undefined],
      ["p", "consonant", undefined],
    ]);
    expect(wordTiles("Ship", false).map((t) => t.label)).toEqual(["s", "h", "i", "p"]);
    expect(wordTiles("duck", true).map((t) => t.label)).toEqual(["d", "u", "ck"]);
  });
});

describe("anagram play", () => {
  const items = anagramItems(content, { keepDigraphs: true });

  it("shuffles with the seed: the same seed gives the same order, never the answer itself", () => {
    const a = createAnagramGame(7).start(items);
    const b = createAnagramGame(7).start(items);
    expect(a.round!.pool.map((p) => p.id)).toEqual(b.round!.pool.map((p) => p.id));
    for (let seed = 1; seed < 40; seed++)
      expect(joinLetters(createAnagramGame(seed).start(items).round!.pool)).not.toBe("ship");
  });

  it("scores a word rebuilt right first time and moves on; the last word ends the game", () => {
    const game = createAnagramGame(3);
    let state = game.start(items);
    state = placeInOrder(game, state, ["0-0", "0-1", "0-2"]);
    state = game.step(state, { type: "check" });
    expect(state.feedback).toBe("correct");
    expect(state.score).toBe(1);
    state = game.step(state, { type: "next" });
    expect(state.round!.item.answer).toBe("cat");
    state = placeInOrder(game, state, ["1-0", "1-1", "1-2"]);
    state = game.step(game.step(state, { type: "check" }), { type: "next" });
    expect(state).toMatchObject({ done: true, score: 2, missed: [] });
  });

  it("a wrong check marks the word missed once, lets the player fix it, and does not score it", () => {
    const game = createAnagramGame(3);
    let state = game.start(items);
    expect(game.step(state, { type: "check" })).toBe(state); // nothing to check until every tile is placed
    state = placeInOrder(game, state, ["0-2", "0-1", "0-0"]);
    state = game.step(state, { type: "check" });
    expect(state.feedback).toBe("try-again");
    state = game.step(state, { type: "check" });
    expect(state.missed).toEqual(["ship"]);
    state = game.step(state, { type: "take-back", pieceId: "0-0" });
    expect(state.round!.placed.map((p) => p.id)).toEqual(["0-2", "0-1"]);
    state = game.step(state, { type: "clear" });
    expect(state.round!.placed).toEqual([]);
    state = placeInOrder(game, state, ["0-0", "0-1", "0-2"]);
    state = game.step(state, { type: "check" });
    expect(state).toMatchObject({ feedback: "correct", score: 0, missed: ["ship"] });
    // The first wrong spelling is kept for the confusion record, not the later right one.
    expect(state.firstTries).toEqual({ ship: "pish" });
  });

  it("reports each word's answer: its tags, right first time or not, and what was first built", () => {
    const game = createAnagramGame(3);
    let state = game.start(items);
    state = placeInOrder(game, state, ["0-2", "0-1", "0-0"]);
    state = game.step(state, { type: "check" });
    state = game.step(state, { type: "show" });
    const answers = anagramAnswers({
      content: { words: [{ word: "ship", tags: ["sh"] }, { word: "cat" }] },
    })(state);
    expect(answers).toEqual([
      { kind: "spelling", item: "ship", tags: ["sh"], right: false, chose: "pish" },
      {
        kind: "spelling",
        item: "cat",
        tags: tagsForWord("cat"),
        right: true,
        chose: "cat",
      },
    ]);
  });

  it("a wrong check points at the first tile out of place, and moving a tile clears the mark", () => {
    const game = createAnagramGame(3);
    let state = placeInOrder(game, game.start(items), ["0-0", "0-2", "0-1"]);
    expect(state.round!.wrongAt).toBeNull();
    state = game.step(state, { type: "check" });
    expect(state.round!.wrongAt).toBe(1);
    expect(state.round!.placed[1]!.text).toBe("p");
    state = game.step(state, { type: "take-back", pieceId: "0-2" });
    expect(state.round!.wrongAt).toBeNull();
  });

  it("compares tiles by their letters, so either copy of a repeated letter is right in its place", () => {
    expect(
      firstWrongPiece(
        [
          { id: "b", text: "d", data: null },
          { id: "a", text: "a", data: null },
          { id: "c", text: "d", data: null },
        ],
        [
          { id: "a", text: "d", data: null },
          { id: "b", text: "a", data: null },
          { id: "c", text: "d", data: null },
        ],
      ),
    ).toBeNull();
    expect(
      firstWrongPiece([{ id: "x", text: "b", data: null }], [{ id: "y", text: "d", data: null }]),
    ).toBe(0);
  });

  it("accepts any tiles that spell the word, whichever copy of a repeated letter is used", () => {
    const game = createAnagramGame(1);
    let state = game.start(anagramItems({ words: [{ word: "dad" }] }, { keepDigraphs: true }));
    state = placeInOrder(game, state, ["0-2", "0-1", "0-0"]);
    expect(game.step(state, { type: "check" }).feedback).toBe("correct");
  });

  it("show me lays out the answer and counts the word as missed", () => {
    const game = createAnagramGame(1);
    let state = game.step(game.start(items), { type: "show" });
    expect(state).toMatchObject({ feedback: "shown", missed: ["ship"], score: 0 });
    expect(joinLetters(state.round!.placed)).toBe("ship");
    expect(game.step(state, { type: "place", pieceId: "0-0" })).toBe(state);
    state = game.step(state, { type: "next" });
    expect(state.round!.item.answer).toBe("cat");
  });
});

describe("anagram picture clues", () => {
  it("carries a word's picture from the game art set to its round", () => {
    const items = anagramItems(
      { words: [{ word: "ship", picture: "fish" }, { word: "cat" }] },
      { keepDigraphs: true },
    );
    expect(items.map((item) => item.picture)).toEqual(["fish", undefined]);
  });

  it("accepts only pictures of the art set, and keeps words without one as they were", () => {
    expect(
      anagramContentSchema.parse({
        words: [
          { word: "cat", picture: "cat" },
          { word: "ship", clue: "" },
        ],
      }),
    ).toEqual({ words: [{ word: "cat", picture: "cat" }, { word: "ship" }] });
    const refused = anagramContentSchema.safeParse({ words: [{ word: "cat", picture: "zebra" }] });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "Please choose a picture from the list.",
    ]);
  });

  it("names the picture for screen readers only when its name does not give the word away", () => {
    expect(pictureClueLabel("fish", "ship")).toBe("Picture clue: a fish");
    expect(pictureClueLabel("apple", "red")).toBe("Picture clue: an apple");
    expect(pictureClueLabel("cat", "cat")).toBeNull();
    expect(pictureClueLabel("cat", "Cats")).toBeNull();
    expect(pictureClueLabel("apple", "app")).toBeNull();
  });
});
