"use client";
// An assigned free game opened from a child's personal link: the free game itself, with each
// finished round saved to the student's part, where it feeds their confusion record. The games
// only report a round in their own words; saving is this page's job.
import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";
import { LetterTilesGame } from "@/games/letter-tiles/letter-tiles-game";
import type { DictationRoundResult } from "@/games/letter-tiles/dictation";
import type { RoundState } from "@/games/whack-a-mole/logic";
import { parseSettings } from "@/games/whack-a-mole/settings";
import type { ReadingRoundResult } from "@/games/reading-roller/reading-check";
import { gameQuery, readingRollerList } from "./free-games";
import { submitAssignedGameRoundAction } from "./actions";

/** A child reads this, so it says what happens next, not what went wrong. */
const SAVE_FAILURE =
  "We couldn't save your round just now. Your teacher can ask you to play again.";

// Their code loads in the browser only, as on the games' own pages.
const WhackAMoleGame = dynamic(
  () => import("@/games/whack-a-mole/whack-a-mole-game").then((m) => m.WhackAMoleGame),
  { ssr: false, loading: () => <PlayAreaSkeleton label="Loading Whack-a-Mole…" /> },
);
const ReadingRollerGame = dynamic(
  () => import("@/games/reading-roller/reading-roller-game").then((m) => m.ReadingRollerGame),
  { ssr: false, loading: () => <PlayAreaSkeleton label="Loading Reading Roller…" /> },
);

type Link = { token: string; assignment: string };

/**
 * Saves each round a game reports, with how long it took when the game does not say (from the
 * page's load, then from the last round), and says so below the game.
 */
function useRoundSaver({ token, assignment }: Link) {
  const [saved, setSaved] = useState("");
  const roundStart = useRef(0);
  useEffect(() => {
    roundStart.current = Date.now();
  }, []);

  const save = useCallback(
    (round: Record<string, unknown> & { seconds?: number }) => {
      const now = Date.now();
      const seconds = round.seconds ?? Math.max(0, Math.round((now - roundStart.current) / 1000));
      roundStart.current = now;
      setSaved("Saving your round…");
      void submitAssignedGameRoundAction(token, assignment, { ...round, seconds })
        .catch(() => ({ ok: false as const, message: SAVE_FAILURE }))
        .then((answer) => setSaved(answer.message || SAVE_FAILURE));
    },
    [token, assignment],
  );

  const status = (
    <p role="status" className="text-brand-900 mt-2 min-h-7 font-semibold">
      {saved}
    </p>
  );
  return { save, status };
}

export function AssignedLetterTiles(link: Link) {
  const { save, status } = useRoundSaver(link);
  return (
    <>
      <LetterTilesGame onDictationRound={(round: DictationRoundResult) => save(round)} />
      {status}
    </>
  );
}

export function AssignedWhackAMole({
  settings,
  seed,
  ...link
}: Link & { settings: Record<string, string>; seed: number }) {
  const { save, status } = useRoundSaver(link);
  const activity = useMemo(
    () => ({
      // The assigned set, speed and length, read the way the game reads its own address.
      settings: parseSettings(gameQuery("whack-a-mole", settings)).settings,
      seed,
      onFinish: ({ hits, missedTargets, wrongHits, time }: RoundState) => {
        // A round ended before any mole came up says nothing about the child.
        if (hits.length + missedTargets.length + wrongHits.length === 0) return;
        save({ hits, missedTargets, wrongHits, seconds: Math.round(time / 1000) });
      },
    }),
    [settings, seed, save],
  );
  return (
    <>
      <WhackAMoleGame activity={activity} />
      {status}
    </>
  );
}

export function AssignedReadingRoller({
  settings,
  ...link
}: Link & { settings: Record<string, string> }) {
  const { save, status } = useRoundSaver(link);
  return (
    <>
      <ReadingRollerGame
        assigned={{
          list: readingRollerList(settings),
          onRound: (round: ReadingRoundResult) => save(round),
        }}
      />
      {status}
    </>
  );
}
