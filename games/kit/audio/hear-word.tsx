"use client";
// Hearing one item, whatever it is: a keyword in the practice's own recording where it has one
// (else the reading voice: a keyword is a word), a single letter or sound only from a recording,
// and any other word or sentence in the reading voice.
import { HearButton } from "./hear-button";
import { RecordedSoundButton, useRecording } from "./recorded-sound";
import { keywordRecordingIdFor, spellingSoundRecordingId } from "./recordings";

type HearItemProps = {
  text: string;
  /** The button's words: "Hear the card". */
  label: string;
  hotkey?: string;
  compact?: boolean;
  className?: string;
};

/** A word or sentence; a keyword plays its recording once the practice has made one. */
export function HearWord({ text, label, hotkey, compact, className }: HearItemProps) {
  const keyword = keywordRecordingIdFor(text);
  const recorded = useRecording(keyword ?? undefined);
  if (keyword && recorded)
    return <RecordedSoundButton id={keyword} label={label} hotkey={hotkey} className={className} />;
  return (
    <HearButton text={text} label={label} hotkey={hotkey} compact={compact} className={className} />
  );
}

/** A letter or a spelling of a sound: the practice's recording of its sound, or nothing. */
export function HearLetterSound({ text, label, hotkey, className }: HearItemProps) {
  const id = spellingSoundRecordingId(text);
  if (!id) return null;
  return <RecordedSoundButton id={id} label={label} hotkey={hotkey} className={className} />;
}
