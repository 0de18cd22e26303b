import {
  levellingGain,
  mixToMono,
  PAD_SECONDS,
  PEAK_CEILING,
  soundingSpan,
  TARGET_RMS,
  trimAndLevel,
} from "./levelling";

const RATE = 8000;

/** Silence, then a tone of `amplitude` for `seconds`, then silence again. */
function recording(before: number, seconds: number, after: number, amplitude: number) {
  const samples = new Float32Array(Math.round((before + seconds + after) * RATE));
  const from = Math.round(before * RATE);
  const to = from + Math.round(seconds * RATE);
  for (let i = from; i < to; i++) samples[i] = amplitude * Math.sin((2 * Math.PI * 440 * i) / RATE);
  return { samples, from, to };
}

const rms = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);
const peak = (samples: Float32Array) => samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);

describe("trimming silence", () => {
  it("keeps the sound with a little either side and cuts the silence around it", () => {
    const { samples, from, to } = recording(1, 0.5, 0.7, 0.3);
    const span = soundingSpan(samples, RATE)!;
    const pad = PAD_SECONDS * RATE;
    expect(span.start).toBeGreaterThanOrEqual(from - pad - 80);
    expect(span.start).toBeLessThanOrEqual(from - pad + 80);
    expect(span.end).toBeGreaterThanOrEqual(to + pad - 80);
    expect(span.end).toBeLessThanOrEqual(to + pad + 80);
  });

  it("counts room hiss as silence, however quiet the recording", () => {
    const { samples } = recording(0.5, 0.4, 0.5, 0.05);
    // Hiss at about -60 dBFS all through.
    for (let i = 0; i < samples.length; i++) samples[i]! += i % 2 ? 0.001 : -0.001;
    const span = soundingSpan(samples, RATE)!;
    expect(span.start).toBeGreaterThan(0.3 * RATE);
    expect(span.end).toBeLessThan(samples.length - 0.3 * RATE);
  });

  it("finds nothing in a silent recording", () => {
    expect(soundingSpan(new Float32Array(RATE), RATE)).toBeNull();
    expect(trimAndLevel(new Float32Array(RATE).fill(0.0005), RATE)).toBeNull();
  });

  it("never reaches past either end of a sound that fills the recording", () => {
    const { samples } = recording(0, 0.3, 0, 0.5);
    expect(soundingSpan(samples, RATE)).toEqual({ start: 0, end: samples.length });
  });
});

describe("levelling loudness", () => {
  it("brings a quiet and a loud recording to the same level", () => {
    const quiet = trimAndLevel(recording(0.2, 0.5, 0.2, 0.02).samples, RATE)!;
    const loud = trimAndLevel(recording(0.2, 0.5, 0.2, 0.6).samples, RATE)!;
    expect(rms(quiet)).toBeCloseTo(TARGET_RMS, 2);
    expect(rms(loud)).toBeCloseTo(TARGET_RMS, 2);
  });

  it("lets no peak pass the ceiling, even for a short, spiky sound", () => {
    const samples = new Float32Array(RATE);
    samples[RATE / 2] = 0.2; // one click: a tiny RMS that would need a huge gain
    const levelled = trimAndLevel(samples, RATE)!;
    expect(peak(levelled)).toBeCloseTo(PEAK_CEILING, 5);
    expect(levellingGain(new Float32Array(10))).toBe(1);
  });
});

describe("mixing to one channel", () => {
  it("averages the channels", () => {
    const mono = mixToMono([Float32Array.from([0.2, 0.4]), Float32Array.from([0, 0.2])]);
    expect(Array.from(mono).map((v) => Number(v.toFixed(3)))).toEqual([0.1, 0.3]);
    expect(mixToMono([])).toHaveLength(0);
  });
});
