import { createRandom } from "@/games/kit/random/random";
import { SUBDIVISIONS, themeInfo, THEMES } from "./data";
import { describeGroup, splitAlphabet } from "./groups";
import {
  clearSelection,
  countdownNumber,
  newRound,
  placeInSlot,
  selectCard,
  tick,
  type OrderState,
} from "./logic";
import {
  advanceMascots,
  mascotDuration,
  mascotVisible,
  pauseMascots,
  resumeMascots,
  startMascots,
} from "./mascot";

const START = 1_000;
const PLAY = START + 1_600; // after the 2-step countdown

function playing(subdivision: (typeof SUBDIVISIONS)[number] = 4, seed = 1): OrderState {
  return tick(newRound(subdivision, createRandom(seed), START), PLAY);
}

describe("splitting the alphabet", () => {
  it.each([
    [1, [26]],
    [2, [13, 13]],
    [3, [9, 9, 8]],
    [4, [7, 7, 6, 6]],
    [5, [6, 5, 5, 5, 5]],
    [8, [4, 4, 3, 3, 3, 3, 3, 3]],
    [16, [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1]],
    [26, Array<number>(26).fill(1)],
  ])("1/%i gives group sizes %j", (count, sizes) => {
    const groups = splitAlphabet(count);
    expect(groups.map((g) => g.letters.length)).toEqual(sizes);
    expect(groups.map((g) => g.letters).join("")).toBe("abcdefghijklmnopqrstuvwxyz");
    expect(groups.map((g) => g.orderIndex)).toEqual(groups.map((_, i) => i));
    expect(groups.map((g) => g.weight)).toEqual(sizes);
  });

  it("names the default four groups a-g, h-n, o-t, u-z", () => {
    expect(splitAlphabet(4).map((g) => g.letters)).toEqual([
      "abcdefg",
      "hijklmn",
      "opqrst",
      "uvwxyz",
    ]);
    expect(describeGroup(splitAlphabet(4)[0]!, true)).toBe("A to G");
    expect(describeGroup(splitAlphabet(26)[2]!, false)).toBe("c");
  });

  it("refuses impossible counts", () => {
    expect(() => splitAlphabet(0)).toThrow();
    expect(() => splitAlphabet(27)).toThrow();
  });
});

describe("a new round", () => {
  it("shuffles every group into the deck, never already in order, with empty slots", () => {
    for (const subdivision of SUBDIVISIONS) {
      for (const seed of [1, 2, 3]) {
        const round = newRound(subdivision, createRandom(seed), START);
        expect([...round.deck].sort()).toEqual(round.groups.map((g) => g.id).sort());
        if (subdivision > 1) expect(round.deck).not.toEqual(round.groups.map((g) => g.id));
        expect(round.slots.every((s) => s === null)).toBe(true);
      }
    }
  });

  it("is repeatable for a seed", () => {
    expect(newRound(8, createRandom(5), 0).deck).toEqual(newRound(8, createRandom(5), 0).deck);
  });
});

describe("the countdown", () => {
  it("shows 2, then 1 after 0.8 s, then play starts at 1.6 s", () => {
    const round = newRound(4, createRandom(1), START);
    expect(countdownNumber(round, START)).toBe(2);
    expect(countdownNumber(round, START + 799)).toBe(2);
    expect(countdownNumber(round, START + 800)).toBe(1);
    expect(tick(round, START + 1_599).status).toBe("countdown");
    expect(tick(round, START + 1_600).status).toBe("playing");
    expect(countdownNumber(tick(round, START + 1_600), START + 1_600)).toBeNull();
  });

  it("ignores clicks during the countdown", () => {
    const round = newRound(4, createRandom(1), START);
    const id = round.deck[0] as string;
    expect(selectCard(round, id, START + 500).selectedId).toBeNull();
    const withSelection = { ...round, selectedId: id };
    expect(placeInSlot(withSelection, 0, START + 500).outcome.kind).toBe("ignored");
  });

  it("accepts a click exactly when the countdown ends, even before a tick", () => {
    const round = newRound(4, createRandom(1), START);
    expect(selectCard(round, round.deck[0] as string, PLAY).selectedId).toBe(round.deck[0]);
  });
});

describe("selecting and placing", () => {
  it("selects a card and deselects it when selected again", () => {
    const state = playing();
    const id = state.deck[1] as string;
    const selected = selectCard(state, id, PLAY);
    expect(selected.selectedId).toBe(id);
    expect(selectCard(selected, id, PLAY).selectedId).toBeNull();
    expect(selectCard(selected, state.deck[0] as string, PLAY).selectedId).toBe(state.deck[0]);
    expect(clearSelection(selected).selectedId).toBeNull();
  });

  it("fills the right slot and takes the card out of the deck", () => {
    const state = selectCard(playing(), "hijklmn", PLAY);
    const { state: next, outcome } = placeInSlot(state, 1, PLAY);
    expect(outcome).toMatchObject({ kind: "correct", slot: 1, complete: false });
    expect(next.slots[1]).toBe("hijklmn");
    expect(next.deck).not.toContain("hijklmn");
    expect(next.selectedId).toBeNull();
  });

  it("flashes a wrong slot for 0.4 s and keeps the card selected", () => {
    const state = selectCard(playing(), "hijklmn", PLAY);
    const { state: next, outcome } = placeInSlot(state, 3, PLAY + 10);
    expect(outcome.kind).toBe("wrong");
    expect(next.wrongFlash).toEqual({ slot: 3, until: PLAY + 410 });
    expect(next.slots[3]).toBeNull();
    expect(next.deck).toContain("hijklmn");
    expect(next.selectedId).toBe("hijklmn");
    expect(tick(next, PLAY + 409).wrongFlash).not.toBeNull();
    expect(tick(next, PLAY + 410).wrongFlash).toBeNull();
  });

  it("asks for a card first and ignores filled slots", () => {
    const state = playing();
    expect(placeInSlot(state, 0, PLAY).outcome.kind).toBe("no-card");
    const filled = placeInSlot(selectCard(state, "abcdefg", PLAY), 0, PLAY).state;
    expect(placeInSlot(selectCard(filled, "hijklmn", PLAY), 0, PLAY).outcome.kind).toBe("ignored");
  });

  it("completes when every slot holds its group, and then ignores clicks", () => {
    let state = playing(8, 3);
    for (const group of state.groups) {
      const result = placeInSlot(selectCard(state, group.id, PLAY), group.orderIndex, PLAY);
      expect(result.outcome.kind).toBe("correct");
      state = result.state;
    }
    expect(state.status).toBe("complete");
    expect(state.deck).toEqual([]);
    expect(state.slots).toEqual(state.groups.map((g) => g.id));
    expect(selectCard(state, "abcd", PLAY + 5_000)).toBe(state);
    expect(placeInSlot(state, 0, PLAY + 5_000).outcome.kind).toBe("ignored");
  });

  it("restarts (Shuffle, Play Again, new subdivision) with the countdown and a new shuffle", () => {
    const random = createRandom(9);
    const first = newRound(26, random, START);
    const again = newRound(26, random, START + 10_000);
    expect(again).toMatchObject({ status: "countdown", selectedId: null, wrongFlash: null });
    expect(again.countdown.startedAt).toBe(START + 10_000);
    expect(again.deck).not.toEqual(first.deck);
    const regrouped = newRound(16, random, START);
    expect(regrouped.slots).toHaveLength(16);
    expect(regrouped.deck).toHaveLength(16);
  });
});

describe("mascots", () => {
  it("maps each theme to its mascot", () => {
    expect(THEMES.map((t) => themeInfo[t].mascot)).toEqual(["bird", "dolphin", "yeti", "plane"]);
  });

  it("appear 25-37 s apart, stay 6 s (yeti 2.2 s)", () => {
    expect(mascotDuration("desert")).toBe(6_000);
    expect(mascotDuration("winter")).toBe(2_200);
    const random = createRandom(4);
    let schedule = startMascots(random, 0);
    const starts: number[] = [];
    let wasVisible = false;
    for (let now = 0; now <= 200_000; now += 100) {
      schedule = advanceMascots(schedule, random, "ocean", now);
      const visible = mascotVisible(schedule);
      if (visible && !wasVisible) starts.push(now);
      if (!visible && wasVisible) expect(now - (starts[starts.length - 1] as number)).toBe(6_000);
      wasVisible = visible;
    }
    expect(starts.length).toBeGreaterThanOrEqual(5);
    expect(starts[0]).toBeGreaterThanOrEqual(25_000);
    starts.slice(1).forEach((start, i) => {
      const gap = start - (starts[i] as number);
      expect(gap).toBeGreaterThanOrEqual(25_000);
      expect(gap).toBeLessThanOrEqual(37_100);
    });
  });

  it("hides the yeti after 2.2 s", () => {
    const schedule = { nextAt: 30_000, visibleUntil: null, pausedAt: null, appearances: 0 };
    const random = createRandom(1);
    const shown = advanceMascots(schedule, random, "winter", 30_000);
    expect(shown.visibleUntil).toBe(32_200);
    expect(mascotVisible(advanceMascots(shown, random, "winter", 32_199))).toBe(true);
    expect(mascotVisible(advanceMascots(shown, random, "winter", 32_200))).toBe(false);
  });

  it("freezes while paused and continues after", () => {
    const random = createRandom(1);
    const schedule = advanceMascots(
      { nextAt: 30_000, visibleUntil: null, pausedAt: null, appearances: 0 },
      random,
      "desert",
      31_000,
    );
    const paused = pauseMascots(schedule, 33_000);
    expect(advanceMascots(paused, random, "desert", 90_000)).toBe(paused);
    const resumed = resumeMascots(paused, 93_000);
    expect(resumed.visibleUntil).toBe(36_000 + 60_000);
    expect(mascotVisible(advanceMascots(resumed, random, "desert", 95_999))).toBe(true);
  });

  it("skips crossings missed while the tab slept", () => {
    const random = createRandom(1);
    const schedule = advanceMascots(
      { nextAt: 30_000, visibleUntil: null, pausedAt: null, appearances: 0 },
      random,
      "desert",
      500_000,
    );
    expect(schedule.nextAt + 6_000).toBeGreaterThan(500_000);
  });
});
