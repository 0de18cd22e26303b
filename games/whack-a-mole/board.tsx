"use client";
// The 3×3 field of holes. Every hole is a button: tap or click it, press its number key (numpad
// layout, shown in the corner), or move with the arrow keys and press Enter or Space.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useReducedMotion } from "../kit/feedback/motion";
import { holeCount, keyForHole, type Mole } from "./logic";
import { HoleBack, HoleFront, MoleArt } from "./mole-art";

function wordSize(word: string): string {
  if (word.length <= 3) return "text-3xl";
  if (word.length <= 5) return "text-2xl";
  if (word.length <= 8) return "text-xl";
  return "text-base break-all";
}

function PoppingMole({ mole }: { mole: Mole }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    // Rise out of the hole once, when the mole appears (not under reduced motion).
    if (!reducedMotion)
      ref.current?.animate?.([{ transform: "translateY(100%)" }, { transform: "translateY(0)" }], {
        duration: 220,
        easing: "ease-out",
      });
  }, [reducedMotion]);
  return (
    <div ref={ref} className="absolute inset-0">
      <div className="absolute inset-x-[16%] top-0 bottom-[8%]">
        <MoleArt mood={mole.status} />
      </div>
      <span
        className={`text-ink absolute inset-x-[4%] bottom-[2%] flex min-h-[34%] items-center justify-center rounded-xl border-2 bg-white px-1 text-center leading-tight font-bold shadow ${wordSize(mole.word)} ${
          mole.status === "hit"
            ? "border-emerald-600"
            : mole.status === "oops"
              ? "border-amber-500"
              : "border-brand-900"
        }`}
      >
        {mole.word}
      </span>
    </div>
  );
}

function Reaction({ mole }: { mole: Mole }) {
  if (mole.status === "hit") {
    return (
      <span className="absolute top-1 right-1 z-20 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-sm font-bold text-white">
        <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden="true">
          <path
            d="M3 8.5l3 3 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        Yes!
      </span>
    );
  }
  if (mole.status === "oops") {
    return (
      <span className="absolute top-1 left-1/2 z-20 -translate-x-1/2 rounded-2xl border-2 border-amber-500 bg-amber-50 px-2 py-0.5 text-sm font-bold text-amber-950">
        Oops!
      </span>
    );
  }
  return null;
}

type BoardProps = { moles: Mole[]; disabled: boolean; onWhack: (hole: number) => void };

export function Board({ moles, disabled, onWhack }: BoardProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusHole, setFocusHole] = useState(4);
  const byHole = new Map(moles.map((mole) => [mole.hole, mole]));

  const onKeyDown = (event: KeyboardEvent, hole: number) => {
    const moves: Record<string, number> = {
      ArrowUp: -3,
      ArrowDown: 3,
      ArrowLeft: -1,
      ArrowRight: 1,
    };
    const delta = moves[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const sameRow = Math.floor((hole + delta) / 3) === Math.floor(hole / 3);
    const next = hole + delta;
    if (next < 0 || next >= holeCount || (Math.abs(delta) === 1 && !sameRow)) return;
    setFocusHole(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="group"
      aria-label="Mole holes"
      className="mx-auto grid w-full max-w-[min(36rem,calc(var(--play-height)_-_12rem))] grid-cols-3 gap-2 rounded-[2rem] bg-gradient-to-b from-green-300 to-green-500 p-3 sm:gap-4 sm:p-5"
    >
      {Array.from({ length: holeCount }, (_, hole) => {
        const mole = byHole.get(hole);
        const label = mole
          ? mole.status === "up"
            ? mole.word
            : mole.status === "hit"
              ? `${mole.word}, whacked`
              : `${mole.word}, not this one`
          : "empty";
        return (
          <button
            key={hole}
            ref={(el) => {
              buttons.current[hole] = el;
            }}
            type="button"
            tabIndex={hole === focusHole ? 0 : -1}
            aria-disabled={disabled}
            aria-label={`Hole ${keyForHole(hole)}: ${label}`}
            data-testid="hole"
            data-word={mole?.status === "up" ? mole.word : undefined}
            onFocus={() => setFocusHole(hole)}
            onClick={() => (disabled ? undefined : onWhack(hole))}
            onKeyDown={(event) => onKeyDown(event, hole)}
            className="relative aspect-square w-full touch-manipulation overflow-hidden rounded-3xl bg-green-200/80 shadow-inner"
          >
            <span
              className="absolute top-1 left-2 z-10 text-sm font-bold text-green-950"
              aria-hidden="true"
            >
              {keyForHole(hole)}
            </span>
            <span className="absolute inset-x-[8%] bottom-[8%] h-[22%]">
              <HoleBack />
            </span>
            <span className="absolute inset-x-[8%] top-[4%] bottom-[14%] overflow-hidden">
              {mole ? <PoppingMole key={mole.id} mole={mole} /> : null}
            </span>
            <span className="absolute inset-x-[8%] bottom-[6%] h-[14%]">
              <HoleFront />
            </span>
            {mole ? <Reaction mole={mole} /> : null}
          </button>
        );
      })}
    </div>
  );
}
