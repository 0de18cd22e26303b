import "server-only";
// Tutors' students, with authorization next to the data: a tutor lists, changes and deletes only
// their own students; an admin sees and manages every tutor's. Another tutor's student answers
// the same 404 as one that doesn't exist, so ids reveal nothing.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { students, user } from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import type { ReadingPreferences } from "@/lib/reading-preferences";
import type { Staff } from "@/activities/library/store";
import type { PictureAnimal, PictureColour, YearGroup } from "./profile";
import { studentIdSchema, studentMessages, type StudentDraft } from "./schemas";

export type Student = StudentDraft & {
  id: string;
  tutorId: string;
  tutorName: string;
  createdAt: Date;
  updatedAt: Date;
};

function assertTutor(actor: Staff | null): asserts actor is Staff {
  if (!actor || (actor.role !== "teacher" && actor.role !== "admin"))
    throw new AppError(403, studentMessages.notStaff);
}

/** The students this person may manage: their own, or everyone's for an admin. */
function managedBy(actor: Staff): SQL | undefined {
  return actor.role === "admin" ? undefined : eq(students.tutorId, actor.id);
}

const columns = {
  id: students.id,
  tutorId: students.tutorId,
  tutorName: user.name,
  name: students.name,
  pictureColour: students.pictureColour,
  pictureAnimal: students.pictureAnimal,
  yearGroup: students.yearGroup,
  readingPreferences: students.readingPreferences,
  createdAt: students.createdAt,
  updatedAt: students.updatedAt,
};

type Row = typeof students.$inferSelect & { tutorName: string };

// The columns hold only what studentDraftSchema let in, so the narrower types are safe here.
const asStudent = (row: Row): Student => ({
  ...row,
  pictureColour: row.pictureColour as PictureColour | null,
  pictureAnimal: row.pictureAnimal as PictureAnimal | null,
  yearGroup: row.yearGroup as YearGroup | null,
  readingPreferences: row.readingPreferences as ReadingPreferences,
});

/**
 * The person's own students, by name; with `everyone`, an admin sees every tutor's (each with
 * the tutor's name).
 */
export async function listStudents(
  db: AppDatabase,
  actor: Staff | null,
  options: { everyone?: boolean } = {},
): Promise<Student[]> {
  assertTutor(actor);
  const mine = options.everyone ? managedBy(actor) : eq(students.tutorId, actor.id);
  const rows = await db
    .select(columns)
    .from(students)
    .innerJoin(user, eq(user.id, students.tutorId))
    .where(mine)
    .orderBy(asc(sql`lower(${students.name})`), asc(students.id));
  return rows.map(asStudent);
}

async function getManagedStudent(db: AppDatabase, actor: Staff, id: string): Promise<Student> {
  if (!studentIdSchema.safeParse(id).success) throw new AppError(404, studentMessages.notFound);
  const [row] = await db
    .select(columns)
    .from(students)
    .innerJoin(user, eq(user.id, students.tutorId))
    .where(and(eq(students.id, id), managedBy(actor)));
  if (!row) throw new AppError(404, studentMessages.notFound);
  return asStudent(row);
}

/** Adds a student to the tutor's own list (an admin's too: admins tutor as well). */
export async function createStudent(
  db: AppDatabase,
  actor: Staff | null,
  draft: StudentDraft,
): Promise<{ id: string; name: string }> {
  assertTutor(actor);
  const [row] = await db
    .insert(students)
    .values({ tutorId: actor.id, ...draft })
    .returning({ id: students.id, name: students.name });
  return row!;
}

export async function updateStudent(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
  draft: StudentDraft,
): Promise<{ id: string; name: string }> {
  assertTutor(actor);
  const existing = await getManagedStudent(db, actor, id);
  const [row] = await db
    .update(students)
    .set(draft)
    .where(and(eq(students.id, existing.id), managedBy(actor)))
    .returning({ id: students.id, name: students.name });
  if (!row) throw new AppError(404, studentMessages.notFound);
  return row;
}

/**
 * Deletes the student and, through the foreign keys (ON DELETE CASCADE), everything stored for
 * them. Answers the name, for the message the tutor reads.
 */
export async function deleteStudent(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
): Promise<{ name: string }> {
  assertTutor(actor);
  const existing = await getManagedStudent(db, actor, id);
  const [row] = await db
    .delete(students)
    .where(and(eq(students.id, existing.id), managedBy(actor)))
    .returning({ name: students.name });
  if (!row) throw new AppError(404, studentMessages.notFound);
  return row;
}
