"use client";
// The game clock: milliseconds of play, advanced by animation frames only while the game runs.
// Pausing stops it, so fish, timers and respawns all wait (WCAG 2.2.2), and a hidden tab or a
// long frame never makes fish jump far.
import { useEffect, useRef, useState } from "react";

const MAX_FRAME_MS = 100;

/**
 * `animate`: re-render on every frame (fish swimming, a fish being reeled in). When nothing moves
 * on screen the clock still runs for the timers, but the view only renders when the state changes:
 * kinder to old Chromebooks and tablets.
 */
export function useGameClock(
  running: boolean,
  animate: boolean,
  onFrame: (now: number) => void,
): { now: number; read: () => number } {
  const [now, setNow] = useState(0);
  const clock = useRef(0);
  const frameHandler = useRef(onFrame);
  const animating = useRef(animate);
  useEffect(() => {
    frameHandler.current = onFrame;
    animating.current = animate;
  });

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let last: number | null = null;
    const step = (timestamp: number) => {
      if (last !== null) clock.current += Math.min(MAX_FRAME_MS, Math.max(0, timestamp - last));
      last = timestamp;
      if (animating.current) setNow(clock.current);
      frameHandler.current(clock.current);
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [running]);

  return { now, read: () => clock.current };
}
