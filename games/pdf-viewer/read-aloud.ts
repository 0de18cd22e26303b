"use client";
// Reads a page's text aloud with the browser's voice. Long text is queued sentence by sentence:
// Chrome stops a single long utterance after about fifteen seconds.
import { canSpeak } from "@/games/kit/speech";

export { canSpeak };

export function sentenceChunks(text: string, maxLength = 220): string[] {
  const sentences =
    text
      .replace(/\s+/g, " ")
      .trim()
      .match(/[^.!?]+[.!?]*["')\]]*\s*/g) ?? [];
  const chunks: string[] = [];
  for (const sentence of sentences) {
    const trimmed = sentence.trim();
    if (!trimmed) continue;
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + trimmed.length + 1 <= maxLength)
      chunks[chunks.length - 1] = `${last} ${trimmed}`;
    else if (trimmed.length <= maxLength) chunks.push(trimmed);
    else chunks.push(...wordChunks(trimmed, maxLength));
  }
  return chunks;
}

// A sentence longer than the limit (a list, a table row) is split between words, never inside one.
function wordChunks(sentence: string, maxLength: number): string[] {
  const chunks: string[] = [];
  let chunk = "";
  for (const word of sentence.split(" ")) {
    if (chunk && chunk.length + word.length + 1 > maxLength) {
      chunks.push(chunk);
      chunk = word;
    } else chunk = chunk ? `${chunk} ${word}` : word;
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}

/** Starts reading; calls onEnd when finished or stopped. Returns false if there is no voice. */
export function readAloud(text: string, onEnd: () => void): boolean {
  if (!canSpeak()) return false;
  const chunks = sentenceChunks(text);
  window.speechSynthesis.cancel();
  if (chunks.length === 0) {
    onEnd();
    return true;
  }
  chunks.forEach((chunk, index) => {
    const utterance = new SpeechSynthesisUtterance(chunk);
    utterance.lang = "en-US";
    utterance.rate = 0.85;
    if (index === chunks.length - 1) utterance.onend = onEnd;
    utterance.onerror = onEnd;
    window.speechSynthesis.speak(utterance);
  });
  return true;
}

export function stopReading(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}
