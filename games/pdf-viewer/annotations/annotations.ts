// Pen and highlighter marks, kept per page in page-relative coordinates (0..1 of the page's
// width and height) so they stay on the same words at any zoom, in print and in full screen.

export type AnnotationTool = "none" | "pen" | "highlighter";
export type Point = { x: number; y: number };
export type Stroke = {
  tool: "pen" | "highlighter";
  color: string;
  /** Line width as a fraction of the page width. */
  width: number;
  points: Point[];
};
/** Page number (1-based) → the strokes on it, oldest first. */
export type Annotations = Readonly<Record<number, readonly Stroke[]>>;

export const PEN_COLORS = [
  { id: "black", label: "Black", color: "#1b2a3a" },
  { id: "blue", label: "Blue", color: "#0271b8" },
  { id: "red", label: "Red", color: "#c62828" },
] as const;
export const HIGHLIGHTER_COLORS = [
  { id: "yellow", label: "Yellow", color: "#ffe600" },
  { id: "green", label: "Green", color: "#5be37d" },
  { id: "pink", label: "Pink", color: "#ff7ac2" },
] as const;

export const PEN_WIDTH = 0.004;
export const HIGHLIGHTER_WIDTH = 0.03;
/** Highlighter ink is see-through so the words stay readable under it. */
export const HIGHLIGHTER_ALPHA = 0.4;

export function toPagePoint(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): Point {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  return {
    x: clamp((clientX - rect.left) / rect.width),
    y: clamp((clientY - rect.top) / rect.height),
  };
}

export function strokesOn(annotations: Annotations, page: number): readonly Stroke[] {
  return annotations[page] ?? [];
}

export function addStroke(annotations: Annotations, page: number, stroke: Stroke): Annotations {
  if (stroke.points.length === 0) return annotations;
  return { ...annotations, [page]: [...strokesOn(annotations, page), stroke] };
}

export function undoStroke(annotations: Annotations, page: number): Annotations {
  const strokes = strokesOn(annotations, page);
  if (strokes.length === 0) return annotations;
  return { ...annotations, [page]: strokes.slice(0, -1) };
}

export function clearPage(annotations: Annotations, page: number): Annotations {
  if (strokesOn(annotations, page).length === 0) return annotations;
  const next = { ...annotations };
  delete next[page];
  return next;
}

export function countStrokes(annotations: Annotations): number {
  return Object.values(annotations).reduce((sum, strokes) => sum + strokes.length, 0);
}

/**
 * The keyboard way to highlight: a highlighter band across the line under the reading ruler.
 * `center` and `bandHeight` are fractions of the page height; `aspect` is height / width.
 */
export function highlightLine(
  center: number,
  bandHeight: number,
  aspect: number,
  color: string,
): Stroke {
  const width = Math.max(bandHeight * aspect * 0.8, PEN_WIDTH);
  return {
    tool: "highlighter",
    color,
    width,
    points: [
      { x: 0.06, y: center },
      { x: 0.94, y: center },
    ],
  };
}
