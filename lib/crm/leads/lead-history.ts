// A family's history: notes, CRM changes, emails and arrivals of all its submissions (newest
// first). Callers must have checked the admin role.
import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { emailOutbox, leadActivity } from "@/db/schema";
import { leadKindLabels, type LeadKind, type LeadType } from "@/lib/practice/vocabulary";

type Reader = Pick<AppDatabase, "select">;

export type TimelineEntry = {
  at: Date;
  kind: "submitted" | "note" | "call" | "change" | "email" | "system";
  actor: string | null;
  body: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
};

/** A submission whose history the timeline shows. */
export type TimelineSubject = { type: LeadType; kind: LeadKind; id: string; createdAt: Date };

/**
 * Newest first: notes, CRM changes, emails and arrivals of every submission given (the family's
 * submissions make the family's one timeline).
 */
export async function loadTimeline(
  db: Reader,
  subjects: TimelineSubject[],
): Promise<TimelineEntry[]> {
  if (subjects.length === 0) return [];
  const [activity, emails] = await Promise.all([
    db
      .select()
      .from(leadActivity)
      .where(
        or(
          ...subjects.map((s) =>
            and(eq(leadActivity.leadType, s.type), eq(leadActivity.leadId, s.id)),
          ),
        ),
      )
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
      .where(
        inArray(
          emailOutbox.relatedId,
          subjects.map((s) => s.id),
        ),
      )
      .orderBy(asc(emailOutbox.createdAt))
      .limit(100),
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
    ...subjects.map((s) => ({
      at: s.createdAt,
      kind: "submitted" as const,
      actor: null,
      body: `${leadKindLabels[s.kind]} received`,
      changes: null,
    })),
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime());
}
