"use client";
// Slots (in alphabetical order) above the shuffled deck. Keyboard: Tab reaches the slots and the
// deck (one stop each), arrow keys move inside them, Enter/Space select a card, which sends focus
// to the first empty slot; Enter there places it; Escape drops the selection and returns focus.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { moveInGrid, renderedGridColumns } from "@/games/kit/input/grid-keys";
import type { CardFace } from "./data";
import { cardLetters, type LetterGroup } from "./groups";
import { groupById, type OrderState, type PlaceOutcome } from "./logic";

type OrderBoardProps = {
  state: OrderState;
  uppercase: boolean;
  /** Harder levels show only each card's first letter; the spec's cards show the whole run. */
  face?: CardFace;
  locked: boolean;
  onSelect: (groupId: string) => boolean;
  onPlace: (slot: number) => PlaceOutcome;
  onCancel: () => void;
};

/**
 * The letters a card or filled slot shows, as one spaced string, so its accessible name is
 * exactly the visible text ("A B C D E F G"): voice-control users can say what they see.
 */
function Letters({
  group,
  uppercase,
  face,
}: {
  group: LetterGroup;
  uppercase: boolean;
  face: CardFace;
}) {
  const letters = [...cardLetters(group, face)].map((letter) =>
    uppercase ? letter.toUpperCase() : letter,
  );
  return (
    <span className="text-center text-2xl leading-tight font-bold [word-spacing:0.15em]">
      {letters.join(" ")}
    </span>
  );
}

const Check = () => (
  <svg aria-hidden="true" viewBox="0 0 12 12" className="h-4 w-4">
    <path
      d="M2 6.5 5 9l5-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

export function OrderBoard({
  state,
  uppercase,
  face = "all-letters",
  locked,
  onSelect,
  onPlace,
  onCancel,
}: OrderBoardProps) {
  const slotButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const cardButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const slotGrid = useRef<HTMLDivElement>(null);
  const deckGrid = useRef<HTMLDivElement>(null);
  const [activeSlot, setActiveSlot] = useState(0);
  const [activeCard, setActiveCard] = useState(0);
  const pendingFocus = useRef<{ area: "slot" | "card"; index: number } | null>(null);

  // Focus moves after React has drawn the new deck/slots (e.g. a placed card left the deck).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    (target.area === "slot" ? slotButtons : cardButtons).current[target.index]?.focus();
  });

  const maxLetters = Math.max(...state.groups.map((g) => cardLetters(g, face).length));
  const columns = {
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${Math.max(4.5, maxLetters * 1.7 + 1.5)}rem), 1fr))`,
  };
  const cardIndex = Math.min(activeCard, Math.max(0, state.deck.length - 1));

  const focusIn = (area: "slot" | "card", index: number) => {
    if (area === "slot") setActiveSlot(index);
    else setActiveCard(index);
    pendingFocus.current = { area, index };
  };

  const arrows = (event: KeyboardEvent, area: "slot" | "card", index: number, count: number) => {
    if (event.key === "Escape") {
      event.preventDefault();
      const selected = state.selectedId ? state.deck.indexOf(state.selectedId) : -1;
      onCancel();
      if (selected >= 0) focusIn("card", selected);
      return;
    }
    const next = moveInGrid(
      index,
      event.key,
      count,
      renderedGridColumns(area === "slot" ? slotGrid.current : deckGrid.current),
    );
    if (next === null) return;
    event.preventDefault();
    focusIn(area, next);
  };

  const chooseCard = (groupId: string) => {
    if (onSelect(groupId)) {
      const empty = state.slots.findIndex((s) => s === null);
      if (empty >= 0) focusIn("slot", empty);
    }
  };

  const chooseSlot = (slot: number) => {
    const outcome = onPlace(slot);
    if (outcome.kind === "correct" && !outcome.complete) focusIn("card", 0);
  };

  return (
    <div className="space-y-4">
      <div
        ref={slotGrid}
        role="group"
        aria-label="Slots in alphabetical order"
        className="grid gap-2"
        style={columns}
      >
        {state.slots.map((groupId, slot) => {
          const group = groupId ? groupById(state, groupId) : undefined;
          const wrong = state.wrongFlash?.slot === slot;
          const tone = group
            ? "border-solid border-emerald-700 bg-emerald-50 text-emerald-950"
            : wrong
              ? "border-solid border-red-700 bg-red-100 text-red-900"
              : state.selectedId
                ? "border-dashed border-brand-700 bg-white text-slate-700"
                : "border-dashed border-slate-400 bg-white/90 text-slate-700";
          return (
            <button
              key={slot}
              ref={(node) => {
                slotButtons.current[slot] = node;
              }}
              type="button"
              data-slot={slot}
              data-state={group ? "filled" : wrong ? "wrong" : "empty"}
              aria-disabled={locked || group !== undefined || undefined}
              tabIndex={slot === activeSlot ? 0 : -1}
              onFocus={() => setActiveSlot(slot)}
              onKeyDown={(event) => arrows(event, "slot", slot, state.slots.length)}
              onClick={() => chooseSlot(slot)}
              className={`relative flex min-h-20 touch-manipulation flex-col items-center justify-center rounded-2xl border-[3px] p-2 ${tone}`}
            >
              {group ? (
                <>
                  <span className="sr-only">Slot {slot + 1}: </span>
                  <Letters group={group} uppercase={uppercase} face={face} />
                  <span className="absolute top-1.5 right-1.5 rounded-full bg-emerald-700 p-0.5 text-white">
                    <Check />
                  </span>
                </>
              ) : wrong ? (
                <span className="flex items-center gap-1 font-semibold">
                  <span className="sr-only">Slot {slot + 1}: </span>
                  <svg aria-hidden="true" viewBox="0 0 12 12" className="h-4 w-4">
                    <path
                      d="m3 3 6 6M9 3 3 9"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                  Not here
                </span>
              ) : (
                <span className="font-semibold">Slot {slot + 1}</span>
              )}
            </button>
          );
        })}
      </div>

      <div
        ref={deckGrid}
        role="group"
        aria-label="Letter cards"
        className="grid gap-3 rounded-3xl bg-white/85 p-3"
        style={columns}
      >
        {state.deck.map((groupId, index) => {
          const group = groupById(state, groupId) as LetterGroup;
          const selected = state.selectedId === groupId;
          return (
            <button
              key={groupId}
              ref={(node) => {
                cardButtons.current[index] = node;
              }}
              type="button"
              data-group={groupId}
              aria-pressed={selected}
              aria-disabled={locked || undefined}
              tabIndex={index === cardIndex ? 0 : -1}
              onFocus={() => setActiveCard(index)}
              onKeyDown={(event) => arrows(event, "card", index, state.deck.length)}
              onClick={() => chooseCard(groupId)}
              className={`relative flex min-h-20 touch-manipulation flex-col items-center justify-center gap-1 rounded-2xl border-[3px] p-2 shadow-md transition-transform ${
                selected
                  ? "border-brand-900 bg-sun-300 text-ink -translate-y-1"
                  : "border-brand-600 text-brand-950 hover:bg-brand-50 bg-white"
              }`}
            >
              <Letters group={group} uppercase={uppercase} face={face} />
              {selected ? (
                <span
                  aria-hidden="true"
                  className="bg-brand-900 flex items-center gap-1 rounded-full px-2 text-xs font-semibold text-white"
                >
                  <Check /> Selected
                </span>
              ) : null}
            </button>
          );
        })}
        {state.deck.length === 0 ? (
          <p className="text-brand-900 p-2 text-center font-semibold">
            All cards are in their slots.
          </p>
        ) : null}
      </div>
    </div>
  );
}
