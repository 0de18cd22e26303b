// The family's other records: leads with the same email.
import Link from "next/link";
import { formatDateTime } from "@/lib/practice/business-time";
import { leadHref } from "@/lib/crm/leads/inbox";
import type { RelatedLead } from "@/lib/crm/leads/lead-history";
import { bookingStatusLabels, conversionStageLabels, labelOf } from "@/lib/practice/vocabulary";
import { KindBadge, StatusBadge } from "./lead-badges";
import { cardClass, linkClass } from "../ui";

export function RelatedLeads({ leads }: { leads: RelatedLead[] }) {
  return (
    <section aria-labelledby="related-heading" className={cardClass}>
      <h2 id="related-heading" className="text-brand-900 text-lg font-semibold">
        Other records for this email
      </h2>
      {leads.length === 0 ? (
        <p className="mt-2 text-slate-700">None.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center gap-2">
              <KindBadge kind={lead.kind} />
              <Link href={leadHref(lead)} className={linkClass}>
                {lead.name} · {formatDateTime(lead.createdAt)}
              </Link>
              <StatusBadge status={lead.status} />
              <span className="text-sm text-slate-700">
                {labelOf(conversionStageLabels, lead.conversionStage)}
                {lead.bookingStatus ? ` · ${labelOf(bookingStatusLabels, lead.bookingStatus)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
