// Assignments on the database: a tutor assigns only their own activity to their own students and
// sees only their own assignments (an admin sees everyone's); a personal link opens that one
// student's assignments until it is replaced; a play started from it is stored against the
// student's part, once, and finishes it only as the 90% goal says.
import type * as AdminSession from "../../helpers/admin-session";
import { sql } from "drizzle-orm";
import { createActivity, type Staff } from "@/activities/library/store";
import {
  assignedPart,
  assignmentCsv,
  createAssignment,
  deleteAssignment,
  getAssignment,
  listAssignments,
  openAssignedGame,
  personalLinkRules,
  personalPage,
  personalPageAllowed,
  recordAssignedPlay,
  renewStudentLink,
  startAssignedPlay,
  studentAssignmentsCsv,
  studentLinkTokens,
} from "@/activities/assignments/store";
import { assignmentDraftSchema, assignmentMessages } from "@/activities/assignments/schemas";
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

const anagram = {
  template: "anagram",
  title: "Short a words",
  content: { words: [{ word: "cat" }, { word: "map" }, { word: "van" }, { word: "bag" }] },
  settings: {},
};
const student = (name: string) => ({
  name,
  pictureColour: "blue" as const,
  pictureAnimal: "fox" as const,
  yearGroup: null,
  readingPreferences: { ...defaultReadingPreferences, font: "opendyslexic" as const },
});
const today = "2026-11-26";
const now = new Date("2026-11-26T17:00:00Z");
let clients = 0;

describe.each(testDatabaseTargets())("assignments on $label", (target) => {
  const database = testDatabaseForApp(target);
  let tutorA: Persona;
  let tutorB: Persona;
  let adminP: Persona;
  const A = (): Staff => ({ id: tutorA.id, role: "teacher" });
  const B = (): Staff => ({ id: tutorB.id, role: "teacher" });
  const admin = (): Staff => ({ id: adminP.id, role: "admin" });
  const draft = (what: string, studentIds: string[], extra: Record<string, string> = {}) =>
    assignmentDraftSchema.parse({ what, studentIds, ...extra });
  // Each test its own client, so the per-address limits never meet.
  const client = () => `client-${++clients}`;

  beforeAll(async () => {
    tutorA = await persona(database(), "teacher");
    tutorB = await persona(database(), "teacher");
    adminP = await persona(database(), "admin");
  });
  beforeEach(async () => {
    await database().db.execute(sql`delete from assignments`);
    await database().db.execute(sql`delete from students`);
    await database().db.execute(sql`delete from activities`);
  });

  async function setUp() {
    const { db } = database();
    const activityA = await createActivity(db, A(), anagram);
    const activityB = await createActivity(db, B(), anagram);
    const sam = await createStudent(db, A(), student("Sam"));
    const ava = await createStudent(db, A(), student("Ava"));
    const theo = await createStudent(db, B(), student("Theo"));
    return { db, activityA, activityB, sam, ava, theo };
  }

  it("assigns a tutor's own activity to their own students, and nobody else's", async () => {
    const { db, activityA, activityB, sam, ava, theo } = await setUp();
    const made = await createAssignment(
      db,
      A(),
      draft(`activity:${activityA.id}`, [sam.id, ava.id], { dueDate: today, goal: "on" }),
    );
    expect(made).toMatchObject({ title: "Short a words", students: 2 });

    // Another tutor's student, or another tutor's activity: not found, and nothing stored.
    await expect(
      createAssignment(db, A(), draft(`activity:${activityA.id}`, [sam.id, theo.id])),
    ).rejects.toMatchObject({ status: 404, message: assignmentMessages.studentNotFound });
    await expect(
      createAssignment(db, A(), draft(`activity:${activityB.id}`, [sam.id])),
    ).rejects.toMatchObject({ status: 404, message: assignmentMessages.activityNotFound });
    const count = await db.execute(sql`select count(*)::int as n from assignment_students`);
    expect(JSON.stringify(count)).toContain('"n":2');

    // B sees none of A's; A's list holds it with both students; an admin sees everyone's.
    expect(await listAssignments(db, B(), today)).toEqual([]);
    expect(await listAssignments(db, B(), today, { everyone: true })).toEqual([]);
    const [mine] = await listAssignments(db, A(), today);
    expect(mine!.assignees.map((p) => [p.studentName, p.state])).toEqual([
      ["Ava", "due-today"],
      ["Sam", "due-today"],
    ]);
    expect(await listAssignments(db, admin(), today, { everyone: true })).toHaveLength(1);
    await expect(getAssignment(db, B(), made.id, today)).rejects.toMatchObject({ status: 404 });
    await expect(deleteAssignment(db, B(), made.id)).rejects.toMatchObject({ status: 404 });
    expect(await listAssignments(db, A(), today)).toHaveLength(1);
  });

  it("opens a student's page only through their current link; a new link withdraws the old", async () => {
    const { db, activityA, sam, ava } = await setUp();
    await createAssignment(db, A(), draft(`activity:${activityA.id}`, [sam.id]));
    await expect(renewStudentLink(db, B(), sam.id)).rejects.toMatchObject({ status: 404 });
    const first = await renewStudentLink(db, A(), sam.id);
    expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const page = await personalPage(db, first, today);
    expect(page?.student).toMatchObject({ name: "Sam", pictureAnimal: "fox" });
    expect(page?.student.readingPreferences.font).toBe("opendyslexic");
    expect(page?.items.map((item) => item.title)).toEqual(["Short a words"]);

    const second = await renewStudentLink(db, A(), sam.id);
    expect(second).not.toBe(first);
    expect(await personalPage(db, first, today)).toBeNull();
    expect(await personalPage(db, "x".repeat(24), today)).toBeNull();
    expect((await studentLinkTokens(db, A())).get(sam.id)).toBe(second);
    expect((await studentLinkTokens(db, B())).size).toBe(0);

    // Ava's link never opens Sam's assignment.
    const avaLink = await renewStudentLink(db, A(), ava.id);
    const [assignment] = await listAssignments(db, A(), today);
    expect(await assignedPart(db, avaLink, assignment!.id)).toBeNull();
    await expect(startAssignedPlay(db, first, assignment!.id, client(), now)).rejects.toMatchObject(
      { status: 404 },
    );
  });

  it("stores an assigned play once against the student, done only at 90% with the goal on", async () => {
    const { db, activityA, sam } = await setUp();
    const made = await createAssignment(
      db,
      A(),
      draft(`activity:${activityA.id}`, [sam.id], { dueDate: "2026-11-25", goal: "on" }),
    );
    const link = await renewStudentLink(db, A(), sam.id);
    const who = client();
    const play = async (score: number, missedItems: string[]) => {
      const playToken = await startAssignedPlay(db, link, made.id, who, now);
      const result = { playToken, score, total: 4, seconds: 30, missedItems };
      return {
        playToken,
        result,
        saved: await recordAssignedPlay(db, link, made.id, result, who, now),
      };
    };

    const low = await play(3, ["van"]);
    expect(low.saved).toEqual({ done: false, goal: true, score: 3, total: 4 });
    await expect(recordAssignedPlay(db, link, made.id, low.result, who, now)).rejects.toMatchObject(
      { status: 409 },
    );
    let [row] = (await getAssignment(db, A(), made.id, today)).assignees;
    expect(row).toMatchObject({ plays: 1, lastScore: 3, doneAt: null, state: "overdue" });

    expect((await play(4, [])).saved).toEqual({ done: true, goal: true, score: 4, total: 4 });
    [row] = (await getAssignment(db, A(), made.id, today)).assignees;
    expect(row).toMatchObject({ plays: 2, lastScore: 4, lastTotal: 4, state: "done" });
    expect(assignmentCsv(await getAssignment(db, A(), made.id, today))).toContain(
      '"Sam","Done","2","4","4","100"',
    );

    // A token started for another part, or none, is refused.
    await expect(
      recordAssignedPlay(db, link, made.id, { ...low.result, playToken: "1.2.3" }, who, now),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("marks a free game done when the student opens it, and sends them there with its settings", async () => {
    const { db, sam } = await setUp();
    const made = await createAssignment(
      db,
      A(),
      draft("game:letter-tiles", [sam.id], { mode: "free", group: "sh" }),
    );
    // Played freely, it keeps no score, so it cannot be given the 90% goal.
    expect(() => draft("game:letter-tiles", [sam.id], { mode: "free", goal: "on" })).toThrow(
      assignmentMessages.goalForGames,
    );
    const link = await renewStudentLink(db, A(), sam.id);
    const url = await openAssignedGame(db, link, made.id, client(), now);
    expect(url).toBe("/student-apps/letter-tiles?mode=free&group=sh");
    const [row] = (await getAssignment(db, A(), made.id, today)).assignees;
    expect(row).toMatchObject({ state: "done", plays: 0 });
    expect(row!.openedAt).toEqual(now);
    // A game whose rounds say how well opens under the personal link, and is not done yet.
    const whack = await createAssignment(
      db,
      A(),
      draft("game:whack-a-mole", [sam.id], { set: "digraph-sh", speed: "fast", time: "30" }),
    );
    expect(await openAssignedGame(db, link, whack.id, client(), now)).toBe(
      `/my/${link}/${whack.id}?set=digraph-sh&speed=fast&time=30`,
    );
    const [opened] = (await getAssignment(db, A(), whack.id, today)).assignees;
    expect(opened).toMatchObject({ state: "due-today", plays: 0, openedAt: now });
    // The student's own CSV lists them; another tutor gets the same 404 as for no student.
    const csv = await studentAssignmentsCsv(db, A(), sam.id, today);
    expect(csv).toContain('"Letter Tiles","Letter Tiles: Free play, sh words"');
    expect(csv).toContain('"Played once","Done"');
    expect(csv).toContain('"Whack-a-Mole","Whack-a-Mole: Digraph sh, fast, 30 seconds"');
    expect(csv).toContain('"Played once","Due today"');
    await expect(studentAssignmentsCsv(db, B(), sam.id, today)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("limits how often one client address opens personal pages", async () => {
    const { db } = database();
    const who = client();
    for (let i = 0; i < personalLinkRules.page.limit; i++)
      expect(await personalPageAllowed(db, who, now)).toBe(true);
    expect(await personalPageAllowed(db, who, now)).toBe(false);
    // Another address is not held back.
    expect(await personalPageAllowed(db, client(), now)).toBe(true);
  });

  it("deletes a student's part and plays with the student", async () => {
    const { db, activityA, sam, ava } = await setUp();
    const made = await createAssignment(
      db,
      A(),
      draft(`activity:${activityA.id}`, [sam.id, ava.id]),
    );
    await db.execute(sql`delete from students where id = ${sam.id}`);
    const left = await getAssignment(db, A(), made.id, today);
    expect(left.assignees.map((p) => p.studentName)).toEqual(["Ava"]);
  });
});
