"use client";
// The game loads lazily, on this route only and in the browser (it reads the address for its
// setup and seed), with a plain message while its code arrives.
import dynamic from "next/dynamic";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";

export const PlaceValueShowdownLoader = dynamic(
  () =>
    import("@/games/place-value-showdown/place-value-showdown-game").then(
      (m) => m.PlaceValueShowdownGame,
    ),
  {
    ssr: false,
    loading: () => <PlayAreaSkeleton label="Loading Place Value Showdown…" />,
  },
);
