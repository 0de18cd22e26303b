"use client";
// The board: a grid of card buttons. Arrow keys move between cards (Home/End along a row),
// Enter or Space turns one over; tap or click works the same.
import { useRef, useState, type KeyboardEvent } from "react";
import { describeFace } from "./decks";
import { CardFaceView } from "./card-face";
import type { MemoryState } from "./logic";

const playerMarks = ["P1", "P2"] as const;

function CardBack() {
  return (
    <svg viewBox="0 0 40 40" className="h-1/2 w-1/2" aria-hidden="true" focusable="false">
      <path
        d="M20 5l4.4 9 9.9 1.4-7.2 7 1.7 9.8L20 27.6l-8.8 4.6 1.7-9.8-7.2-7 9.9-1.4z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CardGrid({
  state,
  onFlip,
}: {
  state: MemoryState;
  onFlip: (index: number) => void;
}) {
  const { cols, rows } = state.grid;
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const showingMismatch = state.faceUp.length === 2;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const row = Math.floor(index / cols);
    const targets: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index - cols,
      ArrowDown: index + cols,
      Home: row * cols,
      End: row * cols + cols - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const sameRow = Math.floor(next / cols) === row;
    if (
      next < 0 ||
      next >= state.cards.length ||
      ((event.key === "ArrowLeft" || event.key === "ArrowRight") && !sameRow)
    )
      return;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="grid"
      aria-label={`Memory cards, ${rows} rows of ${cols}`}
      className="mx-auto grid w-full gap-2 sm:gap-3"
      style={{
        maxWidth: `min(100%, ${cols * 9}rem, max(${cols * 3.5}rem, calc((var(--play-height) - 8rem) * ${cols / rows})))`,
      }}
    >
      {Array.from({ length: rows }, (_, row) => (
        <div
          role="row"
          key={row}
          className="grid gap-2 sm:gap-3"
          style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
        >
          {state.cards.slice(row * cols, row * cols + cols).map((card, col) => {
            const index = row * cols + col;
            const owner = state.matchedBy[index] ?? null;
            const up = owner !== null || state.faceUp.includes(index);
            const missed = showingMismatch && state.faceUp.includes(index);
            const status =
              owner !== null
                ? `, matched${state.players === 2 ? ` by Player ${owner + 1}` : ""}`
                : missed
                  ? ", not a pair"
                  : "";
            return (
              <div role="gridcell" key={index} className="[perspective:700px]">
                <button
                  ref={(el) => {
                    buttons.current[index] = el;
                  }}
                  type="button"
                  tabIndex={index === focusIndex ? 0 : -1}
                  data-testid="memory-card"
                  data-state={owner !== null ? "matched" : up ? "up" : "down"}
                  aria-label={`Row ${row + 1}, card ${col + 1}: ${up ? describeFace(card.face) : "face down"}${status}`}
                  onFocus={() => setFocusIndex(index)}
                  onClick={() => onFlip(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className={`relative aspect-square w-full touch-manipulation rounded-2xl transition-transform duration-300 [transform-style:preserve-3d] ${up ? "[transform:rotateY(180deg)]" : ""}`}
                >
                  <span className="border-brand-700 bg-brand-600 absolute inset-0 flex items-center justify-center rounded-2xl border-4 bg-[radial-gradient(circle_at_30%_30%,#38abf0_0_18%,transparent_19%),radial-gradient(circle_at_75%_75%,#0e8fdc_0_14%,transparent_15%)] [backface-visibility:hidden]">
                    <CardBack />
                  </span>
                  <span
                    className={`absolute inset-0 flex [transform:rotateY(180deg)] items-center justify-center overflow-hidden rounded-2xl border-4 bg-white [backface-visibility:hidden] ${
                      owner !== null
                        ? "border-emerald-600"
                        : missed
                          ? "border-amber-500"
                          : "border-brand-500"
                    }`}
                  >
                    {up ? (
                      <CardFaceView face={card.face} size={cols <= 4 ? "large" : "small"} />
                    ) : null}
                    {owner !== null ? (
                      <span className="absolute top-1 right-1 inline-flex items-center gap-0.5 rounded-full bg-emerald-700 px-1.5 text-xs font-bold text-white">
                        <svg viewBox="0 0 16 16" className="h-3 w-3" aria-hidden="true">
                          <path
                            d="M3 8.5l3 3 7-7"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2.5"
                            strokeLinecap="round"
                          />
                        </svg>
                        {state.players === 2 ? playerMarks[owner] : null}
                      </span>
                    ) : missed ? (
                      <span className="absolute top-1 right-1 inline-flex items-center rounded-full bg-amber-100 px-1.5 text-xs font-bold text-amber-950">
                        <svg viewBox="0 0 16 16" className="h-3 w-3" aria-hidden="true">
                          <path
                            d="M4 4l8 8M12 4l-8 8"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2.5"
                            strokeLinecap="round"
                          />
                        </svg>
                      </span>
                    ) : null}
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
