"use client";
// The "hear it" control every game puts beside a word or sentence: a button, and where the game
// gives one, a key (H, or the game's own) that does the same from anywhere on the page. Both are presses, which iOS
// needs before it speaks. Where the browser has no voice, a plain message says so instead.
import { useCallback, useState } from "react";
import { hearKeyName, useHearHotkey } from "./hear-hotkey";
import { HearKeyHint } from "./hear-key-hint";
import { SpeakerIcon } from "./speaker-icon";
import { isSpeakable, speak, useSpeechStatus } from "./speech";

export const NO_VOICE_MESSAGE =
  "This device has no reading voice, so words can't be read aloud here. Ask a grown-up to read with you.";

type HearButtonProps = {
  /** What is read aloud. A single sound gets no button: only recordings may say those. */
  text: string;
  /** The button's words, e.g. "Hear the word". */
  label: string;
  /** A letter key that hears the same text, for keyboard players. One per screen. */
  hotkey?: string;
  /**
   * A speaker only (the label is for screen readers), for a row of items that each have one;
   * such a row shows <NoVoiceMessage /> once instead of a message per item.
   */
  compact?: boolean;
  className?: string;
};

export function HearButton({
  text,
  label,
  hotkey,
  compact = false,
  className = "",
}: HearButtonProps) {
  const status = useSpeechStatus();
  const [silent, setSilent] = useState(false);
  const hear = useCallback(() => {
    const spoken = speak(text);
    // Chrome lists its voices late; if it still has none at the press, nothing will be heard.
    setSilent(!spoken || window.speechSynthesis.getVoices().length === 0);
  }, [text]);

  useHearHotkey(hotkey, hear, isSpeakable(text));

  if (!isSpeakable(text)) return null;
  if (status === "none" && compact) return null;
  if (status === "none" || silent) return <VoiceMessage className={className} announce={silent} />;
  return (
    <button
      type="button"
      onClick={hear}
      aria-keyshortcuts={hotkey ? hearKeyName(hotkey) : undefined}
      data-hear=""
      className={`border-brand-600 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600 inline-flex min-h-11 touch-manipulation items-center justify-center gap-2 rounded-full border-2 bg-white font-semibold focus-visible:outline-4 focus-visible:outline-offset-2 ${compact ? "min-w-11 p-2" : "px-4 py-2"} ${className}`}
    >
      <SpeakerIcon />
      <span className={compact ? "sr-only" : undefined}>{label}</span>
      <HearKeyHint hotkey={hotkey} />
    </button>
  );
}

/** The message where the browser has no speech at all; nothing where it has. */
export function NoVoiceMessage({ className = "" }: { className?: string }) {
  return useSpeechStatus() === "none" ? <VoiceMessage className={className} /> : null;
}

/** announce: the message answers a press, so a screen reader reads it out. */
function VoiceMessage({ className, announce = false }: { className: string; announce?: boolean }) {
  return (
    <p
      role={announce ? "status" : undefined}
      className={`max-w-sm text-sm font-semibold text-slate-700 ${className}`}
    >
      {NO_VOICE_MESSAGE}
    </p>
  );
}
