import { createRandom, pick, randomInt, sample, seedFromLocation, shuffle } from "./random";

describe("seeded random", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it("differs between seeds and stays in [0, 1)", () => {
    const a = createRandom(1);
    const b = createRandom(2);
    expect(a()).not.toBe(b());
    const r = createRandom(7);
    for (let i = 0; i < 1000; i++) {
      const v = r();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });

  it("shuffles without losing or duplicating items", () => {
    const items = Array.from({ length: 26 }, (_, i) => i);
    const shuffled = shuffle(createRandom(3), items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
  });

  it("samples distinct items and picks within range", () => {
    const r = createRandom(9);
    const s = sample(r, ["a", "b", "c", "d"], 3);
    expect(new Set(s).size).toBe(3);
    for (let i = 0; i < 200; i++) {
      const n = randomInt(r, 2, 5);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(() => pick(r, [])).toThrow();
  });

  it("reads ?seed= and falls back to the clock", () => {
    expect(seedFromLocation("?seed=123")).toBe(123);
    expect(seedFromLocation("?x=1", () => 5)).toBe(5);
  });
});
