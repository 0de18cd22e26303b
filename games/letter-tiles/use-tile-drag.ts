"use client";
// Dragging a tile onto a slot with pointer events (mouse, pen and touch). It is an extra: tap a
// tile then a slot, or use the keyboard, does the same. A press only becomes a drag after the
// pointer moves a few pixels, so a plain tap stays a tap.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from "react";
import type { Tile } from "./tiles";

export type DragSource =
  { kind: "palette"; tile: Tile } | { kind: "slot"; tile: Tile; slot: number };
export type DragGhost = { tile: Tile; x: number; y: number };

const DRAG_THRESHOLD_PX = 8;

export function useTileDrag(onDrop: (source: DragSource, slot: number) => void) {
  const pending = useRef<{
    source: DragSource;
    pointerId: number;
    x: number;
    y: number;
    dragging: boolean;
  } | null>(null);
  const suppressClick = useRef(false);
  const [ghost, setGhost] = useState<DragGhost | null>(null);
  const dropRef = useRef(onDrop);
  useEffect(() => {
    dropRef.current = onDrop;
  }, [onDrop]);

  useEffect(() => {
    const move = (event: PointerEvent) => {
      const p = pending.current;
      if (!p || event.pointerId !== p.pointerId) return;
      if (!p.dragging && Math.hypot(event.clientX - p.x, event.clientY - p.y) < DRAG_THRESHOLD_PX)
        return;
      p.dragging = true;
      setGhost({ tile: p.source.tile, x: event.clientX, y: event.clientY });
    };
    const end = (event: PointerEvent) => {
      const p = pending.current;
      if (!p || event.pointerId !== p.pointerId) return;
      pending.current = null;
      setGhost(null);
      if (!p.dragging || event.type === "pointercancel") return;
      // The click that follows a drag must not also select or place.
      suppressClick.current = true;
      window.setTimeout(() => {
        suppressClick.current = false;
      }, 0);
      const target = document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>("[data-slot-index]");
      if (target?.dataset.slotIndex) dropRef.current(p.source, Number(target.dataset.slotIndex));
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
    };
  }, []);

  const startDrag = useCallback((source: DragSource, event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    // Release the implicit touch capture so elementFromPoint finds the slot under the finger.
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    pending.current = {
      source,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      dragging: false,
    };
  }, []);

  /** True when a click should be ignored because it ended a drag. */
  const consumeClick = useCallback(() => suppressClick.current, []);

  return { startDrag, ghost, consumeClick };
}
