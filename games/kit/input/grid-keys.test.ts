import { isGridKey, moveInGrid } from "./grid-keys";

describe("moveInGrid", () => {
  test.each([
    ["right within a row", 0, "ArrowRight", 1],
    ["left within a row", 3, "ArrowLeft", 2],
    ["down a row", 2, "ArrowDown", 7],
    ["up a row", 7, "ArrowUp", 2],
    ["home", 8, "Home", 0],
    ["end", 1, "End", 9],
  ])("%s", (_name, from, key, to) => {
    expect(moveInGrid(from, key, 10, 5)).toBe(to);
  });

  test.each([
    ["left edge", 0, "ArrowLeft"],
    ["right edge", 9, "ArrowRight"],
    ["top edge", 3, "ArrowUp"],
    ["bottom edge", 6, "ArrowDown"],
    ["other keys", 4, "a"],
  ])("does not move past the %s", (_name, from, key) => {
    expect(moveInGrid(from, key, 10, 5)).toBeNull();
  });

  it("recognises grid keys", () => {
    expect(isGridKey("ArrowUp")).toBe(true);
    expect(isGridKey("Enter")).toBe(false);
  });
});
