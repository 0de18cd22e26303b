import {
  defaultSettings,
  parseSettings,
  settingsQuery,
} from "@/games/place-value-showdown/settings";
import {
  placeValueShowdownResult,
  placeValueShowdownResultFits,
  placeValueShowdownSettingsSchema,
} from "./schema";

describe("Place Value Showdown activity settings", () => {
  it("accepts every setting the game's own address parser can produce", () => {
    for (const query of [
      "",
      "level=2&goal=smaller&target=1&mode=players&deal=hand",
      "level=4&goal=mix&target=10&mode=computer&deal=one",
    ]) {
      const settings = parseSettings(query);
      expect(placeValueShowdownSettingsSchema.parse(settings)).toEqual(settings);
      expect(parseSettings(settingsQuery(settings))).toEqual(settings);
    }
  });

  it.each([
    ["places", { places: 5 }],
    ["goal", { goal: "biggest" }],
    ["target above the game's maximum", { target: 11 }],
    ["a fractional target", { target: 2.5 }],
    ["mode", { mode: "online" }],
    ["deal", { deal: "all" }],
  ])("refuses an out-of-range %s", (_label, change) => {
    expect(
      placeValueShowdownSettingsSchema.safeParse({ ...defaultSettings, ...change }).success,
    ).toBe(false);
  });
});

describe("Place Value Showdown activity result", () => {
  it("is the rounds the first player won out of every round played, ties included", () => {
    expect(placeValueShowdownResult({ scores: [3, 2], round: 6 })).toEqual({
      score: 3,
      total: 6,
      missed: [],
    });
  });

  it.each([
    ["a win", 3, 5, true],
    ["a loss", 1, 4, true],
    ["more wins than the target", 4, 6, false],
    ["fewer rounds than the target", 1, 2, false],
  ])("checks %s against a game to 3", (_label, score, total, fits) => {
    expect(
      placeValueShowdownResultFits(
        { ...defaultSettings, target: 3 },
        { score, total, missedItems: [] },
      ),
    ).toBe(fits);
  });
});
