"use client";
// An assigned Letter Tiles opened from a child's personal link: the free game itself, with each
// finished "Listen and build" round saved to the student's part, where it feeds their confusion
// record. The game only reports the round in its own words; saving is this page's job.
import { useEffect, useRef, useState } from "react";
import { LetterTilesGame } from "@/games/letter-tiles/letter-tiles-game";
import type { DictationRoundResult } from "@/games/letter-tiles/dictation";
import { submitAssignedGameRoundAction } from "./actions";

/** A child reads this, so it says what happens next, not what went wrong. */
const SAVE_FAILURE =
  "We couldn't save your words just now. Your teacher can ask you to play again.";

export function AssignedLetterTiles({ token, assignment }: { token: string; assignment: string }) {
  const [saved, setSaved] = useState("");
  // When the current round began, for its time in the record (the page's first round: on load).
  const roundStart = useRef(0);
  useEffect(() => {
    roundStart.current = Date.now();
  }, []);

  const save = (round: DictationRoundResult) => {
    const now = Date.now();
    const seconds = Math.max(0, Math.round((now - roundStart.current) / 1000));
    roundStart.current = now;
    setSaved("Saving your words…");
    void submitAssignedGameRoundAction(token, assignment, { ...round, seconds })
      .catch(() => ({ ok: false as const, message: SAVE_FAILURE }))
      .then((answer) => setSaved(answer.message || SAVE_FAILURE));
  };

  return (
    <>
      <LetterTilesGame onDictationRound={save} />
      <p role="status" className="text-brand-900 mt-2 min-h-7 font-semibold">
        {saved}
      </p>
    </>
  );
}
