"use client";
// The tutor's own tags for a list of items (Sort Categories, Whack-a-Mole): one textarea of
// "word: tags" lines, with what the tagger gives the words as its placeholder. Problems come from
// the shared schema through the editor, so the server and the field say the same thing.
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { NoteList, type FieldNote } from "./editor-frame";
import { suggestedTagLines } from "./item-tags";

export function ItemTagsField({
  id,
  items,
  value,
  onChange,
  notes,
}: {
  id: string;
  items: readonly string[];
  value: string;
  onChange: (text: string) => void;
  notes: FieldNote[];
}) {
  const ref = useAdoptedValue(value, onChange);
  const suggested = suggestedTagLines(items);
  return (
    <div>
      <label htmlFor={id} className="text-brand-900 block font-semibold">
        Your own sound and pattern tags (optional)
      </label>
      <p id={`${id}-help`} className="text-sm text-slate-700">
        One word a line, a colon, then its tags: “ship: sh, short i”. Words you leave out are tagged
        for you from our phonics patterns, and a child&apos;s answers are recorded under the tags.
      </p>
      <textarea
        ref={ref}
        id={id}
        value={value}
        rows={3}
        placeholder={suggested || undefined}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={notes.length ? `${id}-help ${id}-notes` : `${id}-help`}
        aria-invalid={notes.some((note) => note.kind === "error") || undefined}
        className={`mt-1 w-full max-w-2xl rounded-lg border px-3 py-2 ${notes.length ? "border-red-700" : "border-slate-400"}`}
      />
      <NoteList id={`${id}-notes`} notes={notes} />
    </div>
  );
}
