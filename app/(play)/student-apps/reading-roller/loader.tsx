"use client";
// The game reads ?seed= from the address on its first render, so it renders in the browser only
// (no server HTML that could disagree with the seeded dice).
import dynamic from "next/dynamic";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";

export const ReadingRollerLoader = dynamic(
  () => import("@/games/reading-roller/reading-roller-game").then((m) => m.ReadingRollerGame),
  { ssr: false, loading: () => <PlayAreaSkeleton label="Loading the game…" /> },
);
