// Paints pen and highlighter strokes onto a canvas of any size: the annotation layer on screen
// and the page images made for printing share this, so print matches what the reader sees.
import { HIGHLIGHTER_ALPHA, type Stroke } from "./annotations";

export function drawStrokes(
  ctx: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  width: number,
  height: number,
): void {
  for (const stroke of strokes) drawStroke(ctx, stroke, width, height);
}

export function drawStroke(
  ctx: CanvasRenderingContext2D,
  stroke: Stroke,
  width: number,
  height: number,
): void {
  const [first, ...rest] = stroke.points;
  if (!first) return;
  ctx.save();
  ctx.lineCap = stroke.tool === "highlighter" ? "butt" : "round";
  ctx.lineJoin = "round";
  ctx.strokeStyle = stroke.color;
  ctx.fillStyle = stroke.color;
  ctx.lineWidth = Math.max(stroke.width * width, 1);
  // Multiply keeps the print under the highlighter dark, like a real highlighter pen.
  if (stroke.tool === "highlighter") {
    ctx.globalAlpha = HIGHLIGHTER_ALPHA;
    ctx.globalCompositeOperation = "multiply";
  }
  if (rest.length === 0) {
    ctx.beginPath();
    ctx.arc(first.x * width, first.y * height, ctx.lineWidth / 2, 0, Math.PI * 2);
    ctx.fill();
  } else {
    ctx.beginPath();
    ctx.moveTo(first.x * width, first.y * height);
    for (const point of rest) ctx.lineTo(point.x * width, point.y * height);
    ctx.stroke();
  }
  ctx.restore();
}
