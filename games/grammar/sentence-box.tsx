"use client";
// The child's writing with grammar symbols laid over it. Text is a real textarea (spell-check,
// screen readers, on-screen keyboards); symbols sit in an overlay at absolute positions.
import {
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { caretCoordinates } from "./caret";
import { GRAMMAR_ICON_SIZE, grammarIcon, type GrammarIconId } from "./data";
import { GrammarSymbol } from "./grammar-symbol";
import {
  nextFreeSpot,
  nudgeStep,
  type BoxSize,
  type GrammarAction,
  type IconPlacement,
} from "./logic";

// The symbol is 42.5 px (spec); its button gets a little padding to reach a 48 px touch target.
const TARGET = 48;
const TARGET_PAD = (TARGET - GRAMMAR_ICON_SIZE) / 2;

type SentenceBoxProps = {
  /** Shown at the end of the "Your writing" row (the trash button), to keep the box high on the screen. */
  tools?: ReactNode;
  text: string;
  placements: IconPlacement[];
  selectedIcon: GrammarIconId | null;
  dispatch: (action: GrammarAction) => void;
  onPlaced: (icon: GrammarIconId) => void;
  onRemoved: (icon: GrammarIconId) => void;
};

export function SentenceBox({
  text,
  placements,
  selectedIcon,
  dispatch,
  onPlaced,
  onRemoved,
  tools,
}: SentenceBoxProps) {
  const frame = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  // The box starts one line high and grows with the writing instead of scrolling, so symbols
  // stay over their words.
  useLayoutEffect(() => {
    const area = textarea.current;
    if (!area) return;
    area.style.height = "auto";
    area.style.height = `${area.scrollHeight + 2}px`;
  }, [text]);

  const boxSize = (): BoxSize => ({
    width: frame.current?.clientWidth ?? 0,
    height: frame.current?.clientHeight ?? 0,
  });

  const placeAtClick = (event: MouseEvent<HTMLTextAreaElement>) => {
    if (!selectedIcon || !frame.current) return;
    const rect = frame.current.getBoundingClientRect();
    dispatch({
      type: "place-at-point",
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
      box: boxSize(),
    });
    onPlaced(selectedIcon);
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape" && selectedIcon) {
      event.preventDefault();
      dispatch({ type: "clear-selection" });
      return;
    }
    // With a symbol picked, Enter places it just above the caret instead of starting a new line.
    if (event.key !== "Enter" || !selectedIcon || event.shiftKey) return;
    event.preventDefault();
    const area = event.currentTarget;
    const caret = caretCoordinates(area, area.selectionStart);
    const box = boxSize();
    const corner = caret
      ? {
          left: area.offsetLeft + caret.left,
          top: area.offsetTop + caret.top - GRAMMAR_ICON_SIZE + 4,
        }
      : nextFreeSpot(placements, box);
    dispatch({ type: "place-at-corner", ...corner, box });
    onPlaced(selectedIcon);
  };

  const onIconKeyDown = (event: KeyboardEvent<HTMLButtonElement>, placement: IconPlacement) => {
    if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      remove(placement);
      return;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      textarea.current?.focus();
      return;
    }
    const step = nudgeStep(event.key, event.shiftKey);
    if (!step) return;
    event.preventDefault();
    dispatch({ type: "nudge-icon", id: placement.id, ...step, box: boxSize() });
  };

  const remove = (placement: IconPlacement) => {
    dispatch({ type: "remove-icon", id: placement.id });
    onRemoved(placement.char);
    textarea.current?.focus();
  };

  return (
    <div>
      <div className="mb-0.5 flex flex-wrap items-center justify-between gap-2">
        <label htmlFor="grammar-writing" className="text-brand-900 text-lg font-semibold">
          Your writing
        </label>
        {tools}
      </div>
      <div
        ref={frame}
        data-testid="grammar-box"
        className="border-brand-300 focus-within:border-brand-600 relative rounded-2xl border-2 bg-white"
      >
        <textarea
          id="grammar-writing"
          ref={textarea}
          value={text}
          onChange={(event) => dispatch({ type: "set-text", text: event.target.value })}
          onClick={placeAtClick}
          onKeyDown={onTextKeyDown}
          aria-describedby="grammar-writing-help"
          placeholder="Write your sentence here."
          spellCheck
          rows={1}
          className={`text-ink block w-full resize-none overflow-hidden rounded-2xl bg-transparent px-4 pt-10 pb-3 text-2xl leading-[5rem] outline-none placeholder:text-slate-500 ${
            selectedIcon ? "cursor-crosshair" : ""
          }`}
        />
        <div className="pointer-events-none absolute inset-0">
          {placements.map((placement, index) => {
            const icon = grammarIcon(placement.char);
            return (
              <button
                key={placement.id}
                type="button"
                data-placement={placement.id}
                data-icon={placement.char}
                aria-label={`${icon.label} symbol ${index + 1}`}
                aria-describedby="grammar-placed-help"
                onDoubleClick={() => remove(placement)}
                onKeyDown={(event) => onIconKeyDown(event, placement)}
                className="pointer-events-auto absolute flex touch-manipulation items-center justify-center rounded-md"
                style={{
                  left: placement.left - TARGET_PAD,
                  top: placement.top - TARGET_PAD,
                  width: TARGET,
                  height: TARGET,
                }}
              >
                <GrammarSymbol icon={placement.char} size={GRAMMAR_ICON_SIZE} />
              </button>
            );
          })}
        </div>
      </div>
      <p id="grammar-writing-help" className="mt-1 text-sm text-slate-700">
        {selectedIcon
          ? `${grammarIcon(selectedIcon).label} picked: click above a word to place it, or press Enter to place it above the cursor. Escape puts it down.`
          : "Pick a symbol, then click above a word to mark it."}
      </p>
      <p id="grammar-placed-help" className="sr-only">
        Arrow keys move the symbol. Delete or double-click removes it.
      </p>
    </div>
  );
}
