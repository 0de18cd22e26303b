"use client";
// The board is drawn from ?seed= on first render, so the game renders in the browser only
// (no server HTML that could disagree with the seeded vowels).
import dynamic from "next/dynamic";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";

export const VowelSoundsLoader = dynamic(
  () => import("@/games/vowel-sounds/vowel-sounds-game").then((m) => m.VowelSoundsGame),
  {
    ssr: false,
    loading: () => <PlayAreaSkeleton label="Loading the game…" />,
  },
);
