"use client";
// The one key per screen that hears the current item, for hear buttons of either kind: a press
// of the key is a user gesture, as iOS needs before it speaks or plays. H everywhere, except where
// a game already gives H another job (the two-player races use both home rows as buzzers), which
// passes its own key; the button shows whichever key it is.
import { useEffect } from "react";

/** The hear key of a one-player screen. */
export const HEAR_KEY = "h";

/** How a hear key is written on its button and in aria-keyshortcuts: "H". */
export const hearKeyName = (key: string) => key.toUpperCase();

export function useHearHotkey(hotkey: string | undefined, hear: () => void, enabled = true) {
  useEffect(() => {
    if (!hotkey || !enabled) return;
    const key = hotkey.toLowerCase();
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== key || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.repeat || event.defaultPrevented || typing(event.target)) return;
      event.preventDefault();
      hear();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [hotkey, hear, enabled]);
}

function typing(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}
