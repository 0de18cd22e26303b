"use client";
// The browser's part of recording a sound: the microphone through MediaRecorder, then the clean-up
// (games/kit/audio/levelling.ts does the arithmetic) and a fresh Opus encoding of what is left,
// all before anything is uploaded.
import { mixToMono, trimAndLevel } from "@/games/kit/audio/levelling";

/** A tutor saying one sound or word needs a few seconds; the recording stops itself after this. */
export const MAX_RECORDING_SECONDS = 5;
/** Opus at this rate keeps a clear voice in about 3 KB a second, well under the 20 KB a sound. */
const BITS_PER_SECOND = 24_000;
/** Louder than this (RMS) on the microphone counts as hearing the tutor. */
const HEARD_LEVEL = 0.01;

export class SilentRecordingError extends Error {}

export function canRecord(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof MediaRecorder !== "undefined" &&
    typeof navigator.mediaDevices?.getUserMedia === "function" &&
    recordingType() !== null
  );
}

/** Opus in WebM where the browser makes it (Chrome, Edge, Firefox), else Opus in Ogg. */
function recordingType(): string | null {
  return (
    ["audio/webm;codecs=opus", "audio/ogg;codecs=opus"].find((type) =>
      MediaRecorder.isTypeSupported(type),
    ) ?? null
  );
}

function audioContext(): AudioContext {
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext: typeof AudioContext }).webkitAudioContext;
  return new Ctor();
}

function record(stream: MediaStream, mimeType: string) {
  const recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: BITS_PER_SECOND });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const finished = new Promise<Blob>((resolve, reject) => {
    recorder.onstop = () => resolve(new Blob(chunks, { type: mimeType.split(";")[0] }));
    recorder.onerror = () => reject(new Error("The recording stopped unexpectedly."));
  });
  recorder.start();
  return { recorder, finished };
}

export type Take = {
  /** Ends the take early; the answer is the raw recording. */
  stop: () => void;
  finished: Promise<Blob>;
};

/**
 * Starts recording from the microphone. `onHeard` is called once the microphone picks up sound,
 * so the tutor (and a test) knows it works; the take ends itself after MAX_RECORDING_SECONDS.
 */
export async function startTake(onHeard: () => void): Promise<Take> {
  const mimeType = recordingType();
  if (!mimeType) throw new Error("This browser cannot record sound.");
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const { recorder, finished } = record(stream, mimeType);
  const meter = audioContext();
  const analyser = meter.createAnalyser();
  meter.createMediaStreamSource(stream).connect(analyser);
  const levels = new Float32Array(analyser.fftSize);
  const listening = window.setInterval(() => {
    analyser.getFloatTimeDomainData(levels);
    const rms = Math.sqrt(levels.reduce((sum, s) => sum + s * s, 0) / levels.length);
    if (rms >= HEARD_LEVEL) {
      window.clearInterval(listening);
      onHeard();
    }
  }, 100);
  const limit = window.setTimeout(() => stop(), MAX_RECORDING_SECONDS * 1000);
  function stop() {
    window.clearInterval(listening);
    window.clearTimeout(limit);
    if (recorder.state !== "inactive") recorder.stop();
    stream.getTracks().forEach((track) => track.stop());
    void meter.close();
  }
  return { stop, finished };
}

/**
 * The take trimmed of its silence, levelled and encoded again as Opus. Throws
 * SilentRecordingError when nothing but silence was recorded.
 */
export async function cleanUp(raw: Blob): Promise<Blob> {
  const mimeType = recordingType();
  if (!mimeType) throw new Error("This browser cannot record sound.");
  const context = audioContext();
  try {
    const decoded = await context.decodeAudioData(await raw.arrayBuffer());
    const channels = Array.from({ length: decoded.numberOfChannels }, (_, i) =>
      decoded.getChannelData(i),
    );
    const cleaned = trimAndLevel(mixToMono(channels), decoded.sampleRate);
    if (!cleaned) throw new SilentRecordingError();
    const buffer = context.createBuffer(1, cleaned.length, decoded.sampleRate);
    buffer.copyToChannel(cleaned, 0);
    // Web Audio has no encoder: the cleaned sound is played into a recorder, in real time (a
    // second or two), which is the one way a browser writes Opus.
    const source = context.createBufferSource();
    source.buffer = buffer;
    const output = context.createMediaStreamDestination();
    source.connect(output);
    const { recorder, finished } = record(output.stream, mimeType);
    source.onended = () => recorder.stop();
    if (context.state === "suspended") await context.resume();
    source.start();
    return await finished;
  } finally {
    void context.close();
  }
}
