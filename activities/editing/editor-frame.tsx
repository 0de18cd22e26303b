"use client";
// The part every template's editor shares: the title, the save button and its announced result.
// The template's own fields come in as children and turn the form into a draft through `build`;
// the draft is checked with the shared schema here and again on the server. Every field of the
// editors takes in what was typed before the page hydrated (lib/forms/use-adopted-value.ts).
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { saveActivityAction } from "@/activities/library/actions";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { buttonClasses } from "@/components/ui/button";
import { activityDraftSchema, templateLabels, type ActivityTemplate } from "@/activities/schemas";

type Props = {
  template: ActivityTemplate;
  id: string | null;
  initialTitle: string;
  build: (title: string) => unknown;
  children: ReactNode;
};

export function EditorFrame({ template, id, initialTitle, build, children }: Props) {
  const router = useRouter();
  const [title, setTitle] = useState(initialTitle);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const titleRef = useAdoptedValue(title, setTitle);
  return (
    <form
      className="space-y-5"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = activityDraftSchema.safeParse(build(title));
        if (!parsed.success)
          return setMessage(
            parsed.error.issues[0]?.message ?? "Please check the activity's details.",
          );
        setBusy(true);
        const result = await saveActivityAction(id, parsed.data);
        setBusy(false);
        setMessage(result.message ?? "");
        if (result.ok && result.data && !id)
          router.push(`/teacher-portal/activities/${result.data.id}`);
      }}
    >
      <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
        {templateLabels[template]}
      </p>
      <div>
        <label htmlFor="activity-title" className="text-brand-900 block font-semibold">
          Title
        </label>
        <input
          ref={titleRef}
          id="activity-title"
          value={title}
          maxLength={80}
          onChange={(e) => setTitle(e.target.value)}
          className="mt-1 min-h-11 w-full max-w-xl rounded-lg border border-slate-400 px-3"
        />
      </div>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses("primary")} disabled={busy}>
          {id ? "Save changes" : "Create activity"}
        </button>
        <p role="status" aria-live="polite" className="text-slate-700">
          {message}
        </p>
      </div>
    </form>
  );
}

/** One line per entry, blank lines ignored: how a tutor pastes a lesson's list. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export type FieldNote = { kind: "error" | "check"; text: string };

/** A field's live note under it: ✗ for what must change, ⚠ for what deserves a second look. */
export function NoteList({ id, notes }: { id: string; notes: FieldNote[] }) {
  if (!notes.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm">
      {notes.map((note, i) => (
        <li key={i} className={note.kind === "error" ? "text-red-700" : "text-amber-800"}>
          {note.kind === "error" ? "✗ " : "⚠ "}
          {note.text}
        </li>
      ))}
    </ul>
  );
}
