// Present mode: one page-wide switch shared by the shell's Full screen button and the game's
// play area, so the button can live in the page header while the play area lives in the game.
import { useSyncExternalStore } from "react";

/** The play area is laid out as if on a 1280x720 laptop screen, then zoomed to the real screen. */
export const PRESENT_BASE = { width: 1280, height: 720 } as const;

let presenting = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setPresenting(next: boolean) {
  if (presenting === next) return;
  presenting = next;
  listeners.forEach((listener) => listener());
}

export function usePresenting() {
  return useSyncExternalStore(
    subscribe,
    () => presenting,
    () => false,
  );
}

/** `?present=1` (or `true`) opens the game straight in present mode, for a lesson link. */
export function presentRequested(search: string) {
  const value = new URLSearchParams(search).get("present");
  return value === "1" || value === "true";
}

/**
 * How much to zoom the play area so a laptop-sized layout fills the screen: never below 1 (a small
 * screen keeps its own responsive layout), growing with the screen so type gets large on a projector.
 */
export function presentZoom(width: number, height: number) {
  return Math.max(1, Math.min(width / PRESENT_BASE.width, height / PRESENT_BASE.height));
}

/** Opens present mode from a click: real full screen where the browser allows it, else the window. */
export function enterPresent() {
  setPresenting(true);
  const area = document.querySelector<HTMLElement>("[data-play-area]");
  // Without a user gesture (?present=1) or in an iframe the request is refused: the fallback,
  // filling the window, is already on.
  area?.requestFullscreen?.().catch(() => {});
}

export function leavePresent() {
  if (!presenting) return;
  setPresenting(false);
  if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
  // Back on the control that opened it, once React has removed the full-screen frame.
  window.setTimeout(() => document.querySelector<HTMLElement>("[data-present-button]")?.focus(), 0);
}

/**
 * The extra scale that fits a presented board into the screen's height: 1 when it fits, less
 * when its content runs below the screen. contentHeight is in the board's own pixels, before
 * its zoom.
 */
export function presentFit(screenHeight: number, contentHeight: number, zoom: number) {
  const onScreen = contentHeight * zoom;
  return onScreen <= screenHeight + 1 ? 1 : screenHeight / onScreen;
}
