// Assigned free games on the database: Letter Tiles' "Listen and build", Whack-a-Mole with a
// phonics set and Reading Roller with a list open under the personal link, each finished round is
// stored against the student's part with its score, and its words reach the confusion record; a
// free-play assignment, another student's link or a malformed round stores nothing.
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
import type { DatedAnswer } from "@/activities/confusions/answers";
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
/** What the record says the child chose, item by item (a word read aloud has no choice). */
const choices = (answers: DatedAnswer[]) =>
  answers.map((a) => ({
    item: a.item,
    right: a.right,
    chose: a.kind === "reading" ? "" : a.chose,
  }));
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
    expect(choices(record.answers)).toEqual([
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

describe.each(testDatabaseTargets())(
  "an assigned Whack-a-Mole and Reading Roller on $label",
  (target) => {
    const database = testDatabaseForApp(target);
    let tutor: Persona;
    const A = (): Staff => ({ id: tutor.id, role: "teacher" });
    const today = "2026-11-26";

    beforeAll(async () => {
      tutor = await persona(database(), "teacher");
    });
    beforeEach(async () => {
      await database().db.execute(sql`delete from assignments`);
      await database().db.execute(sql`delete from students`);
    });

    const assign = async (studentId: string, what: string, settings: Record<string, string>) =>
      createAssignment(
        database().db,
        A(),
        assignmentDraftSchema.parse({ what, studentIds: [studentId], ...settings }),
      );
    const whackRound = {
      hits: ["ship", "fish"],
      missedTargets: [],
      wrongHits: ["chop"],
      seconds: 60,
    };
    // In the VCV list's column 2, "raven" and "frozen" were tricky; every other word was read.
    const readings = [0, 1, 2, 3, 4, 5].map((column) => ({
      column,
      trickyWords: column === 1 ? ["raven", "frozen"] : [],
    }));
    const progress = async (id: string) =>
      (await getAssignment(database().db, A(), id, today)).assignees[0]!;

    it("stores a Whack-a-Mole round with its score, done, and names the confusion", async () => {
      const { db } = database();
      const sam = await createStudent(db, A(), student("Sam"));
      const made = await assign(sam.id, "game:whack-a-mole", { set: "digraph-sh", time: "30" });
      const link = await renewStudentLink(db, A(), sam.id);
      expect(await openAssignedGame(db, link, made.id, "client-w-open", now)).toBe(
        `/my/${link}/${made.id}?set=digraph-sh&speed=slow&time=30`,
      );
      // Opened is not done: the round says how well.
      expect(await progress(made.id)).toMatchObject({ state: "due-today", plays: 0 });

      await recordAssignedGameRound(db, link, made.id, whackRound, "client-w-round", now);
      expect(await progress(made.id)).toMatchObject({
        state: "done",
        plays: 1,
        lastScore: 2,
        lastTotal: 3,
      });
      const record = await confusionRecord(db, A(), sam.id, now);
      expect(choices(record.answers)).toEqual([
        { item: "chop", right: false, chose: "chop" },
        { item: "ship", right: true, chose: "ship" },
        { item: "fish", right: true, chose: "fish" },
      ]);
      expect(record.week.confusions.map((c) => c.text)).toEqual([
        "took a ch word for sh once this week",
      ]);
    });

    it("with the 90% goal, leaves the part open after a round under 90% and done after one at 90%", async () => {
      const { db } = database();
      const sam = await createStudent(db, A(), student("Sam"));
      const made = await assign(sam.id, "game:whack-a-mole", { set: "digraph-sh", goal: "on" });
      expect((await getAssignment(db, A(), made.id, today)).untilNinetyPercent).toBe(true);
      const link = await renewStudentLink(db, A(), sam.id);
      await openAssignedGame(db, link, made.id, "client-g-open", now);
      expect(await progress(made.id)).toMatchObject({ state: "due-today", doneAt: null });

      // 2 of 3: saved and counted, not done.
      expect(
        await recordAssignedGameRound(db, link, made.id, whackRound, "client-g-1", now),
      ).toEqual({ done: false, goal: true, score: 2, total: 3 });
      expect(await progress(made.id)).toMatchObject({
        state: "due-today",
        plays: 1,
        lastScore: 2,
        lastTotal: 3,
        doneAt: null,
      });

      // 9 of 10 reaches the goal.
      const nearlyAll = {
        hits: Array.from({ length: 9 }, (_, i) => (i % 2 ? "ship" : "fish")),
        missedTargets: [],
        wrongHits: ["chop"],
        seconds: 60,
      };
      const later = new Date(now.getTime() + 60_000);
      expect(
        await recordAssignedGameRound(db, link, made.id, nearlyAll, "client-g-2", later),
      ).toEqual({ done: true, goal: true, score: 9, total: 10 });
      expect(await progress(made.id)).toMatchObject({
        state: "done",
        plays: 2,
        lastScore: 9,
        lastTotal: 10,
        doneAt: later,
      });

      // Without the goal, the first saved round is enough, however it went.
      const plain = await assign(sam.id, "game:whack-a-mole", { set: "digraph-sh" });
      expect(
        await recordAssignedGameRound(db, link, plain.id, whackRound, "client-g-3", now),
      ).toEqual({ done: true, goal: false, score: 2, total: 3 });
      expect(await progress(plain.id)).toMatchObject({ state: "done", doneAt: now });
    });

    it("stores a Reading Roller round with its score, done, and the tricky words with their pattern", async () => {
      const { db } = database();
      const sam = await createStudent(db, A(), student("Sam"));
      const made = await assign(sam.id, "game:reading-roller", { list: "vcv" });
      const link = await renewStudentLink(db, A(), sam.id);
      expect(await openAssignedGame(db, link, made.id, "client-r-open", now)).toBe(
        `/my/${link}/${made.id}?list=vcv`,
      );
      await recordAssignedGameRound(db, link, made.id, { readings, seconds: 240 }, "client-r", now);
      expect(await progress(made.id)).toMatchObject({
        state: "done",
        plays: 1,
        lastScore: 52,
        lastTotal: 54,
      });
      const record = await confusionRecord(db, A(), sam.id, now);
      expect(record.answers).toHaveLength(54);
      expect(record.answers.filter((a) => !a.right).map((a) => a.item)).toEqual([
        "raven",
        "frozen",
      ]);
      expect(record.week.tricky[0]).toMatchObject({ tag: "vcv", words: ["raven", "frozen"] });
      expect(record.week.patterns).toContainEqual({
        tag: "vcv",
        tries: 54,
        right: 52,
        percent: 96,
      });
    });

    it("stores nothing for a free game kept as it is, another student's link or a malformed round", async () => {
      const { db } = database();
      const sam = await createStudent(db, A(), student("Sam"));
      const ava = await createStudent(db, A(), student("Ava"));
      const free = await assign(sam.id, "game:letter-tiles", { mode: "free" });
      const whack = await assign(sam.id, "game:whack-a-mole", { set: "digraph-sh" });
      const roller = await assign(sam.id, "game:reading-roller", { list: "vcv" });
      const samLink = await renewStudentLink(db, A(), sam.id);
      const avaLink = await renewStudentLink(db, A(), ava.id);
      let clients = 0;
      const refused = (link: string, id: string, round: unknown, status: number) =>
        expect(
          recordAssignedGameRound(db, link, id, round, `client-refused-${++clients}`, now),
        ).rejects.toMatchObject({ status });

      // The free game played freely (or from a free-play assignment) has nothing to save with.
      await refused(samLink, free.id, whackRound, 404);
      await refused(samLink, free.id, { readings, seconds: 3 }, 404);
      await refused(avaLink, whack.id, whackRound, 404);
      await refused(avaLink, roller.id, { readings, seconds: 3 }, 404);
      await refused(samLink, whack.id, { hits: "ship" }, 400);
      await refused(samLink, whack.id, { readings, seconds: 3 }, 400);
      await refused(samLink, roller.id, whackRound, 400);
      await refused(samLink, roller.id, { readings: readings.slice(1), seconds: 3 }, 400);
      // A tricky word from another column, or none of the list's, is refused, not stored.
      for (const word of ["salad", "elephant"])
        await refused(
          samLink,
          roller.id,
          {
            readings: readings.map((r) => ({ ...r, trickyWords: r.column ? [] : [word] })),
            seconds: 3,
          },
          400,
        );
      await expect(
        recordAssignedGameRound(
          db,
          samLink,
          roller.id,
          {
            readings: readings.map((r) => ({ ...r, trickyWords: r.column ? [] : ["elephant"] })),
            seconds: 3,
          },
          "client-refused-elephant",
          now,
        ),
      ).rejects.toMatchObject({
        status: 400,
        message: "“elephant” is not a word of column 1 in this list.",
      });
      // Only words the set never pops up: nothing about them may reach the record.
      await refused(
        samLink,
        whack.id,
        { hits: ["elephant"], missedTargets: [], wrongHits: ["zebra"], seconds: 3 },
        400,
      );
      expect((await confusionRecord(db, A(), sam.id, now)).answers).toEqual([]);
      for (const id of [whack.id, roller.id])
        expect(await progress(id)).toMatchObject({ plays: 0, lastScore: null, doneAt: null });
      const plays = await db.execute(sql`select count(*)::int as n from assignment_plays`);
      expect(JSON.stringify(plays)).toContain('"n":0');
    });
  },
);
