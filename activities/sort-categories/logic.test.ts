import {
  heardName,
  isHeardItem,
  itemLabel,
  itemsIn,
  missedTexts,
  sortAnswers,
  sortItems,
  sortScore,
  startSort,
  stepSort,
  waitingItems,
  type SortState,
} from "./logic";
import {
  sortCategoriesContentSchema,
  sortCategoriesSettingsSchema,
} from "@/activities/sort-categories/schema";
import { activityDraftSchema } from "@/activities/schemas";

const content = {
  categories: [
    { name: "Short a", items: ["cat", "map", "bag"] },
    { name: "Short i", items: ["ship", "pin"] },
  ],
};

const idOf = (state: SortState, text: string) => state.items.find((item) => item.text === text)!.id;
const tapPlace = (state: SortState, text: string, category: number) =>
  stepSort(stepSort(state, { type: "select", itemId: idOf(state, text) }), {
    type: "place",
    category,
  });

describe("sort categories: the deal", () => {
  it("lists every item once with its category, in content order", () => {
    expect(sortItems(content).map((item) => [item.text, item.category])).toEqual([
      ["cat", 0],
      ["map", 0],
      ["bag", 0],
      ["ship", 1],
      ["pin", 1],
    ]);
  });

  it("shuffles with the seed: the same seed deals the same order, other seeds other orders, nothing lost", () => {
    const a = startSort(content, 5).items.map((item) => item.id);
    expect(startSort(content, 5).items.map((item) => item.id)).toEqual(a);
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        startSort(content, seed)
          .items.map((item) => item.text)
          .join(","),
      ),
    );
    expect(orders.size).toBeGreaterThan(5);
    for (let seed = 0; seed < 20; seed++)
      expect(
        startSort(content, seed)
          .items.map((item) => item.text)
          .sort(),
      ).toEqual(["bag", "cat", "map", "pin", "ship"]);
  });

  it("starts with nothing placed, nothing chosen, no score", () => {
    const state = startSort(content, 1);
    expect(state.categories).toEqual(["Short a", "Short i"]);
    expect(waitingItems(state)).toHaveLength(5);
    expect([state.selected, state.done, sortScore(state)]).toEqual([null, false, 0]);
  });
});

describe("sort categories: choosing", () => {
  it("selects a waiting item, and choosing it again or Escape (cancel) lets it go", () => {
    const start = startSort(content, 1);
    const cat = idOf(start, "cat");
    const chosen = stepSort(start, { type: "select", itemId: cat });
    expect(chosen.selected).toBe(cat);
    expect(stepSort(chosen, { type: "select", itemId: cat }).selected).toBeNull();
    expect(stepSort(chosen, { type: "cancel" }).selected).toBeNull();
    expect(stepSort(chosen, { type: "select", itemId: idOf(start, "pin") }).selected).toBe(
      idOf(start, "pin"),
    );
  });

  it("ignores unknown items and items already placed", () => {
    const start = startSort(content, 1);
    expect(stepSort(start, { type: "select", itemId: "9-9" })).toBe(start);
    const placed = tapPlace(start, "cat", 0);
    expect(stepSort(placed, { type: "select", itemId: idOf(start, "cat") })).toBe(placed);
    expect(stepSort(placed, { type: "place", itemId: idOf(start, "cat"), category: 1 })).toBe(
      placed,
    );
  });

  it("does nothing when no item is chosen or the category does not exist", () => {
    const start = startSort(content, 1);
    expect(stepSort(start, { type: "place", category: 0 })).toBe(start);
    const chosen = stepSort(start, { type: "select", itemId: idOf(start, "cat") });
    expect(stepSort(chosen, { type: "place", category: 2 })).toBe(chosen);
    expect(stepSort(chosen, { type: "place", category: -1 })).toBe(chosen);
  });
});

describe("sort categories: placing and feedback", () => {
  it("puts a chosen item in its right category, says so, and clears the choice", () => {
    const start = startSort(content, 1);
    const state = tapPlace(start, "ship", 1);
    expect(itemsIn(state, 1).map((item) => item.text)).toEqual(["ship"]);
    expect(state.feedback).toEqual({ kind: "correct", itemId: idOf(start, "ship"), category: 1 });
    expect(state.selected).toBeNull();
    expect(sortScore(state)).toBe(1);
  });

  it("a dragged item (named in the action) is placed without being chosen first", () => {
    const start = startSort(content, 1);
    const state = stepSort(start, { type: "place", itemId: idOf(start, "pin"), category: 1 });
    expect(itemsIn(state, 1).map((item) => item.text)).toEqual(["pin"]);
  });

  it("a wrong category leaves the item waiting and still chosen, says so, and marks it missed once", () => {
    const start = startSort(content, 1);
    const wrong = tapPlace(start, "cat", 1);
    expect(waitingItems(wrong)).toHaveLength(5);
    expect(wrong.selected).toBe(idOf(start, "cat"));
    expect(wrong.feedback).toEqual({ kind: "wrong", itemId: idOf(start, "cat"), category: 1 });
    const twice = stepSort(wrong, { type: "place", category: 1 });
    expect(twice.missed).toEqual([idOf(start, "cat")]);
    const right = stepSort(twice, { type: "place", category: 0 });
    expect(itemsIn(right, 0).map((item) => item.text)).toEqual(["cat"]);
    expect(sortScore(right)).toBe(0);
  });
});

describe("sort categories: the end", () => {
  it("is done when every item is placed; score counts items right first time; missed items are reported by text", () => {
    let state = startSort(content, 3);
    state = tapPlace(state, "pin", 0);
    state = tapPlace(state, "bag", 1);
    for (const [text, category] of [
      ["cat", 0],
      ["map", 0],
      ["bag", 0],
      ["ship", 1],
      ["pin", 1],
    ] as const) {
      expect(state.done).toBe(false);
      state = tapPlace(state, text, category);
    }
    expect(state.done).toBe(true);
    expect(sortScore(state)).toBe(3);
    expect(missedTexts(state)).toEqual(["pin", "bag"]);
    expect(stepSort(state, { type: "select", itemId: idOf(state, "cat") })).toBe(state);
  });
});

describe("sort categories: picture items", () => {
  const firstSounds = {
    categories: [
      { name: "c", items: [{ picture: "cat" as const }, "cup"] },
      { name: "s", items: [{ picture: "sun" as const }, "sit"] },
    ],
  };

  it("deals a picture as an item named by its keyword, read out by what it shows", () => {
    const dealt = sortItems(firstSounds);
    expect(dealt.map((item) => [item.text, item.picture, item.category])).toEqual([
      ["cat", "cat", 0],
      ["cup", undefined, 0],
      ["sun", "sun", 1],
      ["sit", undefined, 1],
    ]);
    expect(dealt.map(itemLabel)).toEqual(["picture of a cat", "cup", "picture of a sun", "sit"]);
  });

  it("names a missed picture by its keyword in the results", () => {
    let state = startSort(firstSounds, 2);
    state = tapPlace(state, "sun", 0);
    state = stepSort(state, { type: "place", category: 1 });
    expect(missedTexts(state)).toEqual(["sun"]);
  });

  it("keeps word-only content valid, accepts art-set pictures, and refuses unknown pictures and repeats", () => {
    expect(sortCategoriesContentSchema.parse(content)).toEqual(content);
    expect(sortCategoriesContentSchema.parse(firstSounds)).toEqual(firstSounds);
    const messages = (input: unknown) =>
      sortCategoriesContentSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(
      messages({
        categories: [
          firstSounds.categories[0],
          { name: "s", items: [{ picture: "zebra" }, "sit"] },
        ],
      }),
    ).toEqual(["Please choose a picture from the list."]);
    expect(
      messages({ categories: [firstSounds.categories[0], { name: "s", items: ["Cat", "sit"] }] }),
    ).toEqual(["Each item can appear only once, so it has one right category."]);
  });
});

describe("sort categories: sort by what you hear", () => {
  it("is off unless the tutor turns it on, so activities saved before it play as they did", () => {
    expect(sortCategoriesSettingsSchema.parse({})).toEqual({ sortByHearing: false });
    expect(sortCategoriesSettingsSchema.parse({ sortByHearing: true })).toEqual({
      sortByHearing: true,
    });
    const saved = activityDraftSchema.parse({
      template: "sort-categories",
      title: "Short a or short i",
      content,
      settings: {},
    });
    expect(saved.settings).toEqual({ sortByHearing: false });
  });

  it("refuses anything but on or off, with a message", () => {
    const parsed = sortCategoriesSettingsSchema.safeParse({ sortByHearing: "yes" });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "Sort by what you hear is either on or off.",
    ]);
  });

  it("hears words only: a picture stays a picture and a single sound stays written", () => {
    expect(isHeardItem({ text: "ship" })).toBe(true);
    expect(isHeardItem({ text: "cat", picture: "cat" })).toBe(false);
    expect(isHeardItem({ text: "sh" })).toBe(false);
    expect(isHeardItem({ text: "a" })).toBe(false);
  });

  it("names each heard word by its place among the heard words, never by the word", () => {
    const mixed = {
      categories: [
        { name: "sh", items: ["ship", "sh", { picture: "fish" as const }] },
        { name: "ch", items: ["chip", "ch"] },
      ],
    };
    const state = startSort(mixed, 3);
    const heard = state.items.filter(isHeardItem);
    expect(heard.map((item) => heardName(state, item.id))).toEqual(["word 1", "word 2"]);
    for (const item of heard) expect(heardName(state, item.id)).not.toContain(item.text);
  });
});

describe("sort categories: what the child chose", () => {
  const digraphs = {
    categories: [
      { name: "Sh", items: ["ship", "shop"] },
      { name: "Th", items: ["moth", "thin"] },
      { name: "Bugs", items: ["bug", "slug"] },
    ],
    tags: { thin: ["th", "tricky"] },
  };

  it("reports each item with its tags and the group it first went into, with that group's tags", () => {
    // Dragged, so a second try of the same item needs no new choice.
    const drop = (state: SortState, text: string, category: number) =>
      stepSort(state, { type: "place", itemId: idOf(state, text), category });
    let state = drop(startSort(digraphs, 3), "moth", 0);
    state = drop(state, "moth", 2);
    for (const [text, group] of [
      ["moth", 1],
      ["ship", 0],
      ["shop", 0],
      ["thin", 1],
      ["slug", 0],
      ["slug", 2],
      ["bug", 2],
    ] as const)
      state = drop(state, text, group);
    expect(state.done).toBe(true);
    const answers = sortAnswers(digraphs, state);
    expect(answers.map((a) => a.item)).toEqual(["ship", "shop", "moth", "thin", "bug", "slug"]);
    // Only the first wrong group counts: moth was taken for an sh word.
    expect(answers[2]).toMatchObject({
      kind: "choice",
      item: "moth",
      right: false,
      chose: "Sh",
      choseFor: ["sh"],
    });
    expect(answers[2]!.tags).toEqual(expect.arrayContaining(["th", "short o"]));
    // The tutor's tags win over the tagger's.
    expect(answers[3]).toMatchObject({ item: "thin", tags: ["th", "tricky"], right: true });
    // A group not named by a pattern carries what its words share.
    expect(answers[5]).toMatchObject({
      item: "slug",
      right: false,
      chose: "Sh",
      choseFor: ["sh"],
    });
    expect(answers[4]).toMatchObject({ item: "bug", right: true, chose: "Bugs" });
    expect(answers[4]!.kind === "choice" && answers[4]!.choseFor).toEqual(
      expect.arrayContaining(["short u", "closed syllable"]),
    );
  });

  it("reports nothing for an item not yet sorted", () => {
    const state = tapPlace(startSort(digraphs, 3), "ship", 0);
    expect(sortAnswers(digraphs, state).map((a) => a.item)).toEqual(["ship"]);
  });

  it("keeps the tutor's tags in the content only for its own items", () => {
    expect(sortCategoriesContentSchema.safeParse(digraphs).success).toBe(true);
    const stray = { ...digraphs, tags: { chip: ["ch"] } };
    expect(
      sortCategoriesContentSchema.safeParse(stray).error?.issues.map((issue) => issue.message),
    ).toEqual(["Tags can only be given to the activity's own words."]);
    const bad = { ...digraphs, tags: { ship: ["sh!"] } };
    expect(sortCategoriesContentSchema.safeParse(bad).success).toBe(false);
  });
});
