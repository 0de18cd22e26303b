// A lead's submitted fields and attribution, as a definition list. Multi-line answers keep their
// line breaks; React escapes everything.
import type { Attribution } from "@/db/schema";
import { attributionSentence } from "@/lib/attribution/words";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDateTime } from "@/lib/practice/business-time";
import type { LeadField } from "@/lib/crm/leads/lead-detail";
import { labelOf, leadSourceLabels } from "@/lib/practice/vocabulary";
import { cardClass } from "../ui";

export function LeadFields({ fields }: { fields: LeadField[] }) {
  return (
    <section aria-labelledby="lead-fields-heading" className={cardClass}>
      <h2 id="lead-fields-heading" className="text-brand-900 text-lg font-semibold">
        Submitted details
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="text-sm font-medium text-slate-700">{field.label}</dt>
            <dd className="text-ink break-words whitespace-pre-wrap">
              {field.value}
              {field.copy && field.value ? (
                <>
                  {" "}
                  <CopyButton value={field.value} what={field.label.toLowerCase()} />
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

// The tags as they arrived, named for people; folded away because staff rarely need them.
const tagLabels: [keyof Attribution, string][] = [
  ["utm_source", "Source"],
  ["utm_medium", "Medium"],
  ["utm_campaign", "Campaign"],
  ["utm_term", "Search term"],
  ["utm_content", "Ad"],
  ["referrer", "Referring page"],
];

export function LeadAttribution({
  attribution,
  gclid,
  leadSource,
  createdAt,
}: {
  attribution: Attribution | null;
  gclid: string | null;
  leadSource: string;
  createdAt: Date;
}) {
  const firstTouch = attribution?.ts ? new Date(attribution.ts) : null;
  const clickId = gclid || attribution?.gclid;
  const tags = tagLabels.filter(([key]) => attribution?.[key]);
  return (
    <section aria-labelledby="lead-attribution-heading" className={cardClass}>
      <h2 id="lead-attribution-heading" className="text-brand-900 text-lg font-semibold">
        Where they came from
      </h2>
      <p className="text-ink mt-2">{attributionSentence(attribution, gclid)}.</p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="text-sm font-medium text-slate-700">Through</dt>
        <dd>{labelOf(leadSourceLabels, leadSource)}</dd>
        <dt className="text-sm font-medium text-slate-700">First visit</dt>
        <dd>
          {firstTouch && !Number.isNaN(firstTouch.getTime()) ? formatDateTime(firstTouch) : "—"}
        </dd>
        <dt className="text-sm font-medium text-slate-700">Received</dt>
        <dd>{formatDateTime(createdAt)}</dd>
      </dl>
      {tags.length || clickId ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">
            Campaign tags as received
          </summary>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
            {tags.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-slate-700">{label}</dt>
                <dd className="break-all">{attribution?.[key]}</dd>
              </div>
            ))}
            {clickId ? (
              <>
                <dt className="text-slate-700">Google Ads click id</dt>
                <dd className="break-all">{clickId}</dd>
              </>
            ) : null}
          </dl>
        </details>
      ) : null}
    </section>
  );
}
