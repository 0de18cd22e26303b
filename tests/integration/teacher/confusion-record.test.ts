// A student's confusion record on the database: an assigned play's answers are stored with it
// (only those about the activity's own items), the record names the confusions, and a tutor never
// sees another tutor's student's record (an admin sees everyone's).
import type * as AdminSession from "../../helpers/admin-session";
import { sql } from "drizzle-orm";
import { createActivity, type Staff } from "@/activities/library/store";
import {
  createAssignment,
  recordAssignedPlay,
  renewStudentLink,
  startAssignedPlay,
} from "@/activities/assignments/store";
import { assignmentDraftSchema, assignmentMessages } from "@/activities/assignments/schemas";
import { assignPractice, confusionRecord } from "@/activities/confusions/store";
import { getAssignment } from "@/activities/assignments/store";
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
  title: "Sh words",
  content: { words: [{ word: "ship" }, { word: "shop" }, { word: "fish" }] },
  settings: {},
};
const student = (name: string) => ({
  name,
  pictureColour: "blue" as const,
  pictureAnimal: "fox" as const,
  yearGroup: null,
  readingPreferences: defaultReadingPreferences,
});
const now = new Date("2026-11-26T17:00:00Z");
const spelling = (item: string, chose: string) => ({
  kind: "spelling",
  item,
  chose,
  tags: ["sh"],
  right: item === chose,
});

describe.each(testDatabaseTargets())("a student's confusion record on $label", (target) => {
  const database = testDatabaseForApp(target);
  let tutorA: Persona;
  let tutorB: Persona;
  let adminP: Persona;
  const A = (): Staff => ({ id: tutorA.id, role: "teacher" });
  const B = (): Staff => ({ id: tutorB.id, role: "teacher" });
  const admin = (): Staff => ({ id: adminP.id, role: "admin" });

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

  it("names what the child confused, for their own tutor and an admin only", async () => {
    const { db } = database();
    const activity = await createActivity(db, A(), anagram);
    const sam = await createStudent(db, A(), student("Sam"));
    const made = await createAssignment(
      db,
      A(),
      assignmentDraftSchema.parse({ what: `activity:${activity.id}`, studentIds: [sam.id] }),
    );
    const link = await renewStudentLink(db, A(), sam.id);
    const playToken = await startAssignedPlay(db, link, made.id, "client-record", now);
    await recordAssignedPlay(
      db,
      link,
      made.id,
      {
        playToken,
        score: 1,
        total: 3,
        seconds: 40,
        missedItems: ["ship", "shop"],
        answers: [
          spelling("ship", "chip"),
          spelling("shop", "chop"),
          spelling("fish", "fish"),
          // Not a word of this activity: never reaches the record.
          spelling("thin", "fin"),
        ],
      },
      "client-record",
      now,
    );

    const record = await confusionRecord(db, A(), sam.id, now);
    expect(record.student.name).toBe("Sam");
    expect(record.week.confusions.map((c) => c.text)).toEqual(["wrote ch for sh twice this week"]);
    expect(record.week.patterns).toEqual([{ tag: "sh", tries: 3, right: 1, percent: 33 }]);
    expect((await confusionRecord(db, admin(), sam.id, now)).answers).toHaveLength(3);

    // Tutor B: the same "not found" as a student who does not exist, and no answers leak.
    await expect(confusionRecord(db, B(), sam.id, now)).rejects.toMatchObject({
      status: 404,
      message: assignmentMessages.studentNotFound,
    });
    await expect(confusionRecord(db, B(), "not-a-uuid", now)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      confusionRecord(db, { id: tutorA.id, role: "member" }, sam.id, now),
    ).rejects.toMatchObject({ status: 403 });

    // Practise these: an Anagram of the missed words, assigned to Sam; never by tutor B.
    await expect(assignPractice(db, B(), sam.id, now)).rejects.toMatchObject({ status: 404 });
    const practice = await assignPractice(db, A(), sam.id, now);
    expect(practice.title).toBe("Practise these: Sam");
    const assigned = await getAssignment(db, A(), practice.id, "2026-11-26");
    expect(assigned).toMatchObject({ title: "Practise these: Sam" });
    expect(assigned.assignees.map((p) => p.studentName)).toEqual(["Sam"]);
  });

  it("says there is nothing to practise when nothing was missed", async () => {
    const { db } = database();
    const mia = await createStudent(db, A(), student("Mia"));
    await expect(assignPractice(db, A(), mia.id, now)).rejects.toMatchObject({
      status: 400,
      message: "Mia has no missed words this week, so there is nothing to practise yet.",
    });
    const count = await db.execute(sql`select count(*)::int as n from activities`);
    expect(JSON.stringify(count)).toContain('"n":0');
  });
});
