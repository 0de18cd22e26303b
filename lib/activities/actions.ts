"use server";
// The teacher portal's changes to activities. Each checks the signed-in teacher or admin here and
// ownership in lib/activities, whatever proxy.ts or the page already did.
import { refresh } from "next/cache";
import { getDb } from "@/db/client";
import { requireRole } from "@/lib/auth/guards";
import {
  createActivity,
  deleteActivity,
  duplicateActivity,
  setActivityState,
  updateActivity,
  type Staff,
} from "@/lib/activities/store";
import { AppError } from "@/lib/http/responses";
import { log } from "@/lib/log/logger";

export type TeacherActionResult = { ok: boolean; message: string; id?: string };

async function asTeacher(
  name: string,
  run: (staff: Staff) => Promise<TeacherActionResult>,
): Promise<TeacherActionResult> {
  try {
    const user = await requireRole(["teacher", "admin"]);
    const result = await run({ id: user.id, role: user.role });
    refresh();
    return result;
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    log("error", "teacher_action_failed", { action: name, error });
    return {
      ok: false,
      message: "Something went wrong on our side. Nothing was changed; please try again.",
    };
  }
}

export async function saveActivityAction(
  id: string | null,
  draft: unknown,
): Promise<TeacherActionResult> {
  return asTeacher("activity.save", async (staff) => {
    const db = await getDb();
    const saved = id
      ? await updateActivity(db, staff, String(id), draft)
      : await createActivity(db, staff, draft);
    return { ok: true, message: "Saved.", id: saved.id };
  });
}

export async function duplicateActivityAction(id: string): Promise<TeacherActionResult> {
  return asTeacher("activity.duplicate", async (staff) => {
    const copy = await duplicateActivity(await getDb(), staff, String(id));
    return { ok: true, message: `Made a copy: ${copy.title}.`, id: copy.id };
  });
}

export async function deleteActivityAction(id: string): Promise<TeacherActionResult> {
  return asTeacher("activity.delete", async (staff) => {
    await deleteActivity(await getDb(), staff, String(id));
    return { ok: true, message: "Activity and its results deleted." };
  });
}

export async function setActivityStateAction(
  id: string,
  change: { paused?: unknown; resultsEnabled?: unknown },
): Promise<TeacherActionResult> {
  return asTeacher("activity.state", async (staff) => {
    const paused = typeof change?.paused === "boolean" ? change.paused : undefined;
    const resultsEnabled =
      typeof change?.resultsEnabled === "boolean" ? change.resultsEnabled : undefined;
    const row = await setActivityState(await getDb(), staff, String(id), {
      paused,
      resultsEnabled,
    });
    const message =
      paused !== undefined
        ? row.paused
          ? "Link paused."
          : "Link is live again."
        : row.resultsEnabled
          ? "Results are on."
          : "Results are off.";
    return { ok: true, message };
  });
}
