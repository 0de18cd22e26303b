import { CAPITALS, LETTER_TEAMS, letters, SMALL_LETTERS } from "./symbols/letters";
import { symbolSetOrder, symbolSets } from "./symbols";
import { DECK_SIZE } from "./deck";

describe("Name It symbol sets", () => {
  it.each(symbolSetOrder)("%s has 57 distinct, named, self-made symbols", (id) => {
    const set = symbolSets[id];
    expect(set.symbols).toHaveLength(DECK_SIZE);
    expect(new Set(set.symbols.map((s) => s.name)).size).toBe(DECK_SIZE);
    expect(new Set(set.symbols.map((s) => s.art)).size).toBe(DECK_SIZE);
    for (const symbol of set.symbols) {
      expect(symbol.name.trim()).not.toBe("");
      expect(symbol.art).toMatch(/^<(path|circle|ellipse|rect|text|g)\b/);
      // Nothing from another host, no scripts, no ids that could clash between copies.
      expect(symbol.art).not.toMatch(/https?:|href|<script|\bid=/i);
      expect(symbol.art).not.toMatch(/NaN|undefined/);
    }
  });

  it("keeps letters nearly upright so b, d, p and q stay themselves", () => {
    expect(symbolSets.letters.maxRotation).toBeLessThanOrEqual(15);
    expect(symbolSets.shapes.maxRotation).toBeLessThan(45); // a square turned 45° would look like a diamond
  });

  it("uses only small letters that differ from their capital, and real letter teams", () => {
    const sameShape = "cklopsuvwxz".split("");
    for (const l of SMALL_LETTERS) expect(sameShape).not.toContain(l);
    expect(CAPITALS).toHaveLength(26);
    expect(SMALL_LETTERS.length + LETTER_TEAMS.length).toBe(31);
    for (const team of LETTER_TEAMS) expect(team).toMatch(/^[a-z]{2}$/);
    expect(letters.map((s) => s.name)).toContain("capital B");
    expect(letters.map((s) => s.name)).toContain("small D");
  });
});
