"use client";
// Plays a shared activity: asks for a first name or nickname when the tutor collects results,
// runs the template's game, and reports the finished play. Each template's game is its own chunk,
// so a play link downloads only the game it shows (rendered on the server all the same).
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { startPlayAction, submitPlayAction } from "@/activities/playing/play-actions";
import {
  startAssignedPlayAction,
  submitAssignedPlayAction,
} from "@/activities/assignments/actions";
import { recordOnce } from "@/activities/playing/record-once";
import { buttonClasses } from "@/components/ui/button";
import { nicknameSchema, templateHasResults, type ActivityDraft } from "@/activities/schemas";
import type { Answer } from "@/activities/confusions/answers";

const AnagramPlay = dynamic(() => import("../anagram/play").then((m) => m.AnagramPlay));
const SentenceSensePlay = dynamic(() =>
  import("../sentence-sense/play").then((m) => m.SentenceSensePlay),
);
const SortCategoriesPlay = dynamic(() =>
  import("../sort-categories/play").then((m) => m.SortCategoriesPlay),
);
const SpinnerWheelPlay = dynamic(() =>
  import("../spinner-wheel/play").then((m) => m.SpinnerWheelPlay),
);
const PlaceValueShowdownPlay = dynamic(() =>
  import("../place-value-showdown/play").then((m) => m.PlaceValueShowdownPlay),
);
const WhackAMolePlay = dynamic(() => import("../whack-a-mole/play").then((m) => m.WhackAMolePlay));

type Props = {
  code: string;
  draft: ActivityDraft;
  resultsEnabled: boolean;
  preview: boolean;
  seed: number;
  /**
   * Opened from a student's personal link: no nickname to ask (the link knows the student) and
   * the result is stored against their part of the assignment, whether or not the shared link
   * collects results.
   */
  assigned?: { token: string; assignment: string };
};
/** A finished play; `summary` replaces the score line where there is nothing to score (a spinner). */
export type Finished = {
  score: number;
  total: number;
  missed: string[];
  summary?: string;
  /** What the child chose, item by item, where the template reports it (the confusion record). */
  answers?: Answer[];
};
/**
 * What a template's play reports: `onEnd` as soon as the activity reaches its end (the play is
 * stored then, whether or not the child presses Finish), `onDone` when the child leaves it for the
 * summary. Templates that go straight to the summary call only `onDone`.
 */
export type PlayReports = {
  onEnd: (finished: Finished) => void;
  onDone: (finished: Finished) => void;
};

function NicknameStep({ onStart }: { onStart: (nickname: string) => Promise<void> }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState("");
  const [starting, setStarting] = useState(false);
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
        setStarting(true);
        void onStart(parsed.data).finally(() => setStarting(false));
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
      <button type="submit" className={buttonClasses("primary", "mt-4")} disabled={starting}>
        Start
      </button>
    </form>
  );
}

const PLAY_FAILURE =
  "We couldn't save your result just now. Your teacher can ask you to play again.";

export function ActivityPlayer({ code, draft, resultsEnabled, preview, seed, assigned }: Props) {
  const collect =
    (resultsEnabled || Boolean(assigned)) && !preview && templateHasResults(draft.template);
  const [nickname, setNickname] = useState<string | null>(assigned ? "" : null);
  // Date.now() is read when the play starts, in the browser; an assigned play starts on arrival.
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [saved, setSaved] = useState<string>("");
  // The play's single-use token from the server, or why this play's result can't be saved.
  const [play, setPlay] = useState<{ token: string } | { message: string } | null>(null);
  // One play, one stored result: set by the first report of the end (see recordOnce).
  const record = useRef<(() => Promise<{ message?: string }>) | null>(null);

  const assignedToken = assigned?.token;
  const assignedId = assigned?.assignment;
  useEffect(() => {
    if (!assignedToken || !assignedId || !collect) return;
    let live = true;
    void startAssignedPlayAction(assignedToken, assignedId)
      .catch(() => ({ ok: false as const, message: PLAY_FAILURE }))
      .then((started) => {
        if (!live) return;
        setPlay(started.ok ? { token: started.data } : { message: started.message });
        setStartedAt(Date.now());
      });
    return () => {
      live = false;
    };
  }, [assignedToken, assignedId, collect]);

  if (collect && nickname === null) {
    return (
      <NicknameStep
        onStart={async (name) => {
          const started = await startPlayAction(code, name).catch(() => ({
            ok: false as const,
            message: PLAY_FAILURE,
          }));
          setPlay(started.ok ? { token: started.data } : { message: started.message });
          setNickname(name);
          setStartedAt(Date.now());
        }}
      />
    );
  }

  const onEnd = (result: Finished) => {
    // A round ended before any mole came up has nothing to score.
    if (!collect || nickname === null || result.total === 0) return;
    if (!play || !("token" in play)) return setSaved(play?.message ?? "");
    const seconds = Math.max(0, Math.round((Date.now() - (startedAt ?? Date.now())) / 1000));
    const played = {
      playToken: play.token,
      score: result.score,
      total: result.total,
      seconds,
      missedItems: result.missed,
      ...(result.answers ? { answers: result.answers } : {}),
    };
    record.current ??= recordOnce(() =>
      assigned
        ? submitAssignedPlayAction(assigned.token, assigned.assignment, played)
        : submitPlayAction(code, { nickname, ...played }),
    );
    void record.current().then((answer) => setSaved(answer.message ?? ""));
  };
  const onDone = (result: Finished) => {
    setFinished(result);
    onEnd(result);
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
      return <SortCategoriesPlay draft={draft} seed={seed} onEnd={onEnd} onDone={onDone} />;
    case "spinner-wheel":
      return <SpinnerWheelPlay draft={draft} seed={seed} onDone={onDone} />;
    case "place-value-showdown":
      return <PlaceValueShowdownPlay draft={draft} seed={seed} onEnd={onEnd} onDone={onDone} />;
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
