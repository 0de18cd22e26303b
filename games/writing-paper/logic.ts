// Writing Paper's drawing model, free of the DOM (spec sections 4 and 9, "Writing Paper"): the
// layout of the handwriting lines, stroke widths, and the strokes themselves as a reducer.
export const LINE_COUNTS = [5, 10] as const;
export type LineCount = (typeof LINE_COUNTS)[number];
export const FIRST_LINE_HEIGHT = 180;
export const LINE_HEIGHT = 120;
export const ERASER_WIDTH = 16;
export const MIN_PEN_WIDTH = 1.5;
export const PRESSURE_SCALE = 3;
export const DEFAULT_PRESSURE = 0.5;
export const PRINT_DELAY_MS = 300;

export type Tool = "pencil" | "eraser";

/**
 * Pen thickness. Thin is the spec's pen (at least 1.5, 3 times pressure: 1.5 for a mouse); medium
 * and thick are easier to see on a projector or shared screen, and still respond to pressure.
 */
export const PEN_SIZES = {
  thin: { label: "Thin", min: MIN_PEN_WIDTH, scale: PRESSURE_SCALE },
  medium: { label: "Medium", min: 4, scale: 8 },
  thick: { label: "Thick", min: 7, scale: 14 },
} as const;
export type PenSize = keyof typeof PEN_SIZES;
export const PEN_SIZE_IDS = Object.keys(PEN_SIZES) as PenSize[];
/** The spec's pen stays the default; a tutor picks a thicker one for a projector. */
export const DEFAULT_PEN_SIZE: PenSize = "thin";
export type PenColour = { id: string; name: string; value: string };

const BLACK_PEN: PenColour = { id: "black", name: "Black", value: "#1b2a3a" };

/** Six pen colours, each with a name (colour is never the only cue). */
export const PEN_COLOURS: readonly PenColour[] = [
  BLACK_PEN,
  { id: "blue", name: "Blue", value: "#0271b8" },
  { id: "red", name: "Red", value: "#d1242f" },
  { id: "green", name: "Green", value: "#1f8a3b" },
  { id: "purple", name: "Purple", value: "#7b3fb8" },
  { id: "orange", name: "Orange", value: "#d9620b" },
];

export type GuideKind = "top" | "mid" | "base" | "descender";
export type Guide = { kind: GuideKind; y: number };
export type PaperLine = { top: number; height: number; guides: Guide[] };

/**
 * Each writing line splits into equal quarters below a small margin: top line, dashed midline
 * (x-height), baseline, and a descender line for g, j, p, q, y. The first line is taller, for a
 * model the tutor writes.
 */
export function paperLayout(lineCount: LineCount): { lines: PaperLine[]; height: number } {
  const lines: PaperLine[] = [];
  let top = 0;
  for (let i = 0; i < lineCount; i++) {
    const height = i === 0 ? FIRST_LINE_HEIGHT : LINE_HEIGHT;
    const unit = height / 4;
    const margin = height * 0.1;
    lines.push({
      top,
      height,
      guides: [
        { kind: "top", y: top + margin },
        { kind: "mid", y: top + margin + unit },
        { kind: "base", y: top + margin + 2 * unit },
        { kind: "descender", y: top + margin + 3 * unit },
      ],
    });
    top += height;
  }
  return { lines, height: top };
}

/** Pressure in 0..1; mice and devices that report none (0) count as the default 0.5. */
export function normalisePressure(pressure: number | undefined, pointerType: string): number {
  if (
    pointerType === "mouse" ||
    pressure === undefined ||
    !Number.isFinite(pressure) ||
    pressure <= 0
  )
    return DEFAULT_PRESSURE;
  return Math.min(1, pressure);
}

export function strokeWidth(
  tool: Tool,
  pressure: number,
  size: PenSize = DEFAULT_PEN_SIZE,
): number {
  if (tool === "eraser") return ERASER_WIDTH;
  const pen = PEN_SIZES[size];
  return Math.max(pen.min, pen.scale * pressure);
}

export type Point = { x: number; y: number; pressure: number };
/** `size` is kept per stroke, so changing the pen never redraws earlier writing thicker. */
export type Stroke = { tool: Tool; colour: string; size?: PenSize; points: Point[] };

export type PaperState = {
  tool: Tool;
  colourId: string;
  penSize: PenSize;
  lineCount: LineCount;
  strokes: Stroke[];
  /** The stroke being drawn, and which pointer draws it (one at a time: palm rejection). */
  active: { pointerId: number; stroke: Stroke } | null;
};

export type PaperAction =
  | { type: "setTool"; tool: Tool }
  | { type: "setColour"; colourId: string }
  | { type: "setPenSize"; penSize: PenSize }
  | { type: "setLineCount"; lineCount: LineCount }
  | { type: "penDown"; pointerId: number; point: Point }
  | { type: "penMove"; pointerId: number; points: Point[] }
  | { type: "penUp"; pointerId: number }
  | { type: "undo" }
  | { type: "clear" };

export const initialPaperState: PaperState = {
  tool: "pencil",
  colourId: "black",
  penSize: DEFAULT_PEN_SIZE,
  lineCount: 5,
  strokes: [],
  active: null,
};

export function colourValue(colourId: string): string {
  return (PEN_COLOURS.find((c) => c.id === colourId) ?? BLACK_PEN).value;
}

export function paperReducer(state: PaperState, action: PaperAction): PaperState {
  switch (action.type) {
    case "setTool":
      return { ...state, tool: action.tool };
    case "setColour":
      // Picking a colour means the child wants to write: switch back from the eraser.
      return PEN_COLOURS.some((c) => c.id === action.colourId)
        ? { ...state, colourId: action.colourId, tool: "pencil" }
        : state;
    case "setPenSize":
      // Like a colour, choosing a pen means the child wants to write.
      return action.penSize in PEN_SIZES
        ? { ...state, penSize: action.penSize, tool: "pencil" }
        : state;
    case "setLineCount":
      // Strokes are kept: ink below line 5 comes back when 10 lines are shown again.
      return { ...state, lineCount: action.lineCount };
    case "penDown":
      if (state.active) return state;
      return {
        ...state,
        active: {
          pointerId: action.pointerId,
          stroke: {
            tool: state.tool,
            colour: colourValue(state.colourId),
            size: state.penSize,
            points: [action.point],
          },
        },
      };
    case "penMove": {
      if (
        !state.active ||
        state.active.pointerId !== action.pointerId ||
        action.points.length === 0
      )
        return state;
      const stroke = {
        ...state.active.stroke,
        points: [...state.active.stroke.points, ...action.points],
      };
      return { ...state, active: { ...state.active, stroke } };
    }
    case "penUp":
      // Also on pointercancel: ink already on screen is kept, not silently dropped later.
      if (!state.active || state.active.pointerId !== action.pointerId) return state;
      return { ...state, strokes: [...state.strokes, state.active.stroke], active: null };
    case "undo":
      return state.strokes.length === 0 ? state : { ...state, strokes: state.strokes.slice(0, -1) };
    case "clear":
      return { ...state, strokes: [], active: null };
  }
}

/** Segments to draw for a stroke: each with the width at its end point (pressure-aware). */
export function strokeSegments(stroke: Stroke): { from: Point; to: Point; width: number }[] {
  const [first, ...rest] = stroke.points;
  if (!first) return [];
  // A single tap still leaves a dot.
  if (rest.length === 0)
    return [
      { from: first, to: first, width: strokeWidth(stroke.tool, first.pressure, stroke.size) },
    ];
  let previous = first;
  return rest.map((point) => {
    const segment = {
      from: previous,
      to: point,
      width: strokeWidth(stroke.tool, point.pressure, stroke.size),
    };
    previous = point;
    return segment;
  });
}

// Model letters: a faint word or letters on every writing line for the child to trace. The
// letters sit on the baseline with their x-height reaching the dashed midline.
export const MODEL_TEXT_MAX = 24;
export const MODEL_LEFT_MARGIN = 16;

export type ModelLetters = { text: string; x: number; baseline: number; fontSize: number };

/** Where the model text is drawn on each line; none when the text is empty. */
export function modelLetterLayout(lineCount: LineCount, text: string): ModelLetters[] {
  if (!text) return [];
  return paperLayout(lineCount).lines.map((line) => {
    const mid = line.guides.find((g) => g.kind === "mid")?.y ?? 0;
    const base = line.guides.find((g) => g.kind === "base")?.y ?? 0;
    // A school font's x-height is about half its size, so the size is twice the mid-to-base gap.
    return { text, x: MODEL_LEFT_MARGIN, baseline: base, fontSize: 2 * (base - mid) };
  });
}
