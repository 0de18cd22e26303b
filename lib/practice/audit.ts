// The audit log: who changed what and when, for every admin mutation. Entries are written in
// the same transaction as the change. Details never hold a lead's email, phone or message.
import { and, count, desc, eq, like, lt, type SQL } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { auditLog } from "@/db/schema";

export type Actor = { id: string; email: string; name?: string };
/** A staff member acting in the staff area, by the name their colleagues know. */
export type StaffActor = Actor & { name: string };
export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | null;
  /** What happened in plain words ("Megan invited Sam Lee as a teacher"), shown in the log. */
  summary?: string;
  details?: Record<string, unknown>;
};

/** How an actor is named in a summary: their name, else their email. */
export function whoIs(actor: Actor): string {
  return actor.name?.trim() || actor.email;
}

/** The plain-words summary of an entry, when it was written with one. */
export function summaryOf(details: Record<string, unknown> | null): string | null {
  return typeof details?.summary === "string" ? details.summary : null;
}

export async function recordAudit(
  db: Pick<AppDatabase, "insert">,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.summary ? { ...entry.details, summary: entry.summary } : (entry.details ?? null),
  });
}

export type AuditRow = typeof auditLog.$inferSelect;
export const AUDIT_PAGE_SIZE = 50;

/** Newest first; `before` is the id to continue after (keyset paging stays fast as the log grows). */
export async function listAudit(
  db: AppDatabase,
  filter: { entityType?: string; action?: string; before?: number },
): Promise<{ rows: AuditRow[]; total: number; next: number | null }> {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.action)
    conditions.push(like(auditLog.action, `${filter.action.replace(/[%_\\]/g, "\\$&")}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const pageWhere = filter.before ? and(where, lt(auditLog.id, filter.before)) : where;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(pageWhere)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE + 1),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const more = rows.length > AUDIT_PAGE_SIZE;
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    rows: page,
    total: total?.n ?? 0,
    next: more ? (page[page.length - 1]?.id ?? null) : null,
  };
}
