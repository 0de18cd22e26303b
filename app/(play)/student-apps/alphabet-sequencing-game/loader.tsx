"use client";
// The game reads ?seed= from the address on its first render, so it renders in the browser only
// (no server HTML that could disagree with the seeded text).
import dynamic from "next/dynamic";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";

export const AlphabetSequencingLoader = dynamic(
  () =>
    import("@/games/alphabet-sequencing-game/alphabet-sequencing-game").then(
      (m) => m.AlphabetSequencingGame,
    ),
  { ssr: false, loading: () => <PlayAreaSkeleton label="Loading the game…" /> },
);
