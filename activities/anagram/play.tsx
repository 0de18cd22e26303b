"use client";
// An anagram activity: letter tiles to put in order, one word at a time, with its clue or picture.
// The clue can be heard while the child builds (button or H), and the word once it is built or
// shown, so the child reads, hears and says it. The word is not spoken before, and
// pictureClueLabel keeps it unspoken too, unless the tutor chose "Listen, then build"
// (dictation): then the word is what the child hears first, and the clue and picture wait until
// it is built. Where the device has no voice, dictation falls back to the clue, so the child can
// still play.
import { useMemo } from "react";
import { HearButton } from "@/games/kit/audio/hear-button";
import { useSpeechStatus } from "@/games/kit/audio/speech";
import {
  anagramAnswers,
  anagramItems,
  createAnagramGame,
  pictureClueLabel,
} from "@/activities/anagram/logic";
import { KeywordPicture } from "@/games/kit/words/keyword-picture";
import { tileLook } from "@/games/letter-tiles/tile-face";
import { tileDescription, tileText } from "@/games/letter-tiles/tiles";
import type { ActivityDraft } from "@/activities/schemas";
import type { Finished } from "../playing/activity-player";
import { RebuildBoard } from "../rebuild/rebuild-board";
import { DoneReporter, useRebuild } from "../rebuild/rebuild-play";

export function AnagramPlay({
  draft,
  seed,
  onDone,
}: {
  draft: Extract<ActivityDraft, { template: "anagram" }>;
  seed: number;
  onDone: (f: Finished) => void;
}) {
  const game = useMemo(() => createAnagramGame(seed), [seed]);
  const items = useMemo(() => anagramItems(draft.content, draft.settings), [draft]);
  const { state, dispatch } = useRebuild(game, items);
  const speech = useSpeechStatus();
  if (state.done)
    return <DoneReporter state={state} onDone={onDone} answersOf={anagramAnswers(draft)} />;
  const item = items[state.index];
  const solved = state.feedback === "correct" || state.feedback === "shown";
  const listening = draft.settings.dictation === true && speech !== "none" && !solved;
  const clue = listening ? undefined : item?.clue;
  const picture = listening ? undefined : item?.picture;
  const pictureLabel = picture && item ? pictureClueLabel(picture, item.answer) : null;
  return (
    <RebuildBoard
      state={state}
      dispatch={dispatch}
      noun="Word"
      pieceNoun="tile"
      prompt={
        <div className="flex flex-wrap items-center gap-4">
          {picture ? (
            // Named only when the name is not the answer; otherwise hidden from screen readers,
            // who get the written clue as their hint (see pictureClueLabel).
            <span
              role={pictureLabel ? "img" : undefined}
              aria-label={pictureLabel ?? undefined}
              aria-hidden={pictureLabel ? undefined : true}
              data-picture-clue
              className="border-brand-100 bg-brand-50 flex h-24 w-24 items-center justify-center rounded-xl border-2"
            >
              <KeywordPicture name={picture} className="h-20 w-20" />
            </span>
          ) : null}
          <p className="text-brand-900 text-lg">
            {listening
              ? "Listen to the word, then put the tiles in order to spell it."
              : clue
                ? `Clue: ${clue}`
                : picture
                  ? "Look at the picture, then put the tiles in order to spell a word."
                  : "Put the tiles in order to spell a word."}
          </p>
          {item && (solved || listening) ? (
            <HearButton key="word" text={item.answer} label="Hear the word" hotkey="h" />
          ) : clue ? (
            <HearButton key="clue" text={clue} label="Hear the clue" hotkey="h" />
          ) : null}
        </div>
      }
      pieceLabel={(piece) => tileDescription(piece.data, false)}
      renderPiece={(piece) => (
        <span
          className={`flex h-12 min-w-12 items-center justify-center border-[3px] px-2 text-2xl font-semibold ${tileLook(piece.data)}`}
        >
          {tileText(piece.data, false)}
        </span>
      )}
    />
  );
}
