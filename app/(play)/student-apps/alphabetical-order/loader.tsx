"use client";
// The game reads ?seed= from the address on its first render, so it renders in the browser only
// (no server HTML that could disagree with the seeded shuffle).
import dynamic from "next/dynamic";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";

export const AlphabeticalOrderLoader = dynamic(
  () =>
    import("@/games/alphabetical-order/alphabetical-order-game").then(
      (m) => m.AlphabeticalOrderGame,
    ),
  { ssr: false, loading: () => <PlayAreaSkeleton label="Loading the game…" /> },
);
