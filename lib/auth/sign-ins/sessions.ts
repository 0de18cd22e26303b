// The sessions an account is signed in with, for the person themselves (Account security) and for
// admins (Staff). Sessions are rows of better-auth's session table with no cookie cache in front,
// so deleting a row ends that session on its next request. Every ending is audit-logged in plain
// words; the tokens never leave this module.
import { and, desc, eq, gt, inArray, ne } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { session, user } from "@/db/schema";
import { recordAudit, whoIs, type Actor } from "@/lib/practice/audit";
import { AppError } from "@/lib/http/responses";
import { deviceOf } from "./device";

export type SessionView = {
  id: string;
  device: string;
  address: string;
  signedInAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

export const SESSION_GONE_MESSAGE = "That session has already ended.";

export async function listSessionsOf(
  db: Pick<AppDatabase, "select">,
  userId: string,
  now: Date,
  currentSessionId?: string,
): Promise<SessionView[]> {
  return (await sessionsByPerson(db, [userId], now, currentSessionId)).get(userId) ?? [];
}

/** The live sessions of several accounts at once (the staff page), newest use first. */
export async function sessionsByPerson(
  db: Pick<AppDatabase, "select">,
  userIds: string[],
  now: Date,
  currentSessionId?: string,
): Promise<Map<string, SessionView[]>> {
  const byPerson = new Map<string, SessionView[]>();
  if (userIds.length === 0) return byPerson;
  const rows = await db
    .select({
      userId: session.userId,
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(inArray(session.userId, userIds), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.id));
  for (const row of rows) {
    const list = byPerson.get(row.userId) ?? [];
    list.push({
      id: row.id,
      device: deviceOf(row.userAgent),
      address: row.ipAddress || "unknown",
      signedInAt: row.createdAt,
      lastSeenAt: row.updatedAt,
      current: row.id === currentSessionId,
    });
    byPerson.set(row.userId, list);
  }
  return byPerson;
}

async function ownerName(tx: Pick<AppDatabase, "select">, userId: string): Promise<string> {
  const [owner] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
  if (!owner) throw new AppError(404, "That account no longer exists.");
  return owner.name;
}

/** Whose sessions, in a summary: "their own" when the actor ends their own. */
const whose = (actor: Actor, userId: string, name: string) =>
  actor.id === userId ? "their own" : `${name}'s`;

/** Ends one session of the account; a session of anyone else is treated as gone. */
export async function endSession(
  db: AppDatabase,
  actor: Actor,
  userId: string,
  sessionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
      .returning({ userAgent: session.userAgent });
    if (!ended) throw new AppError(404, SESSION_GONE_MESSAGE);
    const name = await ownerName(tx, userId);
    await recordAudit(tx, actor, {
      action: "security.session_ended",
      entityType: "user",
      entityId: userId,
      summary: `${whoIs(actor)} ended ${whose(actor, userId, name)} session on ${deviceOf(ended.userAgent)}`,
    });
  });
}

/** Ends every session of the account except `keep` (the one making the request), if given. */
export async function endSessionsOf(
  db: AppDatabase,
  actor: Actor,
  userId: string,
  keep?: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(session)
      .where(and(eq(session.userId, userId), keep ? ne(session.id, keep) : undefined))
      .returning({ id: session.id });
    const name = await ownerName(tx, userId);
    if (ended.length > 0)
      await recordAudit(tx, actor, {
        action: "security.sessions_ended",
        entityType: "user",
        entityId: userId,
        summary: `${whoIs(actor)} ended ${actor.id === userId ? `all their ${keep ? "other " : ""}sessions` : `all of ${name}'s sessions`} (${ended.length})`,
        details: { count: ended.length },
      });
    return ended.length;
  });
}
