"use client";
// Celebrations with canvas-confetti, bundled from npm and loaded on demand. Under
// prefers-reduced-motion nothing flies; games show their calm static celebration instead.
import { prefersReducedMotion } from "./motion";

export type ConfettiOptions = { particleCount: number; durationMs?: number; spread?: number };

/** Fires confetti; resolves false when motion is reduced or confetti could not load. */
export async function celebrate({
  particleCount,
  durationMs,
  spread = 80,
}: ConfettiOptions): Promise<boolean> {
  if (typeof window === "undefined" || prefersReducedMotion()) return false;
  try {
    const { default: confetti } = await import("canvas-confetti");
    if (!durationMs) {
      await confetti({ particleCount, spread, origin: { y: 0.6 }, disableForReducedMotion: true });
      return true;
    }
    // Spread the particles over the duration in small bursts.
    const bursts = Math.max(1, Math.round(durationMs / 250));
    const perBurst = Math.max(1, Math.round(particleCount / bursts));
    for (let i = 0; i < bursts; i++) {
      window.setTimeout(() => {
        void confetti({
          particleCount: perBurst,
          spread,
          origin: { x: Math.random(), y: 0.3 },
          disableForReducedMotion: true,
        });
      }, i * 250);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * The fallback celebration when canvas-confetti cannot load: count simple DOM pieces that are
 * removed after removeAfterMs. Returns the container so tests can count pieces.
 */
export function fallbackConfetti(count: number, removeAfterMs: number): HTMLElement | null {
  if (typeof document === "undefined" || prefersReducedMotion()) return null;
  const container = document.createElement("div");
  container.setAttribute("aria-hidden", "true");
  container.dataset.fallbackConfetti = String(count);
  container.style.cssText = "position:fixed;inset:0;pointer-events:none;overflow:hidden;z-index:60";
  const colours = ["#0e8fdc", "#fbc531", "#38abf0", "#ef6f6c", "#7bc67b"];
  for (let i = 0; i < count; i++) {
    const piece = document.createElement("span");
    piece.style.cssText = `position:absolute;top:-10px;left:${(i * 37) % 100}%;width:8px;height:12px;background:${colours[i % colours.length]};transform:rotate(${(i * 47) % 360}deg);transition:transform ${removeAfterMs}ms linear, top ${removeAfterMs}ms ease-in;`;
    container.appendChild(piece);
  }
  document.body.appendChild(container);
  requestAnimationFrame(() => {
    container.querySelectorAll("span").forEach((piece, i) => {
      piece.style.top = "110%";
      piece.style.transform = `rotate(${(i * 97) % 720}deg)`;
    });
  });
  window.setTimeout(() => container.remove(), removeAfterMs);
  return container;
}
