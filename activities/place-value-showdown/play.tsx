"use client";
// Plays a saved Place Value Showdown activity: the existing game with the tutor's settings. Its
// code loads in the browser only, as on the game's own page.
import dynamic from "next/dynamic";
import { useMemo } from "react";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";
import { placeValueShowdownResult } from "@/activities/place-value-showdown/schema";
import type { ActivityDraft } from "@/activities/schemas";
import type { PlayReports } from "../playing/activity-player";

const PlaceValueShowdownGame = dynamic(
  () =>
    import("@/games/place-value-showdown/place-value-showdown-game").then(
      (m) => m.PlaceValueShowdownGame,
    ),
  {
    ssr: false,
    loading: () => <PlayAreaSkeleton label="Loading Place Value Showdown…" />,
  },
);

type Props = {
  draft: Extract<ActivityDraft, { template: "place-value-showdown" }>;
  seed: number;
} & PlayReports;

export function PlaceValueShowdownPlay({ draft, seed, onEnd, onDone }: Props) {
  const activity = useMemo(
    () => ({
      settings: draft.settings,
      seed,
      onEnd: (game: { scores: [number, number]; round: number }) =>
        onEnd(placeValueShowdownResult(game)),
      onFinish: (game: { scores: [number, number]; round: number }) =>
        onDone(placeValueShowdownResult(game)),
    }),
    [draft, seed, onEnd, onDone],
  );
  return <PlaceValueShowdownGame activity={activity} />;
}
