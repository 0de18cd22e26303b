import "server-only";
// Who may edit the site's content: every admin, and the teachers an admin allowed (the "editor"
// permission, one row of site_editors each). Checked on the server for every page and action of
// Admin → Site, whatever the navigation shows.
import { and, asc, eq, inArray } from "drizzle-orm";
import { redirect } from "next/navigation";
import type { AppDatabase } from "@/db/client";
import { getDb } from "@/db/client";
import { siteEditors, user } from "@/db/schema";
import { requirePageRole, requireRole, type CurrentUser } from "@/lib/auth/guards";
import { requireAdminPage, requireAdminRequest } from "@/lib/crm/access";
import { AppError } from "@/lib/http/responses";
import { recordAudit, whoIs, type StaffActor } from "@/lib/practice/audit";

export const NOT_AN_EDITOR_MESSAGE =
  "Only admins, and teachers an admin has allowed, can edit the site.";
export const TEACHERS_ONLY_MESSAGE = "Only teachers need this permission: admins always have it.";

export async function isSiteEditor(db: AppDatabase, person: CurrentUser): Promise<boolean> {
  if (person.role === "admin") return true;
  if (person.role !== "teacher") return false;
  const [row] = await db
    .select({ userId: siteEditors.userId })
    .from(siteEditors)
    .where(eq(siteEditors.userId, person.id));
  return Boolean(row);
}

/** For server actions' role step: an admin (two-factor as the practice requires) or an editor. */
export async function requireSiteEditorRequest(requestHeaders: Headers): Promise<CurrentUser> {
  const person = await requireRole(["teacher", "admin"], requestHeaders);
  if (person.role === "admin") return requireAdminRequest(requestHeaders);
  if (!(await isSiteEditor(await getDb(), person))) throw new AppError(403, NOT_AN_EDITOR_MESSAGE);
  return person;
}

/** For the pages of Admin → Site: sends anyone else away as the staff area does. */
export async function requireSiteEditorPage(path: string): Promise<CurrentUser> {
  const person = await requirePageRole(["teacher", "admin"], path);
  if (person.role === "admin") return requireAdminPage(path);
  if (!(await isSiteEditor(await getDb(), person))) redirect("/?denied=1");
  return person;
}

export type TeacherPermission = { id: string; name: string; email: string; editor: boolean };

/** Every active teacher, and whether they may edit the site. */
export async function listTeacherPermissions(db: AppDatabase): Promise<TeacherPermission[]> {
  const [teachers, editors] = await Promise.all([
    db
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(and(eq(user.role, "teacher"), eq(user.disabled, false)))
      .orderBy(asc(user.name)),
    db.select({ userId: siteEditors.userId }).from(siteEditors),
  ]);
  const allowed = new Set(editors.map((e) => e.userId));
  return teachers.map((t) => ({ ...t, editor: allowed.has(t.id) }));
}

/** An admin gives or takes back a teacher's permission to edit the site (audit-logged). */
export async function setSiteEditor(
  db: AppDatabase,
  admin: StaffActor,
  input: { userId: string; editor: boolean },
): Promise<{ name: string }> {
  return db.transaction(async (tx) => {
    const [teacher] = await tx
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(and(eq(user.id, input.userId), inArray(user.role, ["teacher"])));
    if (!teacher) throw new AppError(400, TEACHERS_ONLY_MESSAGE);
    if (input.editor)
      await tx
        .insert(siteEditors)
        .values({ userId: teacher.id, grantedBy: admin.id })
        .onConflictDoNothing();
    else await tx.delete(siteEditors).where(eq(siteEditors.userId, teacher.id));
    await recordAudit(tx, admin, {
      action: input.editor ? "site.editor_grant" : "site.editor_revoke",
      entityType: "user",
      entityId: teacher.id,
      summary: input.editor
        ? `${whoIs(admin)} allowed ${whoIs(teacher)} to edit the site`
        : `${whoIs(admin)} took back ${whoIs(teacher)}'s permission to edit the site`,
    });
    return { name: whoIs(teacher) };
  });
}
