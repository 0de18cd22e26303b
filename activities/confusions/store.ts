import "server-only";
// A student's confusion record as the portal reads it: every answer of their assigned plays over
// the last weeks, summarised. The tutor's ownership is part of the query itself (an admin sees
// every student); another tutor's student answers the same 404 as a missing one.
import { and, asc, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { AppDatabase } from "@/db/client";
import { assignmentPlays, assignmentStudents, students } from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import { createActivity, type Staff } from "@/activities/library/store";
import { createAssignment } from "@/activities/assignments/store";
import { assignmentDraftSchema, assignmentMessages } from "@/activities/assignments/schemas";
import { practiseThese, type PractiseKind } from "./practise";
import { answersSchema, type DatedAnswer } from "./answers";
import { confusionSummary, weeklyProgress, type ConfusionSummary, type WeekPoint } from "./summary";

/** How far back the page's chart reaches. */
export const RECORD_WEEKS = 6;

export type ConfusionRecord = {
  student: { id: string; name: string };
  week: ConfusionSummary;
  progress: { tag: string; points: WeekPoint[] }[];
  answers: DatedAnswer[];
};

const storedAnswers = z.object({ answers: answersSchema.optional() });

export async function confusionRecord(
  db: AppDatabase,
  actor: Staff | null,
  studentId: string,
  now: Date,
): Promise<ConfusionRecord> {
  if (!actor || (actor.role !== "teacher" && actor.role !== "admin"))
    throw new AppError(403, "Only tutors can see a student's record.");
  if (!z.uuid().safeParse(studentId).success)
    throw new AppError(404, assignmentMessages.studentNotFound);
  const mine = actor.role === "admin" ? undefined : eq(students.tutorId, actor.id);
  const [student] = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.id, studentId), mine));
  if (!student) throw new AppError(404, assignmentMessages.studentNotFound);
  const since = new Date(now.getTime() - RECORD_WEEKS * 7 * 24 * 3600 * 1000);
  const plays = await db
    .select({ result: assignmentPlays.result, at: assignmentPlays.createdAt })
    .from(assignmentPlays)
    .innerJoin(assignmentStudents, eq(assignmentStudents.id, assignmentPlays.assignmentStudentId))
    .innerJoin(students, eq(students.id, assignmentStudents.studentId))
    .where(and(eq(students.id, student.id), mine, gt(assignmentPlays.createdAt, since)))
    .orderBy(asc(assignmentPlays.createdAt));
  // Stored results were checked on the way in; a row that no longer reads is skipped, not fatal.
  const answers = plays.flatMap((play) => {
    const parsed = storedAnswers.safeParse(play.result);
    return parsed.success ? (parsed.data.answers ?? []).map((a) => ({ ...a, at: play.at })) : [];
  });
  return {
    student,
    week: confusionSummary(answers, { now }),
    progress: weeklyProgress(answers, { now, weeks: RECORD_WEEKS }),
    answers,
  };
}

/**
 * "Practise these": an Anagram of the words the student missed this week (or a Sort Categories of
 * the patterns they mixed up), made the tutor's and
 * assigned to that student at once (both in one transaction, so never an activity without its
 * assignment). Answers the assignment's id and the activity's title.
 */
export async function assignPractice(
  db: AppDatabase,
  actor: Staff | null,
  studentId: string,
  now: Date,
  as: PractiseKind = "anagram",
): Promise<{ id: string; title: string }> {
  const record = await confusionRecord(db, actor, studentId, now);
  const practice = practiseThese(record.answers, { now, studentName: record.student.name, as });
  if (!practice.ok) throw new AppError(400, practice.message);
  return db.transaction(async (tx) => {
    const activity = await createActivity(tx, actor, practice.draft);
    const made = await createAssignment(
      tx,
      actor,
      assignmentDraftSchema.parse({
        what: `activity:${activity.id}`,
        studentIds: [record.student.id],
      }),
    );
    return { id: made.id, title: activity.title };
  });
}
