"use client";
// The board of a rebuild game (Anagram, Sentence Sense): pieces to choose from, the answer row,
// and Check / Clear / Show me / Next. Every piece is a button, so mouse, touch and keyboard
// (Tab, Enter or Space) all play; nothing needs dragging.
import type { ReactNode } from "react";
import type { Piece, RebuildAction, RebuildState } from "@/games/kit/input/rebuild";
import { buttonClasses } from "@/components/ui/button";
import { PlayArea } from "@/games/kit/screen/play-area";
import { ordinal } from "@/games/kit/words/ordinal";

type Props<P> = {
  state: RebuildState<P>;
  dispatch: (action: RebuildAction) => void;
  renderPiece: (piece: Piece<P>) => ReactNode;
  pieceLabel: (piece: Piece<P>) => string;
  prompt: ReactNode;
  noun: string;
  /** What one piece is called in feedback: "tile" (Anagram) or "word" (Sentence Sense). */
  pieceNoun: string;
};

const feedbackText = {
  none: "",
  correct: "✓ Well done, that's right!",
  "try-again": "✗ Not quite. Take a tile back and try again, or press Show me.",
  shown: "Here it is. Read it once, then press Next.",
} as const;

export function RebuildBoard<P>({
  state,
  dispatch,
  renderPiece,
  pieceLabel,
  prompt,
  noun,
  pieceNoun,
}: Props<P>) {
  const round = state.round;
  if (!round) return null;
  const solved = state.feedback === "correct" || state.feedback === "shown";
  const wrong = round.wrongAt === null ? undefined : round.placed[round.wrongAt];
  // A wrong answer names the first piece out of place, so the child fixes that one, not all.
  const feedback =
    state.feedback === "try-again" && wrong && round.wrongAt !== null
      ? `✗ Not quite: the ${ordinal(round.wrongAt + 1)} ${pieceNoun}, “${wrong.text}”, is not right. Take it back and try again, or press Show me.`
      : feedbackText[state.feedback];
  return (
    <PlayArea className="border-brand-100 rounded-2xl border bg-white p-4 sm:p-6">
      <p className="text-sm text-slate-700">
        {noun} {state.index + 1} of {state.items.length} · Score {state.score}
      </p>
      <div className="mt-2">{prompt}</div>
      <h2 className="mt-4 text-sm font-semibold text-slate-700">Your answer</h2>
      <ol
        aria-label="Your answer"
        className="border-brand-200 mt-1 flex min-h-16 flex-wrap gap-2 rounded-xl border-2 border-dashed p-2"
      >
        {round.placed.map((piece) => (
          <li key={piece.id}>
            <button
              type="button"
              aria-label={`${pieceLabel(piece)}${piece === wrong ? ", not right" : ""}, take back`}
              disabled={solved}
              onClick={() => dispatch({ type: "take-back", pieceId: piece.id })}
              data-wrong={piece === wrong ? "" : undefined}
              className={`focus-visible:outline-brand-600 min-h-11 rounded-lg focus-visible:outline-4 focus-visible:outline-offset-2 ${piece === wrong ? "ring-4 ring-red-700 ring-offset-2" : ""}`}
            >
              {renderPiece(piece)}
            </button>
          </li>
        ))}
      </ol>
      <h2 className="mt-4 text-sm font-semibold text-slate-700">Pieces</h2>
      <ul aria-label="Pieces to choose from" className="mt-1 flex min-h-16 flex-wrap gap-2">
        {round.pool.map((piece) => (
          <li key={piece.id}>
            <button
              type="button"
              aria-label={`${pieceLabel(piece)}, add`}
              onClick={() => dispatch({ type: "place", pieceId: piece.id })}
              className="focus-visible:outline-brand-600 min-h-11 rounded-lg focus-visible:outline-4 focus-visible:outline-offset-2"
            >
              {renderPiece(piece)}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="text-brand-900 mt-3 min-h-6 font-semibold">
        {feedback}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {solved ? (
          <button
            type="button"
            className={buttonClasses("primary")}
            onClick={() => dispatch({ type: "next" })}
            autoFocus
          >
            {state.index + 1 === state.items.length ? "Finish" : "Next"}
          </button>
        ) : (
          <>
            <button
              type="button"
              className={buttonClasses("primary")}
              disabled={round.pool.length > 0}
              onClick={() => dispatch({ type: "check" })}
            >
              Check
            </button>
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => dispatch({ type: "clear" })}
            >
              Clear
            </button>
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => dispatch({ type: "show" })}
            >
              Show me
            </button>
          </>
        )}
      </div>
    </PlayArea>
  );
}
