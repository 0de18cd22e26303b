"use client";
// Plays a saved Place Value Showdown activity: the existing game with the tutor's settings. Its
// code loads in the browser only, as on the game's own page.
import dynamic from "next/dynamic";
import { useMemo, useRef } from "react";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";
import { placeValueShowdownResult } from "@/activities/place-value-showdown/schema";
import type { ActivityDraft } from "@/activities/schemas";
import type { PlayReports } from "../playing/activity-player";
import { ANSWER_LIMITS, type Answer } from "@/activities/confusions/answers";
import type { GameState } from "@/games/place-value-showdown/logic";
import { placeValueRoundAnswer } from "./answers";

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
  // Each revealed round's answer, in order (the game itself keeps only the current round).
  const rounds = useRef<Answer[]>([]);
  const activity = useMemo(() => {
    const finished = (game: GameState) => ({
      ...placeValueShowdownResult(game),
      answers: rounds.current.slice(0, ANSWER_LIMITS.answers),
    });
    return {
      settings: draft.settings,
      seed,
      onRound: (game: GameState) => {
        const answer = placeValueRoundAnswer(game);
        if (answer) rounds.current.push(answer);
      },
      onEnd: (game: GameState) => onEnd(finished(game)),
      onFinish: (game: GameState) => onDone(finished(game)),
    };
  }, [draft, seed, onEnd, onDone]);
  return <PlaceValueShowdownGame activity={activity} />;
}
