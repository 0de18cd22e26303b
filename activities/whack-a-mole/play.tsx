"use client";
// Plays a saved Whack A Mole activity: the existing game with the tutor's words, speed and round
// length. Its code loads in the browser only, as on the game's own page.
import dynamic from "next/dynamic";
import { useMemo } from "react";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";
import type { ActivityDraft } from "@/activities/schemas";
import { whackAMolePool, whackAMoleResult } from "@/activities/whack-a-mole/schema";
import type { Finished } from "../playing/activity-player";
import { whackAMoleAnswers } from "./answers";

const WhackAMoleGame = dynamic(
  () => import("@/games/whack-a-mole/whack-a-mole-game").then((m) => m.WhackAMoleGame),
  {
    ssr: false,
    loading: () => <PlayAreaSkeleton label="Loading Whack A Mole…" />,
  },
);

type Props = {
  draft: Extract<ActivityDraft, { template: "whack-a-mole" }>;
  seed: number;
  onDone: (finished: Finished) => void;
};

export function WhackAMolePlay({ draft, seed, onDone }: Props) {
  const activity = useMemo(
    () => ({
      settings: {
        pool: whackAMolePool(draft.content),
        speed: draft.settings.speed,
        time: draft.settings.time,
        customSeconds: null,
      },
      seed,
      onFinish: (round: { hits: string[]; missedTargets: string[]; wrongHits: string[] }) =>
        onDone({ ...whackAMoleResult(round), answers: whackAMoleAnswers(draft.content, round) }),
    }),
    [draft, seed, onDone],
  );
  return <WhackAMoleGame activity={activity} />;
}
