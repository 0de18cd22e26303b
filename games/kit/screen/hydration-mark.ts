"use client";
// `data-hydrated="true"` on a game's root once React runs it in the browser: browser tests wait
// for it before they press a key or tap a tile (server HTML is inert until then). It is set on
// the element, not kept as state: a value that differs between the server's render and the
// browser's makes React render the whole game a second time as it hydrates, which on a phone
// was a third of Letter Tiles' longest task (npm run bench).
import { useEffect, useRef } from "react";

export function useHydrationMark<T extends HTMLElement>() {
  const root = useRef<T>(null);
  useEffect(() => {
    root.current?.setAttribute("data-hydrated", "true");
  }, []);
  return root;
}
