"use client";
// A round playing card with items scattered on it (Name It symbols, Math It answers). Pickable
// cards render each item as a button with its keyboard letter; arrow keys move focus between
// items in reading order, Enter or Space picks. Placements come from scatter-layout.ts.
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { moveInGrid } from "../input/grid-keys";
import type { Placement } from "./scatter-layout";

export type RoundCardItem = {
  id: string;
  /** What a screen reader hears, e.g. "Cat" or "56". */
  label: string;
  placement: Placement;
  content: ReactNode;
  keyHint?: string;
};

export type RoundCardTone = "player1" | "player2" | "center";

const toneClasses: Record<RoundCardTone, string> = {
  player1: "border-brand-500 bg-white",
  player2: "border-amber-500 bg-white",
  center: "border-slate-400 bg-cream",
};

type RoundCardProps = {
  label: string;
  tone: RoundCardTone;
  items: RoundCardItem[];
  /** Item indices in reading order (arrow keys follow it). */
  order?: number[];
  onPick?: (id: string) => void;
  /** Picks are refused (locked player); items stay focusable and say so. */
  unavailable?: boolean;
  overlay?: ReactNode;
};

export function RoundCard({
  label,
  tone,
  items,
  order,
  onPick,
  unavailable = false,
  overlay,
}: RoundCardProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const sequence = order ?? items.map((_, i) => i);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const next = moveInGrid(position, event.key, sequence.length, 4);
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
  };

  return (
    <div
      role={onPick ? "group" : "list"}
      aria-label={label}
      className={`relative aspect-square w-full max-w-[var(--card-size,26rem)] rounded-full border-4 shadow-inner ${toneClasses[tone]}`}
    >
      {sequence.map((itemIndex, position) => {
        const item = items[itemIndex];
        if (!item) return null;
        const { x, y, size, rotation } = item.placement;
        const style = { left: `${x}%`, top: `${y}%`, width: `${size}%`, height: `${size}%` };
        const art = (
          <span
            className="block h-full w-full"
            style={{ transform: `rotate(${rotation}deg)` }}
            aria-hidden="true"
          >
            {item.content}
          </span>
        );
        if (!onPick) {
          return (
            <span
              key={item.id}
              role="listitem"
              aria-label={item.label}
              data-symbol={item.id}
              className="absolute -translate-x-1/2 -translate-y-1/2"
              style={style}
            >
              {art}
            </span>
          );
        }
        return (
          <button
            key={item.id}
            ref={(node) => {
              refs.current[position] = node;
            }}
            type="button"
            data-symbol={item.id}
            data-key={item.keyHint}
            aria-label={
              item.keyHint ? `${item.label}, key ${item.keyHint.toUpperCase()}` : item.label
            }
            aria-keyshortcuts={item.keyHint?.toUpperCase()}
            aria-disabled={unavailable || undefined}
            tabIndex={position === 0 ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, position)}
            onClick={() => onPick(item.id)}
            className="focus-visible:bg-brand-50 absolute -translate-x-1/2 -translate-y-1/2 touch-manipulation rounded-full hover:bg-slate-100"
            style={style}
          >
            {art}
            {item.keyHint ? (
              <span
                aria-hidden="true"
                className="bg-ink absolute -right-1 -bottom-1 flex h-6 min-w-6 items-center justify-center rounded-md border border-white px-1 text-xs leading-none font-bold text-white uppercase"
              >
                {item.keyHint}
              </span>
            ) : null}
          </button>
        );
      })}
      {overlay}
    </div>
  );
}

/** A calm overlay on a locked player's card: padlock, text and seconds left. */
export function LockOverlay({ seconds, reason }: { seconds: number; reason: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center rounded-full bg-slate-900/70 p-6 text-center text-white">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-10 w-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeLinecap="round" />
      </svg>
      <p className="mt-2 text-lg font-bold">Locked {seconds} s</p>
      <p className="text-sm">{reason}</p>
    </div>
  );
}
