// Notes, CRM changes, emails and the lead's arrival, newest first.
import { changeValueWords } from "@/lib/crm/audit-words";
import { formatDateTime } from "@/lib/practice/business-time";
import type { TimelineEntry } from "@/lib/crm/leads/lead-history";
import { cardClass } from "../ui";

const fieldLabels: Record<string, string> = {
  status: "Status",
  priority: "Priority",
  conversionStage: "Conversion stage",
  assignedTo: "Assigned to",
  nextFollowUpDate: "Next follow-up",
  lastContactDate: "Last contact",
  bookingStatus: "Booking status",
  kind: "Kind",
  time: "Time",
};

const kindLabels: Record<TimelineEntry["kind"], string> = {
  submitted: "Submitted",
  note: "Note",
  call: "Phone call",
  change: "Change",
  email: "Email",
  system: "System",
};

export function LeadTimeline({
  entries,
  staffNames,
}: {
  entries: TimelineEntry[];
  staffNames: Map<string, string>;
}) {
  return (
    <section aria-labelledby="timeline-heading" className={cardClass}>
      <h2 id="timeline-heading" className="text-brand-900 text-lg font-semibold">
        Timeline
      </h2>
      <ol className="mt-3 space-y-3">
        {entries.map((entry, index) => (
          <li key={index} className="border-brand-200 border-l-4 pl-3">
            <p className="text-sm text-slate-700">
              <span className="text-brand-900 font-semibold">{kindLabels[entry.kind]}</span> ·{" "}
              {formatDateTime(entry.at)}
              {entry.actor ? ` · ${entry.actor}` : ""}
            </p>
            {entry.body ? (
              <p className="mt-1 break-words whitespace-pre-wrap">{entry.body}</p>
            ) : null}
            {entry.changes ? (
              <ul className="mt-1 text-sm">
                {Object.entries(entry.changes).map(([key, change]) => (
                  <li key={key}>
                    {fieldLabels[key] ?? key}: {changeValueWords(key, change.from, staffNames)} →{" "}
                    {changeValueWords(key, change.to, staffNames)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
