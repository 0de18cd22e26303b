import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePageRole } from "@/lib/auth/guards";
import { listActivities, type ActivitySummary } from "@/activities/library/store";
import { templateHasResults } from "@/activities/schemas";
import {
  listAssignments,
  studentLinkTokens,
  type AssignmentSummary,
} from "@/activities/assignments/store";
import { personalLinkQrSvg } from "@/activities/assignments/personal-link";
import { listStudents, type Student } from "@/lib/students/store";
import { businessToday, formatDateTime, formatDay } from "@/lib/practice/business-time";
import { TeacherPortal } from "@/components/teacher/teacher-portal";

export const metadata: Metadata = { title: "Teacher Portal", robots: { index: false } };

const asRow = (row: ActivitySummary) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Only what the My Students tab shows travels to the browser (no ids of tutors, no timestamps).
const asStudentRow = (student: Student, link: { token: string; qrSvg: string } | null) => ({
  id: student.id,
  name: student.name,
  pictureColour: student.pictureColour,
  pictureAnimal: student.pictureAnimal,
  yearGroup: student.yearGroup,
  readingPreferences: student.readingPreferences,
  tutorName: student.tutorName,
  link,
});

// Dates in the business zone's words, made here so the browser shows what the server decided.
const asAssignmentRow = (row: AssignmentSummary) => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  dueDate: row.dueDate,
  dueLabel: row.dueDate ? formatDay(row.dueDate) : null,
  untilNinetyPercent: row.untilNinetyPercent,
  tutorName: row.tutorName,
  assignees: row.assignees.map((person) => ({
    id: person.id,
    studentName: person.studentName,
    state: person.state,
    plays: person.plays,
    openedAt: person.openedAt?.toISOString() ?? null,
    lastScore: person.lastScore,
    lastTotal: person.lastTotal,
    lastPlayedLabel: person.lastPlayedAt ? formatDateTime(person.lastPlayedAt) : null,
    doneLabel: person.doneAt ? formatDateTime(person.doneAt) : null,
  })),
});

export default async function TeacherPortalPage() {
  const teacher = await requirePageRole(["teacher", "admin"], "/teacher-portal");
  const db = await getDb();
  const staff = { id: teacher.id, role: teacher.role };
  const isAdmin = teacher.role === "admin";
  const own = await listActivities(db, staff);
  const links = isAdmin ? await listActivities(db, staff, { everyone: true }) : own;
  // An admin sees every tutor's students and assignments; a tutor, their own (checked again in
  // the stores' queries).
  const students = await listStudents(db, staff, { everyone: isAdmin });
  const tokens = await studentLinkTokens(db, staff);
  const assignments = await listAssignments(db, staff, businessToday(new Date()), {
    everyone: isAdmin,
  });
  const studentRows = await Promise.all(
    students.map(async (student) => {
      const token = tokens.get(student.id);
      return asStudentRow(student, token ? { token, qrSvg: await personalLinkQrSvg(token) } : null);
    }),
  );
  return (
    <TeacherPortal
      email={teacher.email}
      activities={own.map(asRow)}
      links={links.map(asRow)}
      students={studentRows}
      isAdmin={isAdmin}
      assignments={assignments.map(asAssignmentRow)}
      assignable={own
        .filter((row) => templateHasResults(row.template))
        .map(({ id, title }) => ({ id, title }))}
      ownStudentIds={students.filter((s) => s.tutorId === teacher.id).map((s) => s.id)}
    />
  );
}
