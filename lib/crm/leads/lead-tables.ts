// The three lead tables share the CRM columns (db/schema.ts, crmColumns), so CRM reads and writes
// can address any of them through one typed handle.
import { consultationBookings, contactForms, intakeForms } from "@/db/schema";
import type { LeadType } from "@/lib/practice/vocabulary";

/** Any lead table; what callers may use of it is what the three have in common (the CRM columns, id, email). */
export type CrmTable = typeof intakeForms | typeof contactForms | typeof consultationBookings;

const crmTables: Record<LeadType, CrmTable> = {
  intake: intakeForms,
  contact: contactForms,
  consultation: consultationBookings,
};

export function crmTable(type: LeadType): CrmTable {
  return crmTables[type];
}

/** The entity name used in the audit log and lead activity for each lead table. */
export const leadEntity: Record<LeadType, string> = {
  intake: "intake_form",
  contact: "contact_form",
  consultation: "consultation_booking",
};
