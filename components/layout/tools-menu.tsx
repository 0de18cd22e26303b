"use client";
// The header's student apps ("tools") menu, listing every game from games/registry.ts.
// /?menu=tools opens it on arrival.
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { games, gameHref } from "@/games/registry";

export function ToolsMenu({ onNavigate }: { onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get("menu") === "tools") {
      // Opening from the URL happens once, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOpen(true);
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
      >
        Student Apps
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      {open ? (
        <div
          id={menuId}
          role="region"
          aria-label="Student apps"
          className="absolute right-0 z-50 mt-2 w-[min(36rem,calc(100vw-2rem))] rounded-2xl border border-brand-100 bg-white p-3 shadow-xl 2xl:left-0 2xl:right-auto"
        >
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {games.map((game) => (
              <li key={game.slug}>
                <Link
                  href={gameHref(game.slug)}
                  onClick={() => {
                    setOpen(false);
                    onNavigate?.();
                  }}
                  className="flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50"
                >
                  {game.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href="/student-apps"
            onClick={() => {
              setOpen(false);
              onNavigate?.();
            }}
            className="mt-2 flex min-h-11 items-center justify-center rounded-lg bg-brand-50 text-sm font-semibold text-brand-800 hover:bg-brand-100"
          >
            See all student apps
          </Link>
        </div>
      ) : null}
    </div>
  );
}
