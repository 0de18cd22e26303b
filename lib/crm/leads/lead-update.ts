// Editing a lead's CRM fields and adding notes. Edits carry the version the editor saw: a second
// editor working from an older version is told someone else changed the lead, keeps what they
// typed, and sees the newer values, so neither change is lost silently.
import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { leadActivity, user, type CrmNote } from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import { ActionRefusal } from "@/lib/practice/refusal";
import { recordAudit, type StaffActor } from "@/lib/practice/audit";
import { businessDateOf, startOfBusinessDay } from "@/lib/practice/business-time";
import type { CrmValues } from "./lead-detail";
import { crmTable, leadEntity } from "./lead-tables";
import type { CrmUpdateInput } from "../schemas";
import type { LeadType } from "@/lib/practice/vocabulary";

export const LEAD_GONE_MESSAGE = "This lead no longer exists. It may have been deleted.";
export const CONFLICT_MESSAGE =
  "Someone else changed this lead while you were editing. Your changes were not saved yet: they are still in the form, with the newer values shown beside each field that differs. Check them and save again.";

export type CrmFormValues = Omit<CrmUpdateInput, "type" | "id" | "version">;
export type CrmConflict = { version: number; current: CrmFormValues };

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

export function crmFormValues(values: CrmValues): CrmFormValues {
  return {
    status: values.status as CrmFormValues["status"],
    priority: values.priority as CrmFormValues["priority"],
    conversionStage: values.conversionStage as CrmFormValues["conversionStage"],
    assignedTo: values.assignedTo,
    nextFollowUpDate: values.nextFollowUpDate ? businessDateOf(values.nextFollowUpDate) : "",
    lastContactDate: values.lastContactDate ? businessDateOf(values.lastContactDate) : "",
  };
}

async function assertAssignable(tx: Tx, assignedTo: string, current: string): Promise<void> {
  if (assignedTo === "" || assignedTo === current) return;
  const [staff] = await tx
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.id, assignedTo),
        inArray(user.role, ["teacher", "admin"]),
        eq(user.disabled, false),
      ),
    );
  if (!staff) throw new AppError(400, "Leads can only be assigned to an active teacher or admin.");
}

function activity(type: LeadType, id: string, actor: StaffActor) {
  return { leadType: type, leadId: id, actorId: actor.id, actorName: actor.name || actor.email };
}

export async function updateLeadCrm(
  db: AppDatabase,
  actor: StaffActor,
  input: CrmUpdateInput,
): Promise<{ changed: string[]; version: number }> {
  const table = crmTable(input.type);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        version: table.version,
        status: table.status,
        priority: table.priority,
        conversionStage: table.conversionStage,
        assignedTo: table.assignedTo,
        nextFollowUpDate: table.nextFollowUpDate,
        lastContactDate: table.lastContactDate,
      })
      .from(table)
      .where(eq(table.id, input.id))
      .for("update");
    if (!row) throw new AppError(404, LEAD_GONE_MESSAGE);
    const current = crmFormValues(row);
    if (row.version !== input.version)
      throw new ActionRefusal<CrmConflict>(409, CONFLICT_MESSAGE, {
        version: row.version,
        current,
      });

    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(current) as (keyof CrmFormValues)[]) {
      if (current[key] !== input[key])
        changes[key] = { from: current[key] || null, to: input[key] || null };
    }
    if (Object.keys(changes).length === 0) return { changed: [], version: row.version };
    await assertAssignable(tx, input.assignedTo, row.assignedTo);

    const dateOrNull = (value: string) => (value ? startOfBusinessDay(value) : null);
    const [updated] = await tx
      .update(table)
      .set({
        status: input.status,
        priority: input.priority,
        conversionStage: input.conversionStage,
        assignedTo: input.assignedTo,
        nextFollowUpDate: dateOrNull(input.nextFollowUpDate),
        lastContactDate: dateOrNull(input.lastContactDate),
        version: sql`${table.version} + 1`,
      })
      .where(and(eq(table.id, input.id), eq(table.version, input.version)))
      .returning({ version: table.version });
    if (!updated)
      throw new ActionRefusal<CrmConflict>(409, CONFLICT_MESSAGE, {
        version: row.version,
        current,
      });
    await tx
      .insert(leadActivity)
      .values({ ...activity(input.type, input.id, actor), kind: "change", changes });
    await recordAudit(tx, actor, {
      action: "lead.updated",
      entityType: leadEntity[input.type],
      entityId: input.id,
      details: { changes },
    });
    return { changed: Object.keys(changes), version: updated.version };
  });
}

/**
 * After staff answer a family (a reply sent from the lead's page), the lead says so: a "New" lead
 * becomes "Contacted" and Last contact becomes today, recorded on the timeline and in the audit
 * log as any other change. A lead already further along keeps its status.
 */
export async function markContacted(
  tx: Tx,
  actor: StaffActor,
  lead: { type: LeadType; id: string },
  current: { status: string; lastContactDate: Date | null },
  now: Date,
): Promise<void> {
  const table = crmTable(lead.type);
  const today = businessDateOf(now);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (current.status === "new") changes.status = { from: "new", to: "contacted" };
  const lastContact = current.lastContactDate ? businessDateOf(current.lastContactDate) : null;
  if (lastContact !== today) changes.lastContactDate = { from: lastContact, to: today };
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(table)
    .set({
      ...(changes.status ? { status: "contacted" } : {}),
      lastContactDate: startOfBusinessDay(today),
      version: sql`${table.version} + 1`,
    })
    .where(eq(table.id, lead.id));
  await tx
    .insert(leadActivity)
    .values({ ...activity(lead.type, lead.id, actor), kind: "change", changes, createdAt: now });
  await recordAudit(tx, actor, {
    action: "lead.updated",
    entityType: leadEntity[lead.type],
    entityId: lead.id,
    details: { changes, via: "reply" },
  });
}

/**
 * Notes are appended atomically and do not conflict with field edits, so they skip the version.
 * A note that records a phone call counts as contact with the family (see markContacted).
 */
export async function addLeadNote(
  db: AppDatabase,
  actor: StaffActor,
  input: { type: LeadType; id: string; body: string; call?: boolean },
  now: Date,
): Promise<CrmNote> {
  const table = crmTable(input.type);
  const note: CrmNote = {
    id: crypto.randomUUID(),
    authorId: actor.id,
    authorName: actor.name || actor.email,
    body: input.body,
    at: now.toISOString(),
  };
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(table)
      .set({ crmNotes: sql`${table.crmNotes} || ${JSON.stringify([note])}::jsonb` })
      .where(eq(table.id, input.id))
      .returning({
        id: table.id,
        status: table.status,
        lastContactDate: table.lastContactDate,
      });
    if (!updated) throw new AppError(404, LEAD_GONE_MESSAGE);
    await tx.insert(leadActivity).values({
      ...activity(input.type, input.id, actor),
      kind: input.call ? "call" : "note",
      body: input.body,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: input.call ? "lead.call_logged" : "lead.note_added",
      entityType: leadEntity[input.type],
      entityId: input.id,
      details: { noteId: note.id, length: input.body.length },
    });
    if (input.call) await markContacted(tx, actor, input, updated, now);
    return note;
  });
}
