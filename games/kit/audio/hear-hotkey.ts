"use client";
// The one key per screen that hears the current item (H), for hear buttons of either kind: a
// press of the key is a user gesture, as iOS needs before it speaks or plays.
import { useEffect } from "react";

export function useHearHotkey(hotkey: string | undefined, hear: () => void, enabled = true) {
  useEffect(() => {
    if (!hotkey || !enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== hotkey || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (event.defaultPrevented || typing(event.target)) return;
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
