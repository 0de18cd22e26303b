"use client";
// A word list's form: its name, its words pasted in (with tags after a colon) or started from a
// built-in set, the words checked as the tutor types with the editors' own checks, and saved
// only when no word needs a change.
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { TOAST_MS, useToast } from "@/components/ui/toast";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { NoteList } from "../editing/editor-frame";
import { saveWordListAction } from "./actions";
import { builtInSetsBySource, findBuiltInSet } from "./built-in";
import {
  checkWords,
  listAsText,
  parsePastedList,
  tagCounts,
  WORD_LIST_LIMITS,
  wordListDraftSchema,
  type WordEntry,
} from "./list";
import { patternTagsFor } from "./patterns";

type Props = { id: string | null; initial: { name: string; words: WordEntry[] } | null };

export function WordListEditor({ id, initial }: Props) {
  const router = useRouter();
  const toast = useToast();
  const [name, setName] = useState(initial?.name ?? "");
  const [text, setText] = useState(initial ? listAsText(initial.words) : "");
  const [setId, setSetId] = useState("");
  const [refusal, setRefusal] = useState("");
  const [busy, setBusy] = useState(false);
  const nameRef = useAdoptedValue(name, setName);
  const textRef = useAdoptedValue(text, setText);
  const setRef = useAdoptedValue<string, HTMLSelectElement>(setId, setSetId);
  const sources = useMemo(() => builtInSetsBySource(), []);

  const entries = useMemo(() => parsePastedList(text), [text]);
  const problems = useMemo(() => checkWords(entries), [entries]);
  const errors = problems.filter((problem) => problem.kind === "error");
  const tags = tagCounts(entries);
  const untagged = entries.filter((entry) => !entry.tags.length).length;

  const useBuiltIn = () => {
    const set = findBuiltInSet(setId);
    if (!set) return setRefusal("Please choose a built-in set first.");
    setRefusal("");
    setText(listAsText(set.entries));
    if (!name.trim()) setName(`${set.source}: ${set.label}`);
  };

  const addPatternTags = () =>
    setText(
      listAsText(
        entries.map((entry) =>
          entry.tags.length
            ? entry
            : {
                word: entry.word,
                tags: patternTagsFor(entry.word).slice(0, WORD_LIST_LIMITS.tagsPerWord),
              },
        ),
      ),
    );

  return (
    <form
      className="space-y-6"
      aria-describedby="word-list-refusal"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = wordListDraftSchema.safeParse({ name, words: entries });
        if (!parsed.success)
          return setRefusal(
            `Not saved. ${parsed.error.issues[0]?.message ?? "Please check the list."}`,
          );
        setRefusal("");
        setBusy(true);
        const result = await saveWordListAction(id, parsed.data);
        setBusy(false);
        if (!result.ok) return setRefusal(`Not saved. ${result.message}`);
        toast.show({ title: result.message ?? "Saved.", tone: "success" }, TOAST_MS);
        if (!id && result.data) router.push(`/teacher-portal/word-lists/${result.data.id}`);
        else router.refresh();
      }}
    >
      <div>
        <label htmlFor="word-list-name" className="text-brand-900 block font-semibold">
          Name
        </label>
        <input
          ref={nameRef}
          id="word-list-name"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          className="mt-1 min-h-11 w-full max-w-xl rounded-lg border border-slate-400 px-3"
        />
      </div>

      <fieldset className="rounded-2xl border border-slate-300 p-4">
        <legend className="text-brand-900 px-1 font-semibold">Start from a built-in set</legend>
        <p className="text-sm text-slate-700">
          The words of a Letter Tiles group, a Reading Roller column or a phonics set, each with its
          tags. They replace the words below, and you can change them before saving.
        </p>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="word-list-built-in" className="block text-sm font-semibold">
              Built-in set
            </label>
            <select
              ref={setRef}
              id="word-list-built-in"
              value={setId}
              onChange={(e) => setSetId(e.target.value)}
              className="mt-1 min-h-11 rounded-lg border border-slate-400 px-3"
            >
              <option value="">Choose a set…</option>
              {sources.map((source) => (
                <optgroup key={source.source} label={source.source}>
                  {source.sets.map((set) => (
                    <option key={set.id} value={set.id}>
                      {set.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={useBuiltIn}>
            Use these words
          </Button>
        </div>
      </fieldset>

      <div>
        <label htmlFor="word-list-words" className="text-brand-900 block font-semibold">
          Words
        </label>
        <p id="word-list-words-help" className="text-sm text-slate-700">
          One word per line, or several on a line separated by commas. Give a word its sound or
          pattern tags after a colon, such as <code>ship: sh, short i</code>. Up to{" "}
          {WORD_LIST_LIMITS.words} words.
        </p>
        <textarea
          ref={textRef}
          id="word-list-words"
          value={text}
          rows={12}
          maxLength={6000}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={
            problems.length
              ? "word-list-words-help word-list-summary word-list-problems"
              : "word-list-words-help word-list-summary"
          }
          aria-invalid={errors.length > 0}
          className={`mt-1 w-full max-w-2xl rounded-lg border px-3 py-2 font-mono ${errors.length ? "border-red-700" : problems.length ? "border-amber-600" : "border-slate-400"}`}
        />
        <p id="word-list-summary" className="mt-1 text-sm text-slate-700">
          {entries.length} {entries.length === 1 ? "word" : "words"}
          {tags.length
            ? `; tags: ${tags.map((tag) => `${tag.tag} (${tag.count})`).join(", ")}`
            : "; no tags yet"}
          .
        </p>
        <NoteList id="word-list-problems" notes={problems} />
        {untagged ? (
          <Button variant="ghost" size="compact" className="mt-2" onClick={addPatternTags}>
            Tag the {untagged === 1 ? "word" : `${untagged} words`} without tags with our phonics
            patterns
          </Button>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {id ? "Save changes" : "Save word list"}
        </Button>
        <p id="word-list-refusal" role="alert" className="font-semibold text-red-700">
          {refusal}
        </p>
      </div>
      {toast.region("page")}
    </form>
  );
}
