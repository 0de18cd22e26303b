// A family as staff see it: every submission of one parent, the children they told us about, one
// timeline, and the merges staff made. The database puts each submission in its family as it is
// written (same email or phone, migration 0021_families); when one parent wrote with two addresses
// and two numbers, staff merge the two families here, and may undo it. Each merge keeps the ids it
// moved, so undoing it moves exactly those back. Callers must have checked the admin role.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import {
  consultationBookings,
  contactForms,
  familyMerges,
  intakeForms,
  leadActivity,
  type MergedSubmissions,
} from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { AppError } from "@/lib/http/responses";
import { recordAudit, whoIs, type StaffActor } from "@/lib/practice/audit";
import type { LeadKind, LeadType } from "@/lib/practice/vocabulary";
import { familyOf } from "../audit-words";

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];
type Reader = Pick<AppDatabase, "execute" | "select">;

export const familyMessages = {
  same: "These records already belong to one family.",
  gone: "That family no longer has any records.",
  mergeGone: "That merge no longer exists.",
  alreadyUndone: "That merge was already undone.",
} as const;

export type FamilySubmission = {
  leadType: LeadType;
  kind: LeadKind;
  id: string;
  name: string;
  status: string;
  conversionStage: string;
  createdAt: Date;
  bookingStatus: string | null;
};

/** A child as the family described them: a first name, an age and a grade, each when given. */
export type FamilyChild = { firstName: string | null; age: string | null; grade: string | null };

export type FamilyMerge = { id: string; fromName: string; mergedAt: Date };
export type FamilyCandidate = {
  familyId: string;
  name: string;
  submissions: number;
  lead: FamilySubmission;
};

export type Family = {
  id: string;
  name: string;
  submissions: FamilySubmission[];
  children: FamilyChild[];
  /** Merges into this family that staff may undo, newest first. */
  merges: FamilyMerge[];
  /** Other families under the same parent name: perhaps one parent who wrote from two addresses. */
  candidates: FamilyCandidate[];
};

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

function submissionOf(raw: Record<string, unknown>): FamilySubmission {
  return {
    leadType: raw.lead_type as LeadType,
    kind: raw.kind as LeadKind,
    id: String(raw.id),
    name: (raw.name as string | null) ?? "",
    status: String(raw.status),
    conversionStage: String(raw.conversion_stage),
    createdAt: dateOf(raw.created_at),
    bookingStatus: (raw.booking_status as string | null) ?? null,
  };
}

async function submissionsOf(db: Pick<AppDatabase, "execute">, familyId: string) {
  const result = await db.execute(sql`select lead_type, kind, id, name, status, conversion_stage,
      created_at, booking_status from leads where family_id = ${familyId}
      order by created_at desc, id desc limit 200`);
  return rowsOf<Record<string, unknown>>(result).map(submissionOf);
}

/** The name a family goes by: the parent's name on its first submission. */
function nameOf(submissions: FamilySubmission[]): string {
  return submissions.at(-1)?.name ?? "";
}

/** Children, one per different description: bookings name the child, intakes give an age. */
function childrenOf(
  rows: { firstName: string | null; age: string | null; grade: string | null }[],
) {
  const seen = new Set<string>();
  const children: FamilyChild[] = [];
  for (const row of rows) {
    const child = {
      firstName: row.firstName?.trim() || null,
      age: row.age?.trim() || null,
      grade: row.grade?.trim() || null,
    };
    if (!child.firstName && !child.age && !child.grade) continue;
    const key = `${child.firstName?.toLowerCase() ?? ""}|${child.age ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    children.push(child);
  }
  return children;
}

export async function loadFamily(db: Reader, familyId: string): Promise<Family | null> {
  const submissions = await submissionsOf(db, familyId);
  if (submissions.length === 0) return null;
  const name = nameOf(submissions);
  const [bookings, intakes, merges, candidates] = await Promise.all([
    db
      .select({
        firstName: consultationBookings.childFirstName,
        age: consultationBookings.childAge,
        grade: consultationBookings.childGrade,
      })
      .from(consultationBookings)
      .where(eq(consultationBookings.familyId, familyId))
      .orderBy(desc(consultationBookings.createdAt)),
    db
      .select({ age: intakeForms.studentAge })
      .from(intakeForms)
      .where(eq(intakeForms.familyId, familyId))
      .orderBy(desc(intakeForms.createdAt)),
    db
      .select()
      .from(familyMerges)
      .where(and(eq(familyMerges.intoFamilyId, familyId), isNull(familyMerges.undoneAt)))
      .orderBy(desc(familyMerges.mergedAt)),
    db.execute(sql`select family_id, lead_type, kind, id, name, status, conversion_stage,
        created_at, booking_status, submissions from family_leads
        where family_id <> ${familyId} and lower(btrim(name)) = lower(btrim(${name}))
        order by created_at desc limit 5`),
  ]);
  // A booked child's name makes an intake's bare age redundant only when the ages agree.
  const children = childrenOf([
    ...bookings,
    ...intakes
      .filter((i) => !bookings.some((b) => b.age?.trim() === i.age.trim()))
      .map((i) => ({ firstName: null, age: i.age, grade: null })),
  ]);
  const fromNames = await Promise.all(
    merges.map(async (m) => nameOf(await submissionsOf(db, m.fromFamilyId)) || "another parent"),
  );
  return {
    id: familyId,
    name,
    submissions,
    children,
    merges: merges.map((m, i) => ({
      id: m.id,
      fromName: fromNames[i] ?? "",
      mergedAt: m.mergedAt,
    })),
    candidates: rowsOf<Record<string, unknown>>(candidates).map((raw) => ({
      familyId: String(raw.family_id),
      name: (raw.name as string | null) ?? "",
      submissions: Number(raw.submissions),
      lead: submissionOf(raw),
    })),
  };
}

/** The family a submission belongs to. */
export async function familyIdOf(
  db: Pick<AppDatabase, "execute">,
  lead: { type: LeadType; id: string },
): Promise<string | null> {
  const result = await db.execute(
    sql`select family_id from leads where lead_type = ${lead.type} and id = ${lead.id}`,
  );
  const id = rowsOf<{ family_id: string | null }>(result)[0]?.family_id;
  return id ? String(id) : null;
}

const tables = { intake: intakeForms, contact: contactForms, consultation: consultationBookings };

async function moveSubmissions(
  tx: Tx,
  from: string,
  into: string,
  only?: MergedSubmissions,
): Promise<MergedSubmissions> {
  const moved: MergedSubmissions = { intake: [], contact: [], consultation: [] };
  for (const type of ["intake", "contact", "consultation"] as const) {
    const table = tables[type];
    if (only && only[type].length === 0) continue;
    const rows = await tx
      .update(table)
      .set({ familyId: into })
      .where(and(eq(table.familyId, from), only ? inArray(table.id, only[type]) : undefined))
      .returning({ id: table.id });
    moved[type] = rows.map((r) => r.id);
  }
  return moved;
}

async function noteOnTimeline(tx: Tx, actor: StaffActor, familyId: string, body: string) {
  const [first] = await submissionsOf(tx, familyId);
  if (!first) return;
  await tx.insert(leadActivity).values({
    leadType: first.leadType,
    leadId: first.id,
    actorId: actor.id,
    actorName: actor.name || actor.email,
    kind: "system",
    body,
  });
}

/** Moves every submission of one family into another, as one parent's. */
export async function mergeFamilies(
  db: AppDatabase,
  actor: StaffActor,
  input: { fromFamilyId: string; intoFamilyId: string },
): Promise<{ mergeId: string; summary: string }> {
  if (input.fromFamilyId === input.intoFamilyId) throw new AppError(409, familyMessages.same);
  return db.transaction(async (tx) => {
    // Families are locked in a fixed order, so two staff merging the same pair never deadlock.
    await tx.execute(
      sql`select id from families where id in (${input.fromFamilyId}, ${input.intoFamilyId}) order by id for update`,
    );
    const [fromName, intoName] = await Promise.all([
      submissionsOf(tx, input.fromFamilyId).then(nameOf),
      submissionsOf(tx, input.intoFamilyId).then(nameOf),
    ]);
    if (!fromName && !intoName) throw new AppError(404, familyMessages.gone);
    const moved = await moveSubmissions(tx, input.fromFamilyId, input.intoFamilyId);
    if (moved.intake.length + moved.contact.length + moved.consultation.length === 0)
      throw new AppError(404, familyMessages.gone);
    const [merge] = await tx
      .insert(familyMerges)
      .values({ ...input, moved, mergedBy: actor.id })
      .returning({ id: familyMerges.id });
    const summary = `${whoIs(actor)} merged ${familyOf(fromName)} into ${familyOf(intoName)}`;
    await recordAudit(tx, actor, {
      action: "family.merged",
      entityType: "family",
      entityId: input.intoFamilyId,
      summary,
      details: { mergeId: merge!.id },
    });
    await noteOnTimeline(tx, actor, input.intoFamilyId, `${summary}.`);
    return { mergeId: merge!.id, summary };
  });
}

/** Moves back exactly the submissions a merge moved, so the two families stand as they were. */
export async function undoFamilyMerge(
  db: AppDatabase,
  actor: StaffActor,
  input: { mergeId: string },
  now: Date,
): Promise<{ summary: string; intoFamilyId: string }> {
  return db.transaction(async (tx) => {
    const [merge] = await tx
      .select()
      .from(familyMerges)
      .where(eq(familyMerges.id, input.mergeId))
      .for("update");
    if (!merge) throw new AppError(404, familyMessages.mergeGone);
    if (merge.undoneAt) throw new AppError(409, familyMessages.alreadyUndone);
    await moveSubmissions(tx, merge.intoFamilyId, merge.fromFamilyId, merge.moved);
    await tx.update(familyMerges).set({ undoneAt: now }).where(eq(familyMerges.id, merge.id));
    const [fromName, intoName] = await Promise.all([
      submissionsOf(tx, merge.fromFamilyId).then(nameOf),
      submissionsOf(tx, merge.intoFamilyId).then(nameOf),
    ]);
    const summary = `${whoIs(actor)} undid the merge of ${familyOf(fromName)} into ${familyOf(intoName)}`;
    await recordAudit(tx, actor, {
      action: "family.merge_undone",
      entityType: "family",
      entityId: merge.intoFamilyId,
      summary,
      details: { mergeId: merge.id },
    });
    await noteOnTimeline(tx, actor, merge.intoFamilyId, `${summary}.`);
    await noteOnTimeline(tx, actor, merge.fromFamilyId, `${summary}.`);
    return { summary, intoFamilyId: merge.intoFamilyId };
  });
}
