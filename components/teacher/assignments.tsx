"use client";
// Track Assignments: give an activity or a free game (with its settings) to some of the tutor's
// students, with an optional due date and the "until 90% right" goal; then, per assignment, who
// has done it, when and how well, with overdue in words, a CSV per assignment and delete.
import { startTransition, useActionState, useId, useState, type FormEvent } from "react";
import { ActionForm, ResultMessage } from "@/components/admin/action-form";
import { Field, inputClass } from "@/components/forms/fields";
import { buttonClasses } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/chain";
import { firstErrors } from "@/lib/field-errors";
import { phonicsSetsByGroup } from "@/games/phonics-words";
import { assignAction, deleteAssignmentAction } from "@/activities/assignments/actions";
import {
  assignableGameIds,
  assignableGames,
  gameKeepsAnswers,
  letterTilesGroups,
  letterTilesModeLabels,
  readingRollerLists,
  whackSpeeds,
  whackTimes,
  type AssignableGame,
} from "@/activities/assignments/free-games";
import { progressLabel, percentRight, type AssigneeState } from "@/activities/assignments/status";

export type AssignableActivity = { id: string; title: string };
export type AssignableStudent = { id: string; name: string };

export type AssignmentRow = {
  id: string;
  title: string;
  kind: string;
  dueDate: string | null;
  /** "Tue, Nov 25, 2026", or null. */
  dueLabel: string | null;
  untilNinetyPercent: boolean;
  tutorName: string;
  assignees: {
    id: string;
    studentName: string;
    state: AssigneeState;
    plays: number;
    openedAt: string | null;
    lastScore: number | null;
    lastTotal: number | null;
    /** When it was done (or last played, if not yet done), in the business zone's words. */
    lastPlayedLabel: string | null;
    doneLabel: string | null;
  }[];
};

const selectClass = `${inputClass} py-2`;

function GameSettings({
  game,
  onModeChange,
}: {
  game: AssignableGame;
  /** Letter Tiles' mode decides whether the game can be given the 90% goal. */
  onModeChange: (mode: string) => void;
}) {
  const id = useId();
  if (game === "whack-a-mole")
    return (
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-set`} label="Word set">
          <select id={`${id}-set`} name="set" className={selectClass} defaultValue="short-a">
            {phonicsSetsByGroup().map((group) => (
              <optgroup key={group.group} label={group.label}>
                {group.sets.map((set) => (
                  <option key={set.id} value={set.id}>
                    {set.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Field id={`${id}-speed`} label="Speed">
          <select id={`${id}-speed`} name="speed" className={selectClass} defaultValue="slow">
            {whackSpeeds.map((speed) => (
              <option key={speed} value={speed}>
                {speed[0]!.toUpperCase() + speed.slice(1)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-time`} label="Round length">
          <select id={`${id}-time`} name="time" className={selectClass} defaultValue="60">
            {whackTimes.map((time) => (
              <option key={time} value={time}>
                {time === "off" ? "No timer" : `${time} seconds`}
              </option>
            ))}
          </select>
        </Field>
      </div>
    );
  if (game === "letter-tiles")
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-mode`} label="Mode">
          <select
            id={`${id}-mode`}
            name="mode"
            className={selectClass}
            defaultValue="free"
            onChange={(e) => onModeChange(e.target.value)}
          >
            {Object.entries(letterTilesModeLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-group`} label="Word group">
          <select id={`${id}-group`} name="group" className={selectClass} defaultValue="">
            <option value="">No group: free building</option>
            {letterTilesGroups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
    );
  return (
    <Field id={`${id}-list`} label="List">
      <select
        id={`${id}-list`}
        name="list"
        className={selectClass}
        defaultValue={readingRollerLists[0]?.id}
      >
        {readingRollerLists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function AssignForm({
  activities,
  students,
  initialWhat = "",
}: {
  activities: AssignableActivity[];
  students: AssignableStudent[];
  initialWhat?: string;
}) {
  const id = useId();
  const [what, setWhat] = useState(initialWhat);
  const [mode, setMode] = useState("free");
  const [goal, setGoal] = useState(false);
  const [result, dispatch, pending] = useActionState<ActionResult | null, FormData>(
    (previous, form) => assignAction(previous, form),
    null,
  );
  const errors = result && !result.ok ? firstErrors(result.fieldErrors ?? {}) : {};
  const game = what.startsWith("game:") ? (what.slice(5) as AssignableGame) : null;
  const goalAllowed = !game || gameKeepsAnswers(game, { mode });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Sent by hand so a refusal keeps the tutor's choices (a <form action> would reset them).
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(() => dispatch(form));
  };
  if (students.length === 0)
    return (
      <p className="text-slate-700">
        Add your students under My Students first; then you can assign them activities and games.
      </p>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Assign to students" className="space-y-4">
      <Field id={`${id}-what`} label="What to assign" required error={errors.what}>
        <select
          id={`${id}-what`}
          name="what"
          value={what}
          onChange={(e) => {
            setWhat(e.target.value);
            // A newly chosen game's settings open at their defaults.
            setMode("free");
          }}
          className={selectClass}
          aria-invalid={Boolean(errors.what)}
        >
          <option value="">Choose an activity or a game</option>
          {activities.length ? (
            <optgroup label="Your activities">
              {activities.map((activity) => (
                <option key={activity.id} value={`activity:${activity.id}`}>
                  {activity.title}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label="Free games">
            {assignableGameIds.map((gameId) => (
              <option key={gameId} value={`game:${gameId}`}>
                {assignableGames[gameId].title}
              </option>
            ))}
          </optgroup>
        </select>
      </Field>
      {game ? <GameSettings key={game} game={game} onModeChange={setMode} /> : null}
      <fieldset>
        <legend className="font-medium text-slate-800">Students</legend>
        <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          {students.map((student) => (
            <li key={student.id}>
              <label className="inline-flex min-h-11 items-center gap-2">
                <input type="checkbox" name="studentIds" value={student.id} className="size-5" />
                {student.name}
              </label>
            </li>
          ))}
        </ul>
        {errors.studentIds ? (
          <p className="mt-1 text-sm text-red-700">{errors.studentIds}</p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-due`} label="Due date (optional)" error={errors.dueDate}>
          <input id={`${id}-due`} type="date" name="dueDate" className={inputClass} />
        </Field>
        <div className="flex flex-col justify-end">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name="goal"
              className="size-5"
              checked={goal && goalAllowed}
              onChange={(e) => setGoal(e.target.checked)}
              disabled={!goalAllowed}
              aria-describedby={`${id}-goal-hint`}
            />
            Until 90% right
          </label>
          <p id={`${id}-goal-hint`} className="text-sm text-slate-600">
            {!goalAllowed
              ? "Free play keeps no score: choose “Listen and build” for the goal."
              : game
                ? "Done once a round is 90% right; each round is saved."
                : "Done once a play is 90% right."}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={buttonClasses("primary")}>
          {pending ? "Assigning..." : "Assign"}
        </button>
      </div>
      <ResultMessage result={result} />
    </form>
  );
}

function DeleteAssignment({ row }: { row: AssignmentRow }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        className={buttonClasses("secondary", "", "compact")}
        onClick={() => setAsking(true)}
      >
        Delete<span className="sr-only"> the assignment {row.title}</span>
      </button>
    );
  return (
    <ActionForm
      action={deleteAssignmentAction}
      submitLabel={`Delete ${row.title} and its results`}
      submitClassName={buttonClasses("danger", "", "compact")}
      className="flex flex-wrap items-center gap-2"
      label={`Delete the assignment ${row.title}`}
    >
      <input type="hidden" name="id" value={row.id} />
      <button
        type="button"
        className={buttonClasses("secondary", "", "compact")}
        onClick={() => setAsking(false)}
      >
        Keep it
      </button>
    </ActionForm>
  );
}

export function AssignmentList({ rows, showTutor }: { rows: AssignmentRow[]; showTutor: boolean }) {
  if (!rows.length)
    return (
      <p className="border-brand-200 rounded-2xl border border-dashed bg-white p-8 text-center text-slate-700">
        No assignments yet. Assign an activity or a free game above to follow who has done it.
      </p>
    );
  return (
    <ul className="space-y-4">
      {rows.map((row) => (
        <li
          key={row.id}
          className="border-brand-100 rounded-2xl border bg-white p-4"
          data-testid="assignment"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 className="text-brand-900 text-lg font-semibold">{row.title}</h3>
              <p className="text-sm text-slate-700">
                {[
                  row.kind,
                  row.dueLabel ? `Due ${row.dueLabel}` : "No due date",
                  row.untilNinetyPercent ? "Until 90% right" : "Done when played once",
                  showTutor ? `Tutor: ${row.tutorName}` : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                href={`/teacher-portal/assignments/${row.id}/csv`}
                className={buttonClasses("secondary", "", "compact")}
                download
              >
                CSV<span className="sr-only"> of {row.title}</span>
              </a>
              <DeleteAssignment row={row} />
            </div>
          </div>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">Who has done {row.title}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="p-2">
                  Student
                </th>
                <th scope="col" className="p-2">
                  Status
                </th>
                <th scope="col" className="p-2">
                  Score
                </th>
                <th scope="col" className="p-2">
                  When
                </th>
              </tr>
            </thead>
            <tbody>
              {row.assignees.map((person) => (
                <tr key={person.id} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="p-2 font-medium">
                    {person.studentName}
                  </th>
                  <td
                    className={`p-2 ${person.state === "overdue" ? "font-semibold text-red-800" : person.state === "done" ? "text-green-800" : ""}`}
                  >
                    {progressLabel(
                      {
                        doneAt: person.state === "done" ? new Date(0) : null,
                        openedAt: person.openedAt ? new Date(person.openedAt) : null,
                        plays: person.plays,
                      },
                      person.state,
                    )}
                  </td>
                  <td className="p-2">
                    {person.lastScore !== null && person.lastTotal
                      ? `${person.lastScore} of ${person.lastTotal} (${percentRight(person.lastScore, person.lastTotal)}%)`
                      : "—"}
                  </td>
                  <td className="p-2">{person.doneLabel ?? person.lastPlayedLabel ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      ))}
    </ul>
  );
}
