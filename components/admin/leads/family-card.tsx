// The family a lead belongs to: the children the parent told us about, every record they sent,
// other families under the same name that staff may merge in, and merges staff may undo.
import Link from "next/link";
import { formatDateTime } from "@/lib/practice/business-time";
import { leadHref } from "@/lib/crm/leads/inbox";
import type { Family, FamilyChild } from "@/lib/crm/leads/families";
import { bookingStatusLabels, conversionStageLabels, labelOf } from "@/lib/practice/vocabulary";
import { buttonClasses } from "@/components/ui/button";
import { ActionForm, type AdminFormAction } from "../action-form";
import { KindBadge, StatusBadge } from "./lead-badges";
import { cardClass, linkClass } from "../ui";

/** "Maya, age 8, 3rd grade"; "Age 8" when only the age is known. */
function childWords(child: FamilyChild): string {
  const parts = [
    child.firstName,
    child.age ? (child.firstName ? `age ${child.age}` : `Age ${child.age}`) : null,
    child.grade,
  ].filter(Boolean);
  return parts.join(", ");
}

export function FamilyCard({
  family,
  currentId,
  returnTo,
  actions,
}: {
  family: Family;
  currentId: string;
  /** The lead page, returned to with a notice once a merge or its undoing is done. */
  returnTo: string;
  actions: { merge: AdminFormAction; undo: AdminFormAction };
}) {
  const secondary = buttonClasses("secondary", "", "compact");
  return (
    <section aria-labelledby="family-heading" className={cardClass}>
      <h2 id="family-heading" className="text-brand-900 text-lg font-semibold">
        Family
      </h2>
      <h3 className="mt-3 text-sm font-semibold text-slate-800">Children</h3>
      {family.children.length ? (
        <ul className="mt-1 list-disc pl-5">
          {family.children.map((child, i) => (
            <li key={i}>{childWords(child)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-700">The family has not told us about their child yet.</p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-800">
        Everything they sent ({family.submissions.length})
      </h3>
      <ul className="mt-2 space-y-2">
        {family.submissions.map((lead) => (
          <li key={lead.id} className="flex flex-wrap items-center gap-2">
            <KindBadge kind={lead.kind} />
            {lead.id === currentId ? (
              <span aria-current="page">
                {lead.name} · {formatDateTime(lead.createdAt)} (this page)
              </span>
            ) : (
              <Link href={leadHref(lead)} className={linkClass}>
                {lead.name} · {formatDateTime(lead.createdAt)}
              </Link>
            )}
            <StatusBadge status={lead.status} />
            <span className="text-sm text-slate-700">
              {labelOf(conversionStageLabels, lead.conversionStage)}
              {lead.bookingStatus ? ` · ${labelOf(bookingStatusLabels, lead.bookingStatus)}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {family.candidates.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">Perhaps the same family</h3>
          <p className="mt-1 text-sm text-slate-700">
            Records under the same name, sent with another email and phone. Merge them if it is the
            same parent; you can undo a merge.
          </p>
          <ul className="mt-2 space-y-3">
            {family.candidates.map((candidate) => (
              <li key={candidate.familyId} className="space-y-1">
                <p>
                  <Link href={leadHref(candidate.lead)} className={linkClass}>
                    {candidate.name} · {formatDateTime(candidate.lead.createdAt)}
                  </Link>{" "}
                  <span className="text-sm text-slate-700">
                    ({candidate.submissions} {candidate.submissions === 1 ? "record" : "records"})
                  </span>
                </p>
                <ActionForm
                  action={actions.merge}
                  submitLabel="Merge into this family"
                  pendingLabel="Merging…"
                  submitClassName={secondary}
                  label={`Merge ${candidate.name}'s records into this family`}
                >
                  <input type="hidden" name="fromFamilyId" value={candidate.familyId} />
                  <input type="hidden" name="intoFamilyId" value={family.id} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                </ActionForm>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {family.merges.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">Merged in</h3>
          <ul className="mt-2 space-y-3">
            {family.merges.map((merge) => (
              <li key={merge.id} className="space-y-1">
                <p>
                  {merge.fromName || "Another family"}&apos;s records, merged{" "}
                  {formatDateTime(merge.mergedAt)}
                </p>
                <ActionForm
                  action={actions.undo}
                  submitLabel="Undo this merge"
                  pendingLabel="Undoing…"
                  submitClassName={secondary}
                  label={`Undo the merge of ${merge.fromName || "another family"}'s records`}
                >
                  <input type="hidden" name="mergeId" value={merge.id} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                </ActionForm>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
