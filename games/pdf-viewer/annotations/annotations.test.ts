import {
  addStroke,
  clearPage,
  countStrokes,
  highlightLine,
  strokesOn,
  toPagePoint,
  undoStroke,
  type Annotations,
  type Stroke,
} from "./annotations";

const pen: Stroke = {
  tool: "pen",
  color: "#000",
  width: 0.004,
  points: [
    { x: 0.1, y: 0.1 },
    { x: 0.2, y: 0.2 },
  ],
};

describe("annotations", () => {
  it("keeps strokes per page, and undo and clear touch only that page", () => {
    let marks: Annotations = {};
    marks = addStroke(marks, 1, pen);
    marks = addStroke(marks, 1, { ...pen, tool: "highlighter" });
    marks = addStroke(marks, 2, pen);
    expect(countStrokes(marks)).toBe(3);
    marks = undoStroke(marks, 1);
    expect(strokesOn(marks, 1)).toEqual([pen]);
    marks = clearPage(marks, 2);
    expect(strokesOn(marks, 2)).toEqual([]);
    expect(strokesOn(marks, 1)).toHaveLength(1);
  });

  it("ignores empty strokes and no-op undo/clear without copying", () => {
    const marks: Annotations = {};
    expect(addStroke(marks, 1, { ...pen, points: [] })).toBe(marks);
    expect(undoStroke(marks, 1)).toBe(marks);
    expect(clearPage(marks, 1)).toBe(marks);
  });

  it("stores points relative to the page, clamped to its edges", () => {
    const rect = { left: 100, top: 50, width: 400, height: 800 };
    expect(toPagePoint(300, 450, rect)).toEqual({ x: 0.5, y: 0.5 });
    expect(toPagePoint(0, 2000, rect)).toEqual({ x: 0, y: 1 });
    expect(toPagePoint(1, 1, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it("highlights the ruler's line across the page at the ruler's height", () => {
    const stroke = highlightLine(0.4, 0.05, 792 / 612, "#ffe600");
    expect(stroke.tool).toBe("highlighter");
    expect(stroke.points.every((p) => p.y === 0.4)).toBe(true);
    expect(stroke.width).toBeCloseTo(0.05 * (792 / 612) * 0.8);
  });
});
