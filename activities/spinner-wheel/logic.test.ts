import {
  landingRotation,
  lastResult,
  segmentFor,
  spin,
  spinsLeft,
  startSpinner,
  type SpinnerState,
} from "./logic";

const letters = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);
const spinTimes = (state: SpinnerState, times: number) =>
  Array.from({ length: times }).reduce<SpinnerState>((s) => spin(s), state);

describe("spinner wheel: spins", () => {
  it("replays the same spins for the same seed", () => {
    const a = spinTimes(
      startSpinner({ segments: letters(6) }, { removeAfterSpin: false, spins: 8 }, 42),
      8,
    );
    const b = spinTimes(
      startSpinner({ segments: letters(6) }, { removeAfterSpin: false, spins: 8 }, 42),
      8,
    );
    expect(a.history).toEqual(b.history);
    expect(
      new Set(
        Array.from({ length: 10 }, (_, seed) =>
          spinTimes(
            startSpinner({ segments: letters(6) }, { removeAfterSpin: false, spins: 8 }, seed),
            8,
          ).history.join(),
        ),
      ).size,
    ).toBe(10);
  });

  it("maps a roll in [0, 1) to one of the equal segments", () => {
    expect([
      segmentFor(0, 4),
      segmentFor(0.2499, 4),
      segmentFor(0.25, 4),
      segmentFor(0.999999, 4),
    ]).toEqual([0, 0, 1, 3]);
  });

  it.each([2, 3, 7, 24])(
    "is fair: over many seeds each of %i segments comes up as often as chance allows",
    (count) => {
      const seeds = 10_000;
      const counts = new Array<number>(count).fill(0);
      for (let seed = 1; seed <= seeds; seed++) {
        const state = spinTimes(
          startSpinner({ segments: letters(count) }, { removeAfterSpin: false, spins: 3 }, seed),
          3,
        );
        for (const picked of state.history) counts[picked]! += 1;
      }
      const draws = seeds * 3;
      const p = 1 / count;
      // Five standard deviations of a binomial count: a fair wheel stays inside; a biased one (one
      // segment 20% more likely) does not. The seeds are fixed, so the outcome is too.
      const tolerance = 5 * Math.sqrt(draws * p * (1 - p));
      for (const seen of counts) expect(Math.abs(seen - draws * p)).toBeLessThanOrEqual(tolerance);
      expect(tolerance).toBeLessThan(0.2 * draws * p);
    },
  );

  it("shows the last result and counts spins down to the chosen number, then is finished", () => {
    let state = startSpinner(
      { segments: ["cat", "ship"] },
      { removeAfterSpin: false, spins: 3 },
      9,
    );
    expect([lastResult(state), spinsLeft(state)]).toEqual([null, 3]);
    state = spin(state);
    expect(["cat", "ship"]).toContain(lastResult(state));
    expect(state.segments[state.wheel[state.landedAt!]!]).toBe(lastResult(state));
    expect(spinsLeft(state)).toBe(2);
    state = spinTimes(state, 2);
    expect([state.done, spinsLeft(state), state.history.length]).toEqual([true, 0, 3]);
    expect(spin(state)).toBe(state);
    expect(state.remaining).toEqual([0, 1]);
  });
});

describe("spinner wheel: remove after spin", () => {
  it("takes each result off the wheel and is finished when every segment has come up once", () => {
    let state = startSpinner({ segments: letters(5) }, { removeAfterSpin: true, spins: 2 }, 11);
    for (let i = 0; i < 4; i++) {
      state = spin(state);
      expect(state.remaining).not.toContain(state.history.at(-1));
      expect(state.wheel).toContain(state.history.at(-1));
      expect(state.done).toBe(false);
      expect(spinsLeft(state)).toBe(4 - i);
    }
    state = spin(state);
    expect(state.done).toBe(true);
    expect([...state.history].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("spinner wheel: the wheel's rotation", () => {
  it.each([
    [0, 0, 4, 1, 360 + 315],
    [0, 1, 4, 1, 360 + 225],
    [0, 3, 4, 2, 720 + 45],
    [700, 0, 2, 1, 700 + 360 + 290],
  ])(
    "from %i°, segment %i of %i after %i turn(s) lands at %i°",
    (from, index, count, turns, expected) => {
      expect(landingRotation(from, index, count, turns)).toBe(expected);
    },
  );

  it("always brings the middle of the chosen segment under the pointer and turns forward", () => {
    for (const count of [2, 5, 24])
      for (let index = 0; index < count; index++) {
        const rotation = landingRotation(123, index, count, 3);
        expect(rotation).toBeGreaterThanOrEqual(123 + 3 * 360);
        const middle = (index + 0.5) * (360 / count);
        expect((((middle + rotation) % 360) + 360) % 360).toBeCloseTo(0, 6);
      }
  });
});
