import "server-only";
// For the portal's activity pages: the signed-in teacher or admin, and the activity they manage.
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePageRole } from "@/lib/auth/guards";
import { AppError } from "@/lib/http/responses";
import { getOwnedActivity, type Activity, type Staff } from "./store";

export async function requireActivityPage(
  id: string,
): Promise<{ staff: Staff; activity: Activity }> {
  const user = await requirePageRole(
    ["teacher", "admin"],
    `/teacher-portal/activities/${encodeURIComponent(id)}`,
  );
  const staff: Staff = { id: user.id, role: user.role };
  try {
    return { staff, activity: await getOwnedActivity(await getDb(), staff, id) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}
