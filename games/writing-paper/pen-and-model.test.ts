import {
  DEFAULT_PEN_SIZE,
  DEFAULT_PRESSURE,
  initialPaperState,
  MIN_PEN_WIDTH,
  MODEL_TEXT_MAX,
  modelLetterLayout,
  paperLayout,
  paperReducer,
  PEN_SIZE_IDS,
  PRESSURE_SCALE,
  strokeSegments,
  strokeWidth,
  type PaperAction,
  type PaperState,
  type PenSize,
} from "./logic";
import { parseModelText } from "./model-text";

const run = (state: PaperState, ...actions: PaperAction[]) => actions.reduce(paperReducer, state);
const p = (x: number, y: number, pressure = DEFAULT_PRESSURE) => ({ x, y, pressure });
const line = (pointerId = 1): PaperAction[] => [
  { type: "penDown", pointerId, point: p(0, 0) },
  { type: "penMove", pointerId, points: [p(10, 0), p(20, 0)] },
  { type: "penUp", pointerId },
];

describe("pen thickness", () => {
  it("offers thin, medium and thick, with the spec's thin pen as the default", () => {
    expect(PEN_SIZE_IDS).toEqual(["thin", "medium", "thick"]);
    expect(DEFAULT_PEN_SIZE).toBe("thin");
    expect(initialPaperState.penSize).toBe("thin");
  });

  it("thin is the spec's formula: at least 1.5, three times the pressure", () => {
    for (const pressure of [0.1, 0.2, 0.5, 0.8, 1]) {
      expect(strokeWidth("pencil", pressure, "thin")).toBe(
        Math.max(MIN_PEN_WIDTH, PRESSURE_SCALE * pressure),
      );
      expect(strokeWidth("pencil", pressure)).toBe(strokeWidth("pencil", pressure, "thin"));
    }
  });

  it("medium is visibly thicker than the old default pen, and thick thicker again, at every pressure", () => {
    const oldDefault = strokeWidth("pencil", DEFAULT_PRESSURE, "thin");
    expect(strokeWidth("pencil", DEFAULT_PRESSURE, "medium")).toBeGreaterThanOrEqual(
      2 * oldDefault,
    );
    for (const pressure of [0.05, 0.3, 0.5, 0.9, 1]) {
      const widths = (["thin", "medium", "thick"] as PenSize[]).map((size) =>
        strokeWidth("pencil", pressure, size),
      );
      expect(widths[1]).toBeGreaterThan(widths[0]!);
      expect(widths[2]).toBeGreaterThan(widths[1]!);
    }
    // Still pressure-sensitive: pressing harder draws wider.
    expect(strokeWidth("pencil", 1, "medium")).toBeGreaterThan(
      strokeWidth("pencil", 0.5, "medium"),
    );
    expect(strokeWidth("eraser", 0.5, "thick")).toBe(16);
  });

  it("each stroke keeps the pen it was drawn with", () => {
    const s = run(
      initialPaperState,
      ...line(),
      { type: "setPenSize", penSize: "thick" },
      ...line(),
    );
    expect(s.strokes.map((stroke) => stroke.size)).toEqual(["thin", "thick"]);
    expect(strokeSegments(s.strokes[0]!).every((seg) => seg.width === 1.5)).toBe(true);
    expect(
      strokeSegments(s.strokes[1]!).every(
        (seg) => seg.width === strokeWidth("pencil", DEFAULT_PRESSURE, "thick"),
      ),
    ).toBe(true);
    // A stroke saved before pens had sizes draws thin.
    expect(
      strokeSegments({ tool: "pencil", colour: "#000", points: [p(0, 0), p(5, 0)] })[0]!.width,
    ).toBe(1.5);
  });

  it("choosing a pen switches back from the eraser; an unknown size changes nothing", () => {
    const erasing = run(initialPaperState, { type: "setTool", tool: "eraser" });
    expect(run(erasing, { type: "setPenSize", penSize: "medium" })).toMatchObject({
      tool: "pencil",
      penSize: "medium",
    });
    expect(run(initialPaperState, { type: "setPenSize", penSize: "huge" as PenSize })).toBe(
      initialPaperState,
    );
  });
});

describe("model letters to trace", () => {
  it("sit on every line's baseline with their x-height at the dashed midline", () => {
    for (const count of [5, 10] as const) {
      const layout = modelLetterLayout(count, "cat");
      const { lines } = paperLayout(count);
      expect(layout).toHaveLength(count);
      layout.forEach((model, i) => {
        const mid = lines[i]!.guides.find((g) => g.kind === "mid")!.y;
        const base = lines[i]!.guides.find((g) => g.kind === "base")!.y;
        expect(model.text).toBe("cat");
        expect(model.baseline).toBe(base);
        expect(model.fontSize / 2).toBeCloseTo(base - mid);
      });
    }
  });

  it("draws nothing without text", () => {
    expect(modelLetterLayout(5, "")).toEqual([]);
  });

  it("accepts a few letters or a short word, and explains what it refuses", () => {
    expect(parseModelText("  b   d  ")).toEqual({ ok: true, text: "b d" });
    expect(parseModelText("")).toEqual({ ok: true, text: "" });
    expect(parseModelText("don't")).toEqual({ ok: true, text: "don't" });
    expect(parseModelText("<b>")).toEqual({
      ok: false,
      message: expect.stringContaining("a to z") as unknown,
    });
    expect(parseModelText("a".repeat(MODEL_TEXT_MAX + 1))).toEqual({
      ok: false,
      message: expect.stringContaining(`${MODEL_TEXT_MAX} characters`) as unknown,
    });
  });
});
