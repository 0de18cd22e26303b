// A lead as the inbox lists it: one row of the leads view (db/migrations/0008_lead_view.sql).
import type { LeadKind, LeadType } from "@/lib/practice/vocabulary";

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

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value
      : new Date(value as string);

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
