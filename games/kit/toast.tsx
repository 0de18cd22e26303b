"use client";
// A short on-screen message for games ("Try again", "Time's up!"), shown for a given duration.
import { useCallback, useEffect, useRef, useState } from "react";

export type GameToast = {
  id: number;
  title: string;
  description?: string;
  tone: "info" | "success" | "warning";
};

export function useGameToast() {
  const [toast, setToast] = useState<GameToast | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(
    (
      title: string,
      durationMs: number,
      options: { description?: string; tone?: GameToast["tone"] } = {},
    ) => {
      window.clearTimeout(timer.current);
      setToast({
        id: Date.now(),
        title,
        description: options.description,
        tone: options.tone ?? "info",
      });
      timer.current = window.setTimeout(() => setToast(null), durationMs);
    },
    [],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const node = toast ? (
    <div
      role="status"
      aria-live="polite"
      data-testid="game-toast"
      className={`fixed top-24 left-1/2 z-50 -translate-x-1/2 rounded-2xl px-5 py-3 text-center shadow-lg ${
        toast.tone === "success"
          ? "bg-emerald-700 text-white"
          : toast.tone === "warning"
            ? "bg-amber-100 text-amber-950"
            : "bg-brand-900 text-white"
      }`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="text-sm">{toast.description}</p> : null}
    </div>
  ) : null;
  return { show, toast, node };
}
