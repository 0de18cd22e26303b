import { createRandom } from "../kit/random/random";
import {
  endRound,
  firstMoleAtMs,
  gameTime,
  holeCount,
  holeForKey,
  keyForHole,
  newRound,
  pauseRound,
  reactionMs,
  resumeRound,
  speedLevels,
  startRound,
  tally,
  tick,
  timeLeftMs,
  whack,
  type RoundState,
  type Speed,
} from "./logic";
import { poolFromCustomList } from "./word-pool";

const pool = poolFromCustomList({
  targets: ["cat", "hat", "bat", "mat"],
  others: ["dog", "sit", "cup", "bed"],
  prompt: "Words in the -at family",
});
const start = 10_000; // any clock origin works

/** A started round driven by an injected clock, ticking every `step` ms. */
function run(
  speed: Speed,
  untilMs: number,
  options: { seed?: number; step?: number; lengthMs?: number | null } = {},
) {
  const random = createRandom(options.seed ?? 1);
  const step = options.step ?? 50;
  let state = startRound(newRound(pool, speed, options.lengthMs ?? null), start);
  const history: RoundState[] = [];
  for (let t = 0; t <= untilMs; t += step) {
    state = tick(state, start + t, random);
    history.push(state);
  }
  return { state, history, random };
}

describe("mole scheduling", () => {
  it("waits for the first mole, then pops one up", () => {
    const random = createRandom(3);
    let state = startRound(newRound(pool, "slow", 60_000), start);
    state = tick(state, start + firstMoleAtMs - 1, random);
    expect(state.moles).toHaveLength(0);
    state = tick(state, start + firstMoleAtMs, random);
    expect(state.moles).toHaveLength(1);
    expect(state.moles[0]).toMatchObject({
      upAt: firstMoleAtMs,
      downAt: firstMoleAtMs + speedLevels.slow.stayUpMs,
      status: "up",
    });
  });

  it("is the same for the same seed and clock", () => {
    expect(run("fast", 20_000, { seed: 9 }).state).toEqual(run("fast", 20_000, { seed: 9 }).state);
    expect(run("fast", 20_000, { seed: 9 }).state.moles).not.toEqual(
      run("fast", 20_000, { seed: 10 }).state.moles,
    );
  });

  it.each(["slow", "medium", "fast"] as Speed[])(
    "%s: never two moles in one hole, never more up than the level allows",
    (speed) => {
      for (const seed of [1, 2, 3, 4, 5]) {
        for (const state of run(speed, 30_000, { seed }).history) {
          const holes = state.moles.map((mole) => mole.hole);
          expect(new Set(holes).size).toBe(holes.length);
          for (const hole of holes) expect(hole >= 0 && hole < holeCount).toBe(true);
          expect(state.moles.filter((mole) => mole.status === "up").length).toBeLessThanOrEqual(
            speedLevels[speed].maxUp,
          );
        }
      }
    },
  );

  it.each(["slow", "medium", "fast"] as Speed[])(
    "%s: each mole stays up exactly its level's time",
    (speed) => {
      const { history } = run(speed, 20_000, { step: 10 });
      const seen = new Map<
        number,
        { upAt: number; downAt: number; firstSeen: number; lastSeen: number }
      >();
      for (const state of history) {
        for (const mole of state.moles) {
          const entry = seen.get(mole.id) ?? {
            upAt: mole.upAt,
            downAt: mole.downAt,
            firstSeen: state.time,
            lastSeen: state.time,
          };
          seen.set(mole.id, { ...entry, lastSeen: state.time });
        }
      }
      expect(seen.size).toBeGreaterThan(3);
      for (const mole of [...seen.values()].filter((m) => m.downAt <= 20_000)) {
        expect(mole.downAt - mole.upAt).toBe(speedLevels[speed].stayUpMs);
        expect(mole.lastSeen).toBeLessThan(mole.downAt);
        expect(mole.lastSeen).toBeGreaterThanOrEqual(mole.downAt - 10);
      }
    },
  );

  it("faster levels keep moles up for less time and allow more at once", () => {
    expect(speedLevels.slow.stayUpMs).toBeGreaterThan(speedLevels.medium.stayUpMs);
    expect(speedLevels.medium.stayUpMs).toBeGreaterThan(speedLevels.fast.stayUpMs);
    expect([speedLevels.slow.maxUp, speedLevels.medium.maxUp, speedLevels.fast.maxUp]).toEqual([
      1, 2, 3,
    ]);
  });

  it("mixes targets and other words, never more than two non-targets in a row", () => {
    const { history } = run("fast", 60_000, { seed: 4 });
    const moles = new Map(
      history.flatMap((state) => state.moles.map((mole) => [mole.id, mole] as const)),
    );
    const order = [...moles.values()].sort((a, b) => a.id - b.id);
    expect(order.some((mole) => mole.isTarget)).toBe(true);
    expect(order.some((mole) => !mole.isTarget)).toBe(true);
    const runs = order.map((m) => (m.isTarget ? "T" : "o")).join("");
    expect(runs).not.toContain("ooo");
    for (const mole of order)
      expect(mole.isTarget ? pool.targets : pool.others).toContain(mole.word);
  });
});

describe("pause freezes time", () => {
  it("no mole moves and the clock stops while paused; afterwards the mole keeps its remaining time", () => {
    const random = createRandom(2);
    let state = startRound(newRound(pool, "slow", 30_000), start);
    state = tick(state, start + 1000, random);
    const mole = state.moles[0]!;
    state = pauseRound(state, start + 1500);
    const paused = state;
    // A long pause: 20 s of wall time pass.
    for (let t = 1500; t <= 21_500; t += 500) state = tick(state, start + t, random);
    expect(state).toBe(paused);
    expect(gameTime(state, start + 21_500)).toBe(1500);
    expect(timeLeftMs(state, start + 21_500)).toBe(28_500);
    expect(whack(state, mole.hole, start + 2000).outcome).toEqual({ kind: "empty" });

    state = resumeRound(state, start + 21_500);
    expect(gameTime(state, start + 22_000)).toBe(2000);
    state = tick(state, start + 21_500 + (mole.downAt - 1500) - 1, random);
    expect(state.moles.find((m) => m.id === mole.id)).toBeDefined();
    state = tick(state, start + 21_500 + (mole.downAt - 1500), random);
    expect(state.moles.find((m) => m.id === mole.id)).toBeUndefined();
  });

  it("only a playing round pauses, only a paused round resumes", () => {
    const ready = newRound(pool, "slow", null);
    expect(pauseRound(ready, 5)).toBe(ready);
    expect(resumeRound(ready, 5)).toBe(ready);
  });
});

describe("hits, misses and the end of the round", () => {
  function firstMole(isTarget: boolean) {
    for (let seed = 1; seed < 50; seed++) {
      const random = createRandom(seed);
      const state = tick(
        startRound(newRound(pool, "slow", 60_000), start),
        start + firstMoleAtMs,
        random,
      );
      if (state.moles[0]!.isTarget === isTarget) return { state, mole: state.moles[0]!, random };
    }
    throw new Error("no seed gave that mole");
  }

  it("a target scores, shows its cheer briefly, and cannot be whacked twice", () => {
    const { state, mole } = firstMole(true);
    const hit = whack(state, mole.hole, start + 1000);
    expect(hit.outcome.kind).toBe("hit");
    expect(hit.state.hits).toEqual([mole.word]);
    expect(hit.state.moles[0]).toMatchObject({ status: "hit", downAt: 1000 + reactionMs.hit });
    const again = whack(hit.state, mole.hole, start + 1100);
    expect(again.outcome.kind).toBe("empty");
    expect(again.state.hits).toHaveLength(1);
  });

  it("a wrong whack is recorded gently: no points lost, the mole shows its oops", () => {
    const { state, mole } = firstMole(false);
    const oops = whack(state, mole.hole, start + 1000);
    expect(oops.outcome.kind).toBe("oops");
    expect(oops.state.wrongHits).toEqual([mole.word]);
    expect(oops.state.hits).toEqual([]);
    expect(oops.state.moles[0]).toMatchObject({ status: "oops", downAt: 1000 + reactionMs.oops });
  });

  it("a target that goes down unwhacked is a missed target; a skipped non-target is not", () => {
    const target = firstMole(true);
    const gone = tick(target.state, start + target.mole.downAt, target.random);
    expect(gone.missedTargets).toEqual([target.mole.word]);
    const other = firstMole(false);
    expect(tick(other.state, start + other.mole.downAt, other.random).missedTargets).toEqual([]);
  });

  it("whacking an empty hole does nothing", () => {
    const { state, mole } = firstMole(true);
    const emptyHole = (mole.hole + 1) % holeCount;
    expect(whack(state, emptyHole, start + 1000)).toEqual({ state, outcome: { kind: "empty" } });
  });

  it("time's up ends the round; moles still up are not counted as missed", () => {
    const { state } = run("fast", 5_000, { lengthMs: 5_000 });
    expect(state.status).toBe("over");
    expect(state.moles).toEqual([]);
    expect(state.time).toBe(5_000);
    const late = run("fast", 4_950, { lengthMs: 5_000 }).state;
    expect(late.moles.length).toBeGreaterThan(0);
    expect(state.missedTargets).toEqual(late.missedTargets);
  });

  it("without a clock the round runs until the player ends it", () => {
    let { state } = run("medium", 120_000);
    expect(state.status).toBe("playing");
    expect(timeLeftMs(state, start + 120_000)).toBeNull();
    state = endRound(state, start + 120_000);
    expect(state.status).toBe("over");
    expect(tick(state, start + 130_000, createRandom(1))).toBe(state);
  });

  it("tallies words for the summary", () => {
    expect(tally(["cat", "hat", "cat"])).toEqual([
      { word: "cat", count: 2 },
      { word: "hat", count: 1 },
    ]);
  });
});

describe("keyboard: numpad layout", () => {
  it("maps 7 8 9 to the top row and 1 2 3 to the bottom row", () => {
    expect(["7", "8", "9", "4", "5", "6", "1", "2", "3"].map(holeForKey)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(["0", "a", "10", ""].map(holeForKey)).toEqual([null, null, null, null]);
    for (let hole = 0; hole < holeCount; hole++)
      expect(holeForKey(String(keyForHole(hole)))).toBe(hole);
  });
});
