// The sound library's clean-up of a fresh recording, as pure arithmetic on samples (the browser
// decodes and re-encodes around it): cut the silence before and after the sound, then level its
// loudness, so every recording starts at once and plays as loud as the next.

/** Loudness is judged over 10 ms frames: long enough to smooth a waveform, short enough to cut close. */
const FRAME_SECONDS = 0.01;
/** A frame is part of the sound when it is at most 30 dB quieter than the loudest frame... */
const RELATIVE_THRESHOLD = 10 ** (-30 / 20);
/** ...and louder than room hiss (about -50 dBFS), which a quiet recording must not count as sound. */
const NOISE_FLOOR = 10 ** (-50 / 20);
/** Kept either side of the sound, so a soft onset ("h", "f") and the fade-out are not clipped. */
export const PAD_SECONDS = 0.08;
/** The level every recording is brought to: -20 dBFS RMS over the trimmed sound. */
export const TARGET_RMS = 0.1;
/** Never louder than this at its peak (-1 dBFS), so levelling cannot clip. */
export const PEAK_CEILING = 10 ** (-1 / 20);

export type Span = { start: number; end: number };

function frameRms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

/**
 * Where the sound is: the samples from the first to the last frame loud enough to be heard, with
 * a little kept either side. Null when the whole recording is silence.
 */
export function soundingSpan(samples: Float32Array, sampleRate: number): Span | null {
  const frame = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const levels: number[] = [];
  for (let at = 0; at < samples.length; at += frame)
    levels.push(frameRms(samples, at, Math.min(samples.length, at + frame)));
  const loudest = Math.max(0, ...levels);
  const threshold = Math.max(NOISE_FLOOR, loudest * RELATIVE_THRESHOLD);
  const first = levels.findIndex((level) => level >= threshold);
  if (loudest < NOISE_FLOOR || first < 0) return null;
  const last = levels.findLastIndex((level) => level >= threshold);
  const pad = Math.round(sampleRate * PAD_SECONDS);
  return {
    start: Math.max(0, first * frame - pad),
    end: Math.min(samples.length, (last + 1) * frame + pad),
  };
}

/** The gain that brings the samples to TARGET_RMS without their peak passing PEAK_CEILING. */
export function levellingGain(samples: Float32Array): number {
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  const rms = frameRms(samples, 0, samples.length);
  if (rms === 0 || peak === 0) return 1;
  return Math.min(TARGET_RMS / rms, PEAK_CEILING / peak);
}

/** A recording trimmed to its sound and levelled; null when nothing but silence was recorded. */
export function trimAndLevel(
  samples: Float32Array,
  sampleRate: number,
): Float32Array<ArrayBuffer> | null {
  const span = soundingSpan(samples, sampleRate);
  if (!span) return null;
  const sound = samples.slice(span.start, span.end);
  const gain = levellingGain(sound);
  return sound.map((sample) => sample * gain);
}

/** One channel from several: their average, as a voice recorded in stereo is the same voice twice. */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels)
    for (let i = 0; i < mono.length; i++) mono[i]! += (channel[i] ?? 0) / channels.length;
  return mono;
}
