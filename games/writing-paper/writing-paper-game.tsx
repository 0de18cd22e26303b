"use client";
// Writing Paper: handwriting lines on one canvas, ink on another above it. Pen, touch and mouse
// all draw through pointer events; pen pressure changes the width.
import { PlayArea } from "@/games/kit/screen/play-area";
import {
  useEffect,
  useReducer,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import {
  initialPaperState,
  normalisePressure,
  paperLayout,
  paperReducer,
  PEN_COLOURS,
  type Point,
} from "./logic";
import { composePaper, drawGuides, drawModelLetters, drawStroke, redrawInk } from "./render";
import { PaperOptions } from "./paper-options";
import { printImage } from "./print";
import { PaperToolbar } from "./paper-toolbar";

function toPoint(event: PointerEvent, canvas: HTMLCanvasElement): Point {
  const box = canvas.getBoundingClientRect();
  return {
    x: event.clientX - box.left,
    y: event.clientY - box.top,
    pressure: normalisePressure(event.pressure, event.pointerType),
  };
}

function sizeCanvas(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
): CanvasRenderingContext2D | null {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext("2d");
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

/** The reading font the page uses (a reader's preference), so model letters match the lesson. */
function readingFont(element: HTMLElement): string {
  return window.getComputedStyle(element).fontFamily || "sans-serif";
}

export function WritingPaperGame({ transparent = false }: { transparent?: boolean }) {
  const [state, dispatch] = useReducer(paperReducer, initialPaperState);
  const [width, setWidth] = useState(0);
  const [modelText, setModelText] = useState("");
  const { announce, region } = useAnnouncer();
  const frame = useRef<HTMLDivElement>(null);
  const guides = useRef<HTMLCanvasElement>(null);
  const ink = useRef<HTMLCanvasElement>(null);
  const stateRef = useRef(state);
  const { height } = paperLayout(state.lineCount);

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Resizing or changing the line count redraws everything; new ink is drawn incrementally below.
  useEffect(() => {
    if (!width || !guides.current) return;
    const ctx = sizeCanvas(guides.current, width, height);
    if (ctx) drawGuides(ctx, width, state.lineCount);
    if (ctx && modelText)
      drawModelLetters(ctx, state.lineCount, {
        text: modelText,
        fontFamily: readingFont(guides.current),
      });
  }, [width, height, state.lineCount, modelText]);

  useEffect(() => {
    if (!width || !ink.current) return;
    const ctx = sizeCanvas(ink.current, width, height);
    if (ctx) redrawInk(ctx, stateRef.current.strokes);
  }, [width, height]);

  // Undo and clear change the stroke list: redraw it (cheap even for hundreds of strokes).
  const strokeCount = state.strokes.length;
  const lastCount = useRef(0);
  useEffect(() => {
    const canvas = ink.current;
    const ctx = canvas?.getContext("2d");
    if (ctx && strokeCount < lastCount.current) redrawInk(ctx, stateRef.current.strokes);
    lastCount.current = strokeCount;
  }, [strokeCount]);

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (stateRef.current.active || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = toPoint(event.nativeEvent, event.currentTarget);
    const next = paperReducer(stateRef.current, {
      type: "penDown",
      pointerId: event.pointerId,
      point,
    });
    stateRef.current = next;
    dispatch({ type: "penDown", pointerId: event.pointerId, point });
    const ctx = event.currentTarget.getContext("2d");
    if (ctx && next.active) drawStroke(ctx, next.active.stroke);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const active = stateRef.current.active;
    if (!active || active.pointerId !== event.pointerId) return;
    const canvas = event.currentTarget;
    const native = event.nativeEvent;
    const samples =
      typeof native.getCoalescedEvents === "function" ? native.getCoalescedEvents() : [];
    const points = (samples.length ? samples : [native]).map((e) => toPoint(e, canvas));
    const before = Math.max(0, active.stroke.points.length - 1);
    const next = paperReducer(stateRef.current, {
      type: "penMove",
      pointerId: event.pointerId,
      points,
    });
    stateRef.current = next;
    dispatch({ type: "penMove", pointerId: event.pointerId, points });
    const ctx = canvas.getContext("2d");
    if (ctx && next.active) drawStroke(ctx, next.active.stroke, before);
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (stateRef.current.active?.pointerId !== event.pointerId) return;
    stateRef.current = paperReducer(stateRef.current, {
      type: "penUp",
      pointerId: event.pointerId,
    });
    dispatch({ type: "penUp", pointerId: event.pointerId });
  };

  const save = () => {
    if (!ink.current || !width) return;
    const model = modelText ? { text: modelText, fontFamily: readingFont(ink.current) } : undefined;
    const opened = printImage(
      composePaper(ink.current, width, state.lineCount, transparent, model),
      "Writing Paper",
    );
    announce(
      opened
        ? "Opening the print window."
        : "The print window was blocked. Please allow pop-ups for this site and try again.",
    );
  };

  const colourName = PEN_COLOURS.find((c) => c.id === state.colourId)?.name ?? "Black";

  return (
    <div className="space-y-4" data-testid="writing-paper" data-ready={width > 0}>
      {region}
      {/* On a laptop the tools sit in a column beside the paper (the spec's line heights make five
          lines 660 px tall, which leaves no room above it); the column stays in view down ten lines. */}
      <PlayArea className="grid items-start gap-3 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-4">
        <div className="flex flex-col gap-3 lg:sticky lg:top-2">
          <PaperToolbar
            tool={state.tool}
            colourId={state.colourId}
            lineCount={state.lineCount}
            canUndo={strokeCount > 0}
            onTool={(tool) => {
              dispatch({ type: "setTool", tool });
              announce(tool === "pencil" ? `Pencil, ${colourName}.` : "Eraser.");
            }}
            onColour={(colourId) => {
              dispatch({ type: "setColour", colourId });
              announce(`Pencil, ${PEN_COLOURS.find((c) => c.id === colourId)?.name ?? ""}.`);
            }}
            onLineCount={(lineCount) => {
              dispatch({ type: "setLineCount", lineCount });
              announce(`${lineCount} lines.`);
            }}
            onUndo={() => {
              dispatch({ type: "undo" });
              announce("Last stroke undone.");
            }}
            onClear={() => {
              dispatch({ type: "clear" });
              announce("Paper cleared.");
            }}
            onSave={save}
          />
          <PaperOptions
            penSize={state.penSize}
            onPenSize={(penSize) => {
              dispatch({ type: "setPenSize", penSize });
              announce(`${penSize} pen.`);
            }}
            modelText={modelText}
            onModelText={(text) => {
              setModelText(text);
              announce(text ? `Letters to trace: ${text}.` : "Letters to trace hidden.");
            }}
          />
        </div>
        <div
          ref={frame}
          // The spec's line heights make five lines 660 px: on a laptop the paper scrolls within
          // the screen left under the bar, rather than ending below it; the keyboard scrolls it too.
          tabIndex={0}
          className={`focus-visible:outline-brand-600 relative max-h-[var(--play-height)] w-full overflow-x-hidden overflow-y-auto overscroll-contain rounded-xl focus-visible:outline-4 ${transparent ? "bg-transparent" : "border-brand-100 border bg-white shadow-sm"}`}
          style={{ height }}
        >
          <canvas ref={guides} aria-hidden="true" className="absolute inset-0" />
          <canvas
            ref={ink}
            role="img"
            aria-label={`Writing paper with ${state.lineCount} lines. Draw with a pen, finger or mouse.`}
            data-testid="writing-canvas"
            data-stroke-count={strokeCount}
            className={`absolute inset-0 [touch-action:none] ${state.tool === "eraser" ? "cursor-cell" : "cursor-crosshair"}`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          />
        </div>
      </PlayArea>
    </div>
  );
}
