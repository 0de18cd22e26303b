"use client";
// Whack A Mole's editor: the tutor's own words to whack and to skip, or a phonics set (with the
// tutor's own words for it if they like); speed and round length. Words are checked as typed.
import { useState } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { phonicsSetsByGroup, getPhonicsSet, phonicsSets } from "@/games/phonics-words";
import type { Speed } from "@/games/whack-a-mole/logic";
import { timeChoices, type TimeChoice } from "@/games/whack-a-mole/settings";
import { speedLabels } from "@/games/whack-a-mole/setup-panel";
import { customLimits } from "@/games/whack-a-mole/word-pool";
import type { ActivityDraft } from "@/activities/schemas";
import { ChoicePills } from "@/components/ui/choice-pills";
import { EditorFrame, type FieldNote } from "../editing/editor-frame";
import { ItemTagsField } from "../editing/item-tags-field";
import { tagLinesToMap, tagMapToLines } from "../editing/item-tags";
import { whackAMoleContentSchema } from "./schema";
import { wordNotes, wordsFromText, type WordNote } from "./word-notes";

type Draft = Extract<ActivityDraft, { template: "whack-a-mole" }>;
type Props = { id: string | null; initial: Draft | null };

function WordsField({
  id,
  label,
  help,
  value,
  onChange,
  notes,
}: {
  id: string;
  label: string;
  help: string;
  value: string;
  onChange: (text: string) => void;
  notes: WordNote[];
}) {
  const ref = useAdoptedValue(value, onChange);
  return (
    <div>
      <label htmlFor={id} className="text-brand-900 block font-semibold">
        {label}
      </label>
      <p id={`${id}-help`} className="text-sm text-slate-700">
        {help}
      </p>
      <textarea
        ref={ref}
        id={id}
        value={value}
        rows={3}
        maxLength={customLimits.words * (customLimits.wordLength + 2)}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={notes.length ? `${id}-help ${id}-notes` : `${id}-help`}
        className={`mt-1 w-full max-w-2xl rounded-lg border px-3 py-2 ${notes.some((n) => n.kind === "error") ? "border-red-700" : notes.length ? "border-amber-600" : "border-slate-400"}`}
      />
      {notes.length ? (
        <ul id={`${id}-notes`} className="mt-1 space-y-1 text-sm">
          {notes.map((note, index) => (
            <li
              key={`${note.word}-${index}`}
              className={note.kind === "error" ? "text-red-700" : "text-amber-800"}
            >
              {note.kind === "error" ? "✗ " : "⚠ "}
              {note.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function WhackAMoleEditor({ id, initial }: Props) {
  const content = initial?.content;
  const [source, setSource] = useState<"own" | "phonics">(content?.source ?? "own");
  const [setId, setSetId] = useState(
    content?.source === "phonics" ? content.setId : phonicsSets[0]!.id,
  );
  const [prompt, setPrompt] = useState(content?.source === "own" ? content.prompt : "");
  const [targets, setTargets] = useState(content?.targets.join(", ") ?? "");
  const [distractors, setDistractors] = useState(content?.distractors.join(", ") ?? "");
  const [tagText, setTagText] = useState(() =>
    content ? tagMapToLines(content.tags, [...content.targets, ...content.distractors]) : "",
  );
  const [speed, setSpeed] = useState<Speed>(initial?.settings.speed ?? "slow");
  const [time, setTime] = useState<TimeChoice>(initial?.settings.time ?? 60);
  const setIdRef = useAdoptedValue(setId, setSetId);
  const promptRef = useAdoptedValue(prompt, setPrompt);
  const set = getPhonicsSet(setId);
  const phonics = source === "phonics" ? setId : null;
  const targetWords = wordsFromText(targets);
  const distractorWords = wordsFromText(distractors);

  const ownTags = tagLinesToMap(tagText);
  const toDraft = (title: string) => ({
    template: "whack-a-mole",
    title,
    content:
      source === "own"
        ? { source, prompt, targets: targetWords, distractors: distractorWords, tags: ownTags.tags }
        : { source, setId, targets: targetWords, distractors: distractorWords, tags: ownTags.tags },
    settings: { speed, time },
  });
  const tagNotes: FieldNote[] = [
    ...ownTags.problems,
    ...(whackAMoleContentSchema
      .safeParse(toDraft("").content)
      .error?.issues.filter((issue) => issue.path[0] === "tags")
      .map((issue) => issue.message) ?? []),
  ].map((text) => ({ kind: "error", text }));

  return (
    <EditorFrame
      template="whack-a-mole"
      id={id}
      initialTitle={initial?.title ?? ""}
      build={toDraft}
    >
      <ChoicePills
        legend="Words on the moles"
        name="source"
        value={source}
        onChange={setSource}
        options={[
          { value: "own", label: "My own words" },
          { value: "phonics", label: "A phonics set" },
        ]}
      />
      {source === "phonics" ? (
        <div>
          <label htmlFor="phonics-set" className="text-brand-900 block font-semibold">
            Phonics set
          </label>
          <select
            ref={setIdRef}
            id="phonics-set"
            value={setId}
            onChange={(e) => setSetId(e.target.value)}
            className="mt-1 min-h-11 w-full max-w-md rounded-lg border border-slate-400 bg-white px-3"
          >
            {phonicsSetsByGroup().map((group) => (
              <optgroup key={group.group} label={group.label}>
                {group.sets.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.prompt}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {set ? <p className="mt-1 text-sm text-slate-700">{set.hint}</p> : null}
        </div>
      ) : (
        <div>
          <label htmlFor="whack-prompt" className="text-brand-900 block font-semibold">
            What to whack (the prompt the child sees)
          </label>
          <input
            ref={promptRef}
            id="whack-prompt"
            value={prompt}
            maxLength={customLimits.prompt}
            placeholder="Words on the list"
            onChange={(e) => setPrompt(e.target.value)}
            className="mt-1 min-h-11 w-full max-w-xl rounded-lg border border-slate-400 px-3"
          />
        </div>
      )}
      <WordsField
        id="whack-targets"
        label="Words to whack"
        help={
          source === "phonics"
            ? `Optional: leave empty to use the set's own ${set?.targets.length ?? ""} words. One per line or separated by commas.`
            : `1 to ${customLimits.words} words, one per line or separated by commas.`
        }
        value={targets}
        onChange={setTargets}
        notes={wordNotes(targetWords, "target", phonics)}
      />
      <WordsField
        id="whack-distractors"
        label="Words to skip"
        help={
          source === "phonics"
            ? "Optional: leave empty to use the set's own near misses."
            : `1 to ${customLimits.words} words that are not on the list, so there is something to let go.`
        }
        value={distractors}
        onChange={setDistractors}
        notes={wordNotes(distractorWords, "distractor", phonics)}
      />
      <ItemTagsField
        id="item-tags"
        items={[...targetWords, ...distractorWords]}
        value={tagText}
        onChange={setTagText}
        notes={tagNotes}
      />
      <ChoicePills
        legend="Mole speed"
        name="speed"
        value={speed}
        onChange={setSpeed}
        options={(Object.keys(speedLabels) as Speed[]).map((value) => ({
          value,
          label: speedLabels[value],
        }))}
      />
      <ChoicePills<TimeChoice>
        legend="Round length"
        name="time"
        value={time}
        onChange={setTime}
        options={timeChoices.map((value) => ({
          value,
          label: value === "off" ? "No timer (practice)" : `${value} seconds`,
        }))}
      />
    </EditorFrame>
  );
}
