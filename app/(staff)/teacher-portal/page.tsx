import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePageRole } from "@/lib/auth/guards";
import { listActivities, type ActivitySummary } from "@/activities/library/store";
import { listStudents, type Student } from "@/lib/students/store";
import { TeacherPortal } from "@/components/teacher/teacher-portal";

export const metadata: Metadata = { title: "Teacher Portal", robots: { index: false } };

const asRow = (row: ActivitySummary) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Only what the My Students tab shows travels to the browser (no ids of tutors, no timestamps).
const asStudentRow = (student: Student) => ({
  id: student.id,
  name: student.name,
  pictureColour: student.pictureColour,
  pictureAnimal: student.pictureAnimal,
  yearGroup: student.yearGroup,
  readingPreferences: student.readingPreferences,
  tutorName: student.tutorName,
});

export default async function TeacherPortalPage() {
  const teacher = await requirePageRole(["teacher", "admin"], "/teacher-portal");
  const db = await getDb();
  const staff = { id: teacher.id, role: teacher.role };
  const isAdmin = teacher.role === "admin";
  const own = await listActivities(db, staff);
  const links = isAdmin ? await listActivities(db, staff, { everyone: true }) : own;
  // An admin sees every tutor's students; a tutor, their own (checked again in listStudents).
  const students = await listStudents(db, staff, { everyone: isAdmin });
  return (
    <TeacherPortal
      email={teacher.email}
      activities={own.map(asRow)}
      links={links.map(asRow)}
      students={students.map(asStudentRow)}
      isAdmin={isAdmin}
    />
  );
}
