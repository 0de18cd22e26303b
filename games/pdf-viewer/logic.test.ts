import {
  CSS_PX_PER_POINT,
  MAX_ZOOM,
  MIN_ZOOM,
  clampPage,
  clampRulerHeight,
  clampTintOpacity,
  clampZoom,
  fitWidthZoom,
  parsePageInput,
  rulerBox,
  rulerCenterFromPointer,
  stepRuler,
  tintColor,
  viewportScale,
  zoomIn,
  zoomOut,
  zoomPercent,
} from "./logic";

describe("zoom steps and limits", () => {
  it.each([
    ["from 100% in", 1, zoomIn, 1.1],
    ["from 100% out", 1, zoomOut, 0.9],
    ["from a fit-width value in, to the next step", 1.37, zoomIn, 1.5],
    ["from a fit-width value out, to the previous step", 1.37, zoomOut, 1.25],
    ["from just above a step in, skipping it", 1.251, zoomIn, 1.5],
    ["at the top it stays", MAX_ZOOM, zoomIn, MAX_ZOOM],
    ["at the bottom it stays", MIN_ZOOM, zoomOut, MIN_ZOOM],
  ])("%s", (_name, from, step, expected) => {
    expect(step(from)).toBe(expected);
  });

  it("clamps to 25%..400% and repairs nonsense", () => {
    expect(clampZoom(0.01)).toBe(MIN_ZOOM);
    expect(clampZoom(9)).toBe(MAX_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(zoomPercent(1.25)).toBe("125%");
  });

  it("treats 100% as printed size (96 CSS px per inch over 72 points)", () => {
    expect(viewportScale(1)).toBeCloseTo(CSS_PX_PER_POINT);
    expect(viewportScale(10)).toBeCloseTo(MAX_ZOOM * CSS_PX_PER_POINT);
  });
});

describe("fit width", () => {
  it("fills the container minus the gutter", () => {
    // A US Letter page is 612 pt = 816 CSS px wide at 100%.
    expect(fitWidthZoom(848, 612, 32)).toBeCloseTo(1);
    expect(fitWidthZoom(440, 612, 32)).toBeCloseTo(0.5);
  });

  it("stays within the zoom limits and survives unmeasured layouts", () => {
    expect(fitWidthZoom(100_000, 612)).toBe(MAX_ZOOM);
    expect(fitWidthZoom(40, 612)).toBe(MIN_ZOOM);
    expect(fitWidthZoom(0, 612)).toBe(1);
    expect(fitWidthZoom(800, 0)).toBe(1);
  });
});

describe("page numbers", () => {
  it("clamps to the document", () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2.4, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });

  it("reads the page box: digits go to a page, anything else puts the number back", () => {
    expect(parsePageInput(" 2 ", 3)).toBe(2);
    expect(parsePageInput("99", 3)).toBe(3);
    expect(parsePageInput("0", 3)).toBe(1);
    expect(parsePageInput("two", 3)).toBeNull();
    expect(parsePageInput("", 3)).toBeNull();
    expect(parsePageInput("-1", 3)).toBeNull();
  });
});

describe("reading ruler", () => {
  it("centres the band on the pointer", () => {
    expect(rulerBox(0.5, 1000, 60)).toEqual({ top: 470, height: 60 });
    expect(rulerCenterFromPointer(300, 1000, 60)).toBeCloseTo(0.3);
  });

  it("never leaves the page at the top or bottom", () => {
    expect(rulerBox(0, 1000, 60)).toEqual({ top: 0, height: 60 });
    expect(rulerBox(1, 1000, 60)).toEqual({ top: 940, height: 60 });
    expect(rulerCenterFromPointer(-50, 1000, 60)).toBeCloseTo(0.03);
    expect(rulerCenterFromPointer(2000, 1000, 60)).toBeCloseTo(0.97);
    expect(rulerBox(0.5, 40, 60)).toEqual({ top: 0, height: 40 });
  });

  it("moves one step per arrow key and stops at the edges", () => {
    const down = stepRuler(0.5, 1, 30, 1000, 60);
    expect(down).toBeCloseTo(0.53);
    expect(stepRuler(down, -1, 30, 1000, 60)).toBeCloseTo(0.5);
    expect(stepRuler(0.97, 1, 30, 1000, 60)).toBeCloseTo(0.97);
    expect(stepRuler(0.03, -1, 30, 1000, 60)).toBeCloseTo(0.03);
  });

  it("keeps the band height within its slider range", () => {
    expect(clampRulerHeight(4)).toBe(24);
    expect(clampRulerHeight(500)).toBe(160);
    expect(clampRulerHeight(57.4)).toBe(57);
  });
});

describe("coloured overlays", () => {
  it("has a colour for every tint except none, and clamps opacity", () => {
    expect(tintColor("none")).toBeNull();
    expect(tintColor("yellow")).toMatch(/^#[0-9a-f]{6}$/);
    expect(clampTintOpacity(0)).toBe(0.1);
    expect(clampTintOpacity(1)).toBe(0.7);
    expect(clampTintOpacity(Number.NaN)).toBe(0.3);
  });
});
