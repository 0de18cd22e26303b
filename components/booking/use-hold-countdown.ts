"use client";
// The hold's countdown in whole seconds (lib/booking/calendar/picker.ts: secondsLeft), ticking each second
// from the moment the hold was granted; at 0 it calls onExpired once. The clock is injected so
// tests and the picker share one source of time.
import { useEffect, useState } from "react";
import { secondsLeft, type Hold } from "@/lib/booking/calendar/picker";

/** Time for the booking picker: the current instant and a repeating timer that can be stopped. */
export type PickerClock = { now(): number; every(ms: number, tick: () => void): () => void };

export const systemClock: PickerClock = {
  now: () => Date.now(),
  every(ms, tick) {
    const timer = window.setInterval(tick, ms);
    return () => window.clearInterval(timer);
  },
};

export function useHoldCountdown(
  hold: Hold | null,
  onExpired: () => void,
  clock: PickerClock = systemClock,
): number | null {
  const [tick, setTick] = useState<{ heldAt: number; remaining: number } | null>(null);

  useEffect(() => {
    if (!hold) return;
    let expired = false;
    const stop = clock.every(1000, () => {
      const remaining = secondsLeft(hold, clock.now());
      setTick({ heldAt: hold.heldAt, remaining });
      if (remaining === 0 && !expired) {
        expired = true;
        stop();
        onExpired();
      }
    });
    return stop;
  }, [hold, onExpired, clock]);

  if (!hold) return null;
  return tick && tick.heldAt === hold.heldAt ? tick.remaining : secondsLeft(hold, hold.heldAt);
}
