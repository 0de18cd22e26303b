"use client";
// Game sounds synthesised with Web Audio: nothing to download, nothing from another host.
// Browsers allow audio only after a user gesture, so the context is created on first play.
export type SoundName = "correct" | "miss" | "pop" | "unwrap" | "success" | "tick";

type Note = { freq: number; at: number; duration: number; type?: OscillatorType };

const patterns: Record<SoundName, Note[]> = {
  correct: [
    { freq: 660, at: 0, duration: 0.09 },
    { freq: 880, at: 0.09, duration: 0.14 },
  ],
  miss: [{ freq: 220, at: 0, duration: 0.18, type: "triangle" }],
  pop: [{ freq: 520, at: 0, duration: 0.06, type: "square" }],
  unwrap: [
    { freq: 400, at: 0, duration: 0.05 },
    { freq: 600, at: 0.05, duration: 0.05 },
    { freq: 800, at: 0.1, duration: 0.08 },
  ],
  success: [
    { freq: 523.25, at: 0, duration: 0.14 },
    { freq: 659.25, at: 0.14, duration: 0.14 },
    { freq: 783.99, at: 0.28, duration: 0.14 },
    { freq: 1046.5, at: 0.42, duration: 0.3 },
  ],
  tick: [{ freq: 1000, at: 0, duration: 0.03, type: "square" }],
};

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === "undefined") return null;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  if (context.state === "suspended") void context.resume();
  return context;
}

/** Plays a named sound at volume 0..1. Silently does nothing where audio is unavailable. */
export function playSound(name: SoundName, volume = 0.25): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    const now = ctx.currentTime;
    for (const note of patterns[name]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.type ?? "sine";
      osc.frequency.value = note.freq;
      gain.gain.setValueAtTime(0.0001, now + note.at);
      gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, volume), now + note.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + note.at + note.duration);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + note.at);
      osc.stop(now + note.at + note.duration + 0.02);
    }
  } catch {
    // Audio failures are never the child's problem.
  }
}

/** A gentle looping background melody; returns a stop function. */
export function startMusicLoop(volume: number): () => void {
  const ctx = audioContext();
  if (!ctx) return () => {};
  const gain = ctx.createGain();
  gain.gain.value = volume;
  gain.connect(ctx.destination);
  const melody = [392, 440, 523.25, 440, 392, 329.63, 349.23, 392];
  let step = 0;
  let stopped = false;
  const playNext = () => {
    if (stopped) return;
    const osc = ctx.createOscillator();
    const noteGain = ctx.createGain();
    osc.type = "triangle";
    osc.frequency.value = melody[step % melody.length] ?? 392;
    const t = ctx.currentTime;
    noteGain.gain.setValueAtTime(0.0001, t);
    noteGain.gain.exponentialRampToValueAtTime(0.5, t + 0.05);
    noteGain.gain.exponentialRampToValueAtTime(0.0001, t + 0.45);
    osc.connect(noteGain).connect(gain);
    osc.start(t);
    osc.stop(t + 0.5);
    step++;
  };
  const timer = window.setInterval(playNext, 500);
  playNext();
  return () => {
    stopped = true;
    window.clearInterval(timer);
    gain.disconnect();
  };
}
