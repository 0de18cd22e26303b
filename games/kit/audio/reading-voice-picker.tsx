"use client";
// "Reading voice": the one place a parent or tutor changes the voice every game reads in on this
// device (inside Reading preferences, which every page and game header opens). Until someone
// chooses, the games pick the best US English voice themselves (chooseVoice) and keep it.
import { useId, useMemo, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { SpeakerIcon } from "./speaker-icon";
import {
  canSpeak,
  chooseDeviceVoice,
  deviceVoiceName,
  readingVoices,
  speak,
  useSpeechStatus,
} from "./speech";

const SAMPLE = "The big dog ran to the red ship.";

type VoiceOption = { name: string; lang: string };

// The English voices as one string, so the snapshot stays equal while the list does not change.
function voicesSnapshot(): string {
  if (!canSpeak()) return "";
  return readingVoices(window.speechSynthesis.getVoices())
    .map(({ name, lang }) => `${name}\t${lang}`)
    .join("\n");
}

function subscribeToVoices(listener: () => void) {
  if (!canSpeak()) return () => {};
  const synth = window.speechSynthesis;
  synth.addEventListener?.("voiceschanged", listener);
  return () => synth.removeEventListener?.("voiceschanged", listener);
}

export function ReadingVoicePicker() {
  const status = useSpeechStatus();
  const id = useId();
  // Browsers list their voices late (Chrome after a "voiceschanged"), so the list follows them.
  const snapshot = useSyncExternalStore(subscribeToVoices, voicesSnapshot, () => "");
  const voices = useMemo<VoiceOption[]>(
    () =>
      snapshot
        ? snapshot.split("\n").map((line) => {
            const [name = "", lang = ""] = line.split("\t");
            return { name, lang };
          })
        : [],
    [snapshot],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? (snapshot ? deviceVoiceName() : null);

  return (
    <fieldset>
      <legend className="text-brand-900 text-base font-semibold">Reading voice</legend>
      <p className="text-sm text-slate-600">
        The voice that reads words and sentences aloud in every game on this device.
      </p>
      {status === "none" || (status === "ready" && voices.length === 0) ? (
        <p className="mt-2 text-sm font-semibold text-slate-700">
          This device has no English reading voice, so words can&apos;t be read aloud here.
        </p>
      ) : voices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Looking for the voices on this device…</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="sr-only">
            Reading voice
          </label>
          <select
            id={id}
            value={chosen ?? ""}
            onChange={(event) => {
              const name = event.target.value;
              chooseDeviceVoice(name);
              setPicked(name);
            }}
            className="border-brand-200 focus-visible:outline-brand-600 min-h-11 max-w-full rounded-xl border-2 bg-white px-3 text-sm focus-visible:outline-4 focus-visible:outline-offset-2"
          >
            {voices.map((voice) => (
              <option key={voice.name} value={voice.name}>
                {voice.name} ({voice.lang})
              </option>
            ))}
          </select>
          <Button variant="secondary" size="compact" onClick={() => speak(SAMPLE)}>
            <SpeakerIcon className="h-4 w-4" />
            Try it
          </Button>
        </div>
      )}
    </fieldset>
  );
}
