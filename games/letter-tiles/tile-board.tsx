"use client";
// The board: 2 rows of 12 slots, 48 px tiles. Tap or Enter on an empty slot places the selected
// tile; double-tap, double-click, Delete or Backspace erases. Scrolls sideways on narrow phones so
// the slots keep their full size.
import type { KeyboardEvent, MouseEvent, PointerEvent as ReactPointerEvent } from "react";
import { ROWS, SLOTS_PER_ROW, slotPosition, type Slot } from "./logic";
import { tileDescription, type Tile } from "./tiles";
import { TileFace } from "./tile-face";

type TileBoardProps = {
  slots: Slot[];
  uppercase: boolean;
  hasSelection: boolean;
  focusSlot: number;
  onFocusSlot: (slot: number) => void;
  onActivate: (slot: number, event: MouseEvent<HTMLButtonElement>) => void;
  onPlace: (slot: number) => void;
  onErase: (slot: number) => void;
  onStartDrag: (tile: Tile, slot: number, event: ReactPointerEvent<HTMLElement>) => void;
};

export function slotLabel(slot: Slot, index: number, uppercase: boolean): string {
  const { row, column } = slotPosition(index);
  return `Row ${row}, slot ${column}: ${slot.tile ? tileDescription(slot.tile, uppercase) : "empty"}`;
}

export function TileBoard({
  slots,
  uppercase,
  hasSelection,
  focusSlot,
  onFocusSlot,
  onActivate,
  onPlace,
  onErase,
  onStartDrag,
}: TileBoardProps) {
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPlace(index);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      onErase(index);
    }
  };

  return (
    <div role="group" aria-label="Letter board" className="overflow-x-auto pb-1">
      <div className="border-brand-100 bg-brand-50/60 inline-flex min-w-max flex-col gap-3 rounded-2xl border-2 p-2">
        {Array.from({ length: ROWS }, (_, row) => (
          <div key={row} role="group" aria-label={`Row ${row + 1}`} className="flex gap-1">
            {slots.slice(row * SLOTS_PER_ROW, (row + 1) * SLOTS_PER_ROW).map((slot, column) => {
              const index = row * SLOTS_PER_ROW + column;
              return (
                <button
                  key={slot.id}
                  type="button"
                  data-nav-item="board"
                  data-slot-index={index}
                  data-testid={`slot-${index}`}
                  tabIndex={index === focusSlot ? 0 : -1}
                  aria-label={slotLabel(slot, index, uppercase)}
                  onFocus={() => onFocusSlot(index)}
                  onClick={(event) => onActivate(index, event)}
                  onKeyDown={onKeyDown(index)}
                  onPointerDown={
                    slot.tile ? (event) => onStartDrag(slot.tile as Tile, index, event) : undefined
                  }
                  className={`flex h-12 w-12 items-center justify-center rounded-lg ${
                    slot.tile
                      ? "[touch-action:none]"
                      : `border-2 border-dashed ${hasSelection ? "border-brand-600 bg-white" : "border-brand-300 bg-white/70"} [touch-action:manipulation]`
                  }`}
                >
                  {slot.tile ? <TileFace tile={slot.tile} uppercase={uppercase} /> : null}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
