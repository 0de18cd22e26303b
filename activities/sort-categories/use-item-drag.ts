"use client";
// Dragging an item onto a category with pointer events (mouse, pen and touch alike). A press that
// does not move is left to the button's click, so tap-then-category keeps working beside it.
//
// A mouse drag ends with a click on the dragged item, which must not also choose it; a touch drag
// ends with no click at all. So the "ignore the click" flag lives for one press only: the next
// press clears it, and the first tap after a touch drag is a tap like any other.
import { useRef, type MouseEvent, type PointerEvent } from "react";

const DRAG_START_PX = 8;

export function useItemDrag(onDrop: (itemId: string, category: number) => void) {
  const drag = useRef<{ itemId: string; x: number; y: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const handlers = (itemId: string) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      suppressClick.current = false;
      drag.current = { itemId, x: event.clientX, y: event.clientY, moved: false };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.moved && Math.hypot(dx, dy) < DRAG_START_PX) return;
      current.moved = true;
      event.currentTarget.style.transform = `translate(${dx}px, ${dy}px)`;
      event.currentTarget.style.zIndex = "10";
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      drag.current = null;
      event.currentTarget.style.transform = "";
      event.currentTarget.style.zIndex = "";
      if (!current?.moved) return;
      suppressClick.current = true;
      // The dragged item itself is under the pointer; look through it for the category below.
      const target = document
        .elementsFromPoint(event.clientX, event.clientY)
        .map((element) => element.closest<HTMLElement>("[data-category-index]"))
        .find(Boolean);
      if (target) onDrop(current.itemId, Number(target.dataset.categoryIndex));
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      drag.current = null;
      event.currentTarget.style.transform = "";
      event.currentTarget.style.zIndex = "";
    },
  });

  /** True once for the click that ends a drag, so the drag does not also choose the item. */
  const consumeDragClick = (event: MouseEvent) => {
    // Enter and Space click with detail 0: a key press never ends a drag.
    if (event.detail === 0) return false;
    const was = suppressClick.current;
    suppressClick.current = false;
    return was;
  };

  return { handlers, consumeDragClick };
}
