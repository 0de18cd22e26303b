"use client";
// Reads a page's text aloud with the browser's voice, through the games' one speech module
// (games/kit/audio/speech.ts), which queues long text in chunks Chrome does not cut off.
import { speak, stopSpeaking } from "@/games/kit/audio/speech";

/** Starts reading; calls onEnd when finished or stopped. Returns false if there is no voice. */
export function readAloud(text: string, onEnd: () => void): boolean {
  return speak(text, { onEnd });
}

export const stopReading = stopSpeaking;
