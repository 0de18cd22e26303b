import {
  DOUBLE_TAP_MS,
  SLOT_COUNT,
  SLOTS_PER_ROW,
  WORD_ROW_START,
  currentWord,
  initialState,
  layWord,
  letterTilesReducer as reduce,
  registerSlotTap,
  slotPosition,
  splitWord,
  wrapIndex,
  type LetterTilesState,
} from "./logic";
import { nextFocusIndex, type Box } from "./navigation";
import { tileSets, tileText, tileDescription, type Tile } from "./tiles";
import { findWordGroup } from "./words";

const labels = (tiles: Tile[]) => tiles.map((t) => tileText(t, false));
const split = (word: string, level: keyof typeof tileSets) =>
  labels(splitWord(word, tileSets[level]));
const row2 = (state: LetterTilesState) =>
  state.slots.slice(WORD_ROW_START).flatMap((s) => (s.tile ? [tileText(s.tile, false)] : []));

describe("splitting a word into tiles", () => {
  it.each([
    ["ship", "beginner", ["sh", "i", "p"]],
    ["back", "beginner", ["b", "a", "-ck"]],
    ["when", "beginner", ["wh-", "e", "n"]],
    ["quit", "beginner", ["qu", "i", "t"]],
    ["ring", "intermediate", ["r", "-ing"]],
    ["thank", "intermediate", ["th", "-ank"]],
    ["stand", "intermediate", ["st-", "a", "-nd"]],
    ["nest", "intermediate", ["n", "e", "-st"]],
    ["bell", "intermediate", ["b", "e", "-ll"]],
    ["string", "advanced", ["str-", "-ing"]],
    ["string", "intermediate", ["st-", "r", "-ing"]],
    ["child", "advanced", ["ch", "-ild"]],
    ["night", "advanced", ["n", "igh", "t"]],
    ["storm", "advanced", ["st-", "or", "m"]],
    ["play", "advanced", ["pl-", "-ay"]],
  ] as const)("%s with %s tiles → %j", (word, level, expected) => {
    expect(split(word, level)).toEqual(expected);
  });

  it("keeps start-only tiles at the start and end-only tiles at the end", () => {
    // "bl" inside a word is two letters; "ck"/"ng" not at the end are single letters.
    expect(split("ablo", "intermediate")).toEqual(["a", "b", "l", "o"]);
    expect(split("ckab", "intermediate")).toEqual(["c", "k", "a", "b"]);
    expect(split("angle", "intermediate")).toEqual(["a", "n", "g", "l", "e"]);
  });

  it("prefers the longest special tile", () => {
    expect(split("thrash", "advanced")).toEqual(["thr-", "a", "sh"]);
    expect(split("sing", "intermediate")).toEqual(["s", "-ing"]); // -ing over -ng
  });

  it("never splits off suffixes automatically (bus is not bu + -s)", () => {
    expect(split("bus", "advanced")).toEqual(["b", "u", "s"]);
    expect(split("yes", "advanced")).toEqual(["y", "e", "s"]);
  });

  it("lays at most 12 tiles, in the second row", () => {
    const slots = layWord("abcdefghijklmnop", "beginner");
    expect(slots).toHaveLength(SLOT_COUNT);
    expect(slots.slice(0, SLOTS_PER_ROW).every((s) => s.tile === null)).toBe(true);
    expect(slots.slice(WORD_ROW_START).every((s) => s.tile !== null)).toBe(true);
  });
});

describe("placing and erasing tiles", () => {
  const selected = reduce(initialState(), { type: "selectTile", tileId: "vowel-a" });

  it("places the selected tile in an empty slot and keeps the selection", () => {
    const s = reduce(selected, { type: "placeSelected", slot: 3 });
    expect(s.slots[3]?.tile?.label).toBe("a");
    expect(s.selectedTileId).toBe("vowel-a");
  });

  it("never overwrites a filled slot", () => {
    const s = reduce(selected, { type: "placeSelected", slot: 3 });
    const again = reduce(reduce(s, { type: "selectTile", tileId: "consonant-b" }), {
      type: "placeSelected",
      slot: 3,
    });
    expect(again.slots[3]?.tile?.label).toBe("a");
    expect(reduce(s, { type: "moveTile", from: 3, to: 3 })).toBe(s);
  });

  it("does nothing without a selection; Escape (clearSelection) and a second click deselect", () => {
    expect(reduce(initialState(), { type: "placeSelected", slot: 0 }).slots[0]?.tile).toBeNull();
    expect(reduce(selected, { type: "clearSelection" }).selectedTileId).toBeNull();
    expect(reduce(selected, { type: "selectTile", tileId: "vowel-a" }).selectedTileId).toBeNull();
  });

  it("erases a slot and moves a tile into an empty slot", () => {
    const s = reduce(selected, { type: "placeSelected", slot: 0 });
    expect(reduce(s, { type: "eraseSlot", slot: 0 }).slots[0]?.tile).toBeNull();
    const moved = reduce(s, { type: "moveTile", from: 0, to: 13 });
    expect(moved.slots[0]?.tile).toBeNull();
    expect(moved.slots[13]?.tile?.label).toBe("a");
  });

  it("only places tiles of the current level", () => {
    expect(
      reduce(initialState("beginner"), { type: "placeTile", tileId: "welded-end-ing", slot: 0 })
        .slots[0]?.tile,
    ).toBeNull();
    expect(
      reduce(initialState("intermediate"), { type: "placeTile", tileId: "welded-end-ing", slot: 0 })
        .slots[0]?.tile?.label,
    ).toBe("ing");
  });

  it("erases on a double tap of a filled slot only", () => {
    const first = registerSlotTap(null, 5, true, 1000);
    expect(first.erase).toBe(false);
    expect(registerSlotTap(first.memory, 5, true, 1000 + DOUBLE_TAP_MS).erase).toBe(true);
    expect(registerSlotTap(first.memory, 5, true, 1001 + DOUBLE_TAP_MS).erase).toBe(false);
    expect(registerSlotTap(first.memory, 6, true, 1100).erase).toBe(false);
    // Two quick taps on an empty slot: the first places a tile, the second must not erase it.
    const onEmpty = registerSlotTap(null, 5, false, 1000);
    expect(registerSlotTap(onEmpty.memory, 5, true, 1100).erase).toBe(false);
  });

  it("names slot positions by row and column", () => {
    expect(slotPosition(0)).toEqual({ row: 1, column: 1 });
    expect(slotPosition(14)).toEqual({ row: 2, column: 3 });
  });
});

describe("word groups on the board", () => {
  const shortA = reduce(initialState(), { type: "chooseGroup", groupId: "short-a" });

  it("choosing a group resets the index to 0 and lays the first word", () => {
    const moved = reduce(shortA, { type: "nextWord" });
    const again = reduce(moved, { type: "chooseGroup", groupId: "sh" });
    expect(again.wordIndex).toBe(0);
    expect(row2(again)).toEqual(["sh", "i", "p"]);
  });

  it("next and previous wrap around", () => {
    const count = findWordGroup("short-a").words.length;
    expect(reduce(shortA, { type: "previousWord" }).wordIndex).toBe(count - 1);
    let s = shortA;
    for (let i = 0; i < count; i++) s = reduce(s, { type: "nextWord" });
    expect(s.wordIndex).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
  });

  it("reload re-lays the current word; clear empties the board", () => {
    const next = reduce(shortA, { type: "nextWord" });
    const erased = reduce(next, { type: "eraseSlot", slot: WORD_ROW_START });
    const reloaded = reduce(erased, { type: "reloadWord" });
    expect(row2(reloaded).join("")).toBe(currentWord(next));
    expect(reduce(reloaded, { type: "clearBoard" }).slots.every((s) => s.tile === null)).toBe(true);
  });

  it("changing the level re-lays the first word with that level's tiles", () => {
    const ing = reduce(
      reduce(initialState("intermediate"), { type: "chooseGroup", groupId: "ing" }),
      { type: "nextWord" },
    );
    const beginner = reduce(ing, { type: "setLevel", level: "beginner" });
    expect(beginner.wordIndex).toBe(0);
    expect(row2(beginner)).toEqual(["r", "i", "n", "g"]);
  });

  it("the None group lays nothing and leaves the board alone", () => {
    const placed = reduce(reduce(initialState(), { type: "selectTile", tileId: "vowel-e" }), {
      type: "placeSelected",
      slot: 2,
    });
    const none = reduce(placed, { type: "chooseGroup", groupId: "none" });
    expect(none.slots[2]?.tile?.label).toBe("e");
    expect(reduce(none, { type: "nextWord" })).toBe(none);
  });

  it("the case toggle switches A to a", () => {
    const upper = reduce(initialState(), { type: "toggleCase" });
    expect(upper.uppercase).toBe(true);
    expect(
      tileText(
        {
          id: "x",
          label: "sh",
          type: "special",
          colorScheme: "digraph",
          rules: { position: "start" },
        },
        true,
      ),
    ).toBe("SH-");
    expect(tileDescription({ id: "a", label: "a", type: "vowel" }, true)).toBe("A, vowel");
  });
});

describe("arrow-key movement", () => {
  // Two palette rows of three, then a board row of three below.
  const boxes: Box[] = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({
    x: (i % 3) * 50,
    y: Math.floor(i / 3) * 60,
    width: 48,
    height: 48,
  }));
  it("moves left/right in reading order and up/down to the nearest item in the next row", () => {
    expect(nextFocusIndex(boxes, 4, "ArrowRight")).toBe(5);
    expect(nextFocusIndex(boxes, 0, "ArrowLeft")).toBe(0);
    expect(nextFocusIndex(boxes, 4, "ArrowDown")).toBe(7);
    expect(nextFocusIndex(boxes, 4, "ArrowUp")).toBe(1);
    expect(nextFocusIndex(boxes, 1, "ArrowUp")).toBe(1);
    expect(nextFocusIndex(boxes, 3, "End")).toBe(8);
  });
});
