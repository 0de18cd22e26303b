"use client";
// The staff area's sound library: the 44 sounds of the keyword table, each with its keyword and
// picture, and a recorder for the sound and for the keyword. Export and import carry the whole
// library as one file.
import { useState, useSyncExternalStore, type ChangeEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import { recordingSlots, recordingSlot } from "@/games/kit/audio/recordings";
import { KeywordPicture } from "@/games/kit/words/keyword-picture";
import { soundKeywords, type SoundKind } from "@/games/kit/words/sound-keywords";
import { saveRecordingAction } from "@/lib/sounds/actions";
import { libraryFileSchema, soundMessages } from "@/lib/sounds/schemas";
import { canRecord } from "./record-audio";
import { SoundRecorder } from "./sound-recorder";

const noSubscription = () => () => {};

const groups: { kind: SoundKind; title: string }[] = [
  { kind: "consonant", title: "Consonant sounds" },
  { kind: "short vowel", title: "Short vowels" },
  { kind: "long vowel", title: "Long vowels" },
  { kind: "other vowel", title: "Other vowel sounds" },
];

const slotFor = (soundId: string, kind: "sound" | "keyword") =>
  recordingSlots.find((slot) => slot.sound.id === soundId && slot.kind === kind)!;

export function SoundLibrary({ initial }: { initial: Record<string, string> }) {
  const [versions, setVersions] = useState(initial);
  const [importing, setImporting] = useState(false);
  const [importNote, setImportNote] = useState<{ text: string; failed: boolean } | null>(null);
  const saved = (id: string, version: string | null) =>
    setVersions((now) => {
      const { [id]: _before, ...others } = now;
      return version ? { ...others, [id]: version } : others;
    });
  const recorded = Object.keys(versions).length;
  const recordable = useSyncExternalStore(noSubscription, canRecord, () => true);

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setImportNote(null);
    let parsed;
    try {
      parsed = libraryFileSchema.safeParse(JSON.parse(await file.text()));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      setImportNote({ text: soundMessages.badFile, failed: true });
      return;
    }
    setImporting(true);
    let added = 0;
    const refused: string[] = [];
    // One recording at a time, each through the same checks as a fresh one.
    for (const recording of parsed.data.recordings) {
      const result = recordingSlot(recording.id)
        ? await saveRecordingAction({ id: recording.id, audio: recording.audio })
        : null;
      if (result?.ok) {
        added++;
        saved(recording.id, result.data.version);
      } else refused.push(recording.id);
    }
    setImporting(false);
    setImportNote({
      text:
        `Imported ${added} ${added === 1 ? "recording" : "recordings"}.` +
        (refused.length
          ? ` ${refused.length} could not be used (not a sound of this library, or not a recording we can play).`
          : ""),
      failed: refused.length > 0,
    });
  }

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="library-file"
        className="border-brand-100 rounded-2xl border bg-white p-4"
      >
        <h2 id="library-file" className="text-brand-900 text-lg font-semibold">
          Keep a copy, or bring one in
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-700">
          {recorded} of {recordingSlots.length} recordings made. The export is one file with every
          recording; importing one replaces the recordings it holds and keeps the rest.
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <a
            href="/teacher-portal/sounds/export"
            download
            className={buttonClasses("secondary", "", "compact")}
          >
            Export the library
          </a>
          <label
            className={buttonClasses(
              "secondary",
              "focus-within:outline-brand-600 cursor-pointer focus-within:outline-4 focus-within:outline-offset-2",
              "compact",
            )}
          >
            {importing ? "Importing…" : "Import a library file"}
            <input
              type="file"
              accept="application/json,.json"
              className="sr-only"
              disabled={importing}
              onChange={(event) => void importFile(event)}
            />
          </label>
        </div>
        {importNote ? (
          <p
            role={importNote.failed ? "alert" : "status"}
            className={`mt-2 text-sm font-semibold ${importNote.failed ? "text-red-800" : "text-emerald-800"}`}
          >
            {importNote.text}
          </p>
        ) : null}
      </section>

      {recordable ? null : (
        <p
          role="alert"
          className="max-w-2xl rounded-xl bg-amber-50 p-4 font-semibold text-amber-900"
        >
          This browser cannot record Opus sound. Please open the sound library in Chrome, Edge or
          Firefox to record; you can still hear, export and import the recordings here.
        </p>
      )}

      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`sounds-${group.kind.replace(" ", "-")}`}>
          <h2
            id={`sounds-${group.kind.replace(" ", "-")}`}
            className="text-brand-900 text-xl font-semibold"
          >
            {group.title}
          </h2>
          <ul className="mt-3 grid gap-3 lg:grid-cols-2">
            {soundKeywords
              .filter((sound) => sound.kind === group.kind)
              .map((sound) => (
                <li
                  key={sound.id}
                  className="border-brand-100 rounded-2xl border bg-white p-4"
                  aria-labelledby={`sound-${sound.id}`}
                >
                  <div className="flex items-center gap-3">
                    {sound.picture ? (
                      <KeywordPicture name={sound.picture} className="h-12 w-12 shrink-0" />
                    ) : null}
                    <h3 id={`sound-${sound.id}`} className="text-brand-900 text-lg font-semibold">
                      {sound.name}
                      <span className="ml-2 font-normal text-slate-700">
                        {sound.spelling}, {sound.keyword}
                      </span>
                    </h3>
                  </div>
                  <div className="mt-3 grid gap-4 sm:grid-cols-2">
                    <div>
                      <h4 className="font-semibold text-slate-800">The sound</h4>
                      <SoundRecorder
                        slot={slotFor(sound.id, "sound")}
                        version={versions[slotFor(sound.id, "sound").id]}
                        onSaved={saved}
                        recordable={recordable}
                      />
                    </div>
                    <div>
                      <h4 className="font-semibold text-slate-800">The keyword: {sound.keyword}</h4>
                      <SoundRecorder
                        slot={slotFor(sound.id, "keyword")}
                        version={versions[slotFor(sound.id, "keyword").id]}
                        onSaved={saved}
                        recordable={recordable}
                      />
                    </div>
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
