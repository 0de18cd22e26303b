// Staff accounts: list users, create a teacher or admin with a temporary password (they must
// change it at first sign-in), change roles, disable and re-enable. The last active admin can be
// neither demoted nor disabled; the check and the change share one transaction and a lock, so
// two admins demoting each other at once cannot leave the practice without one.
import crypto from "node:crypto";
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { account, session, user } from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import { recordAudit, type Actor } from "./audit";
import type { StaffRole } from "./vocabulary";

export const STAFF_LOCK = 731_101;
export const LAST_ADMIN_MESSAGE =
  "This is the last active admin. Make someone else an admin first.";
export const SELF_DISABLE_MESSAGE = "You can't disable your own account.";
export const EMAIL_TAKEN_MESSAGE =
  "An account with this email already exists. Change its role in the list instead.";
export const USER_GONE_MESSAGE = "That account no longer exists.";

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

export type StaffOption = {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
};

/** Teachers and admins, for assignee pickers and names in lists. */
export async function listStaffOptions(db: Pick<AppDatabase, "select">): Promise<StaffOption[]> {
  return db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      disabled: user.disabled,
    })
    .from(user)
    .where(inArray(user.role, ["teacher", "admin"]))
    .orderBy(asc(user.name));
}

export type UserRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
};

export const USERS_PAGE_SIZE = 50;

export async function listUsers(
  db: AppDatabase,
  filter: { q?: string; page: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, "\\$&")}%` : null;
  const where = pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined;
  // Staff first, then members, each by name.
  const roleOrder = sql`case ${user.role} when 'admin' then 0 when 'teacher' then 1 else 2 end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        disabled: user.disabled,
        mustChangePassword: user.mustChangePassword,
        twoFactorEnabled: user.twoFactorEnabled,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(where)
      .orderBy(roleOrder, asc(user.name), asc(user.id))
      .limit(USERS_PAGE_SIZE)
      .offset((filter.page - 1) * USERS_PAGE_SIZE),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A temporary password: 18 random characters from an alphabet without look-alikes. */
export function temporaryPassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
  const bytes = crypto.randomBytes(18);
  let out = "";
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return `${out.slice(0, 6)}-${out.slice(6, 12)}-${out.slice(12)}`;
}

export type HashPassword = (password: string) => Promise<string>;

export async function createStaffAccount(
  db: AppDatabase,
  actor: Actor,
  input: { name: string; email: string; role: "teacher" | "admin" },
  hashPassword: HashPassword,
): Promise<{ id: string; temporaryPassword: string }> {
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  const id = crypto.randomBytes(16).toString("base64url");
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`);
    if (existing) throw new AppError(409, EMAIL_TAKEN_MESSAGE);
    await tx.insert(user).values({
      id,
      name: input.name,
      email,
      role: input.role,
      mustChangePassword: true,
      emailVerified: false,
    });
    await tx.insert(account).values({
      id: crypto.randomBytes(16).toString("base64url"),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: hash,
    });
    await recordAudit(tx, actor, {
      action: "staff.created",
      entityType: "user",
      entityId: id,
      details: { role: input.role },
    });
    return { id, temporaryPassword: password };
  });
}

async function activeAdminsOtherThan(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.role, "admin"), eq(user.disabled, false), ne(user.id, userId)));
  return row?.n ?? 0;
}

async function lockedTarget(tx: Tx, userId: string) {
  await tx.execute(sql.raw(`select pg_advisory_xact_lock(${STAFF_LOCK})`));
  const [target] = await tx
    .select({ id: user.id, role: user.role, disabled: user.disabled })
    .from(user)
    .where(eq(user.id, userId));
  if (!target) throw new AppError(404, USER_GONE_MESSAGE);
  return target;
}

export async function changeRole(
  db: AppDatabase,
  actor: Actor,
  input: { userId: string; role: StaffRole },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, input.userId);
    if (target.role === input.role) return false;
    if (
      target.role === "admin" &&
      !target.disabled &&
      (await activeAdminsOtherThan(tx, target.id)) === 0
    )
      throw new AppError(409, LAST_ADMIN_MESSAGE);
    await tx.update(user).set({ role: input.role }).where(eq(user.id, target.id));
    await recordAudit(tx, actor, {
      action: "staff.role_changed",
      entityType: "user",
      entityId: target.id,
      details: { from: target.role, to: input.role },
    });
    return true;
  });
}

export async function setDisabled(
  db: AppDatabase,
  actor: Actor,
  input: { userId: string; disabled: boolean },
): Promise<boolean> {
  if (input.disabled && input.userId === actor.id) throw new AppError(409, SELF_DISABLE_MESSAGE);
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, input.userId);
    if (target.disabled === input.disabled) return false;
    if (
      input.disabled &&
      target.role === "admin" &&
      (await activeAdminsOtherThan(tx, target.id)) === 0
    )
      throw new AppError(409, LAST_ADMIN_MESSAGE);
    await tx.update(user).set({ disabled: input.disabled }).where(eq(user.id, target.id));
    // A disabled account is signed out everywhere at once.
    if (input.disabled) await tx.delete(session).where(eq(session.userId, target.id));
    await recordAudit(tx, actor, {
      action: input.disabled ? "staff.disabled" : "staff.enabled",
      entityType: "user",
      entityId: target.id,
    });
    return true;
  });
}

/** A new temporary password for someone locked out; their sessions end and they must change it. */
export async function resetStaffPassword(
  db: AppDatabase,
  actor: Actor,
  userId: string,
  hashPassword: HashPassword,
): Promise<string> {
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const target = await lockedTarget(tx, userId);
    const updated = await tx
      .update(account)
      .set({ password: hash })
      .where(and(eq(account.userId, target.id), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: crypto.randomBytes(16).toString("base64url"),
        accountId: target.id,
        providerId: "credential",
        userId: target.id,
        password: hash,
      });
    }
    await tx.update(user).set({ mustChangePassword: true }).where(eq(user.id, target.id));
    await tx.delete(session).where(eq(session.userId, target.id));
    await recordAudit(tx, actor, {
      action: "staff.password_reset",
      entityType: "user",
      entityId: target.id,
    });
  });
  return password;
}
