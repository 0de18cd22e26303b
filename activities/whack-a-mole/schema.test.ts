import { getPhonicsSet } from "@/games/phonics-words";
import {
  phonicsPatternNote,
  whackAMoleContentSchema,
  whackAMolePool,
  whackAMoleResult,
  whackAMoleSettingsSchema,
} from "./schema";

describe("Whack A Mole activity content", () => {
  it("plays a tutor's own list with its prompt", () => {
    const content = whackAMoleContentSchema.parse({
      source: "own",
      prompt: " ",
      targets: ["cat", " hat "],
      distractors: ["dog"],
    });
    expect(whackAMolePool(content)).toMatchObject({
      id: "custom",
      prompt: "Words on the list",
      targets: ["cat", "hat"],
      others: ["dog"],
      kind: "word",
    });
  });

  it("plays a phonics set on its own words, or on the tutor's words where given", () => {
    const set = getPhonicsSet("digraph-sh")!;
    const plain = whackAMoleContentSchema.parse({
      source: "phonics",
      setId: "digraph-sh",
      targets: [],
      distractors: [],
    });
    expect(whackAMolePool(plain)).toMatchObject({
      id: "digraph-sh",
      prompt: set.prompt,
      targets: [...set.targets],
      others: [...set.distractors],
    });
    const own = whackAMoleContentSchema.parse({
      source: "phonics",
      setId: "digraph-sh",
      targets: ["shop", "fish"],
      distractors: [],
    });
    expect(whackAMolePool(own)).toMatchObject({
      targets: ["shop", "fish"],
      others: [...set.distractors],
    });
  });

  it.each([
    ["a word in both lists", { source: "own", prompt: "", targets: ["cat"], distractors: ["CAT"] }],
    [
      "a word listed twice",
      { source: "own", prompt: "", targets: ["cat", "Cat"], distractors: ["dog"] },
    ],
    ["an empty list to skip", { source: "own", prompt: "", targets: ["cat"], distractors: [] }],
    ["a number", { source: "own", prompt: "", targets: ["c4t"], distractors: ["dog"] }],
    [
      "markup in the prompt",
      { source: "own", prompt: "<b>cats</b>", targets: ["cat"], distractors: ["dog"] },
    ],
    [
      "an unknown phonics set",
      { source: "phonics", setId: "short-y", targets: [], distractors: [] },
    ],
    ["an unknown source", { source: "upload", targets: ["cat"], distractors: ["dog"] }],
  ])("refuses %s", (_label, content) => {
    expect(whackAMoleContentSchema.safeParse(content).success).toBe(false);
  });

  it("accepts the game's speeds and round lengths only", () => {
    expect(whackAMoleSettingsSchema.safeParse({ speed: "fast", time: "off" }).success).toBe(true);
    expect(whackAMoleSettingsSchema.safeParse({ speed: "fast", time: 45 }).success).toBe(false);
    expect(whackAMoleSettingsSchema.safeParse({ speed: "slower", time: 30 }).success).toBe(false);
  });
});

describe("phonics pattern warning", () => {
  it.each([
    ["short-a", "map", "target", null],
    ["short-a", "pig", "target", "“pig” doesn't fit short a."],
    ["short-a", "pig", "distractor", null],
    ["short-a", "cat", "distractor", "“cat” fits short a, so a child would be right to whack it."],
    ["digraph-sh", "fish", "target", null],
    ["digraph-sh", "chip", "target", "“chip” doesn't fit digraph sh."],
    ["family-at", "hat", "target", null],
    ["letter-b", "d", "target", "“d” doesn't fit letter b."],
    ["short-a", "", "target", null],
    ["no-such-set", "pig", "target", null],
  ] as const)("%s, %s as a %s word", (setId, word, role, warning) => {
    const note = phonicsPatternNote(setId, word, role);
    if (warning === null) expect(note).toBeNull();
    else expect(note).toContain(warning);
  });
});

describe("Whack A Mole activity result", () => {
  it("scores hits out of hits and misses, naming each target that got away once", () => {
    expect(
      whackAMoleResult({
        hits: ["cat", "hat", "cat"],
        missedTargets: ["bat", "bat", "mat"],
        wrongHits: ["dog"],
      }),
    ).toEqual({ score: 3, total: 7, missed: ["bat", "mat"] });
  });
});
