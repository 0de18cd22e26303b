"use server";
// The teacher portal's changes to activities, on the staff chain (a signed-in teacher or admin,
// from this site); whose activity it is is checked in activities/library/store.ts, next to the data.
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/chain";
import { staffChain } from "@/lib/actions/roles";
import {
  createActivity,
  deleteActivity,
  duplicateActivity,
  setActivityState,
  updateActivity,
} from "@/activities/library/store";

/** What the portal's buttons and editors get back: a message, and the activity's id when one was made. */
export type ActivityActionResult = ActionResult<{ id: string } | undefined>;

const activityId = z.string({ error: "That activity is not known." }).min(1).max(100);

// The draft is checked by the store against the template's own schema, with its own messages.
const save = staffChain.command(
  "activity.save",
  z.object({ id: activityId.nullable(), draft: z.unknown() }),
  async ({ db, staff, input }) => {
    const saved = input.id
      ? await updateActivity(db, staff, input.id, input.draft)
      : await createActivity(db, staff, input.draft);
    return { message: "Saved.", data: { id: saved.id } };
  },
);

const duplicate = staffChain.command(
  "activity.duplicate",
  z.object({ id: activityId }),
  async ({ db, staff, input }) => {
    const copy = await duplicateActivity(db, staff, input.id);
    return { message: `Made a copy: ${copy.title}.`, data: { id: copy.id } };
  },
);

const remove = staffChain.command(
  "activity.delete",
  z.object({ id: activityId }),
  async ({ db, staff, input }) => {
    await deleteActivity(db, staff, input.id);
    return { message: "Activity and its results deleted." };
  },
);

const changeState = staffChain.command(
  "activity.state",
  z.object({
    id: activityId,
    paused: z.boolean().optional(),
    resultsEnabled: z.boolean().optional(),
  }),
  async ({ db, staff, input: { id, ...change } }) => {
    const row = await setActivityState(db, staff, id, change);
    const message =
      change.paused !== undefined
        ? row.paused
          ? "Link paused."
          : "Link is live again."
        : row.resultsEnabled
          ? "Results are on."
          : "Results are off.";
    return { message };
  },
);

export async function saveActivityAction(
  id: string | null,
  draft: unknown,
): Promise<ActivityActionResult> {
  return save({ id, draft });
}

export async function duplicateActivityAction(id: string): Promise<ActivityActionResult> {
  return duplicate({ id });
}

export async function deleteActivityAction(id: string): Promise<ActivityActionResult> {
  return remove({ id });
}

export async function setActivityStateAction(
  id: string,
  change: { paused?: boolean; resultsEnabled?: boolean },
): Promise<ActivityActionResult> {
  return changeState({ id, ...change });
}
