import { presentFit, presentRequested, presentZoom } from "./present-mode";

describe("present mode", () => {
  it("opens from ?present=1 or ?present=true only", () => {
    expect(presentRequested("?present=1")).toBe(true);
    expect(presentRequested("?seed=3&present=true")).toBe(true);
    expect(presentRequested("?present=0")).toBe(false);
    expect(presentRequested("")).toBe(false);
  });

  it("zooms a laptop layout up to a projector and never shrinks a small screen", () => {
    expect(presentZoom(1920, 1080)).toBe(1.5);
    expect(presentZoom(3840, 1080)).toBe(1.5);
    expect(presentZoom(1280, 720)).toBe(1);
    expect(presentZoom(820, 1180)).toBe(1);
  });

  it("scales a board taller than the screen down until its bottom row is on screen", () => {
    expect(presentFit(768, 700, 1)).toBe(1);
    expect(presentFit(1080, 720, 1.5)).toBe(1);
    expect(presentFit(768, 764, 1.0667 * 1.0)).toBeCloseTo(768 / (764 * 1.0667));
    expect(presentFit(1080, 800, 1.5)).toBe(0.9);
  });
});
