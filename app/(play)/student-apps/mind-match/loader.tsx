"use client";
// The game loads lazily, on this route only and in the browser (it reads its setup and seed
// from the address), with a plain message while its code arrives.
import dynamic from "next/dynamic";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";

export const MindMatchLoader = dynamic(
  () => import("@/games/mind-match/mind-match-game").then((m) => m.MindMatchGame),
  {
    ssr: false,
    loading: () => <PlayAreaSkeleton label="Loading Mind Match…" />,
  },
);
