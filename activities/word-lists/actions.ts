"use server";
// The Word lists pages' changes, on the staff chain (a signed-in teacher or admin, from this
// site); whose list it is is checked in activities/word-lists/store.ts, next to the data.
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/chain";
import { staffChain } from "@/lib/actions/roles";
import {
  createWordList,
  deleteWordList,
  makeActivitiesFromList,
  updateWordList,
  type MadeActivity,
} from "./store";

const listId = z.string({ error: "That word list is not known." }).min(1).max(100);

// The list and the choice are checked by the store against their own schemas, with their own messages.
const save = staffChain.command(
  "word-list.save",
  z.object({ id: listId.nullable(), list: z.unknown() }),
  async ({ db, staff, input }) => {
    const saved = input.id
      ? await updateWordList(db, staff, input.id, input.list)
      : await createWordList(db, staff, input.list);
    return { message: `Saved “${saved.name}”.`, data: { id: saved.id } };
  },
);

const remove = staffChain.command(
  "word-list.delete",
  z.object({ id: listId }),
  async ({ db, staff, input }) => {
    const deleted = await deleteWordList(db, staff, input.id);
    return {
      message: `Deleted the word list “${deleted.name}”. Activities made from it are still in your library.`,
    };
  },
);

const make = staffChain.command(
  "word-list.make",
  z.object({ id: listId, choice: z.unknown() }),
  async ({ db, staff, input }) => {
    const result = await makeActivitiesFromList(db, staff, input.id, input.choice);
    const count = result.made.length;
    return {
      message: `Made ${count} ${count === 1 ? "activity" : "activities"}: they are in your library.`,
      data: result,
    };
  },
);

export async function saveWordListAction(
  id: string | null,
  list: unknown,
): Promise<ActionResult<{ id: string } | undefined>> {
  return save({ id, list });
}

export async function deleteWordListAction(id: string): Promise<ActionResult<undefined>> {
  return remove({ id });
}

export async function makeActivitiesAction(
  id: string,
  choice: unknown,
): Promise<ActionResult<{ made: MadeActivity[]; worksheetId: string | null } | undefined>> {
  return make({ id, choice });
}
