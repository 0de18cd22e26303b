import {
  clockEndsAt,
  configureRace,
  finishRace,
  isLocked,
  itemInSlot,
  lockSecondsLeft,
  pickInSlot,
  raceOutcome,
  raceScores,
  refusedPick,
  tickRace,
  type RaceState,
} from "./race";

const race = (patch: Partial<RaceState> = {}): RaceState => ({
  phase: "running",
  gameSeconds: 60,
  endsAt: 60_000,
  players: [
    { score: 0, lockedUntil: null },
    { score: 0, lockedUntil: null },
  ],
  ...patch,
});

describe("the race clock", () => {
  it("ends a timed game its length after the start; a practice game never", () => {
    expect(clockEndsAt(60, 5_000)).toBe(65_000);
    expect(clockEndsAt(null, 5_000)).toBeNull();
  });

  it("ends the game at 0 on the clock and not a millisecond before", () => {
    expect(tickRace(race(), 59_999).phase).toBe("running");
    expect(tickRace(race(), 60_000).phase).toBe("over");
    expect(tickRace(race({ endsAt: null, gameSeconds: null }), 1e9).phase).toBe("running");
    expect(tickRace(race({ phase: "ready" }), 1e9).phase).toBe("ready");
  });

  it("Finish ends a running game and leaves any other as it is", () => {
    expect(finishRace(race()).phase).toBe("over");
    expect(finishRace(race({ phase: "ready" })).phase).toBe("ready");
  });

  it("settings change only while no game runs", () => {
    expect(configureRace(race(), { gameSeconds: 120 }).gameSeconds).toBe(60);
    expect(configureRace(race({ phase: "ready" }), { gameSeconds: 120 }).gameSeconds).toBe(120);
    expect(configureRace(race({ phase: "over" }), { gameSeconds: null }).gameSeconds).toBeNull();
  });
});

describe("locks and which picks count", () => {
  const locked = { score: 2, lockedUntil: 3_000 };

  it.each([
    ["1 ms into a 2 s lock", 1_001, true, 2],
    ["with 1 ms left", 2_999, true, 1],
    ["when the lock runs out", 3_000, false, 0],
  ])("a player locked until 3 s, %s", (_, now, isStillLocked, seconds) => {
    expect(isLocked(locked, now)).toBe(isStillLocked);
    expect(lockSecondsLeft(locked, now)).toBe(seconds);
  });

  it("a player never locked waits 0 seconds", () => {
    expect(isLocked({ score: 0, lockedUntil: null }, 0)).toBe(false);
    expect(lockSecondsLeft({ score: 0, lockedUntil: null }, 0)).toBe(0);
  });

  it.each([
    ["before Start", race({ phase: "ready" }), 0, 1_000, "ignored"],
    ["after the game", race({ phase: "over" }), 0, 1_000, "ignored"],
    ["once the time is up", race(), 0, 60_000, "ignored"],
    [
      "from a locked player",
      race({ players: [locked, { score: 0, lockedUntil: null }] }),
      0,
      1_000,
      "locked",
    ],
    [
      "from the other player meanwhile",
      race({ players: [locked, { score: 0, lockedUntil: null }] }),
      1,
      1_000,
      null,
    ],
    ["in a practice game at any time", race({ gameSeconds: null, endsAt: null }), 1, 1e9, null],
  ] as const)("a pick %s", (_, state, player, now, refusal) => {
    expect(refusedPick(state, player, now)).toBe(refusal);
  });
});

describe("keyboard slots and the result", () => {
  it("slot k is the k-th item in reading order", () => {
    const card = { keyOrder: [2, 0, 1] };
    const items = ["top", "middle", "left"];
    expect(itemInSlot(card, items, 0)).toBe("left");
    expect(itemInSlot(card, items, 2)).toBe("middle");
    expect(itemInSlot(card, items, 3)).toBeUndefined();
    expect(itemInSlot(null, undefined, 0)).toBeUndefined();
  });

  it("a keyboard pick hands the slot's item to the game's pick; an empty slot is ignored", () => {
    const card = { keyOrder: [1, 0] };
    const items = ["right", "left"];
    const picked = (item: string) => ({ state: `picked ${item}`, result: "scored" as const });
    expect(pickInSlot("before", card, items, 0, picked)).toEqual({
      state: "picked left",
      result: "scored",
    });
    expect(pickInSlot("before", card, items, 2, picked)).toEqual({
      state: "before",
      result: "ignored",
    });
  });

  it("reads the scores and names the winner or a tie", () => {
    const state = race({
      players: [
        { score: 3, lockedUntil: null },
        { score: 5, lockedUntil: null },
      ],
    });
    expect(raceScores(state)).toEqual([3, 5]);
    expect(raceOutcome(state)).toEqual({ winner: 1 });
    expect(raceOutcome(race())).toEqual({ tie: true });
  });
});
