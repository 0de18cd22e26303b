"use client";
// The game loads lazily, on this route only and in the browser (it reads its word list, timer
// and seed from the address), with a plain message while its code arrives.
import dynamic from "next/dynamic";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";

export const WhackAMoleLoader = dynamic(
  () => import("@/games/whack-a-mole/whack-a-mole-game").then((m) => m.WhackAMoleGame),
  {
    ssr: false,
    loading: () => <PlayAreaSkeleton label="Loading Whack-a-Mole…" />,
  },
);
