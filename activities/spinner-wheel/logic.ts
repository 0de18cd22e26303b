// Spinner Wheel: each spin picks one of the segments on the wheel with equal chance from a seeded
// stream, so a fixed seed replays the same spins. With "remove after spin" a segment leaves the
// wheel once it has come up and the wheel is finished when none are left; otherwise it is
// finished after the number of spins the tutor chose. Pure: state in, state out.
import { createRandom } from "@/games/kit/random/random";
import type { SpinnerWheelContent, SpinnerWheelSettings } from "@/activities/spinner-wheel/schema";

export type SpinnerState = {
  seed: number;
  segments: string[];
  /** Segment indexes the next spin picks from. */
  remaining: number[];
  /** Segment indexes drawn on the wheel for the last spin (the wheel the pointer landed on). */
  wheel: number[];
  /** Position on `wheel` of the last result, or null before the first spin. */
  landedAt: number | null;
  /** Segment index of every spin so far, in order. */
  history: number[];
  removeAfterSpin: boolean;
  spinLimit: number;
  done: boolean;
};

export function startSpinner(
  content: SpinnerWheelContent,
  settings: SpinnerWheelSettings,
  seed: number,
): SpinnerState {
  const all = content.segments.map((_, i) => i);
  return {
    seed,
    segments: content.segments,
    remaining: all,
    wheel: all,
    landedAt: null,
    history: [],
    removeAfterSpin: settings.removeAfterSpin,
    spinLimit: settings.spins,
    done: false,
  };
}

/** The n-th number of the seed's stream: spins stay reproducible without keeping a generator in state. */
function draw(seed: number, n: number): number {
  const random = createRandom(seed);
  for (let i = 0; i < n; i++) random();
  return random();
}

/** Which of `count` equal segments a number in [0, 1) lands on. */
export function segmentFor(roll: number, count: number): number {
  return Math.min(count - 1, Math.floor(roll * count));
}

export function spin(state: SpinnerState): SpinnerState {
  if (state.done || state.remaining.length === 0) return state;
  const wheel = state.remaining;
  const landedAt = segmentFor(draw(state.seed, state.history.length), wheel.length);
  const picked = wheel[landedAt]!;
  const history = [...state.history, picked];
  const remaining = state.removeAfterSpin ? wheel.filter((_, i) => i !== landedAt) : wheel;
  const done = state.removeAfterSpin ? remaining.length === 0 : history.length >= state.spinLimit;
  return { ...state, wheel, landedAt, history, remaining, done };
}

export const lastResult = (state: SpinnerState): string | null => {
  const last = state.history.at(-1);
  return last === undefined ? null : state.segments[last]!;
};

/** Spins still to come: segments left in remove mode, else the spins left of the limit. */
export function spinsLeft(state: SpinnerState): number {
  return state.removeAfterSpin
    ? state.remaining.length
    : Math.max(0, state.spinLimit - state.history.length);
}

/**
 * The wheel's rotation (degrees, clockwise) that brings the middle of segment `index` of `count`
 * under the pointer at the top, at least `turns` full turns past `from`, so it always spins forward.
 */
export function landingRotation(from: number, index: number, count: number, turns: number): number {
  const size = 360 / count;
  const target = (((-(index + 0.5) * size) % 360) + 360) % 360;
  const base = from + turns * 360;
  const offset = (((target - base) % 360) + 360) % 360;
  return base + offset;
}
