"use client";
// Plays a saved Place Value Showdown activity: the existing game with the tutor's settings. Its
// code loads in the browser only, as on the game's own page.
import dynamic from "next/dynamic";
import { useMemo } from "react";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";
import { placeValueShowdownResult } from "@/lib/activities/place-value-showdown";
import type { ActivityDraft } from "@/lib/activities/schemas";
import type { Finished } from "../activity-player";

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
  onDone: (finished: Finished) => void;
};

export function PlaceValueShowdownPlay({ draft, seed, onDone }: Props) {
  const activity = useMemo(
    () => ({
      settings: draft.settings,
      seed,
      onFinish: (game: { scores: [number, number]; round: number }) =>
        onDone(placeValueShowdownResult(game)),
    }),
    [draft, seed, onDone],
  );
  return <PlaceValueShowdownGame activity={activity} />;
}
