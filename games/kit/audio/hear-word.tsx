"use client";
// Hearing one item, whatever it is: a keyword in the practice's own recording where it has one
// (else the reading voice: a keyword is a word), a single letter or sound only from a recording,
// and any other word or sentence in the reading voice.
import { HearButton } from "./hear-button";
import {
  playRecording,
  RecordedSoundButton,
  recordingUrlNow,
  useRecording,
} from "./recorded-sound";
import { keywordRecordingIdFor, spellingSoundRecordingId } from "./recordings";
import { isSpeakable, speak } from "./speech";

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

/**
 * Any item a template or game shows: a word or sentence (HearWord), else a single sound, which
 * only the practice's recording of it may say.
 */
export function HearItem(props: HearItemProps) {
  return isSpeakable(props.text) ? <HearWord {...props} /> : <HearLetterSound {...props} />;
}

/** Says a word from a press: a keyword in the practice's recording once made, else the voice. */
export function sayWord(text: string): void {
  const keyword = keywordRecordingIdFor(text);
  const url = keyword ? recordingUrlNow(keyword) : null;
  if (url) playRecording(url);
  else speak(text);
}
