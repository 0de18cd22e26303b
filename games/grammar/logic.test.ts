import { GRAMMAR_CARDS, GRAMMAR_COLUMNS, GRAMMAR_ICONS, GRAMMAR_ICON_SIZE } from "./data";
import {
  clampToBox,
  grammarReducer,
  initialGrammarState,
  nextFreeSpot,
  nudgeStep,
  type GrammarAction,
  type GrammarState,
} from "./logic";

const box = { width: 600, height: 300 };
const run = (actions: GrammarAction[], from: GrammarState = initialGrammarState) =>
  actions.reduce(grammarReducer, from);

describe("grammar flip cards", () => {
  it("has 10 cards laid out in 5 columns, numbered 1 to 10", () => {
    expect(GRAMMAR_CARDS).toHaveLength(10);
    expect(GRAMMAR_COLUMNS).toBe(5);
    expect(GRAMMAR_CARDS.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("opens a card on flip and closes it on a second flip", () => {
    const open = run([{ type: "flip-card", card: 3 }]);
    expect(open.openCard).toBe(3);
    expect(grammarReducer(open, { type: "flip-card", card: 3 }).openCard).toBeNull();
  });

  it("keeps only one card open: opening another closes the first", () => {
    expect(
      run([
        { type: "flip-card", card: 1 },
        { type: "flip-card", card: 7 },
      ]).openCard,
    ).toBe(7);
  });

  it("closes the open card (Escape) and ignores unknown cards", () => {
    const open = run([{ type: "flip-card", card: 2 }]);
    expect(grammarReducer(open, { type: "close-card" }).openCard).toBeNull();
    expect(grammarReducer(open, { type: "flip-card", card: 11 })).toBe(open);
  });
});

describe("grammar icon palette and placement", () => {
  it("offers 10 symbols of 42.5 px", () => {
    expect(GRAMMAR_ICONS).toHaveLength(10);
    expect(new Set(GRAMMAR_ICONS.map((i) => i.id)).size).toBe(10);
    expect(GRAMMAR_ICON_SIZE).toBe(42.5);
  });

  it("selects a symbol, toggles it off, and clears the selection", () => {
    const selected = run([{ type: "select-icon", icon: "verb" }]);
    expect(selected.selectedIcon).toBe("verb");
    expect(grammarReducer(selected, { type: "select-icon", icon: "verb" }).selectedIcon).toBeNull();
    expect(
      run([
        { type: "select-icon", icon: "noun" },
        { type: "select-icon", icon: "verb" },
      ]).selectedIcon,
    ).toBe("verb");
    expect(grammarReducer(selected, { type: "clear-selection" }).selectedIcon).toBeNull();
  });

  it("does nothing on a click in the box when no symbol is picked", () => {
    expect(run([{ type: "place-at-point", x: 100, y: 100, box }]).placements).toEqual([]);
  });

  it("places the picked symbol centred on the click, stored as {id, char, left, top}", () => {
    const state = run([
      { type: "select-icon", icon: "noun" },
      { type: "place-at-point", x: 100, y: 60, box },
    ]);
    expect(state.placements).toEqual([
      { id: "icon-1", char: "noun", left: 100 - 21.25, top: 60 - 21.25 },
    ]);
    // The symbol stays picked so several nouns can be marked in a row.
    expect(state.selectedIcon).toBe("noun");
  });

  it("keeps symbols inside the box", () => {
    const state = run([
      { type: "select-icon", icon: "verb" },
      { type: "place-at-point", x: 1000, y: -50, box },
    ]);
    expect(state.placements[0]).toMatchObject({ left: 600 - 42.5, top: 0 });
    expect(clampToBox(-10, 500, box)).toEqual({ left: 0, top: 300 - 42.5 });
  });

  it("places by keyboard at a given corner with unique ids", () => {
    const state = run([
      { type: "select-icon", icon: "adjective" },
      { type: "place-at-corner", left: 40, top: 10, box },
      { type: "place-at-corner", left: 90, top: 10, box },
    ]);
    expect(state.placements.map((p) => [p.id, p.char, p.left, p.top])).toEqual([
      ["icon-1", "adjective", 40, 10],
      ["icon-2", "adjective", 90, 10],
    ]);
  });

  it("nudges a placed symbol with arrow keys, within the box", () => {
    const placed = run([
      { type: "select-icon", icon: "adverb" },
      { type: "place-at-corner", left: 2, top: 50, box },
    ]);
    const right = grammarReducer(placed, { type: "nudge-icon", id: "icon-1", dx: 20, dy: 0, box });
    expect(right.placements[0]).toMatchObject({ left: 22, top: 50 });
    const left = grammarReducer(placed, { type: "nudge-icon", id: "icon-1", dx: -4, dy: -4, box });
    expect(left.placements[0]).toMatchObject({ left: 0, top: 46 });
    expect(nudgeStep("ArrowDown", false)).toEqual({ dx: 0, dy: 4 });
    expect(nudgeStep("ArrowLeft", true)).toEqual({ dx: -20, dy: 0 });
    expect(nudgeStep("Enter", false)).toBeNull();
  });

  it("removes one symbol (double-click or Delete) and keeps the others", () => {
    const state = run([
      { type: "select-icon", icon: "noun" },
      { type: "place-at-point", x: 50, y: 50, box },
      { type: "place-at-point", x: 150, y: 50, box },
      { type: "remove-icon", id: "icon-1" },
    ]);
    expect(state.placements.map((p) => p.id)).toEqual(["icon-2"]);
    // A new symbol never reuses a removed id.
    expect(
      grammarReducer(state, { type: "place-at-point", x: 250, y: 50, box }).placements.map(
        (p) => p.id,
      ),
    ).toEqual(["icon-2", "icon-3"]);
  });

  it("trash clears the text and every symbol", () => {
    const state = run([
      { type: "set-text", text: "The dog runs." },
      { type: "flip-card", card: 1 },
      { type: "select-icon", icon: "noun" },
      { type: "place-at-point", x: 50, y: 50, box },
      { type: "trash" },
    ]);
    expect(state.text).toBe("");
    expect(state.placements).toEqual([]);
    expect(state.openCard).toBe(1);
  });

  it("finds the next free spot for a keyboard placement", () => {
    expect(nextFreeSpot([], box)).toEqual({ left: 4, top: 4 });
    const first = { id: "icon-1", char: "noun" as const, left: 4, top: 4 };
    expect(nextFreeSpot([first], box)).toEqual({ left: 50.5, top: 4 });
    const narrow = { width: 100, height: 200 };
    const second = { id: "icon-2", char: "verb" as const, left: 50.5, top: 4 };
    expect(nextFreeSpot([first, second], narrow)).toEqual({ left: 4, top: 50.5 });
  });
});

describe("grammar prompt cards", () => {
  it("every example starts with a capital letter and ends with an end mark", () => {
    for (const card of GRAMMAR_CARDS) {
      expect(card.example).toMatch(/^[A-Z].*[.?!]$/);
      expect(card.prompt).toMatch(/^[A-Z].*\.$/);
    }
  });

  const words = (sentence: string): string[] => sentence.toLowerCase().match(/[a-z']+/g) ?? [];
  const card = (n: number) => GRAMMAR_CARDS.find((c) => c.number === n)!;

  it("each example shows what its prompt asks for", () => {
    expect(words(card(4).example).some((w) => ["he", "she", "it", "they"].includes(w))).toBe(true);
    expect(words(card(5).example).some((w) => ["in", "on", "under"].includes(w))).toBe(true);
    expect(words(card(6).example).some((w) => ["and", "but", "so"].includes(w))).toBe(true);
    expect(card(7).example).toMatch(/^(Who|What|Where|When|Why)\b.*\?$/);
    expect(card(8).example).toMatch(/^(Wow|Oh|Hooray|Ouch|Yay)!.*!$/);
    expect(["a", "an", "the"].every((a) => words(card(9).example).includes(a))).toBe(true);
    // Adjective and adverb cards grow card 1's sentence by one word.
    expect(words(card(2).example).length).toBe(words(card(1).example).length + 1);
    expect(words(card(3).example).length).toBe(words(card(1).example).length + 1);
  });
});
