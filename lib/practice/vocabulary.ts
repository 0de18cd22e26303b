// The CRM's words: lead kinds, statuses, priorities, conversion stages and sources, with the
// labels staff see. Shared by pages, forms, the CSV export and the query parser.

/** What a lead is, as the inbox shows it; each maps to one table (the detail page's type). */
export const leadKinds = ["intake", "assessment", "consultation", "request", "contact"] as const;
export type LeadKind = (typeof leadKinds)[number];
export const leadKindLabels: Record<LeadKind, string> = {
  intake: "Intake form",
  assessment: "Get Started request",
  consultation: "Consultation",
  request: "Consultation request",
  contact: "Contact message",
};

/** The tables behind the detail page's URL: /admin/leads/<type>/<id>. */
export const leadTypes = ["intake", "contact", "consultation"] as const;
export type LeadType = (typeof leadTypes)[number];
export const leadTypeOfKind: Record<LeadKind, LeadType> = {
  intake: "intake",
  assessment: "intake",
  consultation: "consultation",
  request: "consultation",
  contact: "contact",
};

export const leadStatuses = [
  "new",
  "attempted_contact",
  "contacted",
  "qualified",
  "unqualified",
  "closed",
] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  attempted_contact: "Attempted contact",
  contacted: "Contacted",
  qualified: "Qualified",
  unqualified: "Not a fit",
  closed: "Closed",
};
/** Statuses whose follow-ups no longer count as due. */
export const finishedStatuses: LeadStatus[] = ["unqualified", "closed"];

export const priorities = ["low", "medium", "high"] as const;
export type Priority = (typeof priorities)[number];
export const priorityLabels: Record<Priority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

/** The pipeline, in order. */
export const conversionStages = [
  "contact_submitted",
  "intake_submitted",
  "consultation_requested",
  "consultation_booked",
  "consultation_completed",
  "consultation_no_show",
  "assessment_scheduled",
  "enrolled",
  "lost",
] as const;
export type ConversionStage = (typeof conversionStages)[number];
export const conversionStageLabels: Record<ConversionStage, string> = {
  contact_submitted: "Contact message",
  intake_submitted: "Intake submitted",
  consultation_requested: "Consultation requested",
  consultation_booked: "Consultation booked",
  consultation_completed: "Consultation completed",
  consultation_no_show: "Consultation no-show",
  assessment_scheduled: "Assessment scheduled",
  enrolled: "Enrolled",
  lost: "Lost",
};

export const leadSourceLabels: Record<string, string> = {
  intake_form: "Start Here intake",
  landing_page_intake: "Get Started / landing page intake",
  consultation_booking: "Start Here booking",
  get_started_consultation: "Get Started consultation request",
  landing_page_consultation: "Landing page consultation request",
  contact_form: "Contact form",
};

export const bookingStatusLabels: Record<string, string> = {
  confirmed: "Confirmed",
  requested: "Requested",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "No-show",
};

/** A label for any stored value, falling back to the value itself (older or foreign rows). */
export function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return "—";
  return labels[value] ?? value.replace(/_/g, " ");
}

export const staffRoles = ["member", "teacher", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];
export const roleLabels: Record<StaffRole, string> = {
  member: "Member",
  teacher: "Teacher",
  admin: "Admin",
};
