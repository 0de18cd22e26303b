"use client";
// Every game's shuffles and draws come from one seeded Random held for the life of its view, so a
// test's ?seed=N (or a tutor's saved activity) replays exactly the same game.
import { useState } from "react";
import { createRandom, seedFromLocation, type Random } from "./random";

type SeededRandomOptions = {
  /** A saved activity's own seed; without it, ?seed=N from the address, else the clock. */
  seed?: number;
  /**
   * A second, independent sequence from the same seed, for draws (mascot timing, fish movement)
   * that must not change the shuffles a seed gives.
   */
  stream?: number;
};

/**
 * The game's Random. The seed is read on the first draw, not on render: a game that deals on
 * Start renders its server frame without touching `window`, and one that deals on its first
 * render (a browser-only game) gets the same numbers it always did.
 */
export function useSeededRandom({ seed, stream = 0 }: SeededRandomOptions = {}): Random {
  const [random] = useState(() => {
    let seeded: Random | null = null;
    return () => {
      seeded ??= createRandom((seed ?? seedFromLocation(window.location.search)) ^ stream);
      return seeded();
    };
  });
  return random;
}
