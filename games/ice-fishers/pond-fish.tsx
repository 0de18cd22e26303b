"use client";
// One fish in the pond. A swimming fish is a button (click, tap, or Enter/Space when chosen with
// the arrow keys); a fish being reeled in or swimming away is only a picture.
import type { MouseEvent } from "react";
import { FishSprite, wordPlateInset } from "./fish-sprite";
import { ESCAPE_MS, HOOK_MS, type Fish } from "./logic";
import type { FishBox } from "./pond-layout";

type Point = { x: number; y: number };

type PondFishProps = {
  fish: Fish;
  box: FishBox;
  now: number;
  hole: Point;
  reducedMotion: boolean;
  tabbable: boolean;
  buttonRef: (node: HTMLButtonElement | null) => void;
  onCast: (event: MouseEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
};

export function PondFish({
  fish,
  box,
  now,
  hole,
  reducedMotion,
  tabbable,
  buttonRef,
  onCast,
  onFocus,
}: PondFishProps) {
  const { facing, ...position } = box;
  const style = { ...position, fontSize: Math.max(18, box.height * 0.38) };
  const picture = (
    <>
      <FishSprite colour={fish.colour} facing={facing} />
      <span
        className="text-ink absolute inset-y-[22%] flex items-center justify-center rounded-full bg-white px-1 leading-none font-bold"
        style={wordPlateInset(facing)}
      >
        {fish.word}
      </span>
    </>
  );
  if (fish.status !== "swimming") {
    return (
      <div
        aria-hidden="true"
        className="absolute"
        style={{ ...style, ...leavingMotion(fish, now, hole, box.top, reducedMotion) }}
      >
        {picture}
      </div>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={`Fish: ${fish.word}`}
      data-word={fish.word}
      onClick={onCast}
      onFocus={onFocus}
      className="ice-fish absolute touch-manipulation rounded-full"
      style={style}
    >
      {picture}
    </button>
  );
}

/** A hooked fish rises to the hole; a wrong one drifts down and away. Reduced motion: fade only. */
function leavingMotion(fish: Fish, now: number, hole: Point, top: number, reducedMotion: boolean) {
  const progress = leavingProgress(fish, now);
  const opacity =
    fish.status === "hooked" ? (progress < 0.7 ? 1 : 1 - (progress - 0.7) / 0.3) : 1 - progress;
  if (reducedMotion) return { opacity };
  const transform =
    fish.status === "hooked"
      ? `translateY(${(hole.y - top) * progress}px) scale(${1 - progress * 0.5})`
      : `translate(${progress * 60}px, ${progress * 40}px)`;
  return { opacity, transform };
}

function leavingProgress(fish: Fish, now: number): number {
  const duration = fish.status === "hooked" ? HOOK_MS : ESCAPE_MS;
  return Math.min(1, Math.max(0, (now - fish.statusAt) / duration));
}

/** The line from the rod tip, down through the hole, to the hooked fish's mouth as it rises. */
export function FishingLine({
  from,
  hole,
  box,
  fish,
  now,
  reducedMotion,
}: {
  from: Point;
  hole: Point;
  box: FishBox;
  fish: Fish;
  now: number;
  reducedMotion: boolean;
}) {
  const progress = reducedMotion ? 0 : leavingProgress(fish, now);
  const end = {
    x: box.left + box.width / 2,
    y: box.top + box.height * 0.3 + (hole.y - box.top) * progress,
  };
  return (
    <svg aria-hidden="true" className="pointer-events-none absolute inset-0 h-full w-full">
      <polyline
        points={`${from.x},${from.y} ${hole.x},${hole.y} ${end.x},${end.y}`}
        fill="none"
        stroke="#1b2a3a"
        strokeWidth="2"
      />
      <circle cx={end.x} cy={end.y} r="4" fill="#e0453a" />
    </svg>
  );
}
