import { createRandom } from "../kit/random/random";
import { describeFace, keywordPictures, pairFaces, pairTypes, type PairType } from "./decks";
import {
  elapsedMs,
  flip,
  gridSizes,
  newGame,
  normalizeGrid,
  pairsFound,
  tick,
  winner,
  type GameOptions,
  type MemoryState,
} from "./logic";
import { parseSettings, settingsQuery } from "./settings";

const options = (overrides: Partial<GameOptions> = {}): GameOptions => ({
  grid: { cols: 4, rows: 3 },
  pairType: "pictures",
  players: 2,
  flipBackDelayMs: 1500,
  ...overrides,
});

/** Index of the other card of the pair at `index`. */
const partnerOf = (state: MemoryState, index: number) =>
  state.cards.findIndex((card, i) => i !== index && card.pairId === state.cards[index]!.pairId);
/** Any unmatched card that is not the partner of `index`. */
const nonPartnerOf = (state: MemoryState, index: number) =>
  state.cards.findIndex(
    (card, i) =>
      i !== index && state.matchedBy[i] === null && card.pairId !== state.cards[index]!.pairId,
  );

describe("grids", () => {
  it("offers the five even grids", () => {
    expect(gridSizes.map((g) => `${g.cols}x${g.rows}`)).toEqual([
      "4x3",
      "4x4",
      "5x4",
      "6x5",
      "6x6",
    ]);
    for (const grid of gridSizes) expect((grid.cols * grid.rows) % 2).toBe(0);
  });

  it.each([
    [5, 5, "6x5"],
    [3, 3, "4x3"],
    [5, 3, "6x3"],
    [4, 4, "4x4"],
    [9, 1, "6x2"],
    [NaN, 4, "4x4"],
  ])("%d×%d becomes %s", (cols, rows, expected) => {
    const grid = normalizeGrid(cols, rows);
    expect(`${grid.cols}x${grid.rows}`).toBe(expected);
  });
});

describe("decks", () => {
  it.each(pairTypes.map((t) => [t.id] as [PairType]))(
    "%s: the biggest board gets 18 distinct pairs",
    (type) => {
      const pairs = pairFaces(type, 18, createRandom(1));
      expect(pairs).toHaveLength(18);
      expect(new Set(pairs.map(([a]) => JSON.stringify(a))).size).toBe(18);
    },
  );

  it("relates the two faces of each pair correctly", () => {
    const random = createRandom(2);
    for (const [letter, picture] of pairFaces("letter-picture", 10, random)) {
      const keyword = keywordPictures.find(
        (k) => picture.kind === "picture" && k.word === picture.picture,
      )!;
      expect(letter).toEqual({ kind: "letter", text: keyword.letter });
      expect(keyword.word.startsWith(keyword.letter)).toBe(true);
    }
    for (const [upper, lower] of pairFaces("case", 10, random)) {
      expect(
        upper.kind === "letter" &&
          lower.kind === "letter" &&
          upper.text === lower.text.toUpperCase(),
      ).toBe(true);
    }
    for (const [word, picture] of pairFaces("word-picture", 10, random)) {
      expect(
        word.kind === "word" && picture.kind === "picture" && word.text === picture.picture,
      ).toBe(true);
    }
    for (const [number, dots] of pairFaces("number-dots", 6, random)) {
      expect(
        number.kind === "number" &&
          dots.kind === "dots" &&
          number.value === dots.value &&
          number.value <= 10,
      ).toBe(true);
    }
  });

  it("says each face in words", () => {
    expect(describeFace({ kind: "picture", picture: "apple" })).toBe("picture of an apple");
    expect(describeFace({ kind: "letter", text: "B" })).toBe("capital letter B");
    expect(describeFace({ kind: "letter", text: "b" })).toBe("small letter b");
    expect(describeFace({ kind: "dots", value: 1 })).toBe("1 dot");
  });

  it("deals every card of every pair exactly twice, shuffled by the seed", () => {
    const game = newGame(options({ grid: { cols: 6, rows: 6 } }), createRandom(5));
    expect(game.cards).toHaveLength(36);
    const counts = new Map<number, number>();
    for (const card of game.cards) counts.set(card.pairId, (counts.get(card.pairId) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
    expect(newGame(options(), createRandom(5)).cards).toEqual(
      newGame(options(), createRandom(5)).cards,
    );
  });
});

describe("pairing and turns", () => {
  const game = newGame(options(), createRandom(3));

  it("a match stays up, scores for the player and keeps the turn", () => {
    const partner = partnerOf(game, 0);
    let state = flip(game, 0, 1000);
    expect(state.faceUp).toEqual([0]);
    state = flip(state, partner, 1500);
    expect(state.matchedBy[0]).toBe(0);
    expect(state.matchedBy[partner]).toBe(0);
    expect(state).toMatchObject({
      faceUp: [],
      scores: [1, 0],
      turn: 0,
      moves: 1,
      flipBackAt: null,
    });
  });

  it("a mismatch shows for the injected delay, then turns back and passes the turn", () => {
    const other = nonPartnerOf(game, 0);
    let state = flip(flip(game, 0, 1000), other, 1200);
    expect(state).toMatchObject({ faceUp: [0, other], moves: 1, flipBackAt: 1200 + 1500, turn: 0 });
    expect(tick(state, 2699)).toBe(state);
    state = tick(state, 2700);
    expect(state).toMatchObject({ faceUp: [], flipBackAt: null, turn: 1, scores: [0, 0] });
  });

  it("one player keeps the turn after a mismatch", () => {
    const solo = newGame(options({ players: 1 }), createRandom(3));
    const state = tick(flip(flip(solo, 0, 0), nonPartnerOf(solo, 0), 0), 5000);
    expect(state.turn).toBe(0);
  });

  it("a pick during a showing mismatch turns it back first and counts for the next player", () => {
    const other = nonPartnerOf(game, 0);
    const third = game.cards.findIndex((_, i) => i !== 0 && i !== other);
    const state = flip(flip(flip(game, 0, 0), other, 0), third, 100);
    expect(state).toMatchObject({ faceUp: [third], turn: 1, flipBackAt: null });
  });

  it("ignores a card that is already up or matched", () => {
    const up = flip(game, 0, 0);
    expect(flip(up, 0, 10)).toBe(up);
    const matched = flip(up, partnerOf(game, 0), 10);
    expect(flip(matched, 0, 20)).toBe(matched);
  });

  it("plays to the win: moves, time and winner", () => {
    let state = newGame(options({ grid: { cols: 4, rows: 4 } }), createRandom(8));
    let now = 10_000;
    // Player 1 misses once, then the players find pairs in order.
    state = tick(flip(flip(state, 0, now), nonPartnerOf(state, 0), now), (now += 2000));
    while (state.status === "playing") {
      const first = state.matchedBy.findIndex((owner) => owner === null);
      state = flip(flip(state, first, (now += 500)), partnerOf(state, first), (now += 500));
    }
    expect(state.status).toBe("won");
    expect(pairsFound(state)).toBe(8);
    expect(state.moves).toBe(9);
    expect(state.scores).toEqual([0, 8]);
    expect(winner(state)).toBe(1);
    expect(elapsedMs(state, now + 99_999)).toBe(now - 10_000);
    expect(flip(state, 0, now)).toBe(state);
  });

  it("a tie and a one-player game have no winner", () => {
    const done: MemoryState = { ...game, status: "won", scores: [3, 3] };
    expect(winner(done)).toBe("tie");
    expect(winner({ ...done, players: 1 })).toBeNull();
    expect(winner(game)).toBeNull();
  });
});

describe("settings from the address", () => {
  it("reads a tutor's link and round-trips it", () => {
    const settings = parseSettings("?size=6x5&pairs=number-dots&players=2&look=3&timer=hide");
    expect(settings).toEqual({
      grid: { cols: 6, rows: 5 },
      pairType: "number-dots",
      players: 2,
      lookSeconds: 3,
      showTimer: false,
    });
    expect(parseSettings(`?${settingsQuery(settings)}`)).toEqual(settings);
  });

  it("makes odd or silly sizes playable and ignores bad values", () => {
    expect(parseSettings("?size=5x5").grid).toEqual({ cols: 6, rows: 5 });
    expect(parseSettings("?size=99x99&pairs=x&players=7&look=-1")).toMatchObject({
      grid: { cols: 6, rows: 6 },
      pairType: "letter-picture",
      players: 1,
      lookSeconds: 2,
    });
    expect(parseSettings("?size=banana").grid).toEqual({ cols: 4, rows: 3 });
  });
});

describe("letter and picture decks", () => {
  it("never hold two letters for one sound: c (cat) and k (kite) both say /k/", () => {
    for (let seed = 0; seed < 200; seed++) {
      const letters = pairFaces("letter-picture", 18, createRandom(seed)).map(([letter]) =>
        letter.kind === "letter" ? letter.text : "",
      );
      expect(letters).not.toContain("k");
      expect(new Set(letters).size).toBe(18);
    }
  });
});
