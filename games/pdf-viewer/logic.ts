// Pure rules of the PDF viewer: zoom steps and limits, fit-width, page numbers, the reading ruler
// and the coloured overlays. The view measures the screen and passes numbers in; nothing here
// touches the DOM, so every rule is unit-tested.

/** pdf.js measures pages in PDF points (1/72 in); CSS pixels are 1/96 in. 100 % = printed size. */
export const CSS_PX_PER_POINT = 96 / 72;

export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;
export const ZOOM_STEPS = [
  0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4,
] as const;
// Fit-width lands between steps (e.g. 1.37); anything this close to a step counts as on it.
const STEP_TOLERANCE = 0.005;

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The next larger step, so zooming in from a fit-width 1.37 goes to 1.5, not 1.47. */
export function zoomIn(zoom: number): number {
  const next = ZOOM_STEPS.find((step) => step > zoom + STEP_TOLERANCE);
  return next ?? MAX_ZOOM;
}

export function zoomOut(zoom: number): number {
  const previous = [...ZOOM_STEPS].reverse().find((step) => step < zoom - STEP_TOLERANCE);
  return previous ?? MIN_ZOOM;
}

export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/**
 * The zoom at which a page fills the available width. `pageWidthPoints` is the page's width at
 * scale 1 (PDF points, rotation applied); `gutter` leaves room for the page's shadow and margins.
 */
export function fitWidthZoom(
  containerWidthPx: number,
  pageWidthPoints: number,
  gutterPx = 32,
): number {
  if (containerWidthPx <= 0 || pageWidthPoints <= 0) return 1;
  const available = Math.max(containerWidthPx - gutterPx, 1);
  return clampZoom(available / (pageWidthPoints * CSS_PX_PER_POINT));
}

/** Zoom → the scale handed to pdf.js's getViewport. */
export function viewportScale(zoom: number): number {
  return clampZoom(zoom) * CSS_PX_PER_POINT;
}

export function clampPage(page: number, pageCount: number): number {
  if (pageCount < 1) return 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(pageCount, Math.max(1, Math.round(page)));
}

/** What the page-number box means: a page to go to, or null to put the current number back. */
export function parsePageInput(text: string, pageCount: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return clampPage(Number.parseInt(trimmed, 10), pageCount);
}

// Reading ruler -------------------------------------------------------------------------------

export type RulerMode = "off" | "ruler" | "focus";
export const RULER_MODES: { id: RulerMode; label: string }[] = [
  { id: "off", label: "Off" },
  { id: "ruler", label: "Ruler" },
  { id: "focus", label: "Line focus" },
];
export const RULER_HEIGHT = { min: 24, max: 160, step: 8, initial: 56 } as const;

export type RulerBox = { top: number; height: number };

/**
 * Where the band sits on a page of `pageHeight` px, given its centre as a fraction of the page
 * height. Stored as a fraction so the ruler stays on the same line when the zoom changes.
 */
export function rulerBox(center: number, pageHeight: number, bandHeight: number): RulerBox {
  const height = Math.min(bandHeight, pageHeight);
  const top = center * pageHeight - height / 2;
  return { top: Math.min(Math.max(top, 0), Math.max(pageHeight - height, 0)), height };
}

/** The centre fraction for a pointer at `pointerY` px from the page's top edge. */
export function rulerCenterFromPointer(
  pointerY: number,
  pageHeight: number,
  bandHeight: number,
): number {
  if (pageHeight <= 0) return 0.5;
  const box = rulerBox(pointerY / pageHeight, pageHeight, bandHeight);
  return (box.top + box.height / 2) / pageHeight;
}

/** Arrow keys move the band by `stepPx` (about one line), never off the page. */
export function stepRuler(
  center: number,
  direction: -1 | 1,
  stepPx: number,
  pageHeight: number,
  bandHeight: number,
): number {
  if (pageHeight <= 0) return center;
  const box = rulerBox(center, pageHeight, bandHeight);
  return rulerCenterFromPointer(
    box.top + box.height / 2 + direction * stepPx,
    pageHeight,
    bandHeight,
  );
}

export function clampRulerHeight(height: number): number {
  return Math.min(RULER_HEIGHT.max, Math.max(RULER_HEIGHT.min, Math.round(height)));
}

// Coloured overlays ---------------------------------------------------------------------------

export type TintId = "none" | "yellow" | "blue" | "green" | "pink" | "peach" | "lilac" | "grey";
export const TINTS: { id: TintId; label: string; color: string | null }[] = [
  { id: "none", label: "None", color: null },
  { id: "yellow", label: "Yellow", color: "#ffe75e" },
  { id: "blue", label: "Blue", color: "#7cc3ff" },
  { id: "green", label: "Green", color: "#8fe0a0" },
  { id: "pink", label: "Pink", color: "#ff9cc8" },
  { id: "peach", label: "Peach", color: "#ffbf80" },
  { id: "lilac", label: "Lilac", color: "#c4a8ff" },
  { id: "grey", label: "Grey", color: "#a8a8a8" },
];
export const TINT_OPACITY = { min: 0.1, max: 0.7, step: 0.05, initial: 0.3 } as const;

export function clampTintOpacity(opacity: number): number {
  if (!Number.isFinite(opacity)) return TINT_OPACITY.initial;
  return Math.min(TINT_OPACITY.max, Math.max(TINT_OPACITY.min, opacity));
}

export function tintColor(id: TintId): string | null {
  return TINTS.find((tint) => tint.id === id)?.color ?? null;
}
