// The audit log as sentences people read ("Megan Hale moved Jordan's family to Consultation
// booked"), not action codes, JSON and ids. Entries written with a summary keep it; the rest are
// worded here from their action and details, with the actor's and the family's names looked up
// when the log is shown (so a renamed person reads as they are called now, and a deleted
// family's entries say so rather than showing an id).
import { inArray, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { user } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { summaryOf, type AuditRow } from "@/lib/practice/audit";
import { formatDay } from "@/lib/practice/business-time";
import { leadHref } from "./leads/inbox";
import { leadEntity } from "./leads/lead-tables";
import {
  bookingStatusLabels,
  conversionStageLabels,
  labelOf,
  leadStatusLabels,
  priorityLabels,
  type LeadKind,
} from "@/lib/practice/vocabulary";

type Change = { from: unknown; to: unknown };
export type AuditNames = {
  /** Staff by id: whoever acted, and whoever a lead was assigned to. */
  staff: Map<string, string>;
  /** Families by lead id: the parent's name and where the lead's page is. */
  families: Map<string, { name: string; href: string }>;
};
export type AuditLine = {
  id: number;
  at: Date;
  who: string;
  sentence: string;
  /** The family's lead page, while the lead exists. */
  lead: { name: string; href: string } | null;
};

const leadEntities = new Set(Object.values(leadEntity));
const isLeadEntity = (type: string) => leadEntities.has(type);

/** "Jordan Rivera" → "Jordan's family"; the first name is how staff speak of a family. */
export function familyOf(parentName: string | null | undefined): string {
  const first = parentName?.trim().split(/\s+/)[0];
  if (!first) return "a family";
  return `${first}${first.endsWith("s") ? "'" : "'s"} family`;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : value == null ? "" : JSON.stringify(value);
}

/** A stored date, alone or leading a time ("2030-01-10 10:00 AM"), as people write it. */
function day(value: unknown): string {
  return text(value).replace(/^(\d{4}-\d{2}-\d{2})\b/, (date) => formatDay(date));
}

function listed(clauses: string[]): string {
  if (clauses.length <= 1) return clauses[0] ?? "";
  return `${clauses.slice(0, -1).join(", ")} and ${clauses[clauses.length - 1]}`;
}

const fieldValueLabels: Record<string, Record<string, string>> = {
  status: leadStatusLabels,
  priority: priorityLabels,
  conversionStage: conversionStageLabels,
  bookingStatus: bookingStatusLabels,
  kind: { booking: "Booked time", request: "Request" },
};

/** One changed field's value as staff read it on a timeline: its label, a date, a name. */
export function changeValueWords(key: string, value: unknown, staff: Map<string, string>): string {
  if (value === null || value === undefined || value === "") return "empty";
  if (key === "assignedTo" && typeof value === "string") return staff.get(value) ?? "former staff";
  const labels = fieldValueLabels[key];
  if (labels) return labelOf(labels, text(value));
  return day(value).replace(/_/g, " ");
}

/** Each changed field as a clause; the family is named in the first and "them" after it. */
function changeClauses(
  changes: Record<string, Change>,
  family: string,
  staff: Map<string, string>,
): string[] {
  const clauses: string[] = [];
  const who = () => (clauses.length ? "them" : family);
  const booking = text(changes.bookingStatus?.to);
  if (booking === "cancelled") clauses.push(`cancelled the consultation with ${who()}`);
  else if (booking === "completed") clauses.push(`marked the consultation with ${who()} as held`);
  else if (booking === "no_show") clauses.push(`marked ${who()} as a no-show`);
  else if (booking)
    clauses.push(
      `marked the consultation with ${who()} ${labelOf(bookingStatusLabels, booking).toLowerCase()}`,
    );
  if (changes.time) clauses.push(`booked ${who()} in for ${day(changes.time.to)}`);
  const stage = changes.conversionStage;
  if (stage) clauses.push(`moved ${who()} to ${labelOf(conversionStageLabels, text(stage.to))}`);
  if (changes.status)
    clauses.push(
      `marked ${who()} as ${labelOf(leadStatusLabels, text(changes.status.to)).toLowerCase()}`,
    );
  if (changes.priority)
    clauses.push(
      `set ${who()} to ${labelOf(priorityLabels, text(changes.priority.to)).toLowerCase()} priority`,
    );
  if (changes.assignedTo) {
    const to = text(changes.assignedTo.to);
    clauses.push(
      to ? `assigned ${who()} to ${staff.get(to) ?? "a former colleague"}` : `unassigned ${who()}`,
    );
  }
  if (changes.nextFollowUpDate) {
    const to = changes.nextFollowUpDate.to;
    clauses.push(
      to ? `set a follow-up with ${who()} for ${day(to)}` : `cleared the follow-up with ${who()}`,
    );
  }
  if (changes.lastContactDate && changes.lastContactDate.to)
    clauses.push(`noted last contact with ${who()} on ${day(changes.lastContactDate.to)}`);
  return clauses;
}

const dataRequestWords: Record<string, string> = {
  "data_request.created": "recorded a family's data request",
  "data_request.acknowledged": "acknowledged a family's data request",
  "data_request.verified": "confirmed who sent a data request",
  "data_request.deleted": "deleted a family's data, as they asked",
  "data_request.access_fulfilled": "sent a family the copy of their data they asked for",
  "data_request.closed": "closed a data request",
  "data_request.exported": "downloaded a family's data to send them",
};

const settingsWords: Record<string, string> = {
  "availability.updated": "changed the weekly hours and booking settings",
  "availability.reminders_updated": "changed the consultation reminders",
  "calendar_feed.issued": "made a new calendar feed address",
  "calendar_feed.revoked": "turned off their calendar feed",
  "digest.subscribed": "turned on their morning digest",
  "digest.unsubscribed": "turned off their morning digest",
  "security.password_reset": "set a new password from a reset link",
  "security.password_changed": "changed their password",
  "staff.invitation_accepted": "accepted their invitation and joined the team",
};

/** What an entry says, after its actor's name. */
function predicate(row: AuditRow, names: AuditNames): string {
  const details = row.details ?? {};
  const family = familyOf(row.entityId ? names.families.get(row.entityId)?.name : null);
  const changes = (details.changes ?? null) as Record<string, Change> | null;
  const via =
    details.via === "reply"
      ? " after replying"
      : details.via === "pipeline"
        ? " on the pipeline board"
        : "";
  switch (row.action) {
    case "lead.updated":
    case "lead.stage_moved":
    case "consultation.scheduled":
    case "consultation.cancelled":
    case "consultation.completed":
    case "consultation.no_show": {
      const clauses = changes ? changeClauses(changes, family, names.staff) : [];
      return clauses.length ? `${listed(clauses)}${via}` : `updated ${family}`;
    }
    case "lead.reply_sent":
      return `emailed ${family}`;
    case "lead.note_added":
      return `added a note about ${family}`;
    case "lead.call_logged":
      return `logged a phone call with ${family}`;
    case "consultation.rebook_invited":
      return `invited ${family} to pick a new consultation time`;
    case "template.updated":
      return `reworded an email template (${text(row.entityId).replace(/_/g, " ")})`;
    case "outbox.retried": {
      const n = Number(details.count ?? 0);
      return `put ${n} failed ${n === 1 ? "email" : "emails"} back in the queue`;
    }
    case "availability.override_added":
    case "availability.override_removed":
      return `${row.action.endsWith("added") ? "added" : "removed"} special hours for ${day(details.date)}`;
    case "availability.holiday_reopened":
    case "availability.holiday_closed":
      return `${row.action.endsWith("reopened") ? "opened" : "closed"} ${text(details.holiday) || "a holiday"} (${day(details.date)}) for bookings`;
  }
  const known = settingsWords[row.action] ?? dataRequestWords[row.action];
  if (known) return known;
  return row.action.replace(/[._]/g, " ");
}

export function auditSentence(row: AuditRow, names: AuditNames): string {
  const summary = summaryOf(row.details);
  if (summary) return summary;
  const who = (row.actorId ? names.staff.get(row.actorId) : null) ?? row.actorEmail ?? "The system";
  return `${who} ${predicate(row, names)}`;
}

/** The names an audit page needs: the staff who acted or were assigned, and the families. */
export async function auditNames(
  db: Pick<AppDatabase, "select" | "execute">,
  rows: AuditRow[],
): Promise<AuditNames> {
  const staffIds = new Set<string>();
  const leadIds = new Set<string>();
  for (const row of rows) {
    if (row.actorId) staffIds.add(row.actorId);
    if (row.entityId && isLeadEntity(row.entityType)) leadIds.add(row.entityId);
    const assigned = (row.details?.changes as Record<string, Change> | undefined)?.assignedTo?.to;
    if (typeof assigned === "string" && assigned) staffIds.add(assigned);
  }
  const [people, families] = await Promise.all([
    staffIds.size
      ? db
          .select({ id: user.id, name: user.name, email: user.email })
          .from(user)
          .where(inArray(user.id, [...staffIds]))
      : Promise.resolve([]),
    leadIds.size
      ? db.execute(
          sql`select id, kind, name from leads where id in (${sql.join(
            [...leadIds].map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        )
      : Promise.resolve(null),
  ]);
  return {
    staff: new Map(people.map((p) => [p.id, p.name?.trim() || p.email])),
    families: new Map(
      (families ? rowsOf<{ id: string; kind: LeadKind; name: string }>(families) : []).map((f) => [
        String(f.id),
        { name: f.name, href: leadHref({ kind: f.kind, id: String(f.id) }) },
      ]),
    ),
  };
}

/** The page's lines: when, who, the sentence, and the family's page when there is one. */
export async function auditLines(
  db: Pick<AppDatabase, "select" | "execute">,
  rows: AuditRow[],
): Promise<AuditLine[]> {
  const names = await auditNames(db, rows);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt,
    who: (row.actorId ? names.staff.get(row.actorId) : null) ?? row.actorEmail ?? "The system",
    sentence: auditSentence(row, names),
    lead: row.entityId ? (names.families.get(row.entityId) ?? null) : null,
  }));
}
