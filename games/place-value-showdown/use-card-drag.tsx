"use client";
// Optional dragging of a digit card onto a chart column with pointer events (mouse, pen, touch).
// Tapping stays the main way; a press that moves less than a few pixels is treated as a tap.
import { useRef, useState, type PointerEvent } from "react";

type Drag = {
  handIndex: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  moved: boolean;
  label: string;
};

const dragThreshold = 8;

export function useCardDrag(onDrop: (handIndex: number, slot: number) => void, player: number) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const justDragged = useRef(false);

  const handlers = (handIndex: number) => ({
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      justDragged.current = false;
      setDrag({
        handIndex,
        startX: event.clientX,
        startY: event.clientY,
        x: event.clientX,
        y: event.clientY,
        moved: false,
        label: event.currentTarget.textContent ?? "",
      });
    },
    onPointerMove(event: PointerEvent<HTMLButtonElement>) {
      setDrag((current) => {
        if (!current || current.handIndex !== handIndex) return current;
        const moved =
          current.moved ||
          Math.hypot(event.clientX - current.startX, event.clientY - current.startY) >
            dragThreshold;
        return { ...current, x: event.clientX, y: event.clientY, moved };
      });
    },
    onPointerUp(event: PointerEvent<HTMLButtonElement>) {
      if (drag?.moved && drag.handIndex === handIndex) {
        justDragged.current = true;
        const target = document
          .elementFromPoint(event.clientX, event.clientY)
          ?.closest<HTMLElement>("[data-slot]");
        if (target && target.dataset.player === String(player))
          onDrop(handIndex, Number(target.dataset.slot));
      }
      setDrag(null);
    },
    onPointerCancel() {
      setDrag(null);
    },
  });

  const ghost = drag?.moved ? (
    <span
      aria-hidden="true"
      className="border-sun-500 text-ink pointer-events-none fixed z-50 flex h-16 w-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-xl border-4 bg-white text-3xl font-bold shadow-xl"
      style={{ left: drag.x, top: drag.y }}
    >
      {drag.label}
    </span>
  ) : null;

  return {
    handlers,
    ghost,
    /** True once, right after a drag ended, so the click that follows it is ignored. */
    wasDragged() {
      const value = justDragged.current;
      justDragged.current = false;
      return value;
    },
  };
}
