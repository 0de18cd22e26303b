import { createRandom } from "@/games/kit/random/random";
import { isValidLayout } from "@/games/kit/two-player/scatter-layout";
import {
  answerOptions,
  makeEquation,
  OPERATIONS,
  OPTION_RANGE,
  randomEquation,
  type Operation,
} from "./equations";
import {
  configure,
  createMathIt,
  DEFAULT_GAME_SECONDS,
  finish,
  lockSecondsLeft,
  outcome,
  pick,
  pickSlot,
  reset,
  start,
  tick,
  WRONG_LOCK_MS,
  type MathItState,
} from "./logic";

const wrongValue = (state: MathItState, player: 0 | 1) =>
  state.sides![player].options.find((o) => o.value !== state.equation!.answer)!.value;

describe("Math It equations", () => {
  it.each(OPERATIONS)(
    "%s uses numbers 1-12 with whole, non-negative answers in range",
    (operation: Operation) => {
      const random = createRandom(1);
      const { min, max } = OPTION_RANGE[operation];
      for (let i = 0; i < 500; i++) {
        const eq = randomEquation(random, operation);
        expect(eq.operation).toBe(operation);
        expect(Number.isInteger(eq.answer)).toBe(true);
        expect(eq.answer).toBeGreaterThanOrEqual(min);
        expect(eq.answer).toBeLessThanOrEqual(max);
        expect(eq.right).toBeGreaterThanOrEqual(1);
        expect(eq.right).toBeLessThanOrEqual(12);
        if (operation === "division") {
          expect(eq.left % eq.right).toBe(0);
          expect(eq.answer).toBeLessThanOrEqual(12);
        } else {
          expect(eq.left).toBeGreaterThanOrEqual(1);
          expect(eq.left).toBeLessThanOrEqual(12);
        }
      }
    },
  );

  it("has the ranges the spec names: 24 for addition, 144 for multiplication, 12 otherwise", () => {
    expect(OPTION_RANGE.addition.max).toBe(24);
    expect(OPTION_RANGE.multiplication.max).toBe(144);
    expect(OPTION_RANGE.subtraction.max).toBe(12);
    expect(OPTION_RANGE.division.max).toBe(12);
    expect(OPTION_RANGE.subtraction.min).toBe(0);
  });

  it("writes and speaks the equation", () => {
    expect(makeEquation("multiplication", 7, 8)).toMatchObject({
      answer: 56,
      text: "7 × 8 = ?",
      spoken: "What is 7 times 8?",
    });
    expect(makeEquation("division", 56, 8)).toMatchObject({ answer: 7, text: "56 ÷ 8 = ?" });
    expect(makeEquation("subtraction", 5, 5).answer).toBe(0);
  });

  it.each(OPERATIONS)(
    "%s gives the answer plus 7 distinct distractors inside the range",
    (operation: Operation) => {
      const random = createRandom(2);
      const { min, max } = OPTION_RANGE[operation];
      for (let i = 0; i < 300; i++) {
        const eq = randomEquation(random, operation);
        const options = answerOptions(random, eq);
        expect(options).toHaveLength(8);
        expect(new Set(options).size).toBe(8);
        expect(options.filter((v) => v === eq.answer)).toHaveLength(1);
        for (const v of options) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(min);
          expect(v).toBeLessThanOrEqual(max);
        }
      }
    },
  );

  it("mixes all four operations when asked", () => {
    const random = createRandom(3);
    const seen = new Set(
      Array.from({ length: 100 }, () => randomEquation(random, "mixed").operation),
    );
    expect(seen.size).toBe(4);
  });
});

describe("Math It game", () => {
  const r = () => createRandom(5);

  it("defaults to 300 s and deals one equation with two non-overlapping sides", () => {
    const ready = createMathIt();
    expect(ready.gameSeconds).toBe(DEFAULT_GAME_SECONDS);
    expect(DEFAULT_GAME_SECONDS).toBe(300);
    const running = start(ready, 1_000, r());
    expect(running.endsAt).toBe(301_000);
    for (const side of running.sides!) {
      expect(side.options).toHaveLength(8);
      expect(isValidLayout(side.options)).toBe(true);
      expect(side.options.some((o) => o.value === running.equation!.answer)).toBe(true);
      for (const o of side.options) expect(Math.abs(o.rotation)).toBeLessThanOrEqual(15);
    }
  });

  it("locks settings while running", () => {
    const running = start(createMathIt({ operation: "addition" }), 0, r());
    expect(configure(running, { operation: "division", gameSeconds: 60 })).toBe(running);
    expect(configure(createMathIt(), { operation: "division" }).operation).toBe("division");
  });

  it("scores a correct pick and draws a new equation", () => {
    const random = r();
    const state = start(createMathIt({ operation: "multiplication" }), 0, random);
    const { state: next, result } = pick(state, 0, state.equation!.answer, 100, random);
    expect(result).toBe("scored");
    expect(next.players[0].score).toBe(1);
    expect(next.round).toBe(2);
    expect(next.equation!.text).not.toBe(state.equation!.text);
  });

  it("locks a wrong pick for 2 s, that player only", () => {
    const random = r();
    const state = start(createMathIt(), 0, random);
    const { state: locked, result } = pick(state, 1, wrongValue(state, 1), 1_000, random);
    expect(result).toBe("wrong");
    expect(locked.players[1].lockedUntil).toBe(1_000 + WRONG_LOCK_MS);
    expect(lockSecondsLeft(locked.players[1], 1_000)).toBe(2);
    expect(pick(locked, 1, locked.equation!.answer, 2_999, random).result).toBe("locked");
    expect(pick(locked, 0, locked.equation!.answer, 2_999, random).result).toBe("scored");
    expect(pick(locked, 1, locked.equation!.answer, 3_000, random).result).toBe("scored");
  });

  it("maps keyboard slots in reading order", () => {
    const random = r();
    const state = start(createMathIt(), 0, random);
    const side = state.sides![0];
    const slot = side.keyOrder.findIndex((i) => side.options[i]!.value === state.equation!.answer);
    expect(pickSlot(state, 0, slot, 10, random).result).toBe("scored");
    expect(pickSlot(state, 0, 9, 10, random).result).toBe("ignored");
  });

  it("ends at 0, ignores picks afterwards and names the winner", () => {
    const random = r();
    let state = start(createMathIt({ gameSeconds: 60 }), 0, random);
    state = pick(state, 1, state.equation!.answer, 10, random).state;
    expect(tick(state, 59_999).phase).toBe("running");
    const over = tick(state, 60_000);
    expect(over.phase).toBe("over");
    expect(pick(over, 0, over.equation!.answer, 60_001, random).result).toBe("ignored");
    expect(outcome(over)).toEqual({ winner: 1 });
    expect(outcome(start(createMathIt(), 0, random))).toEqual({ tie: true });
  });

  it("Reset Game stops and zeroes; practice has no clock and ends with Finish", () => {
    const random = r();
    let state = start(createMathIt({ gameSeconds: null }), 0, random);
    state = pick(state, 0, state.equation!.answer, 10, random).state;
    expect(tick(state, 1e9).phase).toBe("running");
    expect(finish(state).phase).toBe("over");
    const cleared = reset(state);
    expect(cleared).toMatchObject({ phase: "ready", endsAt: null, equation: null });
    expect(cleared.players.map((p) => p.score)).toEqual([0, 0]);
    expect(pick(cleared, 0, 1, 20, random).result).toBe("ignored");
  });
});
