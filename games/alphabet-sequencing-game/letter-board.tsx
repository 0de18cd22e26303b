"use client";
// The text as a grid of letter buttons. One button is in the Tab order at a time (roving
// tabindex); arrow keys move through the letters, Up/Down to the nearest letter on the line
// above or below as it wraps on this screen, Enter/Space choose. Spaces and punctuation are
// plain text, not buttons (spec section 5: only a-z are clickable).
import { useRef, useState, type KeyboardEvent } from "react";
import type { LetterCase } from "./data";
import type { Glyph } from "./text";
import { inCase, toWords } from "./text";

type LetterBoardProps = {
  glyphs: Glyph[];
  found: readonly number[];
  dimmed: readonly number[];
  letterCase: LetterCase;
  onChoose: (glyphIndex: number) => void;
};

/** The letter button straight above or below `from`, judged by where the buttons are drawn. */
function verticalNeighbour(buttons: HTMLElement[], from: number, direction: 1 | -1): number | null {
  const origin = buttons[from]?.getBoundingClientRect();
  if (!origin) return null;
  const originX = origin.left + origin.width / 2;
  const originY = origin.top + origin.height / 2;
  let best: { index: number; dy: number; dx: number } | null = null;
  for (let index = 0; index < buttons.length; index++) {
    const rect = buttons[index]?.getBoundingClientRect();
    if (!rect) continue;
    const dy = (rect.top + rect.height / 2 - originY) * direction;
    if (dy < origin.height / 2) continue; // same line, or the other way
    const dx = Math.abs(rect.left + rect.width / 2 - originX);
    // The nearest line wins (4 px tolerance for sub-pixel layout), then the nearest letter on it.
    if (best === null || dy < best.dy - 4 || (Math.abs(dy - best.dy) <= 4 && dx < best.dx))
      best = { index, dy, dx };
  }
  return best?.index ?? null;
}

export function LetterBoard({ glyphs, found, dimmed, letterCase, onChoose }: LetterBoardProps) {
  const letters = glyphs.filter((g) => g.letter !== null);
  const [focusPosition, setFocusPosition] = useState(0);
  const buttons = useRef<HTMLButtonElement[]>([]);
  const positionOf = new Map(letters.map((g, position) => [g.index, position]));
  const activePosition = Math.min(focusPosition, letters.length - 1);

  const moveTo = (position: number) => {
    setFocusPosition(position);
    buttons.current[position]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    let next: number | null = null;
    if (event.key === "ArrowRight") next = position + 1;
    else if (event.key === "ArrowLeft") next = position - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = letters.length - 1;
    else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      next = verticalNeighbour(
        buttons.current.slice(0, letters.length),
        position,
        event.key === "ArrowDown" ? 1 : -1,
      );
    } else return;
    event.preventDefault();
    if (next !== null && next >= 0 && next < letters.length) moveTo(next);
  };

  return (
    <div
      role="group"
      aria-label="Letters of the text"
      aria-describedby="alphabet-board-keys"
      className="border-brand-100 flex max-h-[calc(var(--play-height)_-_7rem)] flex-wrap gap-x-5 gap-y-2 overflow-y-auto rounded-3xl border-2 bg-white p-3 max-lg:max-h-[calc(var(--play-height)_-_10.5rem)] sm:p-5"
    >
      <p id="alphabet-board-keys" className="sr-only">
        Use the arrow keys to move between letters and Enter to choose one.
      </p>
      {toWords(glyphs).map((word) => (
        <span key={word[0]?.index} className="inline-flex flex-wrap items-end">
          {word.map((glyph) => {
            const shown = inCase(glyph.char, letterCase);
            const position = positionOf.get(glyph.index);
            if (glyph.letter === null || position === undefined) {
              return (
                <span
                  key={glyph.index}
                  aria-hidden="true"
                  className="flex h-11 w-3 items-end justify-center pb-1 text-2xl text-slate-600"
                >
                  {shown}
                </span>
              );
            }
            const isFound = found.includes(glyph.index);
            const isDimmed = dimmed.includes(glyph.index);
            const stateLabel = isFound ? ", found" : isDimmed ? ", not this one" : "";
            return (
              <button
                key={glyph.index}
                ref={(node) => {
                  if (node) buttons.current[position] = node;
                }}
                type="button"
                data-glyph={glyph.index}
                data-letter={glyph.letter}
                data-state={isFound ? "found" : isDimmed ? "dimmed" : "open"}
                aria-label={`${shown}${stateLabel}`}
                tabIndex={position === activePosition ? 0 : -1}
                onFocus={() => setFocusPosition(position)}
                onKeyDown={(event) => onKeyDown(event, position)}
                onClick={() => onChoose(glyph.index)}
                className={`relative -ml-px flex h-11 w-11 touch-manipulation items-center justify-center border text-2xl font-medium first:ml-0 first:rounded-l-xl last:rounded-r-xl focus-visible:z-10 ${
                  isFound
                    ? "border-emerald-700 bg-emerald-100 font-bold text-emerald-950"
                    : isDimmed
                      ? "border-dashed border-slate-400 bg-white text-slate-500 line-through"
                      : "text-ink hover:bg-brand-50 border-slate-200 bg-white"
                }`}
              >
                {shown}
                {isFound ? (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 12 12"
                    className="absolute top-0.5 right-0.5 h-3 w-3 text-emerald-800"
                  >
                    <path
                      d="M2 6.5 5 9l5-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                ) : null}
              </button>
            );
          })}
        </span>
      ))}
    </div>
  );
}
