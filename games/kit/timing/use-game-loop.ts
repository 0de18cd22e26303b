"use client";
// Two small hooks the timed games share. useLatestState applies pure logic functions to the
// current state outside React's updater functions, so seeded random draws happen exactly once
// per event (StrictMode replays updaters). useTicker calls back with the wall clock while a
// round runs, so the pure logic can compare it with the round's end time.
import { useCallback, useEffect, useRef, useState } from "react";

export function useLatestState<S>(initial: () => S) {
  const [state, setState] = useState<S>(initial);
  const ref = useRef(state);
  const update = useCallback((next: (current: S) => S): S => {
    const value = next(ref.current);
    ref.current = value;
    setState(value);
    return value;
  }, []);
  return [state, update, ref] as const;
}

export function useTicker(active: boolean, onTick: (now: number) => void, intervalMs = 200) {
  const callback = useRef(onTick);
  useEffect(() => {
    callback.current = onTick;
  }, [onTick]);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => callback.current(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
}
