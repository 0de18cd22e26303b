"use client";
// Spinner Wheel play: Spin turns the wheel to a seeded, fair pick; the pointer at the top shows
// the result, which is also written below the wheel and read out by the live region. Under
// prefers-reduced-motion the wheel jumps straight to the result instead of turning. A word or
// sentence it lands on can be heard (button or H); a single sound cannot (GAMES.md).
import { useMemo, useState } from "react";
import {
  lastResult,
  landingRotation,
  spin,
  spinsLeft,
  startSpinner,
} from "@/activities/spinner-wheel/logic";
import { prefersReducedMotion } from "@/games/kit/feedback/motion";
import { HearItem } from "@/games/kit/audio/hear-word";
import { buttonClasses } from "@/components/ui/button";
import type { ActivityDraft } from "@/activities/schemas";
import type { Finished } from "../playing/activity-player";
import { WheelFace } from "./wheel-face";

type Props = {
  draft: Extract<ActivityDraft, { template: "spinner-wheel" }>;
  seed: number;
  onDone: (f: Finished) => void;
};

const TURNS = 4;
const SPIN_MS = 2600;

export function SpinnerWheelPlay({ draft, seed, onDone }: Props) {
  const initial = useMemo(() => startSpinner(draft.content, draft.settings, seed), [draft, seed]);
  const [state, setState] = useState(initial);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const result = lastResult(state);
  // Between spins in remove mode the wheel already shows only what is left.
  const shown = spinning || state.landedAt !== null ? state.wheel : state.remaining;

  const onSpin = () => {
    if (spinning || state.done) return;
    const next = spin(state);
    // Read at the press, not from the render: a press right after hydration comes before the
    // hook has caught up with the browser's setting.
    const calm = prefersReducedMotion();
    setState(next);
    setRotation(landingRotation(rotation, next.landedAt!, next.wheel.length, calm ? 0 : TURNS));
    setSpinning(!calm);
  };

  const left = spinsLeft(state);
  const status = spinning ? "Spinning…" : result ? `The wheel landed on: ${result}.` : "";
  return (
    <div data-play-area className="border-brand-100 rounded-2xl border bg-white p-4 sm:p-6">
      <p className="text-sm text-slate-700">
        Spins: {state.history.length} ·{" "}
        {state.removeAfterSpin ? `${left} left on the wheel` : `${left} to go`}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-center gap-6">
        <div className="relative w-[min(22rem,80vw,55vh)]">
          <svg
            viewBox="-10 0 20 16"
            className="absolute top-0 left-1/2 z-10 w-8 -translate-x-1/2 -translate-y-1"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M -9 0 L 9 0 L 0 16 Z" fill="#b91c1c" stroke="#fff" strokeWidth="1.5" />
          </svg>
          <WheelFace
            labels={shown.map((i) => state.segments[i]!)}
            rotation={rotation}
            transition={
              spinning ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.7, 0.2, 1)` : "none"
            }
            onTransitionEnd={() => setSpinning(false)}
            className="w-full"
          />
        </div>
        <div className="flex min-w-56 flex-col items-start gap-3">
          <p className="text-sm font-semibold text-slate-700">Result</p>
          <p className="text-brand-900 min-h-12 text-3xl font-bold">
            {spinning || !result ? "…" : result}
          </p>
          {result && !spinning ? (
            <HearItem key={state.history.length} text={result} label="Hear it" hotkey="h" />
          ) : null}
          {state.done && !spinning ? (
            // Keys keep Finish a new element, so it takes the focus from the Spin button it replaces.
            <button
              key="finish"
              type="button"
              autoFocus
              className={buttonClasses("primary")}
              onClick={() =>
                onDone({
                  score: 0,
                  total: state.history.length,
                  missed: [],
                  summary: summaryOf(state.history.map((i) => state.segments[i]!)),
                })
              }
            >
              Finish
            </button>
          ) : (
            <button
              key="spin"
              type="button"
              className={buttonClasses("primary", "min-w-32 text-xl")}
              disabled={spinning || state.done}
              onClick={onSpin}
            >
              Spin
            </button>
          )}
        </div>
      </div>
      <p
        role="status"
        aria-live="polite"
        className="text-brand-900 mt-3 min-h-7 text-lg font-semibold"
      >
        {status}
        {state.done && !spinning ? " That was the last spin." : ""}
      </p>
    </div>
  );
}

function summaryOf(results: string[]): string {
  return `You spun the wheel ${results.length} ${results.length === 1 ? "time" : "times"}: ${results.join(", ")}.`;
}
