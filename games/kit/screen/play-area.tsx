"use client";
// The element that holds everything a player needs during play (GAMES.md, "One screen"). It
// carries data-play-area for the fit tests and, in present mode, fills the screen: laid out as on
// a laptop and zoomed up, so a projector shows the same board with large type.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  enterPresent,
  leavePresent,
  presentFit,
  presentRequested,
  presentZoom,
  usePresenting,
} from "./present-mode";

type PlayAreaProps = {
  children: ReactNode;
  /** Layout of the play area itself (grid, flex, gaps). */
  className?: string;
};

export function PlayArea({ children, className = "" }: PlayAreaProps) {
  const presenting = usePresenting();
  const exitButton = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(1);
  const [screen, setScreen] = useState({ width: 1280, height: 720 });
  const [top, setTop] = useState<number | null>(null);

  // Boards size themselves to what is left of the screen below the play area's top on the page
  // (site header, the shell's bar, any mode tabs). The shell's CSS gives the default layout's
  // figure for the server's first frame; measured here before paint for larger reading text or a
  // bar that wraps. Only a figure that differs is set: --play-top is inherited, so setting even the
  // same value restyles every tile and card of the board, a phone's longest task after hydration.
  useLayoutEffect(() => {
    const measure = () => {
      const node = area.current;
      if (!node) return;
      const measured = Math.round(node.getBoundingClientRect().top + window.scrollY);
      const fromShell = parseFloat(getComputedStyle(node).getPropertyValue("--play-top"));
      setTop(measured === fromShell ? null : measured);
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);

  // The first move in a game without a Start button (a tile, a card, a roll) brings the whole
  // play area into view, as Start does; after the click, so the tap lands where it was aimed.
  useEffect(() => {
    const node = area.current;
    const reveal = () => {
      if (node && node.getBoundingClientRect().bottom > window.innerHeight) showPlayArea();
    };
    node?.addEventListener("click", reveal, { once: true });
    return () => node?.removeEventListener("click", reveal);
  }, []);

  useEffect(() => {
    if (presentRequested(window.location.search)) enterPresent();
  }, []);

  useEffect(() => {
    if (!presenting) return;
    const measure = () => setScreen({ width: window.innerWidth, height: window.innerHeight });
    measure();
    exitButton.current?.focus();
    // The page behind stays still while the game fills the screen.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      // A game that used Escape (to drop a selection) has handled it; otherwise Escape leaves.
      if (event.key === "Escape" && !event.defaultPrevented) leavePresent();
    };
    // The browser's own Escape (or its "exit full screen" bar) ends full screen without a key event.
    const onFullscreenChange = () => {
      if (!document.fullscreenElement) leavePresent();
    };
    window.addEventListener("resize", measure);
    window.addEventListener("keydown", onKey);
    document.addEventListener("fullscreenchange", onFullscreenChange);
    return () => {
      root.style.overflow = overflow;
      window.removeEventListener("resize", measure);
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("fullscreenchange", onFullscreenChange);
    };
  }, [presenting]);

  // A board taller than the screen even when laid out for it (Whack-a-Mole's holes with the bar
  // above them) is scaled down as a whole, so its bottom row stays on screen. A transform does
  // not change the layout, so the observer is not set off by its own scaling.
  useLayoutEffect(() => {
    const node = content.current;
    if (!presenting || !node) {
      setFit(1);
      return;
    }
    const zoom = presentZoom(screen.width, screen.height);
    const measure = () => setFit(presentFit(window.innerHeight, node.scrollHeight, zoom));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [presenting, screen]);

  const zoom = presentZoom(screen.width, screen.height);
  return (
    <div
      data-play-area=""
      ref={area}
      data-presenting={presenting || undefined}
      className={
        presenting
          ? `fixed inset-0 z-[45] flex h-dvh w-screen items-start justify-center bg-[var(--reading-bg)] ${fit < 1 ? "overflow-hidden" : "overflow-auto"}`
          : "scroll-mt-2"
      }
    >
      {presenting ? (
        <Button
          ref={exitButton}
          variant="secondary"
          onClick={leavePresent}
          className="fixed top-3 right-3 z-10 shadow"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path
              d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Leave full screen
        </Button>
      ) : null}
      <div
        ref={content}
        className={className}
        style={
          presenting
            ? {
                zoom,
                ...(fit < 1 ? { transform: `scale(${fit})`, transformOrigin: "top center" } : {}),
                width: screen.width / zoom,
                minHeight: screen.height / zoom,
                padding: "3.5rem 1.5rem 1rem",
                ["--play-height" as string]: `calc(${screen.height / zoom}px - 4.5rem)`,
              }
            : {
                ...(top === null ? {} : { ["--play-top" as string]: `${top}px` }),
                ["--play-height" as string]: "calc(100dvh - var(--play-top, 4.5rem) - 0.5rem)",
              }
        }
      >
        {children}
      </div>
    </div>
  );
}

/**
 * Brings the play area up under the sticky site header when play starts, so the board, prompt,
 * timer and score are all on screen. Boards size themselves to var(--play-height) to fit there.
 */
export function showPlayArea() {
  // After React has drawn the started board: a short setup panel leaves nothing to scroll to.
  window.setTimeout(
    () =>
      document
        .querySelector("[data-play-area]")
        ?.scrollIntoView({ block: "start", behavior: "instant" }),
    0,
  );
}

/** The play area's size while the game's code loads, so the first frame is already the board's. */
export function PlayAreaSkeleton({ className = "", label }: { className?: string; label: string }) {
  return (
    <div
      data-play-area=""
      role="status"
      className={`bg-brand-50 text-brand-900 flex min-h-[min(32rem,calc(100dvh-14rem))] items-center justify-center rounded-3xl p-6 text-center text-lg ${className}`}
    >
      {label}
    </div>
  );
}

/**
 * After a move that re-renders the board (Start, a new round, a correct match) the focused button
 * may be gone or disabled: put focus on the next sensible control in the play area, never the body.
 * Runs after React has rendered the move.
 */
export function focusInPlayArea(selector: string) {
  window.setTimeout(() => {
    document.querySelector("[data-play-area]")?.querySelector<HTMLElement>(selector)?.focus();
  }, 0);
}

/** Like focusInPlayArea, but only when the move left focus nowhere (its button was re-rendered away). */
export function keepFocusInPlayArea(selector: string) {
  window.setTimeout(() => {
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    document.querySelector("[data-play-area]")?.querySelector<HTMLElement>(selector)?.focus();
  }, 0);
}
