"use client";
// A mascot walking, swimming or flying across the scene with the Web Animations API, so
// pausing freezes it in place and resuming continues (WCAG 2.2.2). Purely decorative.
import { useEffect, useRef } from "react";
import type { Mascot } from "./data";
import { MascotArt } from "./mascot-art";

type CrossingMascotProps = { mascot: Mascot; durationMs: number; paused: boolean };

export function CrossingMascot({ mascot, durationMs, paused }: CrossingMascotProps) {
  const element = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);

  useEffect(() => {
    const node = element.current;
    if (!node || typeof node.animate !== "function") return;
    animation.current = node.animate([{ left: "-8rem" }, { left: "100%" }], {
      duration: durationMs,
      easing: "linear",
      fill: "forwards",
    });
    return () => animation.current?.cancel();
  }, [durationMs, mascot]);

  useEffect(() => {
    if (paused) animation.current?.pause();
    else animation.current?.play();
  }, [paused]);

  const lane = mascot === "yeti" || mascot === "dolphin" ? "bottom-2" : "top-2";
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute inset-x-0 ${lane} h-16 overflow-hidden sm:h-20`}
      data-mascot={mascot}
    >
      <div ref={element} className="absolute h-full w-28 sm:w-32" style={{ left: "-8rem" }}>
        <MascotArt mascot={mascot} />
      </div>
    </div>
  );
}
