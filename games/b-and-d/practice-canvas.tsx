"use client";
// Writing practice: 5 handwriting lines (up to 580 × 660 px) with a dotted letter to trace at
// the start of each line, and a canvas on top that draws with finger, pen or mouse.
import { buttonClasses } from "@/components/ui/button";
import { memo, useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { handwritingLayout } from "@/games/kit/writing/handwriting-lines";
import { HandwritingLinesSvg } from "@/games/kit/writing/handwriting-lines-svg";
import { CANVAS, canvasWidth, penWidth, traceLetterTransform } from "./logic";
import { LETTER_PLANS, letterPath, poseAtDistance, type Letter } from "./strokes";

type Stroke = { width: number; points: { x: number; y: number }[] };

const layout = handwritingLayout({ count: CANVAS.lines });
const INK = "#0c4066";

// Memoised: the car redraws the page every animation frame, and the practice lines need not.
export const PracticeCanvas = memo(function PracticeCanvas({
  letter,
  showTrace,
  onStrokesChange,
}: {
  letter: Letter | null;
  showTrace: boolean;
  onStrokesChange: (count: number) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const current = useRef<Stroke | null>(null);
  const [width, setWidth] = useState<number>(CANVAS.maxWidth);

  const redraw = useCallback(() => {
    const element = canvas.current;
    const ctx = element?.getContext("2d");
    if (!element || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, element.width, element.height);
    ctx.strokeStyle = INK;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    for (const stroke of strokes.current) drawStroke(ctx, stroke);
  }, []);

  // Follow the container's width (up to 580 px); resizing a canvas wipes it, so redraw.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(canvasWidth(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(width * ratio);
    element.height = Math.round(CANVAS.height * ratio);
    redraw();
  }, [width, redraw]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === "mouse") return;
    event.currentTarget.setPointerCapture(event.pointerId);
    current.current = { width: penWidth(event.pressure), points: [point(event)] };
    strokes.current.push(current.current);
    redraw();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (!stroke) return;
    stroke.points.push(point(event));
    const ctx = canvas.current?.getContext("2d");
    if (ctx) drawStroke(ctx, { width: stroke.width, points: stroke.points.slice(-2) });
  };

  const endStroke = () => {
    if (!current.current) return;
    current.current = null;
    onStrokesChange(strokes.current.length);
  };

  const clear = () => {
    strokes.current = [];
    current.current = null;
    redraw();
    onStrokesChange(0);
  };

  return (
    <div className="flex flex-col gap-2 md:max-lg:h-full">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-brand-900 text-lg font-semibold">
          Practise writing {letter ?? "the letter"}
        </h2>
        <button type="button" onClick={clear} className={buttonClasses("secondary")}>
          Clear writing
        </button>
      </div>
      {/* The lines keep their size and scroll within the screen left under the bar and the car,
          so the whole game is on screen from the start: beside the car on a laptop, below it on
          an upright tablet (where the game's grid gives this box the rest of the screen). */}
      <div
        ref={container}
        tabIndex={0}
        className="focus-visible:outline-brand-600 max-h-[calc(var(--play-height)-3.25rem)] w-full max-w-[580px] overflow-x-hidden overflow-y-auto overscroll-contain rounded-2xl focus-visible:outline-4 max-md:max-h-[max(20rem,calc(var(--play-height)-28rem))] md:max-lg:max-h-none md:max-lg:min-h-0 md:max-lg:flex-1"
      >
        <div
          className="border-brand-200 relative overflow-hidden rounded-2xl border-2 bg-white"
          style={{ width, height: CANVAS.height }}
        >
          <HandwritingLinesSvg
            bands={layout.bands}
            width={width}
            height={CANVAS.height}
            className="absolute inset-0"
          >
            {letter && showTrace
              ? layout.bands.map((band) => (
                  <TraceLetter key={band.index} letter={letter} band={band} />
                ))
              : null}
          </HandwritingLinesSvg>
          <canvas
            ref={canvas}
            role="img"
            aria-label={`Writing area with ${CANVAS.lines} handwriting lines. Draw with a finger, pen or mouse.`}
            data-testid="practice-canvas"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endStroke}
            onPointerCancel={endStroke}
            className="absolute inset-0 cursor-crosshair touch-none"
            style={{ width, height: CANVAS.height }}
          />
        </div>
      </div>
    </div>
  );
});

function drawStroke(ctx: CanvasRenderingContext2D, stroke: Stroke) {
  const [first, ...rest] = stroke.points;
  if (!first) return;
  ctx.lineWidth = stroke.width;
  ctx.beginPath();
  ctx.moveTo(first.x, first.y);
  // A single tap still leaves a dot.
  if (rest.length === 0) ctx.lineTo(first.x + 0.01, first.y);
  for (const p of rest) ctx.lineTo(p.x, p.y);
  ctx.stroke();
}

function TraceLetter({ letter, band }: { letter: Letter; band: (typeof layout.bands)[number] }) {
  const t = traceLetterTransform(band, 8);
  const start = poseAtDistance(LETTER_PLANS[letter], 0);
  return (
    <g transform={`translate(${t.x} ${t.y}) scale(${t.scale})`}>
      <path
        d={letterPath(LETTER_PLANS[letter])}
        fill="none"
        stroke="#94a3b8"
        strokeWidth={5 / t.scale}
        strokeLinecap="round"
        strokeDasharray={`${0.1} ${9 / t.scale}`}
      />
      {/* A green dot marks where the pencil starts. */}
      <circle cx={start.x} cy={start.y} r={5 / t.scale} fill="#16a34a" />
    </g>
  );
}
