// The pipeline board: leads as cards in one column per conversion stage, with each column's
// count and how long each card has sat in its stage, under the inbox's own filters. A card moves
// through moveLeadStage, which honours the version check like any CRM edit and records the move
// on the lead's timeline and in the audit log. Callers must have checked the admin role.
import { and, eq, ne, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings, contactForms, intakeForms, leadActivity } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { AppError } from "@/lib/http/responses";
import { recordAudit } from "@/lib/practice/audit";
import { loadWeeklyHours, replyClock, unanswered, type ReplyClock } from "./first-reply";
import { conditions } from "./inbox";
import { FAMILY_LEADS, familiesByStage } from "../counts";
import type { InboxQuery } from "./inbox-query";
import { LEAD_GONE_MESSAGE } from "./lead-update";
import type { StaffActor } from "@/lib/practice/audit";
import { crmTable, leadEntity } from "./lead-tables";
import {
  conversionStageLabels,
  conversionStages,
  type ConversionStage,
  type LeadKind,
  type LeadType,
} from "@/lib/practice/vocabulary";
import { ActionRefusal } from "@/lib/practice/refusal";

export const MOVE_CONFLICT_MESSAGE =
  "Someone else changed this lead a moment ago, so it was not moved. The board now shows where it is; please check and move it again.";

const familyTables = { intakeForms, contactForms, consultationBookings };

/** Cards shown per column; the count says how many there are in all. */
export const CARDS_PER_STAGE = 25;
const DAY_MS = 86_400_000;

export type PipelineCard = {
  type: LeadType;
  kind: LeadKind;
  id: string;
  name: string;
  version: number;
  stage: ConversionStage;
  daysInStage: number;
  /** The child the family told us about, when they did (intake and booking forms ask). */
  child: { firstName: string | null; age: string | null } | null;
  /** A booked consultation still to come, or else the follow-up staff set. */
  next: { kind: "consultation"; at: Date } | { kind: "follow_up"; at: Date } | null;
  /** The first-reply clock while nobody has answered the family yet. */
  clock: ReplyClock | null;
};
export type PipelineColumn = {
  stage: ConversionStage;
  label: string;
  count: number;
  cards: PipelineCard[];
};

type Reader = Pick<AppDatabase, "execute" | "select">;

const dateOf = (value: unknown): Date | null =>
  value == null ? null : value instanceof Date ? value : new Date(value as string);
const textOf = (value: unknown): string | null =>
  typeof value === "string" && value ? value : null;

export async function loadPipeline(
  db: Reader,
  query: InboxQuery,
  now: Date,
): Promise<PipelineColumn[]> {
  const where = conditions(query, now);
  const narrowed = where.length ? sql` and ${sql.join(where, sql` and `)}` : sql``;
  // The newest cards of each stage: one small query per stage over the families, each an index
  // range cut at the column's depth. When each card last changed stage (its
  // timeline's latest stage change, or when it arrived) is looked up below for these cards only.
  const perStage = conversionStages.map(
    (stage) => sql`(select lead_type, kind, id, name, version, conversion_stage, created_at,
        starts_at, booking_status, next_follow_up_date, (${unanswered}) as waiting
      from ${FAMILY_LEADS} where conversion_stage = ${stage}${narrowed}
      order by created_at desc, id desc limit ${CARDS_PER_STAGE})`,
  );
  const columns = conversionStages.map((stage): PipelineColumn => ({
    stage,
    label: conversionStageLabels[stage],
    count: 0,
    cards: [],
  }));
  const byStage = new Map(columns.map((c) => [c.stage as string, c]));
  // The child's name and age live on the form tables (only intake and booking forms ask), so they
  // are looked up for the shown cards alone, like the stage-change time.
  const [cardResult, countResult, weeklyHours] = await Promise.all([
    db.execute(sql`select c.*, (select max(a.created_at) from lead_activity a
          where a.lead_type = c.lead_type and a.lead_id = c.id and a.changes ? 'conversionStage') as stage_changed_at,
        case when c.lead_type = 'consultation'
          then (select b.child_first_name from consultation_bookings b where b.id = c.id) end as child_first_name,
        case c.lead_type
          when 'consultation' then (select b.child_age from consultation_bookings b where b.id = c.id)
          when 'intake' then (select i.student_age from intake_forms i where i.id = c.id) end as child_age
        from (${sql.join(perStage, sql` union all `)}) c
        order by c.created_at desc, c.id desc`),
    familiesByStage(db, where),
    loadWeeklyHours(db),
  ]);
  for (const [stage, n] of countResult) {
    const column = byStage.get(stage);
    if (column) column.count = n;
  }
  for (const row of rowsOf<Record<string, unknown>>(cardResult)) {
    const column = byStage.get(String(row.conversion_stage));
    if (!column || column.cards.length >= CARDS_PER_STAGE) continue;
    const createdAt = dateOf(row.created_at)!;
    const since = dateOf(row.stage_changed_at) ?? createdAt;
    const startsAt = dateOf(row.starts_at);
    const followUp = dateOf(row.next_follow_up_date);
    const childName = textOf(row.child_first_name);
    const childAge = textOf(row.child_age);
    column.cards.push({
      type: row.lead_type as LeadType,
      kind: row.kind as LeadKind,
      id: String(row.id),
      name: (row.name as string | null) ?? "",
      version: Number(row.version),
      stage: column.stage,
      daysInStage: Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS)),
      child: childName || childAge ? { firstName: childName, age: childAge } : null,
      next:
        startsAt && row.booking_status === "confirmed" && startsAt > now
          ? { kind: "consultation", at: startsAt }
          : followUp
            ? { kind: "follow_up", at: followUp }
            : null,
      clock: row.waiting ? replyClock(createdAt, now, weeklyHours) : null,
    });
  }
  return columns;
}

export type StageMove = { type: LeadType; id: string; version: number; stage: ConversionStage };

/** Moves a family's card (its lead and its other records) to another stage if nobody changed it since the mover looked. */
export async function moveLeadStage(
  db: AppDatabase,
  actor: StaffActor,
  input: StageMove,
  now: Date,
): Promise<{ from: string; version: number }> {
  const table = crmTable(input.type);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: table.version, conversionStage: table.conversionStage })
      .from(table)
      .where(eq(table.id, input.id))
      .for("update");
    if (!row) throw new AppError(404, LEAD_GONE_MESSAGE);
    if (row.version !== input.version)
      throw new ActionRefusal(409, MOVE_CONFLICT_MESSAGE, { version: row.version });
    if (row.conversionStage === input.stage)
      throw new AppError(409, `This lead is already in ${conversionStageLabels[input.stage]}.`);
    const [updated] = await tx
      .update(table)
      .set({ conversionStage: input.stage, version: sql`${table.version} + 1` })
      .where(and(eq(table.id, input.id), eq(table.version, input.version)))
      .returning({ version: table.version });
    if (!updated) throw new ActionRefusal(409, MOVE_CONFLICT_MESSAGE, { version: row.version });
    // The card is the family: its other records move with it, or the family would keep showing
    // the furthest of their stages and the card would not move.
    for (const other of Object.values(familyTables)) {
      await tx
        .update(other)
        .set({ conversionStage: input.stage, version: sql`${other.version} + 1` })
        .where(
          and(
            sql`${other.familyId} = (select family_id from ${table} where id = ${input.id})`,
            ne(other.id, input.id),
            ne(other.conversionStage, input.stage),
          ),
        );
    }
    const changes = { conversionStage: { from: row.conversionStage, to: input.stage } };
    await tx.insert(leadActivity).values({
      leadType: input.type,
      leadId: input.id,
      actorId: actor.id,
      actorName: actor.name || actor.email,
      kind: "change",
      changes,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: "lead.stage_moved",
      entityType: leadEntity[input.type],
      entityId: input.id,
      details: { changes, via: "pipeline" },
    });
    return { from: row.conversionStage, version: updated.version };
  });
}
