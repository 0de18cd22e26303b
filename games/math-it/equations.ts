// Math It equations: facts with numbers 1 to 12. Subtraction never goes below zero and
// division always comes out whole (the dividend is built as quotient × divisor).
import { randomInt, shuffle, type Random } from "@/games/kit/random/random";

export type Operation = "addition" | "subtraction" | "multiplication" | "division";
export type OperationChoice = Operation | "mixed";

export const OPERATIONS: Operation[] = ["addition", "subtraction", "multiplication", "division"];
export const OPERATION_CHOICES: OperationChoice[] = [...OPERATIONS, "mixed"];
export const OPTIONS_PER_SIDE = 8; // the answer and 7 distractors

/** Where answers and distractors come from: up to 24 for +, 144 for ×, 12 otherwise. */
export const OPTION_RANGE: Record<Operation, { min: number; max: number }> = {
  addition: { min: 2, max: 24 },
  subtraction: { min: 0, max: 12 },
  multiplication: { min: 1, max: 144 },
  division: { min: 1, max: 12 },
};

const signs: Record<Operation, { symbol: string; spoken: string }> = {
  addition: { symbol: "+", spoken: "plus" },
  subtraction: { symbol: "−", spoken: "minus" },
  multiplication: { symbol: "×", spoken: "times" },
  division: { symbol: "÷", spoken: "divided by" },
};

export type Equation = {
  operation: Operation;
  left: number;
  right: number;
  answer: number;
  text: string;
  spoken: string;
};

export function makeEquation(operation: Operation, left: number, right: number): Equation {
  const answer = {
    addition: left + right,
    subtraction: left - right,
    multiplication: left * right,
    division: left / right,
  }[operation];
  const sign = signs[operation];
  return {
    operation,
    left,
    right,
    answer,
    text: `${left} ${sign.symbol} ${right} = ?`,
    spoken: `What is ${left} ${sign.spoken} ${right}?`,
  };
}

export function randomEquation(random: Random, choice: OperationChoice): Equation {
  const operation =
    choice === "mixed" ? (OPERATIONS[randomInt(random, 0, 3)] as Operation) : choice;
  const a = randomInt(random, 1, 12);
  const b = randomInt(random, 1, 12);
  if (operation === "subtraction") return makeEquation(operation, Math.max(a, b), Math.min(a, b));
  if (operation === "division") return makeEquation(operation, a * b, b);
  return makeEquation(operation, a, b);
}

/** Wrong answers children really give: off by one or two, by ten, a neighbouring fact. */
function nearMisses(eq: Equation): number[] {
  const { answer: n, left: a, right: b } = eq;
  const common = [n - 1, n + 1, n - 2, n + 2];
  switch (eq.operation) {
    case "addition":
      return [...common, n + 10, n - 10, Math.abs(a - b)];
    case "subtraction":
      return [...common, a + b, a];
    case "multiplication":
      return [...common, a * (b + 1), a * (b - 1), (a + 1) * b, (a - 1) * b, a + b, n + 10, n - 10];
    case "division":
      return [...common, b, n * 2];
  }
}

/** The answer plus 7 different distractors, all inside the operation's range, in random order. */
export function answerOptions(random: Random, eq: Equation): number[] {
  const { min, max } = OPTION_RANGE[eq.operation];
  const inRange = (v: number) => Number.isInteger(v) && v >= min && v <= max && v !== eq.answer;
  const chosen = new Set<number>();
  for (const v of shuffle(random, nearMisses(eq))) {
    if (chosen.size >= 4) break;
    if (inRange(v)) chosen.add(v);
  }
  const rest = shuffle(
    random,
    Array.from({ length: max - min + 1 }, (_, i) => min + i).filter(
      (v) => inRange(v) && !chosen.has(v),
    ),
  );
  for (const v of rest) {
    if (chosen.size >= OPTIONS_PER_SIDE - 1) break;
    chosen.add(v);
  }
  return shuffle(random, [eq.answer, ...chosen]);
}
