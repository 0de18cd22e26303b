import { createRandom } from "../kit/random/random";
import {
  computerMove,
  digitDeck,
  emptySlots,
  goalForRound,
  isComputerTurn,
  newGame,
  nextRound,
  placeCard,
  playableCards,
  selectCard,
  type GameState,
  type PlayerBoard,
} from "./logic";
import {
  comparisonInWords,
  compareNumbers,
  digitValues,
  expandedForm,
  numberFromDigits,
  placeCount,
  placesOf,
} from "./numbers";
import { defaultSettings, parseSettings, settingsQuery, type Settings } from "./settings";
import { chooseComputerMove } from "./strategy";

const settings = (overrides: Partial<Settings> = {}): Settings => ({
  ...defaultSettings,
  ...overrides,
});

/** Fills both charts: each player's next playable card into their first empty place. */
function playRound(state: GameState, random = createRandom(1)): GameState {
  let current = state;
  while (current.phase === "placing") {
    current = isComputerTurn(current)
      ? computerMove(current, random)
      : placeCard(current, emptySlots(current.boards[current.turn])[0]!, playableCards(current)[0]);
  }
  return current;
}

describe("numbers", () => {
  it.each([
    [[3, 4, 7], 347, "300 + 40 + 7"],
    [[3, 0, 7], 307, "300 + 7"],
    [[3, 0, 0], 300, "300"],
    [[0, 4, 7], 47, "40 + 7"],
    [[0, 0], 0, "0"],
    [[5, 0, 0, 9], 5009, "5000 + 9"],
    [[9, 9], 99, "90 + 9"],
  ])("%j is %d = %s", (digits, value, expanded) => {
    expect(numberFromDigits(digits)).toBe(value);
    expect(expandedForm(digits)).toBe(expanded);
  });

  it("reads a digit as a count of its place", () => {
    expect(placeCount(1, "tens")).toBe("1 ten");
    expect(placeCount(3, "hundreds")).toBe("3 hundreds");
    expect(placeCount(0, "ones")).toBe("0 ones");
  });

  it("gives each digit its value by place", () => {
    expect(digitValues([3, 0, 7])).toEqual([300, 0, 7]);
    expect(placesOf(4)).toEqual(["thousands", "hundreds", "tens", "ones"]);
    expect(placesOf(2)).toEqual(["tens", "ones"]);
  });

  it("compares in symbols and words", () => {
    expect(compareNumbers(347, 215)).toBe(">");
    expect(compareNumbers(47, 215)).toBe("<");
    expect(compareNumbers(305, 305)).toBe("=");
    expect(comparisonInWords(347, 215)).toBe("347 is greater than 215");
    expect(comparisonInWords(47, 215)).toBe("47 is less than 215");
    expect(comparisonInWords(305, 305)).toBe("305 is equal to 305");
  });
});

describe("settings from the address", () => {
  it("reads a teacher's configured link", () => {
    expect(parseSettings("?level=4&goal=smaller&target=3&mode=players&deal=hand")).toEqual({
      places: 4,
      goal: "smaller",
      target: 3,
      mode: "players",
      deal: "hand",
    });
  });
  it("falls back to defaults on bad input and caps the target", () => {
    expect(parseSettings("?level=9&goal=huge&target=-2&mode=robot&deal=x")).toEqual(
      defaultSettings,
    );
    expect(parseSettings("?target=500").target).toBe(10);
  });
  it("round-trips through the query string", () => {
    const chosen = settings({ places: 2, goal: "mix", target: 7, mode: "players", deal: "hand" });
    expect(parseSettings(`?${settingsQuery(chosen)}`)).toEqual(chosen);
  });
});

describe("dealing and turns", () => {
  it("deals each player one card per place from a deck of four of each digit", () => {
    expect(digitDeck().filter((d) => d === 7)).toHaveLength(4);
    const game = newGame(settings({ places: 4 }), createRandom(5));
    for (const board of game.boards) {
      expect(board.hand).toHaveLength(4);
      expect(board.slots).toEqual([null, null, null, null]);
      for (const digit of board.hand) expect(digit).toBeGreaterThanOrEqual(0);
    }
  });

  it("is the same game for the same seed", () => {
    expect(newGame(settings(), createRandom(42)).boards).toEqual(
      newGame(settings(), createRandom(42)).boards,
    );
  });

  it("one at a time: only the next card can be played, and it can be placed without selecting", () => {
    const game = newGame(settings({ deal: "one" }), createRandom(3));
    expect(playableCards(game)).toEqual([0]);
    expect(selectCard(game, 1)).toBe(game);
    const placed = placeCard(game, 2);
    expect(placed.boards[0].slots).toEqual([null, null, game.boards[0].hand[0]]);
    expect(placed.turn).toBe(1);
  });

  it("whole hand: a selected card goes into the chosen place, filled places are refused", () => {
    let game = newGame(settings({ deal: "hand", mode: "players" }), createRandom(3));
    expect(placeCard(game, 0)).toBe(game); // several cards in play: pick one first
    game = selectCard(game, 2);
    expect(game.selected).toBe(2);
    game = placeCard(game, 0);
    expect(game.boards[0].slots[0]).toBe(game.boards[0].hand[2]);
    expect(game.turn).toBe(1);
    game = placeCard(selectCard(game, 0), 1);
    expect(game.turn).toBe(0);
    expect(placeCard(selectCard(game, 0), 0)).toMatchObject({ selected: 0, turn: 0 }); // place 0 is taken
    expect(selectCard(selectCard(game, 0), 0).selected).toBeNull(); // picking the same card again puts it down
  });

  it("reveals when both charts are full and scores the greater number", () => {
    const done = playRound(newGame(settings({ mode: "players" }), createRandom(9)));
    expect(done.phase).toBe("reveal");
    const [a, b] = done.result!.numbers;
    expect(a).toBe(numberFromDigits(done.boards[0].slots as number[]));
    const expectedWinner = a === b ? null : a > b ? 0 : 1;
    expect(done.result!.winner).toBe(expectedWinner);
    expect(done.scores).toEqual(
      expectedWinner === null ? [0, 0] : expectedWinner === 0 ? [1, 0] : [0, 1],
    );
  });

  it("in a 'smaller' round the smaller number scores; a tie scores nobody", () => {
    const tie: PlayerBoard = { hand: [1, 2], used: [false, false], slots: [null, null] };
    let game: GameState = {
      ...newGame(settings({ places: 2, goal: "smaller", mode: "players" }), createRandom(1)),
      boards: [tie, { ...tie, hand: [2, 1] }],
    };
    expect(game.goal).toBe("smaller");
    game = placeCard(placeCard(placeCard(placeCard(game, 0), 1), 1), 0); // 12 vs 12
    expect(game.result).toEqual({ numbers: [12, 12], sign: "=", winner: null });
    expect(game.scores).toEqual([0, 0]);
  });

  it("mixed goals alternate greater and smaller; rounds alternate who starts", () => {
    const mixed = settings({ goal: "mix" });
    expect([1, 2, 3].map((round) => goalForRound(mixed, round))).toEqual([
      "greater",
      "smaller",
      "greater",
    ]);
    const second = nextRound(
      playRound(newGame(settings({ mode: "players", target: 10 }), createRandom(2))),
      createRandom(3),
    );
    expect(second).toMatchObject({ round: 2, turn: 1, phase: "placing", result: null });
  });

  it("plays to the target and declares the winner", () => {
    const random = createRandom(11);
    let game = newGame(settings({ target: 3 }), random);
    let rounds = 0;
    while (game.phase !== "won" && rounds < 100) {
      game = playRound(game, random);
      if (game.phase === "reveal") game = nextRound(game, random);
      rounds += 1;
    }
    expect(game.phase).toBe("won");
    expect(game.scores[game.winner!]).toBe(3);
    expect(nextRound(game, random)).toBe(game);
  });
});

describe("the computer opponent", () => {
  const board = (hand: number[], slots: (number | null)[]): PlayerBoard => ({
    hand,
    used: hand.map(() => false),
    slots,
  });

  it("always makes a legal move: an empty place and a card in play", () => {
    const random = createRandom(7);
    for (let seed = 0; seed < 200; seed++) {
      let game = newGame(
        settings({
          places: ((seed % 3) + 2) as 2 | 3 | 4,
          deal: seed % 2 ? "one" : "hand",
          goal: "mix",
        }),
        createRandom(seed),
      );
      while (game.phase === "placing") {
        if (isComputerTurn(game)) {
          const before = game.boards[1];
          const move = chooseComputerMove(before, playableCards(game, 1), game.goal, random);
          expect(before.slots[move.slot]).toBeNull();
          expect(playableCards(game, 1)).toContain(move.handIndex);
          game = computerMove(game, random);
          expect(emptySlots(game.boards[1]).length).toBe(emptySlots(before).length - 1);
        } else {
          game = placeCard(game, emptySlots(game.boards[0]).at(-1)!, playableCards(game)[0]);
        }
      }
      expect(game.boards[1].slots.every((digit) => digit !== null)).toBe(true);
    }
  });

  it("with the whole hand visible it builds the best number", () => {
    const random = createRandom(1);
    let greater = board([4, 9, 1], [null, null, null]);
    let smaller = board([4, 9, 1], [null, null, null]);
    for (let i = 0; i < 3; i++) {
      const g = chooseComputerMove(
        greater,
        greater.hand.flatMap((_, h) => (greater.used[h] ? [] : [h])),
        "greater",
        random,
      );
      greater = {
        ...greater,
        used: greater.used.map((u, h) => u || h === g.handIndex),
        slots: greater.slots.map((d, s) => (s === g.slot ? greater.hand[g.handIndex]! : d)),
      };
      const s = chooseComputerMove(
        smaller,
        smaller.hand.flatMap((_, h) => (smaller.used[h] ? [] : [h])),
        "smaller",
        random,
      );
      smaller = {
        ...smaller,
        used: smaller.used.map((u, h) => u || h === s.handIndex),
        slots: smaller.slots.map((d, x) => (x === s.slot ? smaller.hand[s.handIndex]! : d)),
      };
    }
    expect(greater.slots).toEqual([9, 4, 1]);
    expect(smaller.slots).toEqual([1, 4, 9]);
  });

  it("one card at a time: a 9 goes to the top and a 0 to the bottom when building the greater number", () => {
    for (let seed = 0; seed < 20; seed++) {
      expect(
        chooseComputerMove(board([9], [null, null, null]), [0], "greater", createRandom(seed)).slot,
      ).toBe(0);
      expect(
        chooseComputerMove(board([0], [null, null, null]), [0], "greater", createRandom(seed)).slot,
      ).toBe(2);
      expect(
        chooseComputerMove(board([0], [null, null, null]), [0], "smaller", createRandom(seed)).slot,
      ).toBe(0);
      expect(
        chooseComputerMove(board([5, 9], [5, null, null]), [1], "greater", createRandom(seed)).slot,
      ).toBe(1);
    }
  });

  it("never moves when it is not its turn", () => {
    const game = newGame(settings(), createRandom(4));
    expect(computerMove(game, createRandom(1))).toBe(game);
  });
});
