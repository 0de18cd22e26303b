// "How did that column go?": when a tutor assigns Reading Roller, the game cannot hear the child
// read, so after each roll the child (or the tutor beside them) says whether the column was read,
// or taps the words in it that were tricky. A round is the list rolled through: every column
// answered at least once (a column rolled again keeps its latest answer). Pure; the view reports
// each finished round.
import { COLUMNS } from "./data";

export type ReadingCheck = {
  /** Per column: the words found tricky ([] when all were read), or null while unanswered. */
  tricky: (string[] | null)[];
  /** The settled roll last answered, so one roll is answered once. */
  answeredRoll: number;
};

export type ColumnReading = { column: number; trickyWords: string[] };
export type ReadingRoundResult = { readings: ColumnReading[] };

export function startReadingCheck(answeredRoll = 0): ReadingCheck {
  return { tricky: Array<string[] | null>(COLUMNS).fill(null), answeredRoll };
}

/** Whether the roll numbered `roll` (1 for the first settled roll) still waits for an answer. */
export function awaitsAnswer(check: ReadingCheck, roll: number): boolean {
  return roll > check.answeredRoll;
}

export function columnsAnswered(check: ReadingCheck): number {
  return check.tricky.filter((answer) => answer !== null).length;
}

/**
 * The words chosen as tricky after tapping `word`: added, or taken out if already chosen; kept in
 * the column's order, so the record lists them as the child read them.
 */
export function toggleTrickyWord(chosen: string[], word: string, column: string[]): string[] {
  if (!column.includes(word)) return chosen;
  const next = chosen.includes(word) ? chosen.filter((w) => w !== word) : [...chosen, word];
  return column.filter((w) => next.includes(w));
}

/**
 * Answers roll `roll`, which landed on `column`, with the words found tricky (none: all read).
 * When that completes the round, answers its result and starts the next round's check.
 */
export function answerRoll(
  check: ReadingCheck,
  roll: number,
  column: number,
  trickyWords: string[],
): { check: ReadingCheck; round: ReadingRoundResult | null } {
  if (!awaitsAnswer(check, roll) || column < 0 || column >= COLUMNS) return { check, round: null };
  const next = {
    tricky: check.tricky.map((answer, i) => (i === column ? [...trickyWords] : answer)),
    answeredRoll: roll,
  };
  if (columnsAnswered(next) < COLUMNS) return { check: next, round: null };
  return {
    check: startReadingCheck(roll),
    round: {
      readings: next.tricky.map((answer, i) => ({ column: i, trickyWords: answer ?? [] })),
    },
  };
}
