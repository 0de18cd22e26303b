// A lead's history: notes, CRM changes and emails about it (newest first), and the family's other
// records (every lead with the same email). Callers must have checked the admin role.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { emailOutbox, leadActivity } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import type { LeadDetail } from "./lead-detail";
import type { LeadKind, LeadType } from "@/lib/practice/vocabulary";

type Reader = Pick<AppDatabase, "select">;

export type TimelineEntry = {
  at: Date;
  kind: "submitted" | "note" | "call" | "change" | "email" | "system";
  actor: string | null;
  body: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
};

/** Newest first: notes, CRM changes, emails about this lead, and its arrival. */
export async function loadTimeline(
  db: Reader,
  lead: Pick<LeadDetail, "type" | "id" | "createdAt">,
): Promise<TimelineEntry[]> {
  const [activity, emails] = await Promise.all([
    db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.leadType, lead.type), eq(leadActivity.leadId, lead.id)))
      .orderBy(desc(leadActivity.createdAt), desc(leadActivity.id))
      .limit(200),
    db
      .select({
        at: emailOutbox.createdAt,
        subject: emailOutbox.subject,
        to: emailOutbox.toAddress,
        status: emailOutbox.status,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, lead.id))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(50),
  ]);
  const entries: TimelineEntry[] = [
    ...activity.map((a) => ({
      at: a.createdAt,
      kind: a.kind,
      actor: a.actorName,
      body: a.body,
      changes: a.changes ?? null,
    })),
    ...emails.map((e) => ({
      at: e.at,
      kind: "email" as const,
      actor: null,
      body: `Email to ${e.to} (${e.status}): ${e.subject}`,
      changes: null,
    })),
    {
      at: lead.createdAt,
      kind: "submitted" as const,
      actor: null,
      body: "Lead submitted",
      changes: null,
    },
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime());
}

export type RelatedLead = {
  leadType: LeadType;
  kind: LeadKind;
  id: string;
  name: string;
  status: string;
  conversionStage: string;
  createdAt: Date;
  bookingStatus: string | null;
};

/** The family's other records: every lead with the same email (case-insensitive). */
export async function relatedLeads(
  db: Pick<AppDatabase, "execute">,
  email: string,
  except: string,
): Promise<RelatedLead[]> {
  const normalized = email.trim().toLowerCase();
  const result =
    await db.execute(sql`select lead_type, kind, id, name, status, conversion_stage, created_at, booking_status
    from leads where lower(email) = ${normalized} order by created_at desc limit 100`);
  return rowsOf<Record<string, unknown>>(result)
    .map((raw) => ({
      leadType: raw.lead_type as LeadType,
      kind: raw.kind as LeadKind,
      id: String(raw.id),
      name: String(raw.name),
      status: String(raw.status),
      conversionStage: String(raw.conversion_stage),
      createdAt: raw.created_at instanceof Date ? raw.created_at : new Date(String(raw.created_at)),
      bookingStatus: (raw.booking_status as string | null) ?? null,
    }))
    .filter((row) => row.id !== except);
}
