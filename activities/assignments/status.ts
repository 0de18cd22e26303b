// When an assignment is done for a student, and where it sits on their page. Pure, so the rules
// the child and the tutor both see are tested once (status.test.ts).

/** The "until 90% right" goal. */
export const GOAL_PERCENT = 90;

/** Whole percent right, rounded down (89.9% is not yet 90%). */
export function percentRight(score: number, total: number): number {
  return total > 0 ? Math.floor((score * 100) / total) : 0;
}

/**
 * Whether a play finishes the assignment: any play when there is no goal; with the goal, a play
 * with at least 90% right.
 */
export function playCompletes(goal: boolean, play: { score: number; total: number }): boolean {
  if (!goal) return true;
  return play.total > 0 && play.score * 100 >= GOAL_PERCENT * play.total;
}

export type AssigneeState = "done" | "overdue" | "due-today" | "later";

/**
 * Where an assignment sits for the student on `today` (a business-calendar date, YYYY-MM-DD):
 * done once finished; otherwise overdue after its due date, for today when due today or with no
 * due date, later when due on a later day.
 */
export function assigneeState(
  progress: { doneAt: Date | null },
  dueDate: string | null,
  today: string,
): AssigneeState {
  if (progress.doneAt) return "done";
  if (!dueDate || dueDate === today) return "due-today";
  return dueDate < today ? "overdue" : "later";
}

/** What the tutor reads in Track Assignments for one student. */
export function progressLabel(
  progress: { doneAt: Date | null; openedAt: Date | null; plays: number },
  state: AssigneeState,
): string {
  if (state === "done") return "Done";
  const started = progress.plays > 0 ? "Played, not yet 90%" : progress.openedAt ? "Opened" : "";
  if (state === "overdue") return started ? `${started} · overdue` : "Overdue";
  return started || "Not started";
}
