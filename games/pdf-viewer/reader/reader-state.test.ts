import {
  initialReaderState,
  readerReducer,
  type ReaderAction,
  type ReaderState,
} from "./reader-state";

const run = (actions: ReaderAction[], start: ReaderState = initialReaderState(3)) =>
  actions.reduce(readerReducer, start);

describe("reader state", () => {
  it("starts on page 1, fitting the width, with every aid off", () => {
    const state = initialReaderState(12);
    expect(state).toMatchObject({
      page: 1,
      pageCount: 12,
      zoomMode: "fit-width",
      tool: "none",
      ruler: { mode: "off" },
      tint: { id: "none" },
    });
  });

  it("turns pages within the document", () => {
    expect(run([{ type: "step", delta: -1 }]).page).toBe(1);
    expect(
      run([
        { type: "step", delta: 1 },
        { type: "step", delta: 1 },
        { type: "step", delta: 1 },
      ]).page,
    ).toBe(3);
    expect(run([{ type: "go", page: 7 }]).page).toBe(3);
  });

  it("fits the width once both sizes are known, and follows a resized window", () => {
    const fitted = run([
      { type: "measure", containerWidth: 848 },
      { type: "measure", pageWidthPoints: 612 },
    ]);
    expect(fitted.zoom).toBeCloseTo(1);
    expect(run([{ type: "measure", containerWidth: 440 }], fitted).zoom).toBeCloseTo(0.5);
  });

  it("leaves fit-width when zooming by steps, and returns to it on request", () => {
    const fitted = run([{ type: "measure", containerWidth: 1150, pageWidthPoints: 612 }]);
    const zoomed = run([{ type: "zoom", direction: "in" }], fitted);
    expect(zoomed.zoomMode).toBe("custom");
    expect(zoomed.zoom).toBe(1.5);
    expect(run([{ type: "measure", containerWidth: 600 }], zoomed).zoom).toBe(1.5);
    expect(run([{ type: "fit-width" }], zoomed).zoom).toBeCloseTo(fitted.zoom);
  });

  it("moves the ruler by half its height per arrow key", () => {
    const state = run([
      { type: "ruler-mode", mode: "ruler" },
      { type: "ruler-center", center: 0.5 },
      { type: "ruler-step", direction: 1, pageHeightPx: 1000 },
    ]);
    expect(state.ruler.center).toBeCloseTo(0.5 + 28 / 1000);
  });

  it("keeps marks per page: draw, highlight the ruler line, undo, clear", () => {
    const stroke = {
      tool: "pen" as const,
      color: "#000",
      width: 0.004,
      points: [{ x: 0.1, y: 0.1 }],
    };
    let state = run([
      { type: "stroke", stroke },
      { type: "step", delta: 1 },
      { type: "stroke", stroke },
    ]);
    expect(state.annotations[1]).toHaveLength(1);
    expect(state.annotations[2]).toHaveLength(1);
    // Highlighting needs the ruler: nothing happens while it is off.
    expect(
      run([{ type: "highlight-ruler-line", pageWidthPx: 816, pageHeightPx: 1056 }], state),
    ).toBe(state);
    state = run(
      [
        { type: "ruler-mode", mode: "focus" },
        { type: "highlight-ruler-line", pageWidthPx: 816, pageHeightPx: 1056 },
      ],
      state,
    );
    expect(state.annotations[2]?.[1]).toMatchObject({
      tool: "highlighter",
      color: state.highlighterColor,
    });
    state = run([{ type: "undo" }], state);
    expect(state.annotations[2]).toHaveLength(1);
    state = run([{ type: "clear-page" }], state);
    expect(state.annotations[2]).toBeUndefined();
    expect(state.annotations[1]).toHaveLength(1);
  });

  it("picking an ink colour picks its tool, and opacity stays in range", () => {
    expect(run([{ type: "highlighter-color", color: "#5be37d" }]).tool).toBe("highlighter");
    expect(run([{ type: "pen-color", color: "#c62828" }]).tool).toBe("pen");
    expect(
      run([
        { type: "tint", id: "blue" },
        { type: "tint-opacity", opacity: 5 },
      ]).tint,
    ).toEqual({ id: "blue", opacity: 0.7 });
  });
});
