import type { Metadata } from "next";
import { requirePageRole } from "@/lib/auth/guards";
import { TeacherPortal } from "@/components/teacher/teacher-portal";

export const metadata: Metadata = { title: "Teacher Portal", robots: { index: false } };

export default async function TeacherPortalPage() {
  const teacher = await requirePageRole(["teacher", "admin"], "/teacher-portal");
  return <TeacherPortal email={teacher.email} />;
}
