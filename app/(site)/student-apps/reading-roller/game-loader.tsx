"use client";
// The game reads ?seed= from the address on its first render, so it renders in the browser only
// (no server HTML that could disagree with the seeded dice).
import dynamic from "next/dynamic";

export const ReadingRollerLoader = dynamic(
  () => import("@/games/reading-roller/ReadingRollerGame").then((m) => m.ReadingRollerGame),
  { ssr: false, loading: () => <p className="p-6 text-slate-700">Loading the game…</p> },
);
