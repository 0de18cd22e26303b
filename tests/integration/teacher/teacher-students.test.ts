// Tutors' students on the database: a tutor lists, edits and deletes only their own students
// (another tutor's answers as if it did not exist, and nothing changes); an admin sees every
// tutor's, with the tutor's name; members and anonymous callers are refused. The server actions
// validate the form and refuse the same people. Deleting a student or their tutor's account
// deletes the student's row.
import type * as AdminSession from "../../helpers/admin-session";
import { eq, sql } from "drizzle-orm";
import { students, user } from "@/db/schema";
import { defaultReadingPreferences } from "@/lib/reading-preferences";
import { studentMessages, type StudentDraft } from "@/lib/students/schemas";
import {
  createStudent,
  deleteStudent,
  listStudents,
  updateStudent,
  type Student,
} from "@/lib/students/store";
import type { Staff } from "@/activities/library/store";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import { actAs, anonymous, form, persona, type Persona } from "../../helpers/admin-session";

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

const draft = (name: string, extra: Partial<StudentDraft> = {}): StudentDraft => ({
  name,
  pictureColour: null,
  pictureAnimal: null,
  yearGroup: null,
  readingPreferences: defaultReadingPreferences,
  ...extra,
});

const names = (rows: Student[]) => rows.map((row) => row.name);

describe.each(testDatabaseTargets())("tutors' students on $label", (target) => {
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
        sql`select string_agg(id::text || tutor_id || name || coalesce(year_group, '-') || reading_preferences::text, ',' order by id) as s from students`,
      ),
    );

  beforeAll(async () => {
    tutorA = await persona(database(), "teacher");
    tutorB = await persona(database(), "teacher");
    adminP = await persona(database(), "admin");
    memberP = await persona(database(), "member");
  });
  beforeEach(async () => {
    await database().db.execute(sql`delete from students`);
  });

  it("keeps each tutor's list to their own students; an admin sees everyone's with the tutor's name", async () => {
    const { db } = database();
    await createStudent(db, A(), draft("Sam", { pictureColour: "blue", pictureAnimal: "fox" }));
    await createStudent(db, A(), draft("ava", { yearGroup: "grade-2" }));
    await createStudent(db, B(), draft("Theo"));

    expect(names(await listStudents(db, A()))).toEqual(["ava", "Sam"]);
    expect(names(await listStudents(db, B()))).toEqual(["Theo"]);
    // A tutor asking for everyone's still gets only their own.
    expect(names(await listStudents(db, A(), { everyone: true }))).toEqual(["ava", "Sam"]);

    const nameOf = async (p: Persona) =>
      (await db.select({ name: user.name }).from(user).where(eq(user.id, p.id)))[0]!.name;
    const all = await listStudents(db, staff(adminP, "admin"), { everyone: true });
    expect(all.map((row) => [row.name, row.tutorName])).toEqual([
      ["ava", await nameOf(tutorA)],
      ["Sam", await nameOf(tutorA)],
      ["Theo", await nameOf(tutorB)],
    ]);
    // Without `everyone`, an admin's own list (they tutor too) holds only their own students.
    expect(names(await listStudents(db, staff(adminP, "admin")))).toEqual([]);
    expect(all.find((row) => row.name === "Sam")).toMatchObject({
      pictureColour: "blue",
      pictureAnimal: "fox",
      readingPreferences: defaultReadingPreferences,
    });
  });

  it("refuses another tutor's edit and delete as not found, and changes nothing", async () => {
    const { db } = database();
    const theo = await createStudent(db, B(), draft("Theo"));
    const before = await fingerprint();
    await expect(updateStudent(db, A(), theo.id, draft("Taken"))).rejects.toMatchObject({
      status: 404,
      message: studentMessages.notFound,
    });
    await expect(deleteStudent(db, A(), theo.id)).rejects.toMatchObject({
      status: 404,
      message: studentMessages.notFound,
    });
    expect(await fingerprint()).toBe(before);

    // The owner and an admin may.
    await updateStudent(db, B(), theo.id, draft("Teddy", { yearGroup: "kindergarten" }));
    expect(await listStudents(db, B())).toMatchObject([
      { name: "Teddy", yearGroup: "kindergarten" },
    ]);
    await updateStudent(db, staff(adminP, "admin"), theo.id, draft("Theo"));
    expect(names(await listStudents(db, B()))).toEqual(["Theo"]);
  });

  it("refuses members and anonymous callers", async () => {
    const { db } = database();
    const sam = await createStudent(db, A(), draft("Sam"));
    const before = await fingerprint();
    for (const actor of [staff(memberP, "member"), null]) {
      await expect(listStudents(db, actor)).rejects.toMatchObject({ status: 403 });
      await expect(createStudent(db, actor, draft("Eve"))).rejects.toMatchObject({ status: 403 });
      await expect(updateStudent(db, actor, sam.id, draft("Eve"))).rejects.toMatchObject({
        status: 403,
      });
      await expect(deleteStudent(db, actor, sam.id)).rejects.toMatchObject({ status: 403 });
    }
    expect(await fingerprint()).toBe(before);
  });

  it("deletes the student's row; deleting a tutor's account deletes their students", async () => {
    const { db } = database();
    const sam = await createStudent(db, A(), draft("Sam"));
    await createStudent(db, B(), draft("Theo"));
    expect(await deleteStudent(db, A(), sam.id)).toEqual({ name: "Sam" });
    expect(await db.select().from(students).where(eq(students.id, sam.id))).toEqual([]);
    await expect(deleteStudent(db, A(), sam.id)).rejects.toMatchObject({ status: 404 });

    const leaving = await persona(database(), "teacher");
    await createStudent(db, staff(leaving, "teacher"), draft("Mia"));
    await db.delete(user).where(eq(user.id, leaving.id));
    expect(names(await listStudents(db, staff(adminP, "admin"), { everyone: true }))).toEqual([
      "Theo",
    ]);
  });

  it("server actions: validate the form, answer another tutor's student as not found, and refuse non-tutors", async () => {
    const actions = await import("@/lib/students/actions");
    const { db } = database();

    actAs(tutorA.headers());
    const bad = await actions.addStudentAction(null, form({ name: "sam@example.com" }));
    expect(bad).toMatchObject({ ok: false, message: studentMessages.nameLetters });
    expect(bad.ok ? null : bad.fieldErrors?.name).toEqual([studentMessages.nameLetters]);
    const added = await actions.addStudentAction(
      null,
      form({ name: "Sam", pictureColour: "green", pictureAnimal: "owl", yearGroup: "grade-1" }),
    );
    expect(added).toMatchObject({ ok: true, message: "Sam is on your list." });
    const [sam] = await listStudents(db, A());
    expect(sam).toMatchObject({
      pictureColour: "green",
      pictureAnimal: "owl",
      yearGroup: "grade-1",
    });

    const before = await fingerprint();
    for (const headers of [tutorB.headers(), memberP.headers(), anonymous()]) {
      actAs(headers);
      expect((await actions.editStudentAction(null, form({ id: sam!.id, name: "Taken" }))).ok).toBe(
        false,
      );
      expect((await actions.deleteStudentAction(null, form({ id: sam!.id }))).ok).toBe(false);
    }
    actAs(memberP.headers());
    expect((await actions.addStudentAction(null, form({ name: "Eve" }))).ok).toBe(false);
    // From another site: refused even for the owner.
    actAs(tutorA.headers({ origin: "https://elsewhere.example" }));
    expect((await actions.deleteStudentAction(null, form({ id: sam!.id }))).ok).toBe(false);
    expect(await fingerprint()).toBe(before);

    actAs(tutorB.headers());
    expect(await actions.deleteStudentAction(null, form({ id: sam!.id }))).toEqual({
      ok: false,
      message: studentMessages.notFound,
    });

    actAs(tutorA.headers());
    expect(await actions.editStudentAction(null, form({ id: sam!.id, name: "Samira" }))).toEqual({
      ok: true,
      message: "Saved Samira's details.",
      data: undefined,
    });
    expect(await actions.deleteStudentAction(null, form({ id: sam!.id }))).toEqual({
      ok: true,
      message: "Samira and everything stored for them were deleted.",
      data: undefined,
    });
    expect(await listStudents(db, A())).toEqual([]);
  });
});
