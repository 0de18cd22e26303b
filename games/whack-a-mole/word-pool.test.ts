import { getPhonicsSet } from "../phonics-words";
import {
  cleanPrompt,
  defaultCustomPrompt,
  defaultPool,
  poolFromQuery,
  poolQuery,
  splitWords,
  validateCustomList,
} from "./word-pool";
import { parseSettings, roundLengthMs, settingsQuery } from "./settings";

describe("custom word lists from the address", () => {
  it("reads targets, others and the prompt", () => {
    const { pool, problem } = poolFromQuery(
      "?targets=cat,hat&others=dog,sit&prompt=Words%20with%20-at",
    );
    expect(problem).toBeNull();
    expect(pool).toMatchObject({
      id: "custom",
      targets: ["cat", "hat"],
      others: ["dog", "sit"],
      prompt: "Words with -at",
      kind: "word",
    });
  });

  it.each([
    ["spaces, empties and duplicates", " cat ,, hat ,CAT,\n bat ", ["cat", "hat", "bat"]],
    ["markup and digits are stripped", "<b>cat</b>,h4t,sh!p", ["bcatb", "ht", "shp"]],
    [
      "apostrophes, hyphens and inner spaces stay",
      "don't, ice-cream,  ice   cream ",
      ["don't", "ice-cream", "ice cream"],
    ],
    ["words that are too long are dropped", `cat,${"a".repeat(25)}`, ["cat"]],
    ["accented letters are letters", "café,niño", ["café", "niño"]],
    ["nothing", "", []],
  ])("%s", (_name, text, expected) => {
    expect(splitWords(text)).toEqual(expected);
  });

  it("caps a list at 40 words", () => {
    expect(
      splitWords(
        Array.from(
          { length: 60 },
          (_, i) =>
            `w${"a".repeat(i % 5)}x${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
        ).join(","),
      ),
    ).toHaveLength(40);
  });

  it("refuses a list without targets or without others, and says why", () => {
    expect(validateCustomList("", "dog")).toEqual({
      ok: false,
      message: "Add at least one word to whack.",
    });
    expect(validateCustomList("cat", "")).toMatchObject({ ok: false });
    expect(validateCustomList("cat,dog", "dog")).toMatchObject({ ok: false }); // dog cannot be both
    expect(validateCustomList("cat,dog", "dog,sit")).toMatchObject({
      ok: true,
      list: { targets: ["cat", "dog"], others: ["sit"] },
    });
  });

  it("falls back to the default set with a message when a shared list is unusable", () => {
    for (const query of [
      "?targets=",
      "?targets=%%%&others=dog",
      "?targets=cat",
      "?targets=,,,&others=,,",
    ]) {
      const { pool, problem } = poolFromQuery(query);
      expect(pool).toBe(defaultPool);
      expect(problem).toMatch(/could not be used/);
    }
  });

  it("cleans the prompt and gives a default", () => {
    expect(cleanPrompt("  Words\u0000 with <sh>  ")).toBe("Words with sh");
    expect(cleanPrompt("")).toBe(defaultCustomPrompt);
    expect(cleanPrompt("x".repeat(200))).toHaveLength(80);
  });

  it("single letters make a letter list (not read aloud)", () => {
    expect(poolFromQuery("?targets=b&others=d,p,q").pool.kind).toBe("letter");
  });

  it("round-trips a custom list and a built-in set through the query string", () => {
    const custom = poolFromQuery("?targets=ship,shop&others=chip,chop&prompt=sh words").pool;
    expect(poolFromQuery(`?${new URLSearchParams(poolQuery(custom))}`).pool).toEqual(custom);
    expect(poolFromQuery("?set=digraph-sh").pool.targets).toEqual(
      getPhonicsSet("digraph-sh")!.targets,
    );
    expect(poolFromQuery("?set=unknown").pool).toBe(defaultPool);
  });
});

describe("round settings", () => {
  it("reads speed, timer and a short test timer", () => {
    const { settings } = parseSettings("?set=family-at&speed=fast&time=off&seconds=5");
    expect(settings).toMatchObject({ speed: "fast", time: "off", customSeconds: 5 });
    expect(roundLengthMs(settings)).toBe(5000);
    expect(roundLengthMs(parseSettings("?time=off").settings)).toBeNull();
    expect(roundLengthMs(parseSettings("?time=90").settings)).toBe(90_000);
  });

  it("defaults to slow moles and a minute", () => {
    const { settings } = parseSettings("?speed=warp&time=7&seconds=-3");
    expect(settings).toMatchObject({ speed: "slow", time: 60, customSeconds: null });
  });

  it("builds a shareable link", () => {
    const { settings } = parseSettings(
      "?targets=cat,hat&others=dog&prompt=at&speed=medium&time=30",
    );
    expect(parseSettings(`?${settingsQuery(settings)}`).settings).toEqual(settings);
  });
});
