// Everything the reader can change while a PDF is open, as one pure reducer: the view dispatches
// what the reader did and renders the result (STYLE.md: state in, state out).
import {
  addStroke,
  clearPage,
  highlightLine,
  undoStroke,
  type AnnotationTool,
  type Annotations,
  type Stroke,
  HIGHLIGHTER_COLORS,
  PEN_COLORS,
} from "../annotations/annotations";
import {
  RULER_HEIGHT,
  TINT_OPACITY,
  clampPage,
  clampRulerHeight,
  clampTintOpacity,
  clampZoom,
  fitWidthZoom,
  stepRuler,
  zoomIn,
  zoomOut,
  type RulerMode,
  type TintId,
} from "../logic";

export type ReaderState = {
  page: number;
  pageCount: number;
  zoomMode: "fit-width" | "custom";
  zoom: number;
  /** Last measured layout, so fit-width can follow a resized window or a new page size. */
  layout: { containerWidth: number; pageWidthPoints: number };
  ruler: { mode: RulerMode; center: number; height: number };
  tint: { id: TintId; opacity: number };
  tool: AnnotationTool;
  penColor: string;
  highlighterColor: string;
  annotations: Annotations;
};

export type ReaderAction =
  | { type: "go"; page: number }
  | { type: "step"; delta: -1 | 1 }
  | { type: "zoom"; direction: "in" | "out" }
  | { type: "fit-width" }
  | { type: "measure"; containerWidth?: number; pageWidthPoints?: number }
  | { type: "ruler-mode"; mode: RulerMode }
  | { type: "ruler-center"; center: number }
  | { type: "ruler-step"; direction: -1 | 1; pageHeightPx: number }
  | { type: "ruler-height"; height: number }
  | { type: "tint"; id: TintId }
  | { type: "tint-opacity"; opacity: number }
  | { type: "tool"; tool: AnnotationTool }
  | { type: "pen-color"; color: string }
  | { type: "highlighter-color"; color: string }
  | { type: "stroke"; stroke: Stroke }
  | { type: "highlight-ruler-line"; pageWidthPx: number; pageHeightPx: number }
  | { type: "undo" }
  | { type: "clear-page" };

export function initialReaderState(pageCount: number): ReaderState {
  return {
    page: 1,
    pageCount,
    zoomMode: "fit-width",
    zoom: 1,
    layout: { containerWidth: 0, pageWidthPoints: 0 },
    ruler: { mode: "off", center: 0.25, height: RULER_HEIGHT.initial },
    tint: { id: "none", opacity: TINT_OPACITY.initial },
    tool: "none",
    penColor: PEN_COLORS[0].color,
    highlighterColor: HIGHLIGHTER_COLORS[0].color,
    annotations: {},
  };
}

function withFit(state: ReaderState): ReaderState {
  const { containerWidth, pageWidthPoints } = state.layout;
  if (state.zoomMode !== "fit-width" || containerWidth <= 0 || pageWidthPoints <= 0) return state;
  return { ...state, zoom: fitWidthZoom(containerWidth, pageWidthPoints) };
}

export function readerReducer(state: ReaderState, action: ReaderAction): ReaderState {
  switch (action.type) {
    case "go":
      return { ...state, page: clampPage(action.page, state.pageCount) };
    case "step":
      return { ...state, page: clampPage(state.page + action.delta, state.pageCount) };
    case "zoom": {
      const zoom = action.direction === "in" ? zoomIn(state.zoom) : zoomOut(state.zoom);
      return { ...state, zoomMode: "custom", zoom: clampZoom(zoom) };
    }
    case "fit-width":
      return withFit({ ...state, zoomMode: "fit-width" });
    case "measure":
      return withFit({
        ...state,
        layout: {
          containerWidth: action.containerWidth ?? state.layout.containerWidth,
          pageWidthPoints: action.pageWidthPoints ?? state.layout.pageWidthPoints,
        },
      });
    case "ruler-mode":
      return { ...state, ruler: { ...state.ruler, mode: action.mode } };
    case "ruler-center":
      return {
        ...state,
        ruler: { ...state.ruler, center: Math.min(1, Math.max(0, action.center)) },
      };
    case "ruler-step": {
      // One step is half the band, so every line passes through it at any band height.
      const step = Math.max(12, state.ruler.height / 2);
      const center = stepRuler(
        state.ruler.center,
        action.direction,
        step,
        action.pageHeightPx,
        state.ruler.height,
      );
      return { ...state, ruler: { ...state.ruler, center } };
    }
    case "ruler-height":
      return { ...state, ruler: { ...state.ruler, height: clampRulerHeight(action.height) } };
    case "tint":
      return { ...state, tint: { ...state.tint, id: action.id } };
    case "tint-opacity":
      return { ...state, tint: { ...state.tint, opacity: clampTintOpacity(action.opacity) } };
    case "tool":
      return { ...state, tool: action.tool };
    case "pen-color":
      return { ...state, penColor: action.color, tool: "pen" };
    case "highlighter-color":
      return { ...state, highlighterColor: action.color, tool: "highlighter" };
    case "stroke":
      return { ...state, annotations: addStroke(state.annotations, state.page, action.stroke) };
    case "highlight-ruler-line": {
      if (state.ruler.mode === "off" || action.pageHeightPx <= 0 || action.pageWidthPx <= 0)
        return state;
      const band = Math.min(state.ruler.height, action.pageHeightPx) / action.pageHeightPx;
      const stroke = highlightLine(
        state.ruler.center,
        band,
        action.pageHeightPx / action.pageWidthPx,
        state.highlighterColor,
      );
      return { ...state, annotations: addStroke(state.annotations, state.page, stroke) };
    }
    case "undo":
      return { ...state, annotations: undoStroke(state.annotations, state.page) };
    case "clear-page":
      return { ...state, annotations: clearPage(state.annotations, state.page) };
  }
}
