"use client";
// The practice's own recordings in the games. Game pages are static, so which sounds are recorded
// is asked once per page load from the small cached list at /api/sounds; until the answer says a
// sound is recorded, its button is simply not there (never a computer voice saying it wrong).
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { hearKeyName, useHearHotkey } from "./hear-hotkey";
import { HearKeyHint } from "./hear-key-hint";
import { SpeakerIcon } from "./speaker-icon";
import { RECORDINGS_MANIFEST_URL, recordingUrl, type RecordingsManifest } from "./recordings";

type Known = Record<string, string>;

const none: Known = {};
let known: Known = none;
let asked: Promise<void> | null = null;
const listeners = new Set<() => void>();

function ask(): Promise<void> {
  // Without fetch (an old browser, a test's document) there is simply nothing recorded to offer.
  if (typeof fetch !== "function") return Promise.resolve();
  asked ??= fetch(RECORDINGS_MANIFEST_URL, { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<RecordingsManifest>) : null))
    .then((manifest) => {
      if (!manifest || typeof manifest.recordings !== "object") return;
      known = manifest.recordings;
      listeners.forEach((listener) => listener());
    })
    // Offline or the server is down: the games go on, without recorded sounds.
    .catch(() => undefined);
  return asked;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The URL of a recording, or null while it is unknown or not recorded. */
export function useRecording(id: string | undefined): string | null {
  useEffect(() => {
    void ask();
  }, []);
  const versions = useSyncExternalStore(
    subscribe,
    () => known,
    () => none,
  );
  const version = id ? versions[id] : undefined;
  return id && version ? recordingUrl(id, version) : null;
}

/** The URL of a recording known to be made, for a press that plays it at once; else null. */
export function recordingUrlNow(id: string): string | null {
  const version = known[id];
  return version ? recordingUrl(id, version) : null;
}

/** Plays a recording from a press; audio failures are never the child's problem. */
export function playRecording(url: string): void {
  void new Audio(url).play().catch(() => undefined);
}

/** Tests only: forget what was fetched, as a new page load would. */
export function forgetRecordingsForTests(): void {
  known = none;
  asked = null;
}

type RecordedSoundButtonProps = {
  /** The library id of the recording (games/kit/audio/recordings.ts). */
  id: string;
  /** The button's words for screen readers: "Hear short a". */
  label: string;
  /** A letter key that plays the same recording, once it is recorded. One per screen. */
  hotkey?: string;
  className?: string;
};

/** A speaker button that plays the practice's recording, shown only once the sound is recorded. */
export function RecordedSoundButton({
  id,
  label,
  hotkey,
  className = "",
}: RecordedSoundButtonProps) {
  const url = useRecording(id);
  const play = useCallback(() => {
    if (url) playRecording(url);
  }, [url]);
  useHearHotkey(hotkey, play, url !== null);
  if (!url) return null;
  return (
    <button
      type="button"
      onClick={play}
      aria-label={label}
      aria-keyshortcuts={hotkey ? hearKeyName(hotkey) : undefined}
      data-recording={id}
      className={`border-brand-600 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600 inline-flex min-h-11 min-w-11 touch-manipulation items-center justify-center gap-1 rounded-full border-2 bg-white p-2 font-semibold focus-visible:outline-4 focus-visible:outline-offset-2 ${className}`}
    >
      <SpeakerIcon />
      <HearKeyHint hotkey={hotkey} />
    </button>
  );
}
