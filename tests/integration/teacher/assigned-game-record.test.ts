// An assigned Letter Tiles "Listen and build" on the database: it opens under the personal link,
// each finished round is stored against the student's part, and its words reach the confusion
// record; a free-play assignment, another student's link or a forged round stores nothing.
import type * as AdminSession from "../../helpers/admin-session";
import { sql } from "drizzle-orm";
import type { Staff } from "@/activities/library/store";
import {
  createAssignment,
  getAssignment,
  openAssignedGame,
  recordAssignedGameRound,
  renewStudentLink,
} from "@/activities/assignments/store";
import { assignmentDraftSchema } from "@/activities/assignments/schemas";
import { confusionRecord } from "@/activities/confusions/store";
import { createStudent } from "@/lib/students/store";
import { defaultReadingPreferences } from "@/lib/reading-preferences";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import { persona, type Persona } from "../../helpers/admin-session";

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

const student = (name: string) => ({
  name,
  pictureColour: "blue" as const,
  pictureAnimal: "fox" as const,
  yearGroup: null,
  readingPreferences: defaultReadingPreferences,
});
const now = new Date("2026-11-26T17:00:00Z");
const round = {
  words: [
    { word: "ship", right: false, built: "chip" },
    { word: "chop", right: false, built: "" },
    { word: "cat", right: true, built: "cat" },
  ],
  seconds: 50,
};

describe.each(testDatabaseTargets())("an assigned dictation's record on $label", (target) => {
  const database = testDatabaseForApp(target);
  let tutor: Persona;
  const A = (): Staff => ({ id: tutor.id, role: "teacher" });

  beforeAll(async () => {
    tutor = await persona(database(), "teacher");
  });
  beforeEach(async () => {
    await database().db.execute(sql`delete from assignments`);
    await database().db.execute(sql`delete from students`);
  });

  const assignTiles = async (studentIds: string[], mode: "dictation" | "free") =>
    createAssignment(
      database().db,
      A(),
      assignmentDraftSchema.parse({ what: "game:letter-tiles", studentIds, mode }),
    );

  it("opens under the personal link and files each round's words in the record", async () => {
    const { db } = database();
    const sam = await createStudent(db, A(), student("Sam"));
    const made = await assignTiles([sam.id], "dictation");
    const link = await renewStudentLink(db, A(), sam.id);
    expect(await openAssignedGame(db, link, made.id, "client-open", now)).toBe(
      `/my/${link}/${made.id}?mode=dictation`,
    );

    await recordAssignedGameRound(db, link, made.id, round, "client-round", now);
    const [row] = (await getAssignment(db, A(), made.id, "2026-11-26")).assignees;
    expect(row).toMatchObject({ plays: 1 });
    const record = await confusionRecord(db, A(), sam.id, now);
    expect(record.answers.map(({ item, right, chose }) => ({ item, right, chose }))).toEqual([
      { item: "ship", right: false, chose: "chip" },
      { item: "chop", right: false, chose: "" },
      { item: "cat", right: true, chose: "cat" },
    ]);
    expect(record.week.confusions.map((c) => c.text)).toEqual(["wrote ch for sh once this week"]);
  });

  it("stores nothing for free play, another student's link or a forged round", async () => {
    const { db } = database();
    const sam = await createStudent(db, A(), student("Sam"));
    const ava = await createStudent(db, A(), student("Ava"));
    const free = await assignTiles([sam.id], "free");
    const dictation = await assignTiles([sam.id], "dictation");
    const samLink = await renewStudentLink(db, A(), sam.id);
    const avaLink = await renewStudentLink(db, A(), ava.id);

    expect(await openAssignedGame(db, samLink, free.id, "client-free", now)).toBe(
      "/student-apps/letter-tiles?mode=free",
    );
    await expect(
      recordAssignedGameRound(db, samLink, free.id, round, "client-free", now),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      recordAssignedGameRound(db, avaLink, dictation.id, round, "client-ava", now),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      recordAssignedGameRound(db, samLink, dictation.id, { words: "ship" }, "client-bad", now),
    ).rejects.toMatchObject({ status: 400 });
    // Only words the game never dictates: nothing about them may reach the record.
    await expect(
      recordAssignedGameRound(
        db,
        samLink,
        dictation.id,
        { words: [{ word: "elephant", right: false, built: "elefant" }], seconds: 9 },
        "client-forged",
        now,
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect((await confusionRecord(db, A(), sam.id, now)).answers).toEqual([]);
  });
});
