"use client";
// "Hear it" beside a phonics prompt (Whack-a-Mole, Ice Fishers): a word set's prompt in the
// browser's voice, and the set's single sound from the practice's recordings where it has one.
// Letter sets get only the recording: synthetic voices say a lone letter badly.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { HearButton } from "@/games/kit/audio/hear-button";
import { RecordedSoundButton } from "@/games/kit/audio/recorded-sound";
import { recordingSlot } from "@/games/kit/audio/recordings";
import type { PhonicsSet } from "./index";
import { targetSoundRecordingId } from "./target-sound";

type HearTargetProps = {
  set: Pick<PhonicsSet, "id" | "kind">;
  /** The prompt as it is read aloud: "Whack words with short a". */
  spoken: string;
  className?: string;
};

export function HearTarget({ set, spoken, className = "" }: HearTargetProps) {
  const recording = targetSoundRecordingId(set);
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`}>
      {set.kind === "word" ? (
        <HearButton text={spoken} label="Hear it" hotkey={HEAR_KEY} className="text-base" />
      ) : null}
      {recording ? (
        <RecordedSoundButton
          id={recording}
          label={`Hear the sound ${recordingSlot(recording)?.says ?? ""}`.trim()}
          hotkey={set.kind === "letter" ? HEAR_KEY : undefined}
        />
      ) : null}
    </span>
  );
}
