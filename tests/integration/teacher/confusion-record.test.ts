// A student's confusion record on the database: an assigned play's answers are stored with it
// (only those about the activity's own items), the record names the confusions, and a tutor never
// sees another tutor's student's record (an admin sees everyone's).
import type * as AdminSession from "../../helpers/admin-session";
import { sql } from "drizzle-orm";
import {
  createActivity,
  recordPlay,
  setActivityState,
  startPlay,
  type Staff,
} from "@/activities/library/store";
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
const sort = {
  template: "sort-categories",
  title: "Sh or ch",
  content: {
    categories: [
      { name: "Sh", items: ["ship", "shop"] },
      { name: "Ch", items: ["chin", "chop"] },
    ],
  },
  settings: {},
};
const whack = {
  template: "whack-a-mole",
  title: "Whack the sh words",
  content: {
    source: "own",
    prompt: "Words with sh",
    targets: ["ship", "shop", "fish"],
    distractors: ["chin", "chop"],
    tags: { chin: ["ch"], chop: ["ch"] },
  },
  settings: { speed: "slow", time: 60 },
};
const choice = (item: string, tags: string[], right: boolean, chose: string) => ({
  kind: "choice",
  item,
  tags,
  right,
  chose,
  choseFor: ["sh"],
});
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

  /** Sam, with the activity assigned to them and their personal link. */
  async function assignedToSam(draft: unknown) {
    const { db } = database();
    const activity = await createActivity(db, A(), draft);
    const sam = await createStudent(db, A(), student("Sam"));
    const made = await createAssignment(
      db,
      A(),
      assignmentDraftSchema.parse({ what: `activity:${activity.id}`, studentIds: [sam.id] }),
    );
    return { activity, sam, made, link: await renewStudentLink(db, A(), sam.id) };
  }
  const storedPlays = async () => {
    const rows = await database().db.execute(sql`select count(*)::int as n from assignment_plays`);
    return JSON.stringify(rows);
  };

  it("stores what the child chose in an assigned Sort Categories and Whack-a-Mole, and names the mix-up", async () => {
    const { db } = database();
    const sorted = await assignedToSam(sort);
    const playToken = await startAssignedPlay(db, sorted.link, sorted.made.id, "client-c", now);
    await recordAssignedPlay(
      db,
      sorted.link,
      sorted.made.id,
      {
        playToken,
        score: 3,
        total: 4,
        seconds: 30,
        missedItems: ["chop"],
        answers: [
          choice("ship", ["sh"], true, "Sh"),
          choice("shop", ["sh"], true, "Sh"),
          { ...choice("chin", ["ch"], true, "Ch"), choseFor: ["ch"] },
          choice("chop", ["ch", "short o"], false, "Sh"),
        ],
      },
      "client-c",
      now,
    );
    const whackActivity = await createActivity(db, A(), whack);
    const whacked = await createAssignment(
      db,
      A(),
      assignmentDraftSchema.parse({
        what: `activity:${whackActivity.id}`,
        studentIds: [sorted.sam.id],
      }),
    );
    const whackToken = await startAssignedPlay(db, sorted.link, whacked.id, "client-c", now);
    await recordAssignedPlay(
      db,
      sorted.link,
      whacked.id,
      {
        playToken: whackToken,
        score: 1,
        total: 2,
        seconds: 60,
        missedItems: [],
        answers: [
          choice("chin", ["ch"], false, "chin"),
          choice("ship", ["sh"], true, "ship"),
          // Never on a mole of this activity: not kept.
          choice("cat", ["short a"], false, "cat"),
        ],
      },
      "client-c",
      now,
    );

    const record = await confusionRecord(db, A(), sorted.sam.id, now);
    expect(record.answers.map((a) => a.item)).toEqual([
      "ship",
      "shop",
      "chin",
      "chop",
      "chin",
      "ship",
    ]);
    expect(record.week.confusions.map((c) => c.text)).toEqual([
      "took a ch word for sh twice this week",
    ]);
    expect(record.week.patterns).toContainEqual({ tag: "ch", tries: 3, right: 1, percent: 33 });

    // Sort them by pattern: a Sort Categories of sh and ch, assigned to Sam.
    const practice = await assignPractice(db, A(), sorted.sam.id, now, "sort-categories");
    const assigned = await getAssignment(db, A(), practice.id, "2026-11-26");
    expect(assigned).toMatchObject({ title: "Practise these: Sam" });
    const rows = await db.execute(
      sql`select content from activities where template = 'sort-categories' and title = 'Practise these: Sam'`,
    );
    expect(JSON.stringify(rows)).toContain('"name":"Sh"');
    expect(JSON.stringify(rows)).toContain('"name":"Ch"');
  });

  it("refuses a play whose answers do not read, with a 400, storing nothing and keeping its play token", async () => {
    const { db } = database();
    const { link, made } = await assignedToSam(anagram);
    const playToken = await startAssignedPlay(db, link, made.id, "client-bad", now);
    const play = { playToken, score: 3, total: 3, seconds: 20, missedItems: [] };
    for (const answers of [
      "not a list",
      [{ kind: "guess", item: "ship", tags: [], right: true, chose: "ship" }],
      [{ kind: "spelling", item: "ship", tags: ["sh"], right: "yes", chose: "ship" }],
      Array.from({ length: 101 }, () => spelling("ship", "ship")),
    ])
      await expect(
        recordAssignedPlay(db, link, made.id, { ...play, answers }, "client-bad", now),
      ).rejects.toMatchObject({ status: 400 });
    expect(await storedPlays()).toContain('"n":0');
    // Nothing was spent: the same play, with answers that read, is stored once.
    await recordAssignedPlay(
      db,
      link,
      made.id,
      { ...play, answers: [spelling("ship", "ship")] },
      "client-bad",
      now,
    );
    expect(await storedPlays()).toContain('"n":1');
  });

  it("keeps answers only with assigned plays: a shared link stores a score only with results on, and never the answers", async () => {
    const { db } = database();
    const activity = await createActivity(db, A(), anagram);
    await expect(
      startPlay(db, activity.shareCode, "Ava", "client-shared", now),
    ).rejects.toMatchObject({ status: 409 });
    await setActivityState(db, A(), activity.id, { resultsEnabled: true });
    const playToken = await startPlay(db, activity.shareCode, "Ava", "client-shared", now);
    await recordPlay(
      db,
      activity.shareCode,
      {
        nickname: "Ava",
        playToken,
        score: 2,
        total: 3,
        seconds: 20,
        missedItems: ["ship"],
        answers: [spelling("ship", "chip")],
      },
      "client-shared",
      now,
    );
    const rows = await db.execute(sql`select * from activity_plays`);
    expect(JSON.stringify(rows)).toContain('"nickname":"Ava"');
    expect(JSON.stringify(rows)).not.toContain("chip");
    expect(await storedPlays()).toContain('"n":0');
  });
});
