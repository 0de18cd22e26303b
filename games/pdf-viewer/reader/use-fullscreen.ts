"use client";
// Full screen for the viewer: the Fullscreen API where the browser allows it (not on iPhone, not
// inside some frames), otherwise the viewer simply covers the window. Escape leaves both.
import { useCallback, useEffect, useState, type RefObject } from "react";

export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const sync = () =>
      setNative(
        Boolean(document.fullscreenElement) && document.fullscreenElement === target.current,
      );
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, [target]);

  useEffect(() => {
    if (!covering) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setCovering(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [covering]);

  const enter = useCallback(async () => {
    const element = target.current;
    if (element && document.fullscreenEnabled && typeof element.requestFullscreen === "function") {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused (e.g. a permissions policy): fall through to covering the window.
      }
    }
    setCovering(true);
  }, [target]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    setCovering(false);
  }, []);

  const isFullscreen = native || covering;
  return { isFullscreen, covering, toggle: isFullscreen ? exit : enter };
}
