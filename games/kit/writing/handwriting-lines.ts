// Handwriting-paper geometry shared by the writing games: each band has a solid top line, a
// dashed midline and a solid baseline, with room below for descenders. The first band is taller
// so the page has headroom (spec: Writing Paper first line 180 px, others 120 px; the b and d
// canvas is 5 lines in 660 px = 180 + 4 × 120).
export type HandwritingBand = {
  index: number;
  /** Band edges in pixels from the top of the page. */
  top: number;
  bottom: number;
  topLine: number;
  midLine: number;
  baseLine: number;
};

export type HandwritingLayoutOptions = {
  count: number;
  firstBandHeight?: number;
  bandHeight?: number;
  /** Distance from the top line to the baseline (the x-height is half of it). */
  letterHeight?: number;
  /** Room kept below the baseline for descenders (g, p, y). */
  descender?: number;
};

export const HANDWRITING_DEFAULTS = {
  firstBandHeight: 180,
  bandHeight: 120,
  letterHeight: 80,
  descender: 30,
} as const;

export function handwritingLayout(options: HandwritingLayoutOptions): {
  bands: HandwritingBand[];
  height: number;
} {
  const first = options.firstBandHeight ?? HANDWRITING_DEFAULTS.firstBandHeight;
  const rest = options.bandHeight ?? HANDWRITING_DEFAULTS.bandHeight;
  const letterHeight = options.letterHeight ?? HANDWRITING_DEFAULTS.letterHeight;
  const descender = options.descender ?? HANDWRITING_DEFAULTS.descender;
  const bands: HandwritingBand[] = [];
  let top = 0;
  for (let index = 0; index < Math.max(0, options.count); index++) {
    const bottom = top + (index === 0 ? first : rest);
    const baseLine = bottom - descender;
    bands.push({
      index,
      top,
      bottom,
      topLine: baseLine - letterHeight,
      midLine: baseLine - letterHeight / 2,
      baseLine,
    });
    top = bottom;
  }
  return { bands, height: top };
}
