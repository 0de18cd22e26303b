"use client";
// Spinner Wheel fields: 2-24 segments one per line, remove-after-spin, and how many spins make a
// game when segments stay on the wheel; checked with the shared schema as the tutor types.
import { useState } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import {
  spinnerWheelContentSchema,
  spinnerWheelSettingsSchema,
  SPINNER_SPINS,
} from "@/activities/spinner-wheel/schema";
import { WORD_PATTERN } from "@/activities/fields";
import { type ActivityDraft } from "@/activities/schemas";
import { isKnownWord } from "@/activities/editing/word-check";
import { EditorFrame, linesOf, NoteList, type FieldNote } from "../editing/editor-frame";

type Draft = Extract<ActivityDraft, { template: "spinner-wheel" }>;

function segmentNotes(text: string): FieldNote[] {
  if (!text.trim()) return [];
  const segments = linesOf(text);
  const parsed = spinnerWheelContentSchema.safeParse({ segments });
  const notes: FieldNote[] = parsed.success
    ? []
    : [...new Set(parsed.error.issues.map((issue) => issue.message))].map((message) => ({
        kind: "error",
        text: message,
      }));
  // Letters and sounds (a, sh, igh) and prompts are not looked up; single longer words are.
  const unknown = segments.filter(
    (segment) => segment.length > 3 && WORD_PATTERN.test(segment) && !isKnownWord(segment),
  );
  if (unknown.length)
    notes.push({
      kind: "check",
      text: `Not in our word lists, please check the spelling: ${unknown.join(", ")}`,
    });
  return notes;
}

export function SpinnerWheelEditor({ id, initial }: { id: string | null; initial: Draft | null }) {
  const [segments, setSegments] = useState(initial?.content.segments.join("\n") ?? "");
  const [removeAfterSpin, setRemoveAfterSpin] = useState(
    initial?.settings.removeAfterSpin ?? false,
  );
  const [spins, setSpins] = useState(String(initial?.settings.spins ?? 10));
  const segmentsRef = useAdoptedValue(segments, setSegments);
  const removeAfterSpinRef = useAdoptedValue(removeAfterSpin, setRemoveAfterSpin);
  const spinsRef = useAdoptedValue(spins, setSpins);
  const notes = segmentNotes(segments);
  const spinsError = spinnerWheelSettingsSchema.safeParse({ removeAfterSpin, spins: Number(spins) })
    .error?.issues[0]?.message;
  const spinsProblem = removeAfterSpin ? undefined : spinsError;
  return (
    <EditorFrame
      template="spinner-wheel"
      id={id}
      initialTitle={initial?.title ?? ""}
      // In remove mode the spin count is hidden and unused, so a half-typed one never blocks saving.
      build={(title) => ({
        template: "spinner-wheel",
        title,
        content: { segments: linesOf(segments) },
        settings: { removeAfterSpin, spins: removeAfterSpin && spinsError ? 10 : Number(spins) },
      })}
    >
      <div>
        <label htmlFor="segments" className="text-brand-900 block font-semibold">
          Segments (2 to 24): words, letters or prompts, one per line
        </label>
        <textarea
          ref={segmentsRef}
          id="segments"
          value={segments}
          rows={8}
          onChange={(e) => setSegments(e.target.value)}
          aria-describedby={notes.length ? "segments-notes" : undefined}
          className="mt-1 w-full max-w-xl rounded-lg border border-slate-400 px-3 py-2"
        />
        <NoteList id="segments-notes" notes={notes} />
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input
          ref={removeAfterSpinRef}
          type="checkbox"
          checked={removeAfterSpin}
          onChange={(e) => setRemoveAfterSpin(e.target.checked)}
          className="h-5 w-5"
        />
        Remove a segment once it comes up (the game ends when the wheel is empty)
      </label>
      {removeAfterSpin ? null : (
        <div>
          <label htmlFor="spins" className="text-brand-900 block font-semibold">
            Spins in one game ({SPINNER_SPINS.min} to {SPINNER_SPINS.max})
          </label>
          <input
            ref={spinsRef}
            id="spins"
            type="number"
            inputMode="numeric"
            min={SPINNER_SPINS.min}
            max={SPINNER_SPINS.max}
            value={spins}
            onChange={(e) => setSpins(e.target.value)}
            aria-describedby={spinsProblem ? "spins-note" : undefined}
            className="mt-1 min-h-11 w-28 rounded-lg border border-slate-400 px-3"
          />
          <NoteList
            id="spins-note"
            notes={spinsProblem ? [{ kind: "error", text: spinsProblem }] : []}
          />
        </div>
      )}
    </EditorFrame>
  );
}
