/** @jest-environment jsdom */
import {
  DEFAULT_PRESSURE,
  ERASER_WIDTH,
  FIRST_LINE_HEIGHT,
  LINE_HEIGHT,
  PEN_COLOURS,
  PRINT_DELAY_MS,
  colourValue,
  initialPaperState,
  normalisePressure,
  paperLayout,
  paperReducer as reduce,
  strokeSegments,
  strokeWidth,
  type PaperAction,
  type PaperState,
} from "./logic";
import { printImage, type PrintDeps } from "./print";

const run = (state: PaperState, ...actions: PaperAction[]) => actions.reduce(reduce, state);
const p = (x: number, y: number, pressure = 0.5) => ({ x, y, pressure });
const drawLine = (pointerId = 1): PaperAction[] => [
  { type: "penDown", pointerId, point: p(0, 0) },
  { type: "penMove", pointerId, points: [p(5, 5), p(10, 10)] },
  { type: "penUp", pointerId },
];

describe("paper layout", () => {
  it.each([5, 10] as const)("%s lines: the first 180 px tall, the others 120 px", (count) => {
    const { lines, height } = paperLayout(count);
    expect(lines).toHaveLength(count);
    expect(lines[0]?.height).toBe(FIRST_LINE_HEIGHT);
    expect(lines.slice(1).every((l) => l.height === LINE_HEIGHT)).toBe(true);
    expect(height).toBe(FIRST_LINE_HEIGHT + (count - 1) * LINE_HEIGHT);
    expect(lines[1]?.top).toBe(180);
  });

  it("has top, dashed mid, base and descender guides evenly spaced inside each line", () => {
    const [first, second] = paperLayout(5).lines;
    expect(first?.guides.map((g) => g.kind)).toEqual(["top", "mid", "base", "descender"]);
    const ys = second!.guides.map((g) => g.y);
    expect(ys).toEqual([192, 222, 252, 282]);
    expect(ys.every((y) => y > second!.top && y < second!.top + second!.height)).toBe(true);
  });
});

describe("stroke widths", () => {
  it("pen width is 3 × pressure, at least 1.5; default pressure 0.5", () => {
    expect(strokeWidth("pencil", 1)).toBe(3);
    expect(strokeWidth("pencil", 0.8)).toBeCloseTo(2.4);
    expect(strokeWidth("pencil", 0.2)).toBe(1.5);
    expect(strokeWidth("pencil", DEFAULT_PRESSURE)).toBe(1.5);
  });

  it("the eraser is 16 wide whatever the pressure", () => {
    expect(strokeWidth("eraser", 0.1)).toBe(ERASER_WIDTH);
    expect(strokeWidth("eraser", 1)).toBe(16);
  });

  it("uses 0.5 when the device gives no pressure, and for mice", () => {
    expect(normalisePressure(0, "touch")).toBe(0.5);
    expect(normalisePressure(undefined, "pen")).toBe(0.5);
    expect(normalisePressure(0.9, "pen")).toBe(0.9);
    expect(normalisePressure(1, "mouse")).toBe(0.5);
    expect(normalisePressure(1.4, "touch")).toBe(1);
  });

  it("draws each segment with the pressure at its end, and a dot for a tap", () => {
    const segments = strokeSegments({
      tool: "pencil",
      colour: "#000",
      points: [p(0, 0, 0.5), p(1, 1, 1), p(2, 2, 0.2)],
    });
    expect(segments.map((s) => s.width)).toEqual([3, 1.5]);
    expect(strokeSegments({ tool: "pencil", colour: "#000", points: [p(3, 3)] })).toHaveLength(1);
    expect(strokeSegments({ tool: "pencil", colour: "#000", points: [] })).toEqual([]);
  });
});

describe("drawing", () => {
  it("records a stroke with the current tool and colour", () => {
    const s = run(initialPaperState, { type: "setColour", colourId: "red" }, ...drawLine());
    expect(s.strokes).toHaveLength(1);
    expect(s.strokes[0]).toMatchObject({ tool: "pencil", colour: colourValue("red") });
    expect(s.strokes[0]?.points).toHaveLength(3);
    expect(s.active).toBeNull();
  });

  it("has six named pen colours; choosing one switches from eraser back to pencil", () => {
    expect(PEN_COLOURS).toHaveLength(6);
    expect(new Set(PEN_COLOURS.map((c) => c.name)).size).toBe(6);
    const s = run(
      initialPaperState,
      { type: "setTool", tool: "eraser" },
      { type: "setColour", colourId: "blue" },
    );
    expect(s.tool).toBe("pencil");
    expect(run(initialPaperState, { type: "setColour", colourId: "gold" }).colourId).toBe("black");
  });

  it("erases with eraser strokes", () => {
    const s = run(
      initialPaperState,
      ...drawLine(),
      { type: "setTool", tool: "eraser" },
      ...drawLine(),
    );
    expect(s.strokes.map((st) => st.tool)).toEqual(["pencil", "eraser"]);
  });

  it("follows one pointer at a time (a resting palm does not draw)", () => {
    const s = run(
      initialPaperState,
      { type: "penDown", pointerId: 1, point: p(0, 0) },
      { type: "penDown", pointerId: 2, point: p(50, 50) },
      { type: "penMove", pointerId: 2, points: [p(60, 60)] },
      { type: "penUp", pointerId: 2 },
      { type: "penUp", pointerId: 1 },
    );
    expect(s.strokes).toHaveLength(1);
    expect(s.strokes[0]?.points).toEqual([p(0, 0)]);
  });

  it("undo removes the last stroke; clear removes all; line count keeps the ink", () => {
    const two = run(initialPaperState, ...drawLine(), ...drawLine());
    expect(run(two, { type: "undo" }).strokes).toHaveLength(1);
    expect(run(initialPaperState, { type: "undo" })).toBe(initialPaperState);
    expect(run(two, { type: "clear" }).strokes).toEqual([]);
    expect(run(two, { type: "setLineCount", lineCount: 10 }).strokes).toHaveLength(2);
  });
});

describe("save (print)", () => {
  function fakeWindow() {
    const listeners: Record<string, () => void> = {};
    const doc = document.implementation.createHTMLDocument("");
    return {
      document: doc,
      print: jest.fn(),
      close: jest.fn(),
      focus: jest.fn(),
      addEventListener: jest.fn((name: string, fn: () => void) => {
        listeners[name] = fn;
      }),
      fire: (name: string) => listeners[name]?.(),
    };
  }

  it("opens a window with the image, prints after 300 ms and closes after printing", () => {
    const win = fakeWindow();
    const scheduled: { fn: () => void; ms: number }[] = [];
    const deps = {
      open: () => win,
      schedule: (fn: () => void, ms: number) => scheduled.push({ fn, ms }),
    } as unknown as PrintDeps;
    expect(printImage("data:image/png;base64,AAAA", "Writing Paper", deps)).toBe(true);
    expect(win.document.querySelector("img")?.getAttribute("src")).toBe(
      "data:image/png;base64,AAAA",
    );
    expect(win.print).not.toHaveBeenCalled();
    expect(scheduled[0]?.ms).toBe(PRINT_DELAY_MS);
    scheduled[0]?.fn();
    expect(win.print).toHaveBeenCalledTimes(1);
    expect(win.close).not.toHaveBeenCalled();
    win.fire("afterprint");
    expect(win.close).toHaveBeenCalled();
  });

  it("reports a blocked pop-up", () => {
    expect(printImage("data:,", "x", { open: () => null, schedule: jest.fn() })).toBe(false);
  });
});
