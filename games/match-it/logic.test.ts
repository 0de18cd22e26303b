import { createRandom } from "@/games/kit/random/random";
import {
  centerDisplay,
  changeSettings,
  clampCardCount,
  clockSeconds,
  createMatchIt,
  DEFAULT_CARDS,
  LETTER_VALUES,
  NUMBER_VALUES,
  pick,
  reset,
  ROUND_SECONDS,
  SHAPES,
  start,
  tick,
  TIMES_UP_MS,
  TRY_AGAIN_MS,
  type MatchItState,
} from "./logic";

const correctId = (s: MatchItState) => s.cards.find((c) => c.isCorrect)!.id;
const wrongId = (s: MatchItState) => s.cards.find((c) => !c.isCorrect)!.id;

describe("Match It", () => {
  it("starts idle with 60 s, 6 cards and numbers; the spec's toast timings", () => {
    const s = createMatchIt(createRandom(1));
    expect(s.phase).toBe("idle");
    expect(ROUND_SECONDS).toBe(60);
    expect(clockSeconds(s, 123)).toBe(60);
    expect(s.cards).toHaveLength(DEFAULT_CARDS);
    expect(s.settings).toMatchObject({ gameType: "numbers", centerMode: "A", cardCount: 6 });
    expect([TRY_AGAIN_MS, TIMES_UP_MS]).toEqual([800, 2000]);
  });

  it("limits the card count to 2-6", () => {
    expect([0, 1, 2, 4, 6, 7, 99, Number.NaN].map(clampCardCount)).toEqual([
      2, 2, 2, 4, 6, 6, 6, 6,
    ]);
    const r = createRandom(2);
    expect(changeSettings(createMatchIt(r), { cardCount: 1 }, r).cards).toHaveLength(2);
    expect(changeSettings(createMatchIt(r), { cardCount: 9 }, r).cards).toHaveLength(6);
  });

  it.each([
    ["numbers", NUMBER_VALUES],
    ["letters", LETTER_VALUES],
  ] as const)(
    "deals exactly one match and unique %s decoys in range, for every card count",
    (gameType, values) => {
      const r = createRandom(3);
      for (let count = 2; count <= 6; count++) {
        let s = start(createMatchIt(r, { settings: { gameType, cardCount: count } }), 0, r);
        for (let round = 0; round < 60; round++) {
          expect(s.cards).toHaveLength(count);
          expect(s.cards.filter((c) => c.isCorrect)).toHaveLength(1);
          expect(s.cards.find((c) => c.isCorrect)!.value).toBe(s.center);
          expect(new Set(s.cards.map((c) => c.value)).size).toBe(count);
          for (const c of s.cards) expect(values).toContain(c.value);
          expect(new Set(s.cards.map((c) => c.id)).size).toBe(count);
          s = pick(s, correctId(s), 1, r).state;
        }
      }
      expect(NUMBER_VALUES).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
      expect(LETTER_VALUES).toHaveLength(26);
    },
  );

  it("gives the cards different shapes that cycle through six shapes round by round", () => {
    const r = createRandom(4);
    let s = start(createMatchIt(r), 0, r);
    expect(new Set(s.cards.map((c) => c.shape)).size).toBe(6);
    const first = s.cards.map((c) => c.shape);
    s = pick(s, correctId(s), 1, r).state;
    expect(s.cards.map((c) => c.shape)).not.toEqual(first);
    expect(SHAPES).toHaveLength(6);
  });

  it("Start resets score and timer; a correct pick raises score and streak and draws a new round", () => {
    const r = createRandom(5);
    let s = start(createMatchIt(r), 1_000, r);
    expect(s.endsAt).toBe(61_000);
    const before = s.round;
    s = pick(s, correctId(s), 2_000, r).state;
    s = pick(s, correctId(s), 3_000, r).state;
    expect(s).toMatchObject({ score: 2, streak: 2, bestStreak: 2, round: before + 2 });
    const again = start(s, 10_000, r);
    expect(again).toMatchObject({ score: 0, streak: 0, endsAt: 70_000, phase: "running" });
  });

  it("a wrong pick keeps the round and score but ends the streak", () => {
    const r = createRandom(6);
    let s = start(createMatchIt(r), 0, r);
    s = pick(s, correctId(s), 1, r).state;
    const { state, result } = pick(s, wrongId(s), 2, r);
    expect(result).toBe("wrong");
    expect(state).toMatchObject({
      score: 1,
      streak: 0,
      bestStreak: 1,
      round: s.round,
      center: s.center,
    });
  });

  it("ignores clicks when not running", () => {
    const r = createRandom(7);
    const idle = createMatchIt(r);
    expect(pick(idle, correctId(idle), 0, r).result).toBe("ignored");
    const running = start(idle, 0, r);
    const over = tick(running, 60_000);
    expect(pick(over, correctId(over), 60_001, r)).toEqual({ state: over, result: "ignored" });
    expect(pick(running, "no-such-card", 5, r).result).toBe("ignored");
  });

  it("reaches time up at 0 with the score kept, and the reset button goes back to idle 60 s", () => {
    const r = createRandom(8);
    let s = start(createMatchIt(r, { roundSeconds: 5 }), 0, r);
    s = pick(s, correctId(s), 100, r).state;
    expect(tick(s, 4_999).phase).toBe("running");
    expect(clockSeconds(s, 4_001)).toBe(1);
    const over = tick(s, 5_000);
    expect(over.phase).toBe("timeUp");
    expect(over.score).toBe(1);
    expect(clockSeconds(over, 9_000)).toBe(0);
    const idle = reset(over, r);
    expect(idle).toMatchObject({ phase: "idle", score: 0, endsAt: null });
    expect(clockSeconds(idle, 0)).toBe(5);
  });

  it("practice mode has no clock and never times out", () => {
    const r = createRandom(9);
    const s = start(createMatchIt(r, { settings: { practice: true } }), 0, r);
    expect(s.endsAt).toBeNull();
    expect(tick(s, 1e9).phase).toBe("running");
    expect(changeSettings(s, { practice: false }, r).settings.practice).toBe(true);
  });

  it("center mode A shows the value; mode B shows dots for numbers and the small letter", () => {
    const r = createRandom(10);
    const numbers = createMatchIt(r);
    expect(centerDisplay(numbers)).toEqual({ kind: "value", text: numbers.center });
    const dots = changeSettings(numbers, { centerMode: "B" }, r);
    expect(centerDisplay(dots)).toEqual({ kind: "dots", count: Number(dots.center) });
    const letters = changeSettings(dots, { gameType: "letters" }, r);
    expect(centerDisplay(letters)).toEqual({ kind: "small", text: letters.center.toLowerCase() });
    expect(letters.cards.every((c) => LETTER_VALUES.includes(c.value))).toBe(true);
  });
});
