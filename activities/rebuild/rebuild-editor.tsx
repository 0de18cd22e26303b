"use client";
// The editor of the two rebuild templates, Anagram and Sentence Sense: one row per word or
// sentence, checked with the shared schema as the tutor types. Words in none of the project's word
// lists are allowed but marked for a second look.
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { wordSchema } from "@/activities/fields";
import { type ActivityDraft, type ActivityTemplate } from "@/activities/schemas";
import { isKnownWord } from "@/activities/editing/word-check";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { EditorFrame } from "../editing/editor-frame";
import { PictureSelect } from "../editing/picture-select";
import { SettingCheckbox } from "../editing/setting-checkbox";
import { pasteMessage, wordsToAdd } from "../anagram/paste";
import { suggestedTags, tagsAsText, tagsFromText } from "../editing/item-tags";
import { itemTagListSchema } from "../word-lists/list";

/** `tags`: an anagram word's own tags as typed ("sh, short i"). */
type Row = { text: string; clue: string; picture: string; tags: string };
const emptyRow = (): Row => ({ text: "", clue: "", picture: "", tags: "" });

function rowsOf(draft: ActivityDraft | null): Row[] {
  if (!draft) return [emptyRow()];
  switch (draft.template) {
    case "anagram":
      return draft.content.words.map((w) => ({
        text: w.word,
        clue: w.clue ?? "",
        picture: w.picture ?? "",
        tags: tagsAsText(w.tags),
      }));
    case "sentence-sense":
      return draft.content.sentences.map((s) => ({ ...emptyRow(), text: s.sentence }));
    default:
      return [emptyRow()];
  }
}

function toDraft(
  template: ActivityTemplate,
  title: string,
  rows: Row[],
  anagramSettings: { keepDigraphs: boolean; dictation: boolean },
): unknown {
  const filled = rows.filter((row) => row.text.trim() || row.clue.trim() || row.picture);
  if (template === "anagram") {
    const words = filled.map((row) => {
      const tags = tagsFromText(row.tags);
      return {
        word: row.text,
        clue: row.clue,
        ...(row.picture ? { picture: row.picture } : {}),
        ...(tags.length ? { tags } : {}),
      };
    });
    return { template, title, content: { words }, settings: anagramSettings };
  }
  return {
    template,
    title,
    content: { sentences: filled.map((row) => ({ sentence: row.text })) },
    settings: {},
  };
}

function wordNote(
  template: ActivityTemplate,
  text: string,
): { kind: "error" | "check"; text: string } | null {
  if (template !== "anagram" || !text.trim()) return null;
  const parsed = wordSchema.safeParse(text);
  if (!parsed.success)
    return { kind: "error", text: parsed.error.issues[0]?.message ?? "Please check this word." };
  if (!isKnownWord(parsed.data))
    return { kind: "check", text: "Not in our word lists: please check the spelling." };
  return null;
}

/** Anagram and Sentence Sense: one row per word or sentence. */
export function RebuildEditor({
  template,
  id,
  initial,
}: {
  template: "anagram" | "sentence-sense";
  id: string | null;
  initial: ActivityDraft | null;
}) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial));
  const [keepDigraphs, setKeepDigraphs] = useState(
    initial?.template === "anagram" ? initial.settings.keepDigraphs : true,
  );
  const [dictation, setDictation] = useState(
    initial?.template === "anagram" ? (initial.settings.dictation ?? false) : false,
  );
  const isAnagram = template === "anagram";
  const noun = isAnagram ? "Word" : "Sentence";
  const max = isAnagram ? 30 : 20;

  const update = (index: number, change: Partial<Row>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <EditorFrame
      template={template}
      id={id}
      initialTitle={initial?.title ?? ""}
      build={(title) => toDraft(template, title, rows, { keepDigraphs, dictation })}
    >
      <fieldset>
        <legend className="text-brand-900 font-semibold">
          {isAnagram
            ? "Words (1 to 30), each with an optional clue and picture"
            : "Sentences (1 to 20), each 2 to 12 words"}
        </legend>
        <ol className="mt-2 space-y-3">
          {rows.map((row, index) => (
            <WordRow
              key={index}
              template={template}
              row={row}
              index={index}
              only={rows.length === 1}
              onChange={(change) => update(index, change)}
              onRemove={() => setRows((list) => list.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
        <button
          type="button"
          className={buttonClasses("secondary", "mt-3")}
          disabled={rows.length >= max}
          onClick={() => setRows((list) => [...list, emptyRow()])}
        >
          Add a {noun.toLowerCase()}
        </button>
      </fieldset>
      {isAnagram ? (
        <PasteWords
          max={max}
          onPaste={(text) => {
            const outcome = wordsToAdd(
              rows.map((row) => row.text),
              text,
              max,
            );
            setRows((list) => [
              ...list.filter((row) => row.text.trim() || row.clue.trim() || row.picture),
              ...outcome.added.map((word) => ({ ...emptyRow(), text: word })),
            ]);
            return pasteMessage(outcome, max);
          }}
        />
      ) : null}
      {isAnagram ? (
        <SettingCheckbox checked={keepDigraphs} onChange={setKeepDigraphs}>
          Keep digraphs (sh, ch, th, wh, ck, qu) as one tile
        </SettingCheckbox>
      ) : null}
      {isAnagram ? (
        <SettingCheckbox
          checked={dictation}
          onChange={setDictation}
          hint="Clues and pictures stay hidden until the word is built."
        >
          Listen, then build: each word is read aloud and the child builds what they hear
        </SettingCheckbox>
      ) : null}
    </EditorFrame>
  );
}

/** Many words at once: pasted in, then added as rows the tutor can give clues and pictures. */
function PasteWords({ max, onPaste }: { max: number; onPaste: (text: string) => string }) {
  const [text, setText] = useState("");
  const [message, setMessage] = useState("");
  const ref = useAdoptedValue(text, setText);
  return (
    <div>
      <label htmlFor="paste-words" className="text-brand-900 block font-semibold">
        Paste a list (many words at once)
      </label>
      <p id="paste-words-help" className="text-sm text-slate-700">
        One word per line, or separated by commas. They are added after the words above, up to {max}{" "}
        in all.
      </p>
      <textarea
        ref={ref}
        id="paste-words"
        value={text}
        rows={4}
        maxLength={3000}
        onChange={(e) => setText(e.target.value)}
        aria-describedby="paste-words-help"
        className="mt-1 w-full max-w-xl rounded-lg border border-slate-400 px-3 py-2"
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClasses("secondary")}
          onClick={() => {
            setMessage(onPaste(text));
            setText("");
          }}
        >
          Add these words
        </button>
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {message}
        </p>
      </div>
    </div>
  );
}

type WordRowProps = {
  template: ActivityTemplate;
  row: Row;
  index: number;
  /** The last row left cannot be removed. */
  only: boolean;
  onChange: (change: Partial<Row>) => void;
  onRemove: () => void;
};

/** One word (with its clue and picture) or one sentence. */
function WordRow({ template, row, index, only, onChange, onRemove }: WordRowProps) {
  const isAnagram = template === "anagram";
  const noun = isAnagram ? "Word" : "Sentence";
  const note = wordNote(template, row.text);
  const textRef = useAdoptedValue(row.text, (text) => onChange({ text }));
  const clueRef = useAdoptedValue(row.clue, (clue) => onChange({ clue }));
  const tagsRef = useAdoptedValue(row.tags, (tags) => onChange({ tags }));
  const tagsNote = isAnagram
    ? itemTagListSchema.safeParse(tagsFromText(row.tags)).error?.issues[0]?.message
    : undefined;
  return (
    <li className="flex flex-wrap items-start gap-2">
      <div>
        <label htmlFor={`item-${index}`} className="block text-sm text-slate-700">
          {noun} {index + 1}
        </label>
        <input
          ref={textRef}
          id={`item-${index}`}
          value={row.text}
          maxLength={isAnagram ? 20 : 120}
          onChange={(e) => onChange({ text: e.target.value })}
          aria-describedby={note ? `item-${index}-note` : undefined}
          className={`mt-1 min-h-11 rounded-lg border px-3 ${isAnagram ? "w-48" : "w-[min(36rem,80vw)]"} ${note?.kind === "error" ? "border-red-700" : note ? "border-amber-600" : "border-slate-400"}`}
        />
        {note ? (
          <p
            id={`item-${index}-note`}
            className={`mt-1 text-sm ${note.kind === "error" ? "text-red-700" : "text-amber-800"}`}
          >
            {note.kind === "error" ? "✗ " : "⚠ "}
            {note.text}
          </p>
        ) : null}
      </div>
      {isAnagram ? (
        <div>
          <label htmlFor={`clue-${index}`} className="block text-sm text-slate-700">
            Clue for {noun.toLowerCase()} {index + 1} (optional)
          </label>
          <input
            ref={clueRef}
            id={`clue-${index}`}
            value={row.clue}
            maxLength={120}
            onChange={(e) => onChange({ clue: e.target.value })}
            className="mt-1 min-h-11 w-64 rounded-lg border border-slate-400 px-3"
          />
        </div>
      ) : null}
      {isAnagram ? (
        <div>
          <label htmlFor={`tags-${index}`} className="block text-sm text-slate-700">
            Tags for word {index + 1} (optional)
          </label>
          <input
            ref={tagsRef}
            id={`tags-${index}`}
            value={row.tags}
            maxLength={160}
            placeholder={suggestedTags(row.text) || "sh, short i"}
            onChange={(e) => onChange({ tags: e.target.value })}
            aria-describedby={`tags-${index}-help${tagsNote ? ` tags-${index}-note` : ""}`}
            aria-invalid={tagsNote ? true : undefined}
            className={`mt-1 min-h-11 w-56 rounded-lg border px-3 ${tagsNote ? "border-red-700" : "border-slate-400"}`}
          />
          <p id={`tags-${index}-help`} className="sr-only">
            Comma-separated. Left empty, the word is tagged from our phonics patterns
            {suggestedTags(row.text) ? `: ${suggestedTags(row.text)}` : ""}.
          </p>
          {tagsNote ? (
            <p id={`tags-${index}-note`} className="mt-1 text-sm text-red-700">
              ✗ {tagsNote}
            </p>
          ) : null}
        </div>
      ) : null}
      {isAnagram ? (
        <PictureSelect
          id={`picture-${index}`}
          label={`Picture for ${noun.toLowerCase()} ${index + 1} (optional)`}
          none="No picture"
          value={row.picture}
          onChange={(picture) => onChange({ picture })}
        />
      ) : null}
      <button
        type="button"
        className={buttonClasses("secondary", "mt-6")}
        disabled={only}
        onClick={onRemove}
      >
        Remove {noun.toLowerCase()} {index + 1}
      </button>
    </li>
  );
}
