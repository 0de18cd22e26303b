"use client";
// The hold's countdown in whole seconds from expiresInSeconds (300 when none is given), ticking
// each second from the moment the hold was granted; at 0 it calls onExpired once.
import { useEffect, useState } from "react";

export const DEFAULT_HOLD_SECONDS = 300;

export type Hold = { lockId: string; expiresInSeconds: number; heldAt: number };

export function secondsLeft(hold: Hold, now: number): number {
  const total = hold.expiresInSeconds > 0 ? hold.expiresInSeconds : DEFAULT_HOLD_SECONDS;
  return Math.max(0, total - Math.floor((now - hold.heldAt) / 1000));
}

export function useHoldCountdown(hold: Hold | null, onExpired: () => void): number | null {
  const [tick, setTick] = useState<{ heldAt: number; remaining: number } | null>(null);

  useEffect(() => {
    if (!hold) return;
    let expired = false;
    const timer = window.setInterval(() => {
      const remaining = secondsLeft(hold, Date.now());
      setTick({ heldAt: hold.heldAt, remaining });
      if (remaining === 0 && !expired) {
        expired = true;
        window.clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [hold, onExpired]);

  if (!hold) return null;
  return tick && tick.heldAt === hold.heldAt ? tick.remaining : secondsLeft(hold, hold.heldAt);
}
