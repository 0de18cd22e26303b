"use client";
// A button that shows and hides a group of links (the WAI disclosure pattern, not an ARIA menu:
// Tab moves through the links as anywhere else). The links are rendered by the server and only
// hidden, so this island carries no content of its own. Escape, a click elsewhere or focus leaving
// the group closes it; choosing a link closes it too.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/** From this width the desktop bar (and its menus) is shown; below it, the drawer. */
export const DESKTOP_MEDIA = "(min-width: 64rem)";

/** The menu that ?menu=<name> asks to open on arrival. */
export function requestedMenu(): string | null {
  return new URLSearchParams(window.location.search).get("menu");
}

type Props = {
  label: string;
  /** Accessible name of the revealed group. */
  groupLabel: string;
  children: ReactNode;
  /** Opens on arrival when the address has ?menu=<this> and the desktop bar is showing. */
  openFor?: string;
  className?: string;
  panelClassName?: string;
};

export function DisclosureMenu({
  label,
  groupLabel,
  children,
  openFor,
  className = "",
  panelClassName = "",
}: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusFirstLink = useRef(false);

  useEffect(() => {
    if (!openFor || requestedMenu() !== openFor || !window.matchMedia(DESKTOP_MEDIA).matches)
      return;
    focusFirstLink.current = true;
    // Opening from the address happens once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
  }, [openFor]);

  useEffect(() => {
    if (!open) return;
    if (focusFirstLink.current) {
      focusFirstLink.current = false;
      wrapper.current?.querySelector<HTMLElement>(`[id="${CSS.escape(panelId)}"] a`)?.focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, panelId]);

  return (
    <div
      ref={wrapper}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget) && event.relatedTarget) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="hover:bg-brand-50 hover:text-brand-800 inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 motion-safe:transition-transform ${open ? "rotate-180" : ""}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <div
        id={panelId}
        role="region"
        aria-label={groupLabel}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
        className={`border-brand-100 absolute z-50 mt-2 rounded-2xl border bg-white p-3 shadow-xl ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}
