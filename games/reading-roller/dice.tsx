"use client";
// A CSS 3D die. Rolling turns the cube two extra full turns onto the rolled face over 1.5 s;
// under reduced motion it does not spin and simply shows the face once the roll settles.
import type { CSSProperties } from "react";
import { ROLL_MS } from "./data";

/** Which of the nine pip positions (reading order) each face uses. */
const pips: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** Where each face sits on the cube (opposite faces add up to 7). */
const facePlacement: Record<number, string> = {
  1: "rotateY(0deg)",
  6: "rotateY(180deg)",
  3: "rotateY(90deg)",
  4: "rotateY(-90deg)",
  5: "rotateX(90deg)",
  2: "rotateX(-90deg)",
};

/** The cube rotation that brings a face to the front. */
const showFace: Record<number, [number, number]> = {
  1: [0, 0],
  6: [0, 180],
  3: [0, -90],
  4: [0, 90],
  5: [-90, 0],
  2: [90, 0],
};

type DiceProps = { face: number; turns: number; rolling: boolean; reducedMotion: boolean };

export function Dice({ face, turns, rolling, reducedMotion }: DiceProps) {
  const [x, y] = showFace[face] ?? [0, 0];
  const spin = reducedMotion ? 0 : turns * 720;
  const cube: CSSProperties = {
    transformStyle: "preserve-3d",
    transform: `rotateX(${x + spin}deg) rotateY(${y + spin}deg)`,
    transition:
      rolling && !reducedMotion ? `transform ${ROLL_MS}ms cubic-bezier(0.2, 0.7, 0.2, 1)` : "none",
  };
  return (
    <div
      aria-hidden="true"
      className="h-24 w-24 [perspective:600px]"
      data-face={face}
      data-rolling={rolling || undefined}
    >
      <div className="relative h-full w-full" style={cube}>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <div
            key={n}
            className="absolute inset-0 grid grid-cols-3 grid-rows-3 gap-1 rounded-2xl border-2 border-slate-300 bg-white p-2.5 shadow-inner [backface-visibility:hidden]"
            style={{ transform: `${facePlacement[n]} translateZ(48px)` }}
          >
            {Array.from({ length: 9 }, (_, i) => (
              <span key={i} className="flex items-center justify-center">
                {pips[n]?.includes(i) ? (
                  <span className={`h-4 w-4 rounded-full ${n === 1 ? "bg-red-600" : "bg-ink"}`} />
                ) : null}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A small flat face for column headings, so the number on the die and the column match. */
export function DiceFaceIcon({ face }: { face: number }) {
  return (
    <span
      aria-hidden="true"
      className="grid h-8 w-8 grid-cols-3 grid-rows-3 gap-px rounded-md border-2 border-slate-400 bg-white p-0.5"
    >
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} className="flex items-center justify-center">
          {pips[face]?.includes(i) ? <span className="bg-ink h-1.5 w-1.5 rounded-full" /> : null}
        </span>
      ))}
    </span>
  );
}
