// Word lists on the database (issue 35 point 4): a tutor keeps, edits and deletes only their own
// lists and makes activities only from them (another tutor's list answers as if it did not exist,
// and nothing is stored); an admin sees everyone's. Making activities stores every ticked one or,
// when one can't be made, none. The server actions refuse members, anonymous callers and other
// tutors the same way.
import type * as AdminSession from "../../helpers/admin-session";
import { eq, sql } from "drizzle-orm";
import { activities, wordLists } from "@/db/schema";
import type { Staff } from "@/activities/library/store";
import { getOwnedActivity } from "@/activities/library/store";
import { activityDraftSchema } from "@/activities/schemas";
import {
  createWordList,
  deleteWordList,
  getWordList,
  listWordLists,
  makeActivitiesFromList,
  updateWordList,
  wordListMessages,
} from "@/activities/word-lists/store";
import { parsePastedList } from "@/activities/word-lists/list";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import { actAs, anonymous, persona, type Persona } from "../../helpers/admin-session";

jest.mock(
  "next/headers",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").nextHeadersMock,
);
jest.mock(
  "@/lib/auth/server",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").authServerMock,
);
jest.mock("next/cache", () => ({ refresh: jest.fn(), revalidatePath: jest.fn() }));
jest.setTimeout(240_000);

const digraphs = {
  name: "Digraphs",
  words: parsePastedList("ship: sh\nshop: sh\nfish: sh\nchin: ch\nchop: ch\nrich: ch"),
};
const everything = {
  anagram: true,
  sort: { groupBy: "tags" },
  whack: { tag: "sh" },
  spinner: true,
  worksheet: true,
};

describe.each(testDatabaseTargets())("word lists on $label", (target) => {
  const database = testDatabaseForApp(target);
  let tutorA: Persona;
  let tutorB: Persona;
  let adminP: Persona;
  let memberP: Persona;
  const staff = (p: Persona, role: Staff["role"]): Staff => ({ id: p.id, role });
  const A = () => staff(tutorA, "teacher");
  const B = () => staff(tutorB, "teacher");

  const fingerprint = async () =>
    JSON.stringify(
      await database().db.execute(
        sql`select (select string_agg(id::text || name || words::text, ',' order by id) from word_lists) as l,
                   (select count(*)::int from activities) as a`,
      ),
    );

  beforeAll(async () => {
    tutorA = await persona(database(), "teacher");
    tutorB = await persona(database(), "teacher");
    adminP = await persona(database(), "admin");
    memberP = await persona(database(), "member");
  });
  beforeEach(async () => {
    await database().db.execute(sql`delete from word_lists`);
    await database().db.execute(sql`delete from activities`);
  });

  it("keeps each tutor's lists to their own; an admin sees everyone's", async () => {
    const { db } = database();
    await createWordList(db, A(), digraphs);
    await createWordList(db, A(), { name: "animals", words: parsePastedList("cat, dog, pig") });
    await createWordList(db, B(), { name: "Bees", words: parsePastedList("bug, bun") });
    const names = (rows: { name: string }[]) => rows.map((row) => row.name);
    expect(names(await listWordLists(db, A()))).toEqual(["animals", "Digraphs"]);
    expect(names(await listWordLists(db, A(), { everyone: true }))).toEqual([
      "animals",
      "Digraphs",
    ]);
    expect(names(await listWordLists(db, B()))).toEqual(["Bees"]);
    expect(names(await listWordLists(db, staff(adminP, "admin"), { everyone: true }))).toEqual([
      "animals",
      "Bees",
      "Digraphs",
    ]);
    await expect(listWordLists(db, staff(memberP, "member"))).rejects.toMatchObject({
      status: 403,
    });
  });

  it("stores the words with their tags and refuses a list with a word that fails", async () => {
    const { db } = database();
    const made = await createWordList(db, A(), digraphs);
    const list = await getWordList(db, A(), made.id);
    expect(list.words[0]).toEqual({ word: "ship", tags: ["sh"] });
    const before = await fingerprint();
    await expect(
      updateWordList(db, A(), made.id, { name: "Digraphs", words: parsePastedList("cat: sh") }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/“cat” is tagged “sh”/) as unknown,
    });
    await expect(
      createWordList(db, A(), { name: "Rude", words: parsePastedList("kill, cat") }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await fingerprint()).toBe(before);
  });

  it("tutor B can't read, change, delete or make activities from tutor A's list", async () => {
    const { db } = database();
    const mine = await createWordList(db, A(), digraphs);
    const before = await fingerprint();
    const notFound = { status: 404, message: wordListMessages.notFound };
    await expect(getWordList(db, B(), mine.id)).rejects.toMatchObject(notFound);
    await expect(updateWordList(db, B(), mine.id, digraphs)).rejects.toMatchObject(notFound);
    await expect(deleteWordList(db, B(), mine.id)).rejects.toMatchObject(notFound);
    await expect(makeActivitiesFromList(db, B(), mine.id, everything)).rejects.toMatchObject(
      notFound,
    );
    await expect(getWordList(db, B(), "not-a-uuid")).rejects.toMatchObject(notFound);
    expect(await fingerprint()).toBe(before);
    // An admin may, and what they make is theirs.
    const byAdmin = await makeActivitiesFromList(db, staff(adminP, "admin"), mine.id, {
      spinner: true,
    });
    const [row] = await db.select().from(activities).where(eq(activities.id, byAdmin.made[0]!.id));
    expect(row?.ownerId).toBe(adminP.id);
  });

  it("makes every ticked activity in one step, each valid and editable by its owner", async () => {
    const { db } = database();
    const mine = await createWordList(db, A(), digraphs);
    const result = await makeActivitiesFromList(db, A(), mine.id, everything);
    expect(result.made.map((made) => [made.kind, made.title])).toEqual([
      ["anagram", "Digraphs — Anagram"],
      ["sort-categories", "Digraphs — Sort Categories"],
      ["whack-a-mole", "Digraphs — Whack-a-Mole"],
      ["spinner-wheel", "Digraphs — Spinner Wheel"],
    ]);
    expect(result.worksheetId).toBe(result.made[0]!.id);
    for (const made of result.made) {
      const row = await getOwnedActivity(db, A(), made.id);
      expect(row.ownerId).toBe(tutorA.id);
      expect(activityDraftSchema.safeParse({ ...row, content: row.content }).success).toBe(true);
      await expect(getOwnedActivity(db, B(), made.id)).rejects.toMatchObject({ status: 404 });
    }
    // The list can go; the activities stay.
    await deleteWordList(db, A(), mine.id);
    expect(await db.select().from(wordLists)).toEqual([]);
    expect((await db.select().from(activities)).length).toBe(4);
  });

  it("stores nothing when one ticked activity can't be made from the list", async () => {
    const { db } = database();
    const plain = await createWordList(db, A(), {
      name: "Plain",
      words: parsePastedList("cat, hat"),
    });
    const before = await fingerprint();
    await expect(
      makeActivitiesFromList(db, A(), plain.id, { anagram: true, sort: {} }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Sort Categories groups the words by their tags/) as unknown,
    });
    await expect(makeActivitiesFromList(db, A(), plain.id, {})).rejects.toMatchObject({
      status: 400,
      message: "Please tick at least one activity to make.",
    });
    expect(await fingerprint()).toBe(before);
  });

  it("the actions refuse everyone but the owner and change nothing", async () => {
    const actions = await import("@/activities/word-lists/actions");
    const mine = await createWordList(database().db, A(), digraphs);
    const before = await fingerprint();
    for (const headers of [() => tutorB.headers(), () => memberP.headers(), anonymous]) {
      actAs(headers());
      expect((await actions.saveWordListAction(mine.id, digraphs)).ok).toBe(false);
      expect((await actions.deleteWordListAction(mine.id)).ok).toBe(false);
      expect((await actions.makeActivitiesAction(mine.id, everything)).ok).toBe(false);
    }
    actAs(tutorA.headers({ origin: "https://elsewhere.example" }));
    expect((await actions.makeActivitiesAction(mine.id, everything)).ok).toBe(false);
    expect(await fingerprint()).toBe(before);

    actAs(tutorA.headers());
    expect(await actions.saveWordListAction(null, { name: "", words: [] })).toEqual({
      ok: false,
      message: "Please add a name for the list.",
    });
    const made = await actions.makeActivitiesAction(mine.id, { anagram: true, spinner: true });
    expect(made).toMatchObject({
      ok: true,
      message: "Made 2 activities: they are in your library.",
    });
    expect(await actions.deleteWordListAction(mine.id)).toMatchObject({ ok: true });
  });
});
