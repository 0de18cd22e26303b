import { createRandom } from "@/games/kit/random/random";
import { LEVELS, levelSettings, setsForLevel } from "./data";
import {
  CATCHES_PER_ROUND,
  ESCAPE_MS,
  HOOK_MS,
  RESPAWN_MS,
  advance,
  castLine,
  catchableFish,
  newRound,
  summarise,
  type Fish,
  type IceFishersState,
} from "./logic";
import { fishPose, setMotion } from "./movement";

const start = (level: 1 | 2 | 3 = 1, setId: string | null = "short-i", seed = 7) =>
  newRound({ level, setId, motion: "moving", now: 0, random: createRandom(seed) });

const firstTarget = (state: IceFishersState) =>
  catchableFish(state).find((f) => f.isTarget) as Fish;
const firstMiss = (state: IceFishersState) => catchableFish(state).find((f) => !f.isTarget);

describe("prompts and matching", () => {
  it("fills one lane per fish for the level, with the level's sets", () => {
    for (const level of LEVELS) {
      const state = newRound({ level, motion: "moving", now: 0, random: createRandom(level) });
      expect(state.fish.map((f) => f.lane)).toEqual([
        ...Array(levelSettings[level].fishCount).keys(),
      ]);
      expect(setsForLevel(level).map((s) => s.id)).toContain(state.set.id);
    }
  });

  it("marks a fish as a target exactly when its word matches the prompt", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const state = start(2, null, seed);
      for (const fish of state.fish) expect(fish.isTarget).toBe(state.set.matches(fish.word));
    }
  });

  it("always shows something to catch, and never only right answers", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const state = start(3, null, seed);
      const targets = state.fish.filter((f) => f.isTarget).length;
      expect(targets).toBeGreaterThanOrEqual(1);
      expect(targets).toBeLessThan(state.fish.length);
    }
  });

  it("does not show the same word twice at once, except a single letter or sight word", () => {
    const words = start(2, "family-at").fish.map((f) => f.word);
    expect(new Set(words).size).toBe(words.length);
    const letters = start(1, "letter-b", 3);
    expect(letters.fish.every((f) => f.word.length === 1)).toBe(true);
  });

  it("hooks a matching fish into the bucket", () => {
    const state = start();
    const fish = firstTarget(state);
    const next = castLine(state, fish.id, 500);
    expect(next.caught).toEqual([fish.word]);
    expect(next.fish.find((f) => f.id === fish.id)?.status).toBe("hooked");
    expect(next.feedback).toEqual({ kind: "caught", word: fish.word, at: 500 });
  });

  it("lets a wrong fish swim away with the set's hint, without losing any catches", () => {
    let state = castLine(start(), firstTarget(start()).id, 100);
    state = advance(state, 100 + HOOK_MS, createRandom(1));
    const wrong = firstMiss(state) as Fish;
    const next = castLine(state, wrong.id, 2000);
    expect(next.fish.find((f) => f.id === wrong.id)?.status).toBe("escaping");
    expect(next.missed).toEqual([wrong.word]);
    expect(next.caught).toHaveLength(1);
    expect(next.feedback).toMatchObject({ kind: "missed", word: wrong.word, hint: state.set.hint });
  });

  it("ignores casts at a fish already leaving and after the round", () => {
    const state = start();
    const fish = firstTarget(state);
    const hooked = castLine(state, fish.id, 0);
    expect(castLine(hooked, fish.id, 10)).toBe(hooked);
    expect(castLine({ ...state, phase: "finished" }, fish.id, 0)).toMatchObject({
      phase: "finished",
      caught: [],
    });
  });

  it("counts a second catch while the first fish is still being reeled in", () => {
    const state = start(3, "sight-words", 2);
    const [first, second] = catchableFish(state).filter((f) => f.isTarget);
    expect(second).toBeDefined();
    const next = castLine(castLine(state, (first as Fish).id, 0), (second as Fish).id, 100);
    expect(next.caught).toEqual([(first as Fish).word, (second as Fish).word]);
  });
});

describe("fish movement with an injected clock", () => {
  const fish: Fish = {
    id: 1,
    lane: 0,
    word: "pig",
    isTarget: true,
    colour: 0,
    startX: 0.5,
    direction: 1,
    speed: 0.1,
    since: 1000,
    status: "swimming",
    statusAt: 1000,
  };

  it("swims at its speed, turns at the edge and swims back", () => {
    expect(fishPose(fish, 1000, "moving")).toEqual({ x: 0.5, facing: 1 });
    expect(fishPose(fish, 3000, "moving").x).toBeCloseTo(0.7);
    const turned = fishPose(fish, 8000, "moving"); // 0.5 + 0.7 = 1.2 → bounced back to 0.8
    expect(turned.x).toBeCloseTo(0.8);
    expect(turned.facing).toBe(-1);
    // Two widths later (20 s at 0.1 per second) it is back in the same place, facing the same way.
    expect(fishPose(fish, 28000, "moving").x).toBeCloseTo(turned.x);
    expect(fishPose(fish, 28000, "moving").facing).toBe(turned.facing);
  });

  it("stays put when motion is still, and stops where it was when hooked", () => {
    expect(fishPose(fish, 60_000, "still").x).toBe(0.5);
    const hooked: Fish = { ...fish, status: "hooked", statusAt: 2000 };
    expect(fishPose(hooked, 9000, "moving").x).toBeCloseTo(0.6);
  });

  it("switching to still keeps each fish where it is, and back again moves on from there", () => {
    const state = start();
    const at = 5000;
    const poses = state.fish.map((f) => fishPose(f, at, "moving").x);
    const still = setMotion(state, "still", at);
    expect(still.fish.map((f) => fishPose(f, at + 10_000, "still").x)).toEqual(
      poses.map((x) => expect.closeTo(x, 9) as unknown),
    );
    const moving = setMotion(still, "moving", at + 10_000);
    expect(moving.fish.map((f) => fishPose(f, at + 10_000, "moving").x)).toEqual(
      poses.map((x) => expect.closeTo(x, 9) as unknown),
    );
  });

  it("keeps every level's fish in the pond and gets faster and fuller by level", () => {
    expect(levelSettings[1].speed).toBeLessThan(levelSettings[2].speed);
    expect(levelSettings[2].speed).toBeLessThan(levelSettings[3].speed);
    expect(levelSettings[1].fishCount).toBeLessThan(levelSettings[2].fishCount);
    expect(levelSettings[2].fishCount).toBeLessThan(levelSettings[3].fishCount);
    const state = start(3, null, 11);
    for (let t = 0; t < 120_000; t += 997) {
      for (const f of state.fish) {
        const { x } = fishPose(f, t, "moving");
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("schedule: leaving and arriving", () => {
  it("reels a caught fish out after HOOK_MS and refills its lane RESPAWN_MS later", () => {
    const random = createRandom(5);
    const state = start();
    const fish = firstTarget(state);
    let next = castLine(state, fish.id, 1000);
    expect(advance(next, 1000 + HOOK_MS - 1, random).fish).toHaveLength(3);
    next = advance(next, 1000 + HOOK_MS, random);
    expect(next.fish.find((f) => f.lane === fish.lane)).toBeUndefined();
    expect(advance(next, 1000 + HOOK_MS + RESPAWN_MS - 1, random).fish).toHaveLength(2);
    next = advance(next, 1000 + HOOK_MS + RESPAWN_MS, random);
    const newcomer = next.fish.find((f) => f.lane === fish.lane) as Fish;
    expect(newcomer.id).not.toBe(fish.id);
    expect(newcomer.since).toBe(1000 + HOOK_MS + RESPAWN_MS);
  });

  it("lets an escaped fish leave after ESCAPE_MS", () => {
    const random = createRandom(5);
    const state = start();
    const wrong = firstMiss(state) as Fish;
    const next = castLine(state, wrong.id, 0);
    expect(advance(next, ESCAPE_MS - 1, random).fish.some((f) => f.id === wrong.id)).toBe(true);
    expect(advance(next, ESCAPE_MS, random).fish.some((f) => f.id === wrong.id)).toBe(false);
  });

  it("does nothing when time has not moved on", () => {
    const state = start();
    expect(advance(state, 0, createRandom(1))).toBe(state);
  });
});

describe("catch tally, round end and level progression", () => {
  function playRound(level: 1 | 2 | 3, misses: number, seed = 9) {
    const random = createRandom(seed);
    let state = newRound({ level, motion: "moving", now: 0, random });
    let now = 0;
    let missesLeft = misses;
    while (state.phase === "playing" && now < 600_000) {
      const wrong = missesLeft > 0 ? firstMiss(state) : undefined;
      const right = catchableFish(state).find((f) => f.isTarget);
      if (wrong) {
        const after = castLine(state, wrong.id, now);
        if (after !== state) missesLeft--;
        state = after;
      } else if (right) state = castLine(state, right.id, now);
      now += 250;
      state = advance(state, now, random);
    }
    return state;
  }

  it(`ends after ${CATCHES_PER_ROUND} catches, once the last fish is in the bucket`, () => {
    const state = playRound(1, 0);
    expect(state.phase).toBe("finished");
    expect(state.caught).toHaveLength(CATCHES_PER_ROUND);
    expect(state.caught.every((word) => state.set.matches(word))).toBe(true);
  });

  it("takes no more casts once the bucket is full, even while the last fish is reeled in", () => {
    const random = createRandom(3);
    let state = newRound({ level: 3, setId: "sight-words", motion: "still", now: 0, random });
    let now = 0;
    while (state.caught.length < CATCHES_PER_ROUND) {
      const right = catchableFish(state).find((f) => f.isTarget);
      if (right) state = castLine(state, right.id, now);
      now += 100;
      state = advance(state, now, random);
    }
    const another = catchableFish(state)[0] as Fish;
    expect(castLine(state, another.id, now)).toBe(state);
    expect(advance(state, now + HOOK_MS, random).phase).toBe("finished");
  });

  it("counts misses without taking catches away, and rates care, not speed", () => {
    const perfect = summarise(playRound(2, 0));
    expect(perfect).toMatchObject({ caught: 10, missed: 0, accuracy: 1, stars: 3, nextLevel: 3 });
    const careful = summarise(playRound(2, 3));
    expect(careful).toMatchObject({ caught: 10, missed: 3, stars: 2 });
    expect(careful.accuracy).toBeCloseTo(10 / 13);
    const round = playRound(1, 0);
    const withMisses = (n: number) =>
      summarise({ ...round, missed: Array.from({ length: n }, () => "cat") }).stars;
    expect([0, 1, 2, 4, 5, 9].map(withMisses)).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it("offers the next level until the last one", () => {
    expect(summarise(playRound(1, 0)).nextLevel).toBe(2);
    expect(summarise(playRound(3, 0)).nextLevel).toBeNull();
  });

  it("prefers new words, so a round of word families is not one word ten times", () => {
    const state = playRound(2, 0, 4);
    expect(new Set(state.caught).size).toBeGreaterThanOrEqual(8);
    expect(summarise(state).words).toEqual([...new Set(state.caught)]);
  });
});
