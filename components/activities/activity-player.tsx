"use client";
// Plays a shared activity: asks for a first name or nickname when the tutor collects results,
// runs the template's game, and reports the finished play.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { submitPlayAction } from "@/app/(site)/play/[code]/actions";
import { buttonClasses } from "@/components/ui/button";
import { anagramItems, createAnagramGame, pictureClueLabel } from "@/games/anagram/logic";
import { KeywordPicture } from "@/games/kit/keyword-picture";
import { tileDescription, tileText } from "@/games/letter-tiles/tiles";
import { tileLook } from "@/games/letter-tiles/tile-face";
import type { Rebuild, RebuildAction, RebuildItem, RebuildState } from "@/games/kit/rebuild";
import { canSpeak, speak } from "@/games/kit/speech";
import { createSentenceSenseGame, sentenceItems } from "@/games/sentence-sense/logic";
import { nicknameSchema, templateHasResults, type ActivityDraft } from "@/lib/activities/schemas";
import { PlaceValueShowdownPlay } from "./place-value-showdown/play";
import { RebuildBoard } from "./rebuild-board";
import { SortCategoriesPlay } from "./sort-categories/sort-categories-play";
import { SpinnerWheelPlay } from "./spinner-wheel/spinner-wheel-play";
import { WhackAMolePlay } from "./whack-a-mole/play";

type Props = {
  code: string;
  draft: ActivityDraft;
  resultsEnabled: boolean;
  preview: boolean;
  seed: number;
};
/** A finished play; `summary` replaces the score line where there is nothing to score (a spinner). */
export type Finished = { score: number; total: number; missed: string[]; summary?: string };

function NicknameStep({ onStart }: { onStart: (nickname: string) => void }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState("");
  return (
    <form
      className="border-brand-100 max-w-md rounded-2xl border bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = nicknameSchema.safeParse(value);
        if (!parsed.success)
          return setError(
            parsed.error.issues[0]?.message ?? "Please type a first name or nickname.",
          );
        onStart(parsed.data);
      }}
    >
      <label htmlFor="nickname" className="text-brand-900 block font-semibold">
        Your first name or a nickname
      </label>
      <p id="nickname-help" className="mt-1 text-sm text-slate-700">
        Your teacher will see this name next to your score. Please don&apos;t type your surname or
        your email.
      </p>
      <input
        id="nickname"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={20}
        autoComplete="off"
        aria-describedby={error ? "nickname-help nickname-error" : "nickname-help"}
        aria-invalid={Boolean(error)}
        className="mt-2 min-h-11 w-full rounded-lg border border-slate-400 px-3"
      />
      {error ? (
        <p id="nickname-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClasses("primary", "mt-4")}>
        Start
      </button>
    </form>
  );
}

function useRebuild<P>(game: Rebuild<P>, items: RebuildItem<P>[]) {
  const [state, setState] = useState(() => game.start(items));
  return { state, dispatch: (action: RebuildAction) => setState((s) => game.step(s, action)) };
}

function AnagramPlay({
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
  if (state.done) return <DoneReporter state={state} onDone={onDone} />;
  const item = items[state.index];
  const clue = item?.clue;
  const pictureLabel = item?.picture ? pictureClueLabel(item.picture, item.answer) : null;
  return (
    <RebuildBoard
      state={state}
      dispatch={dispatch}
      noun="Word"
      prompt={
        <div className="flex flex-wrap items-center gap-4">
          {item?.picture ? (
            // Named only when the name is not the answer; otherwise hidden from screen readers,
            // who get the written clue as their hint (see pictureClueLabel).
            <span
              role={pictureLabel ? "img" : undefined}
              aria-label={pictureLabel ?? undefined}
              aria-hidden={pictureLabel ? undefined : true}
              data-picture-clue
              className="border-brand-100 bg-brand-50 flex h-24 w-24 items-center justify-center rounded-xl border-2"
            >
              <KeywordPicture name={item.picture} className="h-20 w-20" />
            </span>
          ) : null}
          <p className="text-brand-900 text-lg">
            {clue
              ? `Clue: ${clue}`
              : item?.picture
                ? "Look at the picture, then put the tiles in order to spell a word."
                : "Put the tiles in order to spell a word."}
          </p>
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

function SentenceSensePlay({
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
  // Speech is a browser feature: the server renders without the button, the browser adds it.
  const speakable = useSyncExternalStore(noSubscription, canSpeak, () => false);
  if (state.done) return <DoneReporter state={state} onDone={onDone} />;
  const answer = items[state.index]?.answer ?? "";
  return (
    <RebuildBoard
      state={state}
      dispatch={dispatch}
      noun="Sentence"
      prompt={
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-brand-900 text-lg">
            Put the word cards in order. The capital letter starts it; the full stop ends it.
          </p>
          {speakable ? (
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => speak(answer)}
            >
              Hear it
            </button>
          ) : null}
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

const noSubscription = () => () => {};

function DoneReporter<P>({
  state,
  onDone,
}: {
  state: RebuildState<P>;
  onDone: (f: Finished) => void;
}) {
  const reported = useRef(false);
  useEffect(() => {
    // Reported once, even if React renders the finished state again.
    if (reported.current) return;
    reported.current = true;
    onDone({ score: state.score, total: state.items.length, missed: state.missed });
  }, [state, onDone]);
  return null;
}

export function ActivityPlayer({ code, draft, resultsEnabled, preview, seed }: Props) {
  const collect = resultsEnabled && !preview && templateHasResults(draft.template);
  const [nickname, setNickname] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [saved, setSaved] = useState<string>("");

  if (collect && nickname === null) {
    return (
      <NicknameStep
        onStart={(name) => {
          setNickname(name);
          setStartedAt(Date.now());
        }}
      />
    );
  }

  const onDone = (result: Finished) => {
    setFinished(result);
    // A round ended before any mole came up has nothing to score.
    if (!collect || !nickname || result.total === 0) return;
    const seconds = Math.max(0, Math.round((Date.now() - (startedAt ?? Date.now())) / 1000));
    void submitPlayAction(code, {
      nickname,
      score: result.score,
      total: result.total,
      seconds,
      missedItems: result.missed,
    }).then((answer) => setSaved(answer.message));
  };

  if (finished) {
    return (
      <div data-play-area className="border-brand-100 rounded-2xl border bg-white p-6">
        <h2 className="text-brand-900 text-2xl font-bold">All done!</h2>
        <p className="mt-2 text-lg" role="status">
          {finished.summary ?? finishedText(draft.template, finished)}
        </p>
        {finished.missed.length ? (
          <p className="mt-1 text-slate-700">Worth another look: {finished.missed.join(", ")}</p>
        ) : null}
        {collect && finished.total > 0 ? (
          <p className="mt-2 text-slate-700" aria-live="polite">
            {saved || "Saving your result…"}
          </p>
        ) : null}
        {preview && templateHasResults(draft.template) ? (
          <p className="mt-2 text-slate-700">This was a preview, so no result was saved.</p>
        ) : null}
      </div>
    );
  }

  switch (draft.template) {
    case "anagram":
      return <AnagramPlay draft={draft} seed={seed} onDone={onDone} />;
    case "sentence-sense":
      return <SentenceSensePlay draft={draft} seed={seed} onDone={onDone} />;
    case "sort-categories":
      return <SortCategoriesPlay draft={draft} seed={seed} onDone={onDone} />;
    case "spinner-wheel":
      return <SpinnerWheelPlay draft={draft} seed={seed} onDone={onDone} />;
    case "place-value-showdown":
      return <PlaceValueShowdownPlay draft={draft} seed={seed} onDone={onDone} />;
    case "whack-a-mole":
      return <WhackAMolePlay draft={draft} seed={seed} onDone={onDone} />;
  }
}

function finishedText(template: ActivityDraft["template"], { score, total }: Finished): string {
  switch (template) {
    case "place-value-showdown":
      return `You won ${score} of ${total} ${total === 1 ? "round" : "rounds"}.`;
    case "whack-a-mole":
      return total === 0
        ? "No moles came up this time, so there is no score to save."
        : `You scored ${score} out of ${total}: each mole you whacked right is a point.`;
    default:
      return `You got ${score} of ${total} right first time.`;
  }
}
