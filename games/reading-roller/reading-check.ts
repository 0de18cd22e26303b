// "How did that column go?": when a tutor assigns Reading Roller, the game cannot hear the child
// read, so after each roll the child (or the tutor beside them) says whether the column was easy
// or tricky. A round is the list rolled through: every column answered at least once (a column
// rolled again keeps its latest answer). Pure; the view reports each finished round.
import { COLUMNS } from "./data";

export type ReadingCheck = {
  /** Per column: tricky or not, or null while it has no answer this round. */
  tricky: (boolean | null)[];
  /** The settled roll last answered, so one roll is answered once. */
  answeredRoll: number;
};

export type ReadingRoundResult = { readings: { column: number; tricky: boolean }[] };

export function startReadingCheck(answeredRoll = 0): ReadingCheck {
  return { tricky: Array<boolean | null>(COLUMNS).fill(null), answeredRoll };
}

/** Whether the roll numbered `roll` (1 for the first settled roll) still waits for an answer. */
export function awaitsAnswer(check: ReadingCheck, roll: number): boolean {
  return roll > check.answeredRoll;
}

export function columnsAnswered(check: ReadingCheck): number {
  return check.tricky.filter((answer) => answer !== null).length;
}

/**
 * Answers roll `roll`, which landed on `column`. When that completes the round, answers its result
 * and starts the next round's check.
 */
export function answerRoll(
  check: ReadingCheck,
  roll: number,
  column: number,
  tricky: boolean,
): { check: ReadingCheck; round: ReadingRoundResult | null } {
  if (!awaitsAnswer(check, roll) || column < 0 || column >= COLUMNS) return { check, round: null };
  const next = {
    tricky: check.tricky.map((answer, i) => (i === column ? tricky : answer)),
    answeredRoll: roll,
  };
  if (columnsAnswered(next) < COLUMNS) return { check: next, round: null };
  return {
    check: startReadingCheck(roll),
    round: { readings: next.tricky.map((answer, i) => ({ column: i, tricky: answer === true })) },
  };
}
