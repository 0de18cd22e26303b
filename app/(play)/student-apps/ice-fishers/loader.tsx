"use client";
// The game runs in the browser only (it reads ?seed= and measures the pond) and loads after the
// page shell, so the route's first load stays small.
import dynamic from "next/dynamic";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";

export const IceFishersLoader = dynamic(
  () => import("@/games/ice-fishers/ice-fishers-game").then((m) => m.IceFishersGame),
  {
    ssr: false,
    loading: () => <PlayAreaSkeleton label="Drilling holes in the ice…" />,
  },
);
