"use client";
// The pen and highlighter layer over a page. Pointer events cover mouse, touch and stylus; while
// a tool is chosen the layer takes the pointer (and stops touch scrolling) so a finger can draw.
import { useEffect, useRef, type PointerEvent } from "react";
import {
  HIGHLIGHTER_WIDTH,
  PEN_WIDTH,
  toPagePoint,
  type AnnotationTool,
  type Stroke,
} from "./annotations";
import { drawStroke, drawStrokes } from "./draw-strokes";

type AnnotationLayerProps = {
  width: number;
  height: number;
  strokes: readonly Stroke[];
  tool: AnnotationTool;
  color: string;
  onStroke: (stroke: Stroke) => void;
};

export function AnnotationLayer({
  width,
  height,
  strokes,
  tool,
  color,
  onStroke,
}: AnnotationLayerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Stroke | null>(null);

  const paint = (current: Stroke | null) => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const ratio = canvas.width / Math.max(width, 1);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawStrokes(ctx, strokes, width, height);
    if (current) drawStroke(ctx, current, width, height);
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    paint(drawing.current);
    // paint reads the same props listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height, strokes]);

  const active = tool !== "none";

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!active || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const rect = event.currentTarget.getBoundingClientRect();
    drawing.current = {
      tool,
      color,
      width: tool === "pen" ? PEN_WIDTH : HIGHLIGHTER_WIDTH,
      points: [toPagePoint(event.clientX, event.clientY, rect)],
    };
    paint(drawing.current);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = drawing.current;
    if (!stroke) return;
    const rect = event.currentTarget.getBoundingClientRect();
    // Coalesced events keep fast strokes smooth on high-rate pens and touch screens.
    const samples = event.nativeEvent.getCoalescedEvents?.() ?? [event.nativeEvent];
    for (const sample of samples.length > 0 ? samples : [event.nativeEvent]) {
      stroke.points.push(toPagePoint(sample.clientX, sample.clientY, rect));
    }
    paint(stroke);
  };

  const finish = () => {
    const stroke = drawing.current;
    drawing.current = null;
    if (stroke) onStroke(stroke);
  };

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      className="absolute inset-0"
      style={{
        width,
        height,
        zIndex: active ? 15 : 1,
        pointerEvents: active ? "auto" : "none",
        touchAction: active ? "none" : "auto",
        cursor: active ? "crosshair" : "default",
      }}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={finish}
      onPointerCancel={finish}
    />
  );
}
