import "server-only";
// Tutors' word lists, with authorization in the queries themselves: a tutor reads, changes,
// deletes and makes activities from their own lists only; an admin from everyone's. Another
// tutor's list answers the same 404 as one that doesn't exist.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { user, wordLists } from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import { describeIssues } from "@/lib/result";
import { createActivities, type Staff } from "../library/store";
import { activitiesFromList, makeChoiceSchema, type MakeKind } from "./generate";
import { wordListDraftSchema, wordListIdSchema, type WordEntry } from "./list";

export type WordList = {
  id: string;
  ownerId: string;
  ownerName: string;
  name: string;
  words: WordEntry[];
  createdAt: Date;
  updatedAt: Date;
};

export const wordListMessages = {
  notFound: "We couldn't find that word list. It may have been deleted.",
  notStaff: "Only teachers can keep word lists.",
} as const;

function assertTutor(actor: Staff | null): asserts actor is Staff {
  if (!actor || (actor.role !== "teacher" && actor.role !== "admin"))
    throw new AppError(403, wordListMessages.notStaff);
}

/** The lists this person may manage: their own, or everyone's for an admin. */
function managedBy(actor: Staff): SQL | undefined {
  return actor.role === "admin" ? undefined : eq(wordLists.ownerId, actor.id);
}

const columns = {
  id: wordLists.id,
  ownerId: wordLists.ownerId,
  ownerName: user.name,
  name: wordLists.name,
  words: wordLists.words,
  createdAt: wordLists.createdAt,
  updatedAt: wordLists.updatedAt,
};

function parseList(input: unknown) {
  const parsed = wordListDraftSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError(400, describeIssues(parsed.error, "Please check the word list.").message);
  return parsed.data;
}

/** The person's own lists by name; with `everyone`, an admin sees every tutor's. */
export async function listWordLists(
  db: AppDatabase,
  actor: Staff | null,
  options: { everyone?: boolean } = {},
): Promise<WordList[]> {
  assertTutor(actor);
  const mine = options.everyone ? managedBy(actor) : eq(wordLists.ownerId, actor.id);
  return db
    .select(columns)
    .from(wordLists)
    .innerJoin(user, eq(user.id, wordLists.ownerId))
    .where(mine)
    .orderBy(asc(sql`lower(${wordLists.name})`), asc(wordLists.id));
}

export async function getWordList(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
): Promise<WordList> {
  assertTutor(actor);
  if (!wordListIdSchema.safeParse(id).success) throw new AppError(404, wordListMessages.notFound);
  const [row] = await db
    .select(columns)
    .from(wordLists)
    .innerJoin(user, eq(user.id, wordLists.ownerId))
    .where(and(eq(wordLists.id, id), managedBy(actor)));
  if (!row) throw new AppError(404, wordListMessages.notFound);
  return row;
}

export async function createWordList(
  db: AppDatabase,
  actor: Staff | null,
  input: unknown,
): Promise<{ id: string; name: string }> {
  assertTutor(actor);
  const list = parseList(input);
  const [row] = await db
    .insert(wordLists)
    .values({ ownerId: actor.id, ...list })
    .returning({ id: wordLists.id, name: wordLists.name });
  return row!;
}

export async function updateWordList(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
  input: unknown,
): Promise<{ id: string; name: string }> {
  const existing = await getWordList(db, actor, id);
  const list = parseList(input);
  const [row] = await db
    .update(wordLists)
    .set(list)
    .where(and(eq(wordLists.id, existing.id), managedBy(actor!)))
    .returning({ id: wordLists.id, name: wordLists.name });
  if (!row) throw new AppError(404, wordListMessages.notFound);
  return row;
}

/** Deletes the list; activities made from it stay, they are the tutor's own now. */
export async function deleteWordList(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
): Promise<{ name: string }> {
  const existing = await getWordList(db, actor, id);
  await db.delete(wordLists).where(and(eq(wordLists.id, existing.id), managedBy(actor!)));
  return { name: existing.name };
}

export type MadeActivity = {
  id: string;
  shareCode: string;
  title: string;
  kind: MakeKind;
  note?: string;
};

/**
 * Makes the ticked activities from the list in one step: all of them, in the tutor's library and
 * editable like any other, or (when one can't be made from this list) none, with every reason.
 */
export async function makeActivitiesFromList(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
  choiceInput: unknown,
): Promise<{ made: MadeActivity[]; worksheetId: string | null }> {
  const list = await getWordList(db, actor, id);
  const choice = makeChoiceSchema.safeParse(choiceInput);
  if (!choice.success)
    throw new AppError(400, describeIssues(choice.error, "Please choose what to make.").message);
  const result = activitiesFromList(list, choice.data);
  if (!result.ok) throw new AppError(400, result.messages.join(" "));
  const rows = await createActivities(
    db,
    actor,
    result.made.map((made) => made.draft),
  );
  const made = rows.map((row, index) => {
    const note = result.made[index]!.note;
    return {
      id: row.id,
      shareCode: row.shareCode,
      title: row.title,
      kind: result.made[index]!.kind,
      ...(note ? { note } : {}),
    };
  });
  return {
    made,
    worksheetId: result.worksheetOf === null ? null : (made[result.worksheetOf]?.id ?? null),
  };
}
