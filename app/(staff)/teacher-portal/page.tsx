import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePageRole } from "@/lib/auth/guards";
import { listActivities, type ActivitySummary } from "@/lib/activities/store";
import { TeacherPortal } from "@/components/teacher/teacher-portal";

export const metadata: Metadata = { title: "Teacher Portal", robots: { index: false } };

const asRow = (row: ActivitySummary) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export default async function TeacherPortalPage() {
  const teacher = await requirePageRole(["teacher", "admin"], "/teacher-portal");
  const db = await getDb();
  const staff = { id: teacher.id, role: teacher.role };
  const isAdmin = teacher.role === "admin";
  const own = await listActivities(db, staff);
  const links = isAdmin ? await listActivities(db, staff, { everyone: true }) : own;
  return (
    <TeacherPortal
      email={teacher.email}
      activities={own.map(asRow)}
      links={links.map(asRow)}
      isAdmin={isAdmin}
    />
  );
}
