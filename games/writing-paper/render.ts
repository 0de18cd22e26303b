// Drawing the paper on a 2D canvas. The same functions draw the screen and the print image, so
// what prints is what the child sees.
import {
  modelLetterLayout,
  paperLayout,
  strokeSegments,
  type GuideKind,
  type LineCount,
  type Stroke,
} from "./logic";

/** Faint enough to write over, clear enough to trace on a projector. */
const MODEL_COLOUR = "#c3ccd8";

/** Model letters for tracing, in the page's reading font, on every line. */
export type ModelText = { text: string; fontFamily: string };

export function drawModelLetters(
  ctx: CanvasRenderingContext2D,
  lineCount: LineCount,
  model: ModelText,
): void {
  ctx.save();
  ctx.fillStyle = MODEL_COLOUR;
  ctx.textBaseline = "alphabetic";
  for (const line of modelLetterLayout(lineCount, model.text)) {
    ctx.font = `${line.fontSize}px ${model.fontFamily}`;
    ctx.fillText(line.text, line.x, line.baseline);
  }
  ctx.restore();
}

const guideStyles: Record<GuideKind, { colour: string; width: number; dash: number[] }> = {
  top: { colour: "#4a7fb0", width: 1.5, dash: [] },
  mid: { colour: "#6b9bc8", width: 1.25, dash: [10, 8] },
  base: { colour: "#c2414b", width: 2, dash: [] },
  descender: { colour: "#a9c4dd", width: 1, dash: [2, 6] },
};

export function drawGuides(
  ctx: CanvasRenderingContext2D,
  width: number,
  lineCount: LineCount,
): void {
  ctx.save();
  for (const line of paperLayout(lineCount).lines) {
    for (const guide of line.guides) {
      const style = guideStyles[guide.kind];
      ctx.beginPath();
      ctx.setLineDash(style.dash);
      ctx.strokeStyle = style.colour;
      ctx.lineWidth = style.width;
      // Half-pixel offset keeps thin lines crisp.
      const y = Math.round(guide.y) + 0.5;
      ctx.moveTo(0, y);
      ctx.lineTo(width, y);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** Draws a stroke, or its newest segments from index `fromSegment` while it is being drawn. */
export function drawStroke(ctx: CanvasRenderingContext2D, stroke: Stroke, fromSegment = 0): void {
  ctx.save();
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  // The eraser removes ink only; the guides live on their own canvas underneath.
  ctx.globalCompositeOperation = stroke.tool === "eraser" ? "destination-out" : "source-over";
  ctx.strokeStyle = stroke.colour;
  ctx.fillStyle = stroke.colour;
  for (const segment of strokeSegments(stroke).slice(fromSegment)) {
    if (segment.from === segment.to) {
      ctx.beginPath();
      ctx.arc(segment.from.x, segment.from.y, segment.width / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.beginPath();
    ctx.lineWidth = segment.width;
    ctx.moveTo(segment.from.x, segment.from.y);
    ctx.lineTo(segment.to.x, segment.to.y);
    ctx.stroke();
  }
  ctx.restore();
}

export function redrawInk(ctx: CanvasRenderingContext2D, strokes: readonly Stroke[]): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
  for (const stroke of strokes) drawStroke(ctx, stroke);
}

/** The print-ready picture: background (unless transparent), guides, then the ink layer. */
export function composePaper(
  ink: HTMLCanvasElement,
  width: number,
  lineCount: LineCount,
  transparent: boolean,
  model?: ModelText,
): string {
  const { height } = paperLayout(lineCount);
  const scale = ink.width / width;
  const canvas = document.createElement("canvas");
  canvas.width = ink.width;
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext("2d");
  if (!ctx) return "";
  ctx.scale(scale, scale);
  if (!transparent) {
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, width, height);
  }
  drawGuides(ctx, width, lineCount);
  if (model) drawModelLetters(ctx, lineCount, model);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(ink, 0, 0, ink.width, canvas.height, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/png");
}
