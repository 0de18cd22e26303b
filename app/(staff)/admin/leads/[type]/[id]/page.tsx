import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { ConsultationControls } from "@/components/admin/settings/consultation-controls";
import { KindBadge, ReviewBadge } from "@/components/admin/leads/lead-badges";
import { LeadCrmForm } from "@/components/admin/leads/lead-crm-form";
import { LeadAttribution, LeadFields } from "@/components/admin/leads/lead-facts";
import { LeadNoteForm } from "@/components/admin/leads/lead-note-form";
import { LeadTimeline } from "@/components/admin/leads/lead-timeline";
import { Notice } from "@/components/admin/notice";
import { FamilyCard } from "@/components/admin/leads/family-card";
import { cardClass, linkClass } from "@/components/admin/ui";
import { requireAdminPage } from "@/lib/crm/access";
import { formatDateTime } from "@/lib/practice/business-time";
import { loadLead } from "@/lib/crm/leads/lead-detail";
import { familyIdOf, loadFamily } from "@/lib/crm/leads/families";
import { loadTimeline } from "@/lib/crm/leads/lead-history";
import { crmFormValues } from "@/lib/crm/leads/lead-update";
import { noticeOf } from "@/lib/crm/notices";
import { loadScheduleSlots } from "@/lib/crm/consultations/schedule-slots";
import { leadRefSchema } from "@/lib/crm/schemas";
import { listStaffOptions } from "@/lib/crm/staff/staff";
import { bookingStatusLabels, labelOf } from "@/lib/practice/vocabulary";
import {
  cancelConsultationAction,
  inviteToRebookAction,
  markOutcomeAction,
  scheduleRequestAction,
} from "../../../consultations/actions";
import {
  addNoteAction,
  mergeFamiliesAction,
  undoFamilyMergeAction,
  updateLeadAction,
} from "../../actions";
import { sendLeadReplyAction } from "../../../templates/actions";
import { LeadReplyForm } from "@/components/admin/leads/lead-reply-form";
import { fillTemplate, loadTemplates } from "@/lib/crm/leads/reply-templates";

export const metadata: Metadata = { title: "Lead" };

type Props = {
  params: Promise<{ type: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function LeadPage({ params, searchParams }: Props) {
  const raw = await params;
  const path = `/admin/leads/${encodeURIComponent(raw.type)}/${encodeURIComponent(raw.id)}`;
  await requireAdminPage(path);
  const ref = leadRefSchema.safeParse(raw);
  if (!ref.success) notFound();
  const db = await getDb();
  const lead = await loadLead(db, ref.data.type, ref.data.id);
  if (!lead) notFound();
  const now = new Date();
  const query = await searchParams;
  const scheduleDate = query.scheduleDate;
  const notice = noticeOf(query.notice);
  const familyId = await familyIdOf(db, lead);
  const family = familyId ? await loadFamily(db, familyId) : null;
  // The family's one timeline: every submission's notes, changes, emails and arrival.
  const subjects = family
    ? family.submissions.map((s) => ({ ...s, type: s.leadType }))
    : [{ type: lead.type, kind: lead.kind, id: lead.id, createdAt: lead.createdAt }];
  const [timeline, staff, schedule, templates] = await Promise.all([
    loadTimeline(db, subjects),
    listStaffOptions(db),
    lead.consultation?.kind === "request"
      ? loadScheduleSlots(db, typeof scheduleDate === "string" ? scheduleDate : undefined, now)
      : null,
    loadTemplates(db),
  ]);
  const staffNames = new Map(staff.map((s) => [s.id, s.name]));
  const consultation = lead.consultation;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/leads" className={linkClass}>
          Back to leads
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-brand-900 text-2xl font-bold sm:text-3xl">
          {lead.name || "(no name)"}
        </h1>
        <KindBadge kind={lead.kind} />
        {lead.needsReview ? <ReviewBadge /> : null}
      </div>
      {notice ? (
        <Notice tone="success" className="mb-4">
          {notice}
        </Notice>
      ) : null}
      {lead.needsReview ? (
        <p className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          This message came through alternative verification after the security check failed. Check
          it is genuine before replying.
        </p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="space-y-6">
          {consultation ? (
            <section aria-labelledby="consultation-heading" className={cardClass}>
              <h2 id="consultation-heading" className="text-brand-900 text-lg font-semibold">
                {consultation.kind === "booking" ? "Consultation" : "Consultation request"}
              </h2>
              <p className="mt-1 mb-4 text-slate-700">
                {labelOf(bookingStatusLabels, consultation.bookingStatus)}
                {consultation.kind === "booking"
                  ? ` · ${formatDateTime(consultation.startAt)}`
                  : " · waiting to be booked into a time"}
              </p>
              <ConsultationControls
                facts={{
                  id: lead.id,
                  version: lead.version,
                  kind: consultation.kind,
                  bookingStatus: consultation.bookingStatus,
                  startAt: consultation.startAt,
                  returnTo: path,
                }}
                actions={{
                  cancel: cancelConsultationAction,
                  outcome: markOutcomeAction,
                  schedule: scheduleRequestAction,
                  rebook: inviteToRebookAction,
                }}
                now={now}
                schedule={schedule ? { ...schedule, path } : null}
              />
            </section>
          ) : null}
          <LeadFields fields={lead.fields} />
          <LeadAttribution
            attribution={lead.attribution}
            gclid={lead.gclid}
            leadSource={lead.leadSource}
            createdAt={lead.createdAt}
          />
          <LeadTimeline entries={timeline} staffNames={staffNames} />
        </div>
        <div className="space-y-6">
          <section aria-labelledby="crm-heading" className={cardClass}>
            <h2 id="crm-heading" className="text-brand-900 mb-3 text-lg font-semibold">
              Follow-up
            </h2>
            <LeadCrmForm
              action={updateLeadAction}
              type={lead.type}
              id={lead.id}
              version={lead.version}
              values={crmFormValues(lead.crm)}
              staff={staff}
            />
          </section>
          <section aria-labelledby="notes-heading" className={cardClass}>
            <h2 id="notes-heading" className="text-brand-900 mb-3 text-lg font-semibold">
              Notes
            </h2>
            <LeadNoteForm action={addNoteAction} type={lead.type} id={lead.id} />
            {lead.notes.length ? (
              <ol className="mt-4 space-y-3">
                {[...lead.notes].reverse().map((note) => (
                  <li key={note.id} className="bg-brand-50 rounded-lg p-3">
                    <p className="text-xs text-slate-700">
                      {note.authorName} · {formatDateTime(new Date(note.at))}
                    </p>
                    <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
                  </li>
                ))}
              </ol>
            ) : null}
          </section>
          <section aria-labelledby="reply-heading" className={cardClass}>
            <h2 id="reply-heading" className="text-brand-900 mb-3 text-lg font-semibold">
              Reply by email
            </h2>
            <LeadReplyForm
              action={sendLeadReplyAction}
              type={lead.type}
              id={lead.id}
              to={lead.email}
              templates={templates.map((t) => ({
                key: t.key,
                label: t.label,
                ...fillTemplate(t, lead),
              }))}
            />
          </section>
          {family ? (
            <FamilyCard
              family={family}
              currentId={lead.id}
              returnTo={path}
              actions={{ merge: mergeFamiliesAction, undo: undoFamilyMergeAction }}
            />
          ) : null}
        </div>
      </div>
    </>
  );
}
