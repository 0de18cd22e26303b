// A lead's submitted fields and attribution, as a definition list. Multi-line answers keep their
// line breaks; React escapes everything.
import type { Attribution } from "@/db/schema";
import { formatDateTime } from "@/lib/crm/business-time";
import { cardClass } from "./ui";

export function LeadFields({ fields }: { fields: { label: string; value: string }[] }) {
  return (
    <section aria-labelledby="lead-fields-heading" className={cardClass}>
      <h2 id="lead-fields-heading" className="text-brand-900 text-lg font-semibold">
        Submitted details
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="text-sm font-medium text-slate-700">{field.label}</dt>
            <dd className="text-ink break-words whitespace-pre-wrap">{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const attributionLabels: [keyof Attribution, string][] = [
  ["utm_source", "utm_source"],
  ["utm_medium", "utm_medium"],
  ["utm_campaign", "utm_campaign"],
  ["utm_term", "utm_term"],
  ["utm_content", "utm_content"],
  ["referrer", "Referrer"],
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
  return (
    <section aria-labelledby="lead-attribution-heading" className={cardClass}>
      <h2 id="lead-attribution-heading" className="text-brand-900 text-lg font-semibold">
        Attribution
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="text-sm font-medium text-slate-700">Lead source</dt>
        <dd>{leadSource}</dd>
        <dt className="text-sm font-medium text-slate-700">gclid</dt>
        <dd className="break-all">{gclid || attribution?.gclid || "—"}</dd>
        {attributionLabels.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="break-all">{attribution?.[key] || "—"}</dd>
          </div>
        ))}
        <dt className="text-sm font-medium text-slate-700">First visit</dt>
        <dd>
          {firstTouch && !Number.isNaN(firstTouch.getTime()) ? formatDateTime(firstTouch) : "—"}
        </dd>
        <dt className="text-sm font-medium text-slate-700">Received</dt>
        <dd>{formatDateTime(createdAt)}</dd>
      </dl>
    </section>
  );
}
