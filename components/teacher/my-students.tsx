"use client";
// "My Students": the tutor's own list of the children they teach (an admin sees every tutor's),
// each with a first name or nickname only, an optional picture code and year group, and their
// reading preferences. Add, edit in place, and delete after a confirm step that names the child.
import { startTransition, useActionState, useId, useRef, useState, type FormEvent } from "react";
import { ResultMessage } from "@/components/admin/action-form";
import { Field, TextField, describedBy, inputClass } from "@/components/forms/fields";
import { ReadingPreferenceChoices } from "@/components/reading-preferences/reading-preferences-panel";
import { preferenceFields } from "@/components/reading-preferences/options";
import { buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { ActionResult } from "@/lib/actions/chain";
import { firstErrors } from "@/lib/field-errors";
import { PersonalLinkPanel, type PersonalLink } from "./personal-link";
import { defaultReadingPreferences, type ReadingPreferences } from "@/lib/reading-preferences";
import { addStudentAction, deleteStudentAction, editStudentAction } from "@/lib/students/actions";
import {
  STUDENT_NAME_MAX,
  keysOf,
  pictureAnimals,
  pictureCodeLabel,
  pictureColours,
  yearGroups,
  type PictureAnimal,
  type PictureColour,
  type YearGroup,
} from "@/lib/students/profile";

export type StudentRow = {
  id: string;
  name: string;
  pictureColour: PictureColour | null;
  pictureAnimal: PictureAnimal | null;
  yearGroup: YearGroup | null;
  readingPreferences: ReadingPreferences;
  tutorName: string;
  /** Their personal link and its QR code, once the tutor made one. */
  link?: PersonalLink | null;
};

type StudentAction = (previous: ActionResult | null, form: FormData) => Promise<ActionResult>;

export function PictureCodeBadge({
  colour,
  animal,
}: {
  colour: PictureColour | null;
  animal: PictureAnimal | null;
}) {
  const label = pictureCodeLabel(colour, animal);
  if (!label || !colour || !animal) return null;
  return (
    <span className="bg-brand-50 text-brand-900 inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-medium">
      <span aria-hidden="true">
        {pictureColours[colour].emoji}
        {pictureAnimals[animal].emoji}
      </span>
      <span className="sr-only">Picture code:</span> {label}
    </span>
  );
}

/**
 * The choices that differ from the defaults, in the words the reading-preferences dialog uses;
 * null when all are the defaults.
 */
export function describeReadingPreferences(preferences: ReadingPreferences): string | null {
  const changed = preferenceFields
    .filter((field) => preferences[field.key] !== defaultReadingPreferences[field.key])
    .map((field) => {
      const choice = field.choices.find((c) => c.value === preferences[field.key]);
      return `${field.legend}: ${choice?.label ?? preferences[field.key]}`;
    });
  return changed.length ? changed.join(" · ") : null;
}

type FormProps = {
  student?: StudentRow;
  onSaved: (result: ActionResult) => void;
  onCancel?: () => void;
};

function StudentForm({ student, onSaved, onCancel }: FormProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(student?.name ?? "");
  const [colour, setColour] = useState<string>(student?.pictureColour ?? "");
  const [animal, setAnimal] = useState<string>(student?.pictureAnimal ?? "");
  const [yearGroup, setYearGroup] = useState<string>(student?.yearGroup ?? "");
  const [preferences, setPreferences] = useState<ReadingPreferences>(
    student?.readingPreferences ?? defaultReadingPreferences,
  );
  const action: StudentAction = student ? editStudentAction : addStudentAction;
  const [result, dispatch, pending] = useActionState<ActionResult | null, FormData>(
    async (previous, form) => {
      const answer = await action(previous, form);
      if (answer.ok && !student) {
        // Ready for the next child straight away.
        setName("");
        setColour("");
        setAnimal("");
        setYearGroup("");
        setPreferences(defaultReadingPreferences);
        nameRef.current?.focus();
      }
      if (answer.ok) onSaved(answer);
      return answer;
    },
    null,
  );
  const errors = result && !result.ok ? firstErrors(result.fieldErrors ?? {}) : {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Sent by hand rather than through <form action>, which would clear what the tutor typed when
    // the server refuses it.
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(() => dispatch(form));
  };
  const preview = pictureCodeLabel(colour || null, animal || null);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={student ? `Edit ${student.name}` : "Add a student"}
      className="space-y-4"
    >
      {student ? <input type="hidden" name="id" value={student.id} /> : null}
      <TextField
        id={`${id}-name`}
        name="name"
        label="First name or nickname"
        required
        maxLength={STUDENT_NAME_MAX}
        value={name}
        onChange={setName}
        error={errors.name}
        inputRef={nameRef}
      />
      <fieldset>
        <legend className="font-medium text-slate-800">
          Picture code <span className="font-normal text-slate-600">(optional)</span>
        </legend>
        <p id={`${id}-picture-hint`} className="text-sm text-slate-600">
          A colour and an animal, so a child who can&apos;t yet read their name can still spot it.
        </p>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <Field
            id={`${id}-colour`}
            label="Colour"
            className="min-w-40"
            error={errors.pictureColour}
          >
            <select
              id={`${id}-colour`}
              name="pictureColour"
              value={colour}
              onChange={(e) => setColour(e.target.value)}
              aria-describedby={describedBy(
                `${id}-colour`,
                errors.pictureColour,
                `${id}-picture-hint`,
              )}
              aria-invalid={errors.pictureColour ? true : undefined}
              className={inputClass}
            >
              <option value="">No colour</option>
              {keysOf(pictureColours).map((key) => (
                <option key={key} value={key}>
                  {pictureColours[key].label}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={`${id}-animal`}
            label="Animal"
            className="min-w-40"
            error={errors.pictureAnimal}
          >
            <select
              id={`${id}-animal`}
              name="pictureAnimal"
              value={animal}
              onChange={(e) => setAnimal(e.target.value)}
              aria-describedby={describedBy(
                `${id}-animal`,
                errors.pictureAnimal,
                `${id}-picture-hint`,
              )}
              aria-invalid={errors.pictureAnimal ? true : undefined}
              className={inputClass}
            >
              <option value="">No animal</option>
              {keysOf(pictureAnimals).map((key) => (
                <option key={key} value={key}>
                  {pictureAnimals[key].label}
                </option>
              ))}
            </select>
          </Field>
          {preview ? (
            <p className="pb-2 text-sm text-slate-700">
              Shows as{" "}
              <PictureCodeBadge colour={colour as PictureColour} animal={animal as PictureAnimal} />
            </p>
          ) : null}
        </div>
      </fieldset>
      <Field id={`${id}-year`} label="Year group" className="max-w-xs" error={errors.yearGroup}>
        <select
          id={`${id}-year`}
          name="yearGroup"
          value={yearGroup}
          onChange={(e) => setYearGroup(e.target.value)}
          aria-describedby={describedBy(`${id}-year`, errors.yearGroup)}
          aria-invalid={errors.yearGroup ? true : undefined}
          className={inputClass}
        >
          <option value="">Not set</option>
          {keysOf(yearGroups).map((key) => (
            <option key={key} value={key}>
              {yearGroups[key]}
            </option>
          ))}
        </select>
      </Field>
      <details className="border-brand-100 rounded-xl border bg-white p-3">
        <summary className="text-brand-800 min-h-11 cursor-pointer content-center font-semibold">
          Reading preferences{" "}
          <span className="font-normal text-slate-700">
            ({describeReadingPreferences(preferences) ?? "standard"})
          </span>
        </summary>
        <div className="mt-3 space-y-4">
          <ReadingPreferenceChoices
            preferences={preferences}
            onChange={setPreferences}
            namePrefix=""
            compact
          />
        </div>
      </details>
      <p className="text-sm text-slate-600">
        Only a first name or nickname: please don&apos;t add a surname, email, birthday or school.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={buttonClasses("primary")}>
          {pending ? "Saving..." : student ? "Save changes" : "Add student"}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClasses("secondary")}>
            Cancel
          </button>
        ) : null}
      </div>
      {result && !result.ok ? <ResultMessage result={result} /> : null}
    </form>
  );
}

function DeleteStudent({
  student,
  onDeleted,
}: {
  student: StudentRow;
  onDeleted: (result: ActionResult) => void;
}) {
  const [open, setOpen] = useState(false);
  const [result, dispatch, pending] = useActionState<ActionResult | null, FormData>(
    async (previous, form) => {
      const answer = await deleteStudentAction(previous, form);
      if (answer.ok) {
        setOpen(false);
        onDeleted(answer);
      }
      return answer;
    },
    null,
  );
  const confirm = () => {
    const form = new FormData();
    form.set("id", student.id);
    startTransition(() => dispatch(form));
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses("secondary", "", "compact")}
      >
        Delete<span className="sr-only"> {student.name}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Delete ${student.name}?`}
        description={`This deletes ${student.name} from the list and everything stored for them. It can't be undone.`}
        size="sm"
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className={buttonClasses("secondary", "", "compact")}
          >
            Keep {student.name}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={pending}
            className={buttonClasses("danger", "", "compact")}
          >
            {pending ? "Deleting..." : `Delete ${student.name}`}
          </button>
        </div>
        {result && !result.ok ? (
          <div className="mt-3">
            <ResultMessage result={result} />
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

function StudentItem({
  student,
  showTutor,
  onChanged,
}: {
  student: StudentRow;
  showTutor: boolean;
  onChanged: (result: ActionResult, after: "edited" | "deleted") => void;
}) {
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  if (editing)
    return (
      <li className="p-4">
        <h3 className="text-brand-900 mb-3 text-lg font-semibold">Edit {student.name}</h3>
        <StudentForm
          student={student}
          onSaved={(result) => {
            setEditing(false);
            onChanged(result, "edited");
          }}
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => editRef.current?.focus());
          }}
        />
      </li>
    );
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-brand-900 text-lg font-semibold">{student.name}</h3>
          <PictureCodeBadge colour={student.pictureColour} animal={student.pictureAnimal} />
        </div>
        <p className="text-sm text-slate-700">
          {student.yearGroup ? yearGroups[student.yearGroup] : "Year group not set"}
          {showTutor ? ` · Tutor: ${student.tutorName}` : ""}
        </p>
        <p className="text-sm text-slate-700">
          {describeReadingPreferences(student.readingPreferences) ?? "Standard reading preferences"}
        </p>
        <PersonalLinkPanel studentId={student.id} name={student.name} link={student.link ?? null} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          ref={editRef}
          type="button"
          onClick={() => setEditing(true)}
          className={buttonClasses("secondary", "", "compact")}
        >
          Edit<span className="sr-only"> {student.name}</span>
        </button>
        <a
          href={`/teacher-portal/students/${student.id}`}
          className={buttonClasses("secondary", "", "compact")}
        >
          Progress<span className="sr-only"> of {student.name}</span>
        </a>
        <a
          href={`/teacher-portal/students/${student.id}/csv`}
          download
          className={buttonClasses("secondary", "", "compact")}
        >
          CSV<span className="sr-only"> of {student.name}&apos;s assignments</span>
        </a>
        <DeleteStudent student={student} onDeleted={(result) => onChanged(result, "deleted")} />
      </div>
    </li>
  );
}

export function MyStudents({
  students,
  showTutor = false,
}: {
  students: StudentRow[];
  showTutor?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [message, setMessage] = useState<ActionResult | null>(null);
  const changed = (result: ActionResult) => {
    setMessage(result);
    // The row that had focus is gone or closed: the list's heading takes it, and the message is
    // announced from the status region beside it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  return (
    <div className="space-y-8">
      <section aria-labelledby="my-students-heading">
        <h2
          id="my-students-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-brand-900 text-2xl font-bold"
        >
          {showTutor ? "Every tutor's students" : "My students"}
        </h2>
        <div className="mt-2">
          <ResultMessage result={message} />
        </div>
        {students.length === 0 ? (
          <p className="mt-2 max-w-3xl text-slate-700">
            No students yet. Add the children you teach below to keep, for each one, their year
            group, a picture code they can recognise, and how they like to read (font, text size,
            spacing and background). We keep only a first name or nickname: no surname, email,
            birthday or school.
          </p>
        ) : (
          <>
            <p className="mt-2 max-w-3xl text-slate-700">
              First names or nicknames only: we keep no surname, email, birthday or school.
            </p>
            <ul className="border-brand-100 mt-4 divide-y divide-slate-200 rounded-2xl border bg-white">
              {students.map((student) => (
                <StudentItem
                  key={student.id}
                  student={student}
                  showTutor={showTutor}
                  onChanged={changed}
                />
              ))}
            </ul>
          </>
        )}
      </section>
      <section
        aria-labelledby="add-student-heading"
        className="border-brand-100 rounded-2xl border bg-white p-5"
      >
        <h2 id="add-student-heading" className="text-brand-900 text-xl font-semibold">
          Add a student
        </h2>
        <div className="mt-3">
          <StudentForm onSaved={setMessage} />
        </div>
      </section>
    </div>
  );
}
