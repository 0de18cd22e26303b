// Staff accounts: list everyone with their state (invited, active, deactivated), change roles,
// deactivate and reactivate, see and end a person's sessions, pause a departed tutor's shared
// activities. Invitations live in ./invitations.ts. The last active admin can be neither demoted
// nor deactivated; the check and the change share one transaction and a lock, so two admins
// demoting each other at once cannot leave the practice without one. Deactivating keeps the
// account (notes, activities and audit entries keep the name) and ends its sessions at once.
import { and, asc, count, eq, exists, ilike, inArray, ne, not, or, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { activities, session, staffInvitations, user } from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import { recordAudit, whoIs, type Actor } from "@/lib/practice/audit";
import { roleLabels, type StaffRole } from "@/lib/practice/vocabulary";

export const STAFF_LOCK = 731_101;
export const LAST_ADMIN_MESSAGE =
  "This is the last active admin. Make someone else an admin first.";
export const SELF_DISABLE_MESSAGE = "You can't deactivate your own account.";
export const INVITED_MESSAGE =
  "They haven't accepted their invitation yet. Withdraw the invitation instead.";
export const USER_GONE_MESSAGE = "That account no longer exists.";

export type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

/** An invitation still waiting for its invitee: such an account cannot sign in yet. */
const invitationPending = exists(
  sql`(select 1 from ${staffInvitations} where ${staffInvitations.userId} = ${user.id} and ${staffInvitations.acceptedAt} is null)`,
);

export type StaffOption = {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
};

/** Teachers and admins who have joined, for assignee pickers and names in lists. */
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
    .where(and(inArray(user.role, ["teacher", "admin"]), not(invitationPending)))
    .orderBy(asc(user.name));
}

export type AccountState = "invited" | "invitation_expired" | "active" | "deactivated";

export type UserRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  state: AccountState;
  disabled: boolean;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
  invitationExpiresAt: Date | null;
  liveActivities: number;
  sessions: number;
};

export const USERS_PAGE_SIZE = 50;

function stateOf(
  row: { disabled: boolean; invitationExpiresAt: Date | null; acceptedAt: Date | null },
  now: Date,
): AccountState {
  if (row.disabled) return "deactivated";
  if (row.invitationExpiresAt && !row.acceptedAt)
    return row.invitationExpiresAt > now ? "invited" : "invitation_expired";
  return "active";
}

export async function listUsers(
  db: AppDatabase,
  filter: { q?: string; page: number },
  now: Date = new Date(),
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
        invitationExpiresAt: staffInvitations.expiresAt,
        acceptedAt: staffInvitations.acceptedAt,
        liveActivities: sql<number>`(select count(*)::int from ${activities} where ${activities.ownerId} = ${user.id} and not ${activities.paused})`,
        sessions: sql<number>`(select count(*)::int from ${session} where ${session.userId} = ${user.id} and ${session.expiresAt} > ${now.toISOString()}::timestamptz)`,
      })
      .from(user)
      .leftJoin(staffInvitations, eq(staffInvitations.userId, user.id))
      .where(where)
      .orderBy(roleOrder, asc(user.name), asc(user.id))
      .limit(USERS_PAGE_SIZE)
      .offset((filter.page - 1) * USERS_PAGE_SIZE),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return {
    rows: rows.map(({ acceptedAt, ...row }) => ({
      ...row,
      state: stateOf({ ...row, acceptedAt }, now),
      invitationExpiresAt: acceptedAt ? null : row.invitationExpiresAt,
    })),
    total: total?.n ?? 0,
  };
}

/** Name and email of an account, or a 404 when it is gone. */
export async function accountOf(
  db: Pick<AppDatabase, "select">,
  userId: string,
): Promise<{ name: string; email: string }> {
  const [found] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  if (!found) throw new AppError(404, USER_GONE_MESSAGE);
  return found;
}

async function activeAdminsOtherThan(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(user)
    .where(
      and(
        eq(user.role, "admin"),
        eq(user.disabled, false),
        ne(user.id, userId),
        not(invitationPending),
      ),
    );
  return row?.n ?? 0;
}

/** The account, read under the staff lock so checks and changes cannot interleave. */
export async function lockedTarget(tx: Tx, userId: string) {
  await tx.execute(sql.raw(`select pg_advisory_xact_lock(${STAFF_LOCK})`));
  const [target] = await tx
    .select({
      id: user.id,
      name: user.name,
      role: user.role,
      disabled: user.disabled,
      pending: sql<boolean>`${invitationPending}`,
    })
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
      !target.pending &&
      (await activeAdminsOtherThan(tx, target.id)) === 0
    )
      throw new AppError(409, LAST_ADMIN_MESSAGE);
    await tx.update(user).set({ role: input.role }).where(eq(user.id, target.id));
    await recordAudit(tx, actor, {
      action: "staff.role_changed",
      entityType: "user",
      entityId: target.id,
      summary: `${whoIs(actor)} changed ${target.name}'s role from ${roleLabels[target.role as StaffRole]?.toLowerCase() ?? target.role} to ${roleLabels[input.role].toLowerCase()}`,
      details: { from: target.role, to: input.role },
    });
    return true;
  });
}

/**
 * Deactivating signs the person out everywhere in the same transaction; sign-in is refused from
 * then on (lib/auth/server.ts). Reactivating restores access with their own password.
 */
export async function setDisabled(
  db: AppDatabase,
  actor: Actor,
  input: { userId: string; disabled: boolean },
): Promise<boolean> {
  if (input.disabled && input.userId === actor.id) throw new AppError(409, SELF_DISABLE_MESSAGE);
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, input.userId);
    if (target.disabled === input.disabled) return false;
    if (input.disabled && target.pending) throw new AppError(409, INVITED_MESSAGE);
    if (
      input.disabled &&
      target.role === "admin" &&
      (await activeAdminsOtherThan(tx, target.id)) === 0
    )
      throw new AppError(409, LAST_ADMIN_MESSAGE);
    await tx.update(user).set({ disabled: input.disabled }).where(eq(user.id, target.id));
    if (input.disabled) await tx.delete(session).where(eq(session.userId, target.id));
    await recordAudit(tx, actor, {
      action: input.disabled ? "staff.disabled" : "staff.enabled",
      entityType: "user",
      entityId: target.id,
      summary: `${whoIs(actor)} ${input.disabled ? "deactivated" : "reactivated"} ${target.name}'s account`,
    });
    return true;
  });
}

/** Pauses every shared activity of a (usually departed) tutor; their students see the pause notice. */
export async function pauseActivitiesOf(
  db: AppDatabase,
  actor: Actor,
  userId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, userId);
    const paused = await tx
      .update(activities)
      .set({ paused: true })
      .where(and(eq(activities.ownerId, target.id), eq(activities.paused, false)))
      .returning({ id: activities.id });
    if (paused.length > 0)
      await recordAudit(tx, actor, {
        action: "staff.activities_paused",
        entityType: "user",
        entityId: target.id,
        summary: `${whoIs(actor)} paused ${target.name}'s ${paused.length} shared ${paused.length === 1 ? "activity" : "activities"}`,
        details: { count: paused.length },
      });
    return paused.length;
  });
}
