// One lead as staff see it: every submitted field, attribution, CRM fields and notes. Callers
// must have checked the admin role.
import { eq } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import {
  consultationBookings,
  contactForms,
  intakeForms,
  type Attribution,
  type CrmNote,
} from "@/db/schema";
import { describeChild } from "@/lib/booking/child";
import { subjectLabels } from "@/lib/leads/schemas";
import { formatDay } from "@/lib/practice/business-time";
import {
  bookingStatusLabels,
  labelOf,
  type LeadKind,
  type LeadType,
} from "@/lib/practice/vocabulary";

export type CrmValues = {
  status: string;
  priority: string;
  conversionStage: string;
  assignedTo: string;
  nextFollowUpDate: Date | null;
  lastContactDate: Date | null;
};

export type ConsultationFacts = {
  kind: "booking" | "request";
  bookingStatus: string;
  startAt: Date;
  endAt: Date;
  dateISO: string;
  label: string;
};

/** A submitted answer; `copy` marks an address staff paste into a mail program or phone. */
export type LeadField = { label: string; value: string; copy?: boolean };

export type LeadDetail = {
  type: LeadType;
  kind: LeadKind;
  id: string;
  version: number;
  name: string;
  email: string;
  crm: CrmValues;
  leadSource: string;
  createdAt: Date;
  updatedAt: Date;
  fields: LeadField[];
  attribution: Attribution | null;
  gclid: string | null;
  needsReview: boolean;
  notes: CrmNote[];
  consultation: ConsultationFacts | null;
};

type Reader = Pick<AppDatabase, "select">;

const text = (value: string | null | undefined) => (value && value.trim() ? value : "—");

function crmOf(
  row: CrmValues & {
    version: number;
    leadSource: string;
    createdAt: Date;
    updatedAt: Date;
    attribution: Attribution | null;
    gclid: string | null;
    crmNotes: CrmNote[];
  },
) {
  return {
    version: row.version,
    crm: {
      status: row.status,
      priority: row.priority,
      conversionStage: row.conversionStage,
      assignedTo: row.assignedTo,
      nextFollowUpDate: row.nextFollowUpDate,
      lastContactDate: row.lastContactDate,
    },
    leadSource: row.leadSource,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    attribution: row.attribution,
    gclid: row.gclid,
    notes: row.crmNotes,
  };
}

async function intakeDetail(db: Reader, id: string): Promise<LeadDetail | null> {
  const [row] = await db.select().from(intakeForms).where(eq(intakeForms.id, id));
  if (!row) return null;
  return {
    type: "intake",
    kind: row.variant === "start_here" ? "intake" : "assessment",
    id: row.id,
    name: row.parentName,
    email: row.email,
    needsReview: false,
    consultation: null,
    ...crmOf(row),
    fields: [
      { label: "Parent/guardian name", value: row.parentName },
      { label: "Email", value: row.email, copy: true },
      { label: "Phone", value: row.phone, copy: true },
      { label: "Preferred contact method", value: text(row.contactMethod) },
      { label: "Student age", value: text(row.studentAge) },
      { label: "School", value: text(row.school) },
      { label: "Strengths", value: text(row.strengths) },
      { label: "Struggles", value: row.struggles.length ? row.struggles.join(", ") : "—" },
      { label: "Other struggles", value: text(row.strugglesOther) },
      { label: "Struggle details", value: text(row.strugglesDetails) },
      { label: "Previous tutor", value: text(row.previousTutor) },
      { label: "Previous tutor details", value: text(row.previousTutorDetails) },
      { label: "Goals", value: text(row.goals) },
      { label: "Additional information", value: text(row.additionalInfo) },
      {
        label: "Form",
        value:
          row.variant === "start_here"
            ? "Start Here intake"
            : `Get Started request (${row.variant})`,
      },
    ],
  };
}

async function contactDetail(db: Reader, id: string): Promise<LeadDetail | null> {
  const [row] = await db.select().from(contactForms).where(eq(contactForms.id, id));
  if (!row) return null;
  const fallback = row.fallbackVerification;
  const fields: LeadField[] = [
    { label: "Name", value: row.name },
    { label: "Email", value: row.email, copy: true },
    { label: "Subject", value: labelOf(subjectLabels, row.subject) },
    { label: "Message", value: row.message },
    {
      label: "Submission",
      value:
        row.submissionType === "fallback"
          ? "Alternative verification (security check failed)"
          : "Contact form",
    },
  ];
  if (fallback) {
    fields.push(
      { label: "Verification phone", value: text(fallback.phone) },
      { label: "Alternate email", value: text(fallback.alternateEmail) },
      { label: "Reason", value: text(fallback.reason) },
    );
  }
  return {
    type: "contact",
    kind: "contact",
    id: row.id,
    name: row.name,
    email: row.email,
    needsReview: row.needsReview || row.submissionType === "fallback",
    consultation: null,
    ...crmOf(row),
    fields,
  };
}

async function consultationDetail(db: Reader, id: string): Promise<LeadDetail | null> {
  const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, id));
  if (!row) return null;
  return {
    type: "consultation",
    kind: row.kind === "booking" ? "consultation" : "request",
    id: row.id,
    name: row.parentName,
    email: row.email,
    needsReview: false,
    consultation: {
      kind: row.kind,
      bookingStatus: row.bookingStatus,
      startAt: row.startAt,
      endAt: row.endAt,
      dateISO: row.dateISO,
      label: row.label,
    },
    ...crmOf(row),
    fields: [
      { label: "Parent/guardian name", value: row.parentName },
      { label: "Email", value: row.email, copy: true },
      { label: "Phone", value: row.phone, copy: true },
      // Bookings ask the child's name, age and grade; Get Started requests ask only the age.
      row.kind === "booking"
        ? { label: "Child", value: describeChild(row) ?? "Not provided" }
        : { label: "Child's age", value: text(row.childAge) },
      { label: "Notes", value: text(row.notes) },
      {
        label: "Type",
        value:
          row.kind === "booking"
            ? "Calendar booking (Start Here)"
            : "Consultation request (Get Started)",
      },
      { label: "Booking status", value: labelOf(bookingStatusLabels, row.bookingStatus) },
      {
        label: row.kind === "booking" ? "Time" : "Contact window",
        value: row.kind === "booking" ? `${formatDay(row.dateISO)}, ${row.label}` : row.label,
      },
    ],
  };
}

export async function loadLead(db: Reader, type: LeadType, id: string): Promise<LeadDetail | null> {
  if (type === "intake") return intakeDetail(db, id);
  if (type === "contact") return contactDetail(db, id);
  return consultationDetail(db, id);
}
