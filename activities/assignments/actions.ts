"use server";
// Assignments' changes and a child's assigned plays. The tutor's stand on staffChain (a signed-in
// teacher or admin, from this site); the store checks whose students, activities and assignments
// they are. A child's stand on the public chain with the player's client key, which the store's
// per-address limits use; the personal link's token is what grants access.
import { headers } from "next/headers";
import { z } from "zod";
import { getDb } from "@/db/client";
import { publicChain } from "@/lib/actions/chain";
import { staffChain } from "@/lib/actions/roles";
import { clientOf } from "@/lib/http/public-write";
import {
  createAssignment,
  deleteAssignment,
  openAssignedGame,
  recordAssignedGameRound,
  recordAssignedPlay,
  renewStudentLink,
  startAssignedPlay,
  type SavedPlay,
} from "./store";
import { GOAL_PERCENT } from "./status";
import {
  assignedPlaySchema,
  assignmentDraftSchema,
  assignmentIdSchema,
  studentLinkSchema,
} from "./schemas";

export const assignAction = staffChain.form(
  "assignments.create",
  assignmentDraftSchema,
  async ({ db, staff, input }) => {
    const made = await createAssignment(db, staff, input);
    const who = made.students === 1 ? "1 student" : `${made.students} students`;
    return { message: `Assigned ${made.title} to ${who}.`, data: { id: made.id } };
  },
);

export const deleteAssignmentAction = staffChain.form(
  "assignments.delete",
  assignmentIdSchema,
  async ({ db, staff, input }) => {
    await deleteAssignment(db, staff, input.id);
    return { message: "The assignment and its results were deleted." };
  },
);

export const renewStudentLinkAction = staffChain.form(
  "assignments.renew_link",
  studentLinkSchema,
  async ({ db, staff, input }) => {
    await renewStudentLink(db, staff, input.studentId);
    return { message: "Here is the new personal link. Any earlier link no longer works." };
  },
);

/** A child reads these, so they say what happens next, not what went wrong. */
const PLAY_FAILURE =
  "We couldn't save your result just now. Your teacher can ask you to play again.";
const OPEN_FAILURE = "We couldn't open this game just now. Please try again.";
const DONE = "Saved! This one is done. Your teacher can see how you did.";

/** What the child reads once a play is saved: `done`, or how near the 90% goal it came. */
function savedMessage(saved: SavedPlay, done: string): string {
  if (saved.done) return done;
  return `Saved! Nearly there: ${saved.score} of ${saved.total} right. Play again to get ${GOAL_PERCENT / 10} out of 10 right.`;
}

const child = publicChain.use(async () => {
  const db = await getDb();
  const client = await clientOf(db, await headers());
  return { db, client: client.visitor.network };
});

const start = child.action(
  "assignments.play_start",
  assignedPlaySchema,
  ({ db, client, input, now }) => startAssignedPlay(db, input.token, input.assignment, client, now),
  { invalid: PLAY_FAILURE, failure: PLAY_FAILURE },
);

const finish = child.command(
  "assignments.play_result",
  assignedPlaySchema.extend({ result: z.unknown() }),
  async ({ db, client, input, now }) => {
    const saved = await recordAssignedPlay(
      db,
      input.token,
      input.assignment,
      input.result,
      client,
      now,
    );
    return { message: savedMessage(saved, DONE), data: { done: saved.done } };
  },
  { invalid: PLAY_FAILURE, failure: PLAY_FAILURE, refresh: false },
);

const gameRound = child.command(
  "assignments.game_round",
  assignedPlaySchema.extend({ result: z.unknown() }),
  async ({ db, client, input, now }) => {
    const saved = await recordAssignedGameRound(
      db,
      input.token,
      input.assignment,
      input.result,
      client,
      now,
    );
    // Without the goal every round is done and the next one is played for practice, so a round
    // says only that it was saved.
    const done = saved.goal ? DONE : "Saved! Your teacher can see how you did.";
    return { message: savedMessage(saved, done), data: { done: saved.done } };
  },
  { invalid: PLAY_FAILURE, failure: PLAY_FAILURE, refresh: false },
);

const open = child.action(
  "assignments.open_game",
  assignedPlaySchema,
  ({ db, client, input, now }) => openAssignedGame(db, input.token, input.assignment, client, now),
  { invalid: OPEN_FAILURE, failure: OPEN_FAILURE },
);

/** The assigned play's single-use token (`data`), or why its result cannot be saved. */
export async function startAssignedPlayAction(token: string, assignment: string) {
  return start({ token, assignment });
}

/** Stores the finished assigned play (the play token travels inside `result`). */
export async function submitAssignedPlayAction(token: string, assignment: string, result: unknown) {
  return finish({ token, assignment, result });
}

/** Stores a finished round of an assigned game that feeds the student's record. */
export async function submitAssignedGameRoundAction(
  token: string,
  assignment: string,
  result: unknown,
) {
  return gameRound({ token, assignment, result });
}

/** Notes a free game as opened and answers where it opens (`data`). */
export async function openAssignedGameAction(token: string, assignment: string) {
  return open({ token, assignment });
}
