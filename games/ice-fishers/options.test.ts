import { readOptions, spokenPrompt } from "./options";

describe("address options", () => {
  it("reads seed, level, set and motion", () => {
    expect(readOptions("?seed=4&level=2&set=family-at&motion=still", false)).toEqual({
      seed: 4,
      level: 2,
      setId: "family-at",
      motion: "still",
    });
  });

  it("falls back safely: level 1, any set, moving fish, a clock seed", () => {
    expect(readOptions("?level=9&set=nope", false, () => 77)).toEqual({
      seed: 77,
      level: 1,
      setId: null,
      motion: "moving",
    });
  });

  it("keeps the fish still when the system asks for reduced motion", () => {
    expect(readOptions("", true, () => 1).motion).toBe("still");
  });

  it("reads word-family prompts without the dash", () => {
    expect(spokenPrompt("Words in the -at family")).toBe("Catch words in the at family");
    expect(spokenPrompt("Words with short i")).toBe("Catch words with short i");
  });
});
