import { createRandom } from "../random/random";
import {
  insideCard,
  isValidLayout,
  placementsOverlap,
  readingOrder,
  scatterOnRoundCard,
} from "./scatter-layout";

describe("scatter layout on a round card", () => {
  it.each([2, 5, 8, 9])(
    "never overlaps and stays on the card for %i items over 500 seeds",
    (count) => {
      for (let seed = 0; seed < 500; seed++) {
        const layout = scatterOnRoundCard(createRandom(seed), count, { maxRotation: 180 });
        expect(layout).toHaveLength(count);
        expect(isValidLayout(layout)).toBe(true);
      }
    },
  );

  it("is the same for the same seed and differs between seeds", () => {
    const a = scatterOnRoundCard(createRandom(4), 8, { maxRotation: 30 });
    const b = scatterOnRoundCard(createRandom(4), 8, { maxRotation: 30 });
    const c = scatterOnRoundCard(createRandom(5), 8, { maxRotation: 30 });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it("varies size and keeps rotation within the limit", () => {
    const layout = scatterOnRoundCard(createRandom(11), 8, { maxRotation: 15 });
    expect(new Set(layout.map((p) => p.size)).size).toBeGreaterThan(1);
    for (const p of layout) expect(Math.abs(p.rotation)).toBeLessThanOrEqual(15);
  });

  it("detects overlap and leaving the card", () => {
    expect(
      placementsOverlap(
        { x: 50, y: 50, size: 20, rotation: 0 },
        { x: 60, y: 50, size: 20, rotation: 0 },
      ),
    ).toBe(true);
    expect(
      placementsOverlap(
        { x: 20, y: 50, size: 20, rotation: 0 },
        { x: 80, y: 50, size: 20, rotation: 0 },
      ),
    ).toBe(false);
    expect(insideCard({ x: 95, y: 50, size: 20, rotation: 0 })).toBe(false);
  });

  it("orders items top row first, each row left to right", () => {
    const order = readingOrder([
      { x: 70, y: 80, size: 10, rotation: 0 },
      { x: 20, y: 20, size: 10, rotation: 0 },
      { x: 30, y: 70, size: 10, rotation: 0 },
      { x: 80, y: 25, size: 10, rotation: 0 },
    ]);
    expect(order).toEqual([1, 3, 2, 0]);
  });
});
