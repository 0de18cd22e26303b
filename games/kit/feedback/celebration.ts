"use client";
// Confetti with the spec's fallback: canvas-confetti first; if it cannot load, simple DOM pieces.
// Under prefers-reduced-motion neither runs and the game shows its calm static celebration.
import { celebrate, fallbackConfetti, type ConfettiOptions } from "./confetti";
import { prefersReducedMotion } from "./motion";

export type FallbackOptions = { count: number; removeAfterMs: number };

export async function celebrateWithFallback(
  confetti: ConfettiOptions,
  fallback: FallbackOptions,
): Promise<void> {
  if (prefersReducedMotion()) return;
  const fired = await celebrate(confetti);
  if (!fired) fallbackConfetti(fallback.count, fallback.removeAfterMs);
}
