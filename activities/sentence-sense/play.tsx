"use client";
// A sentence-sense activity: word cards to put in order, one sentence at a time, read aloud on request.
import { useMemo } from "react";
import { HearButton } from "@/games/kit/audio/hear-button";
import {
  createSentenceSenseGame,
  sentenceCue,
  sentenceItems,
  sentenceSenseAnswers,
} from "@/activities/sentence-sense/logic";
import type { ActivityDraft } from "@/activities/schemas";
import type { Finished } from "../playing/activity-player";
import { RebuildBoard } from "../rebuild/rebuild-board";
import { DoneReporter, useRebuild } from "../rebuild/rebuild-play";

export function SentenceSensePlay({
  draft,
  seed,
  onDone,
}: {
  draft: Extract<ActivityDraft, { template: "sentence-sense" }>;
  seed: number;
  onDone: (f: Finished) => void;
}) {
  const game = useMemo(() => createSentenceSenseGame(seed), [seed]);
  const items = useMemo(() => sentenceItems(draft.content), [draft]);
  const { state, dispatch } = useRebuild(game, items);
  if (state.done)
    return (
      <DoneReporter state={state} onDone={onDone} answersOf={sentenceSenseAnswers(draft.content)} />
    );
  const answer = items[state.index]?.answer ?? "";
  return (
    <RebuildBoard
      state={state}
      dispatch={dispatch}
      noun="Sentence"
      pieceNoun="word"
      prompt={
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-brand-900 text-lg">
            Put the word cards in order. {sentenceCue(answer)}
          </p>
          <HearButton key={state.index} text={answer} label="Hear it" hotkey="h" />
        </div>
      }
      pieceLabel={(piece) => piece.text}
      renderPiece={(piece) => (
        <span className="border-brand-700 bg-brand-50 text-brand-950 flex h-12 items-center rounded-lg border-2 px-3 text-xl font-semibold">
          {piece.text}
        </span>
      )}
    />
  );
}
