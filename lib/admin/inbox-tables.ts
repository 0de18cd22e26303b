// The three lead tables as the inbox sees them: one row shape, each table's expressions for it,
// and the conditions that narrow a table to one kind of lead.
import { sql, type SQL } from "drizzle-orm";
import type { LeadKind, LeadType } from "./vocabulary";

export type InboxRow = {
  leadType: LeadType;
  kind: LeadKind;
  id: string;
  name: string;
  email: string;
  phone: string;
  status: string;
  priority: string;
  conversionStage: string;
  assignedTo: string;
  leadSource: string;
  createdAt: Date;
  nextFollowUpDate: Date | null;
  lastContactDate: Date | null;
  needsReview: boolean;
  startsAt: Date | null;
  bookingStatus: string | null;
  summary: string;
  gclid: string | null;
  utmSource: string | null;
};

export type Table = {
  type: LeadType;
  from: SQL;
  kind: SQL;
  name: SQL;
  phone: SQL;
  review: SQL;
  startsAt: SQL;
  bookingStatus: SQL;
  summary: SQL;
  /** The condition that narrows the table to one inbox kind. */
  kindFilter: Partial<Record<LeadKind, SQL>>;
};

export const tables: Table[] = [
  {
    type: "intake",
    from: sql.raw("intake_forms"),
    kind: sql.raw("case when variant = 'start_here' then 'intake' else 'assessment' end"),
    name: sql.raw("parent_name"),
    phone: sql.raw("phone"),
    review: sql.raw("false"),
    startsAt: sql.raw("null::timestamptz"),
    bookingStatus: sql.raw("null::text"),
    summary: sql.raw("left(coalesce(nullif(goals, ''), nullif(struggles_details, ''), ''), 140)"),
    kindFilter: { intake: sql.raw("variant = 'start_here'"), assessment: sql.raw("variant <> 'start_here'") },
  },
  {
    type: "contact",
    from: sql.raw("contact_forms"),
    kind: sql.raw("'contact'"),
    name: sql.raw("name"),
    phone: sql.raw("coalesce(fallback_verification->>'phone', '')"),
    review: sql.raw("(needs_review or submission_type = 'fallback')"),
    startsAt: sql.raw("null::timestamptz"),
    bookingStatus: sql.raw("null::text"),
    summary: sql.raw("left(subject || ': ' || message, 140)"),
    kindFilter: { contact: sql.raw("true") },
  },
  {
    type: "consultation",
    from: sql.raw("consultation_bookings"),
    kind: sql.raw("case when kind = 'booking' then 'consultation' else 'request' end"),
    name: sql.raw("parent_name"),
    phone: sql.raw("phone"),
    review: sql.raw("false"),
    startsAt: sql.raw("case when kind = 'booking' then start_at end"),
    bookingStatus: sql.raw("booking_status"),
    summary: sql.raw("left(coalesce(notes, ''), 140)"),
    kindFilter: { consultation: sql.raw("kind = 'booking'"), request: sql.raw("kind = 'request'") },
  },
];

// Raw queries return timestamps as Date objects on PGlite and as ISO text on some drivers.
const toDate = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(value as string));

export function mapRow(raw: Record<string, unknown>): InboxRow {
  return {
    leadType: raw.lead_type as LeadType,
    kind: raw.kind as LeadKind,
    id: String(raw.id),
    name: (raw.name as string | null) ?? "",
    email: (raw.email as string | null) ?? "",
    phone: (raw.phone as string | null) ?? "",
    status: String(raw.status),
    priority: String(raw.priority),
    conversionStage: String(raw.conversion_stage),
    assignedTo: (raw.assigned_to as string | null) ?? "",
    leadSource: String(raw.lead_source),
    createdAt: toDate(raw.created_at) ?? new Date(0),
    nextFollowUpDate: toDate(raw.next_follow_up_date),
    lastContactDate: toDate(raw.last_contact_date),
    needsReview: raw.needs_review === true || raw.needs_review === "t",
    startsAt: toDate(raw.starts_at),
    bookingStatus: (raw.booking_status as string | null) ?? null,
    summary: (raw.summary as string | null) ?? "",
    gclid: (raw.gclid as string | null) ?? null,
    utmSource: (raw.utm_source as string | null) ?? null,
  };
}

