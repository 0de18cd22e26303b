// The three lead tables share the CRM columns (db/schema.ts, crmColumns), so CRM reads and writes
// can address any of them through one typed handle.
import { consultationBookings, contactForms, intakeForms } from "@/db/schema";
import type { LeadType } from "./vocabulary";

/** Typed as the intake table, but only the shared CRM columns (and id, email) are used. */
export type CrmTable = typeof intakeForms;

export function crmTable(type: LeadType): CrmTable {
  if (type === "intake") return intakeForms;
  return (type === "contact" ? contactForms : consultationBookings) as unknown as CrmTable;
}

/** The entity name used in the audit log and lead activity for each lead table. */
export const leadEntity: Record<LeadType, string> = {
  intake: "intake_form",
  contact: "contact_form",
  consultation: "consultation_booking",
};

export const contactSubjectLabels: Record<string, string> = {
  general: "General Inquiry",
  technical: "Technical Support",
  educational: "Educational Support",
  billing: "Billing Question",
  partnership: "Partnership Opportunity",
};
