"use client";
// One slot of the sound library: hear what is saved, record (the take is trimmed and levelled as
// soon as it stops), play the take back, then save it or record again.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { recordingUrl, type RecordingSlot } from "@/games/kit/audio/recordings";
import { removeRecordingAction, saveRecordingAction } from "@/lib/sounds/actions";
import { encodeBase64, MAX_SOUND_BYTES, soundMessages } from "@/lib/sounds/schemas";
import {
  cleanUp,
  MAX_RECORDING_SECONDS,
  SilentRecordingError,
  startTake,
  type Take,
} from "./record-audio";

type Step =
  | { name: "idle" }
  | { name: "removing" }
  | { name: "recording"; heard: boolean }
  | { name: "cleaning" }
  | { name: "take"; blob: Blob; url: string }
  | { name: "saving"; blob: Blob; url: string };

const MICROPHONE_REFUSED =
  "We couldn't use the microphone. Please allow it for this site in the browser's settings, then try again.";
const SILENT =
  "We heard nothing in that recording. Please check the microphone and record it again.";
const CLEAN_UP_FAILED = "That recording could not be prepared. Please record it again.";

export function SoundRecorder({
  slot,
  version,
  onSaved,
  recordable,
}: {
  slot: RecordingSlot;
  /** False where the browser cannot record Opus: the saved recording can still be heard. */
  recordable: boolean;
  /** The saved recording's version; undefined while nothing is recorded. */
  version: string | undefined;
  /** Called with the new version after a save, with null after a removal. */
  onSaved: (id: string, version: string | null) => void;
}) {
  const [step, setStep] = useState<Step>({ name: "idle" });
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const take = useRef<Take | null>(null);
  const player = useRef<HTMLAudioElement>(null);
  const what = `the ${slot.kind} ${slot.says}`;
  const takeUrl = step.name === "take" || step.name === "saving" ? step.url : null;

  useEffect(() => () => take.current?.stop(), []);
  useEffect(() => (takeUrl ? () => URL.revokeObjectURL(takeUrl) : undefined), [takeUrl]);

  async function record() {
    setProblem(null);
    setNote(null);
    let started: Take;
    try {
      started = await startTake(() =>
        setStep((now) => (now.name === "recording" ? { ...now, heard: true } : now)),
      );
    } catch {
      setProblem(MICROPHONE_REFUSED);
      return;
    }
    take.current = started;
    setStep({ name: "recording", heard: false });
    try {
      const raw = await started.finished;
      setStep({ name: "cleaning" });
      const blob = await cleanUp(raw);
      if (blob.size > MAX_SOUND_BYTES) {
        setProblem(soundMessages.tooLarge);
        setStep({ name: "idle" });
        return;
      }
      setStep({ name: "take", blob, url: URL.createObjectURL(blob) });
    } catch (error) {
      setProblem(error instanceof SilentRecordingError ? SILENT : CLEAN_UP_FAILED);
      setStep({ name: "idle" });
    } finally {
      take.current = null;
    }
  }

  async function save() {
    if (step.name !== "take") return;
    setStep({ ...step, name: "saving" });
    const audio = encodeBase64(new Uint8Array(await step.blob.arrayBuffer()));
    const result = await saveRecordingAction({ id: slot.id, audio });
    if (!result.ok) {
      setProblem(result.message);
      setStep({ ...step, name: "take" });
      return;
    }
    onSaved(slot.id, result.data.version);
    setNote(result.data.message);
    setStep({ name: "idle" });
  }

  async function remove() {
    setProblem(null);
    setNote(null);
    const result = await removeRecordingAction({ id: slot.id });
    setStep({ name: "idle" });
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    onSaved(slot.id, null);
    setNote(result.data.message);
  }

  function playSaved() {
    if (version) void new Audio(recordingUrl(slot.id, version)).play();
  }

  return (
    <div className="flex flex-col gap-2" data-slot={slot.id}>
      <p className="text-sm text-slate-700">
        {version ? "Recorded." : "Not recorded yet: games show no play button for it."}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {version && step.name === "idle" ? (
          <Button
            variant="secondary"
            size="compact"
            onClick={playSaved}
            aria-label={`Play ${what}`}
          >
            Play
          </Button>
        ) : null}
        {step.name === "idle" && recordable ? (
          <Button
            size="compact"
            onClick={() => void record()}
            aria-label={`${version ? "Re-record" : "Record"} ${what}`}
          >
            {version ? "Re-record" : "Record"}
          </Button>
        ) : null}
        {version && step.name === "idle" ? (
          <Button
            variant="ghost"
            size="compact"
            onClick={() => setStep({ name: "removing" })}
            aria-label={`Remove ${what}`}
          >
            Remove
          </Button>
        ) : null}
        {step.name === "removing" ? (
          <>
            <span className="text-sm font-semibold text-slate-800">
              Remove it? Games will show no play button for it.
            </span>
            <Button
              variant="danger"
              size="compact"
              onClick={() => void remove()}
              aria-label={`Yes, remove ${what}`}
            >
              Yes, remove
            </Button>
            <Button
              variant="secondary"
              size="compact"
              onClick={() => setStep({ name: "idle" })}
              aria-label={`Keep ${what}`}
            >
              Keep it
            </Button>
          </>
        ) : null}
        {step.name === "recording" ? (
          <>
            <Button
              variant="danger"
              size="compact"
              onClick={() => take.current?.stop()}
              aria-label={`Stop recording ${what}`}
            >
              Stop
            </Button>
            <span role="status" className="text-sm font-semibold text-slate-800">
              {step.heard
                ? "Recording: we can hear you."
                : `Recording (up to ${MAX_RECORDING_SECONDS} seconds): say it now.`}
            </span>
          </>
        ) : null}
        {step.name === "cleaning" ? (
          <span role="status" className="text-sm font-semibold text-slate-800">
            Trimming the silence and levelling the sound…
          </span>
        ) : null}
        {takeUrl ? (
          <>
            <audio
              ref={player}
              src={takeUrl}
              preload="auto"
              onEnded={(event) => event.currentTarget.setAttribute("data-played", "")}
            />
            <Button
              variant="secondary"
              size="compact"
              onClick={() => void player.current?.play()}
              aria-label={`Play back ${what}`}
            >
              Play back
            </Button>
            <Button
              size="compact"
              onClick={() => void save()}
              disabled={step.name === "saving"}
              aria-label={`Save ${what}`}
            >
              {step.name === "saving" ? "Saving…" : "Save"}
            </Button>
            <Button
              variant="ghost"
              size="compact"
              onClick={() => void record()}
              disabled={step.name === "saving"}
              aria-label={`Record ${what} again`}
            >
              Record again
            </Button>
          </>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      {note ? (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {note}
        </p>
      ) : null}
    </div>
  );
}
