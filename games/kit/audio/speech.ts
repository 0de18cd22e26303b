"use client";
// Words and sentences read aloud with the browser's speech synthesis (GAMES.md, "Every item a
// child reads or builds can be heard"). Single sounds are never offered: synthetic voices say a
// lone "a" or "ck" differently on every device, so those wait for the practice's own recordings.
//
// Chrome stops an utterance after about 14 seconds, so text is queued in chunks well under that;
// iOS speaks only inside a tap, so nothing here speaks on its own: callers speak from a press.
import { useSyncExternalStore } from "react";
import { soundKeywords } from "../words/sound-keywords";

/** About ten seconds of speech at the games' slow reading rate: safely under Chrome's cut-off. */
export const CHUNK_CHARACTERS = 150;
const RATE = 0.85;
const VOICE_KEY = "bp.speech-voice.v1";

export function canSpeak(): boolean {
  return (
    typeof window !== "undefined" &&
    "speechSynthesis" in window &&
    typeof SpeechSynthesisUtterance !== "undefined"
  );
}

/**
 * Text in chunks of at most maxLength characters, for utterances well under Chrome's cut-off:
 * sentences are joined while they fit; a longer sentence splits at its commas, semicolons and
 * dashes (where a reader pauses anyway), and only a clause still too long splits between words.
 */
export function sentenceChunks(text: string, maxLength = CHUNK_CHARACTERS): string[] {
  const sentences =
    text
      .replace(/\s+/g, " ")
      .trim()
      .match(/[^.!?]+[.!?]*["')\]]*\s*/g) ?? [];
  const pieces = sentences.flatMap((sentence) => {
    const trimmed = sentence.trim();
    if (!trimmed) return [];
    if (trimmed.length <= maxLength) return [trimmed];
    return clauses(trimmed).flatMap((clause) =>
      clause.length <= maxLength ? [clause] : wordChunks(clause, maxLength),
    );
  });
  return joinWhileTheyFit(pieces, maxLength);
}

// "First, the cat sat; then it ran" -> ["First,", "the cat sat;", "then it ran"].
function clauses(sentence: string): string[] {
  return (sentence.match(/[^,;:\u2013\u2014]+(?:[,;:\u2013\u2014]+|$)/g) ?? [sentence])
    .map((clause) => clause.trim())
    .filter(Boolean);
}

function joinWhileTheyFit(pieces: string[], maxLength: number): string[] {
  const chunks: string[] = [];
  for (const piece of pieces) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + piece.length + 1 <= maxLength)
      chunks[chunks.length - 1] = `${last} ${piece}`;
    else chunks.push(piece);
  }
  return chunks;
}

// A clause longer than the limit (a list without commas) is split between words, never inside one.
function wordChunks(clause: string, maxLength: number): string[] {
  const chunks: string[] = [];
  let chunk = "";
  for (const word of clause.split(" ")) {
    if (chunk && chunk.length + word.length + 1 > maxLength) {
      chunks.push(chunk);
      chunk = word;
    } else chunk = chunk ? `${chunk} ${word}` : word;
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}

// The spellings of single sounds a card deck teaches beyond the keyword table's first spellings:
// vowel teams, r-controlled vowels, digraphs and trigraphs. "or" and "ow" are words too, but on a
// phonics card or a wheel they stand for the sound.
const phonograms = new Set([
  ...soundKeywords.map((entry) => entry.spelling),
  ...["ai", "ay", "ee", "ea", "ey", "ie", "oa", "oe", "ow", "oy", "au", "ew", "ue", "ui", "igh"],
  ...["eigh", "ir", "ur", "ck", "ph", "qu", "kn", "wr", "gn", "tch", "dge", "a_e", "i_e", "o_e"],
  ...["u_e", "e_e", "ed", "es", "le"],
]);

/**
 * True for a word or sentence a voice can read; false for a single sound (a letter, a digraph
 * such as "ck", anything without a vowel), which only the practice's recordings may say.
 */
export function isSpeakable(text: string): boolean {
  const clean = text.trim().toLowerCase();
  if (clean.length < 2 || phonograms.has(clean)) return false;
  return /[aeiouy]/.test(clean) && /[a-z]{2}/.test(clean);
}

type VoiceLike = Pick<SpeechSynthesisVoice, "name" | "lang" | "localService"> &
  Partial<Pick<SpeechSynthesisVoice, "default">>;

/**
 * The voice for this device: the one chosen before if it is still installed, otherwise a US
 * English voice on the device itself (no network; the system's default among them), then any US,
 * then any English voice.
 */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], saved: string | null) {
  const remembered = voices.find((voice) => voice.name === saved);
  if (remembered) return remembered;
  return readingVoices(voices)[0] ?? null;
}

/**
 * The voices a reader may choose from in "Reading voice": the English ones, the default's kind
 * first (US English on the device, then US English, then the rest), each kind with the system's
 * default voice first, then by name.
 */
export function readingVoices<V extends VoiceLike>(voices: readonly V[]): V[] {
  const rank = (voice: V) => {
    const lang = voice.lang.replace("_", "-").toLowerCase();
    if (lang === "en-us") return voice.localService ? 0 : 1;
    return 2;
  };
  return voices
    .filter((voice) => voice.lang.toLowerCase().startsWith("en"))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        Number(Boolean(b.default)) - Number(Boolean(a.default)) ||
        a.name.localeCompare(b.name),
    );
}

function savedVoiceName(): string | null {
  try {
    return window.localStorage.getItem(VOICE_KEY);
  } catch {
    return null;
  }
}

function saveVoiceName(name: string) {
  try {
    window.localStorage.setItem(VOICE_KEY, name);
  } catch {
    // Private browsing without storage: the same rule picks the same voice next time anyway.
  }
}

/** Chosen once per device and kept, so every game reads in the same voice from then on. */
function deviceVoice(): SpeechSynthesisVoice | null {
  const saved = savedVoiceName();
  const voice = chooseVoice(window.speechSynthesis.getVoices(), saved);
  if (voice && voice.name !== saved) saveVoiceName(voice.name);
  return voice;
}

/** The name of the voice this device reads in, or null where it has none (yet). */
export function deviceVoiceName(): string | null {
  if (!canSpeak()) return null;
  return chooseVoice(window.speechSynthesis.getVoices(), savedVoiceName())?.name ?? null;
}

/** A reader's own choice in "Reading voice": every game reads in it on this device from now on. */
export function chooseDeviceVoice(name: string): void {
  saveVoiceName(name);
}

/**
 * Reads text aloud in chunks, replacing anything still being read. Call it from a tap or a key
 * press. Returns false where the browser has no speech at all; onEnd runs when reading finishes or stops.
 */
export function speak(text: string, options: { rate?: number; onEnd?: () => void } = {}): boolean {
  if (!canSpeak()) return false;
  const chunks = sentenceChunks(text);
  window.speechSynthesis.cancel();
  if (chunks.length === 0) {
    options.onEnd?.();
    return true;
  }
  const voice = deviceVoice();
  chunks.forEach((chunk, index) => {
    const utterance = new SpeechSynthesisUtterance(chunk);
    utterance.lang = voice?.lang ?? "en-US";
    if (voice) utterance.voice = voice;
    utterance.rate = options.rate ?? RATE;
    if (options.onEnd) {
      if (index === chunks.length - 1) utterance.onend = options.onEnd;
      utterance.onerror = options.onEnd;
    }
    window.speechSynthesis.speak(utterance);
  });
  return true;
}

export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}

/** "none": no speech in this browser; "waiting": voices not listed yet (Chrome lists them late). */
export type SpeechStatus = "ready" | "waiting" | "none";

function speechStatus(): SpeechStatus {
  if (!canSpeak()) return "none";
  return window.speechSynthesis.getVoices().length > 0 ? "ready" : "waiting";
}

function subscribeToVoices(listener: () => void) {
  if (!canSpeak()) return () => {};
  // The same object unsubscribes, even if the page's speechSynthesis is gone by then.
  const synth = window.speechSynthesis;
  synth.addEventListener?.("voiceschanged", listener);
  return () => synth.removeEventListener?.("voiceschanged", listener);
}

const noSubscription = () => () => {};

/**
 * Whether this browser can speak, for a button that offers to: false in the server's render and
 * in the browser's hydration, then the truth. Read it in the component that shows the button, so
 * only that component renders again once the page runs.
 */
export function useCanSpeak(): boolean {
  return useSyncExternalStore(noSubscription, canSpeak, () => false);
}

export function useSpeechStatus(): SpeechStatus {
  return useSyncExternalStore(subscribeToVoices, speechStatus, () => "waiting");
}
