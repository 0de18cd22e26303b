// The inbox's table: one row per lead with the facts staff scan for, and the name linking to
// the lead's page. All text is rendered by React, so whatever a visitor typed is shown as text.
import Link from "next/link";
import {
  businessToday,
  formatBusinessDate,
  formatDateTime,
  startOfBusinessDay,
} from "@/lib/practice/business-time";
import { leadHref, type InboxRow } from "@/lib/crm/leads/inbox";
import type { StaffOption } from "@/lib/crm/staff/staff";
import { conversionStageLabels, labelOf } from "@/lib/practice/vocabulary";
import { KindBadge, PriorityBadge, ReviewBadge, StatusBadge } from "./lead-badges";
import { linkClass } from "../ui";

function FollowUp({ date, now }: { date: Date | null; now: Date }) {
  if (!date) return <span className="text-slate-600">—</span>;
  const today = startOfBusinessDay(businessToday(now)).getTime();
  const overdue = date.getTime() < today;
  return (
    <span className={overdue ? "font-semibold text-red-800" : ""}>
      {formatBusinessDate(date)}
      {overdue ? " (overdue)" : ""}
    </span>
  );
}

export function InboxTable({
  rows,
  staff,
  now,
  caption,
}: {
  rows: InboxRow[];
  staff: StaffOption[];
  now: Date;
  caption: string;
}) {
  const names = new Map(staff.map((s) => [s.id, s.name]));
  return (
    <div className="border-brand-100 overflow-x-auto rounded-2xl border bg-white shadow-sm">
      <table className="w-full min-w-[900px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50 text-brand-950">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Lead
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Priority
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Stage
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Assigned to
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Follow-up
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Received
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.leadType}-${row.id}`} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">
                <Link href={leadHref(row)} className={linkClass}>
                  {row.name || "(no name)"}
                </Link>
                <div className="text-slate-700">{row.email}</div>
                {row.phone ? <div className="text-slate-700">{row.phone}</div> : null}
                {row.summary ? (
                  <div className="mt-1 line-clamp-2 max-w-xs text-xs text-slate-600">
                    {row.summary}
                  </div>
                ) : null}
              </td>
              <td className="space-y-1 px-3 py-2">
                <KindBadge kind={row.kind} />
                {row.needsReview ? (
                  <div>
                    <ReviewBadge />
                  </div>
                ) : null}
                {row.startsAt ? (
                  <div className="text-xs text-slate-700">{formatDateTime(row.startsAt)}</div>
                ) : null}
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-3 py-2">
                <PriorityBadge priority={row.priority} />
              </td>
              <td className="px-3 py-2">{labelOf(conversionStageLabels, row.conversionStage)}</td>
              <td className="px-3 py-2">
                {row.assignedTo ? (
                  (names.get(row.assignedTo) ?? "Former staff")
                ) : (
                  <span className="text-slate-600">Unassigned</span>
                )}
              </td>
              <td className="px-3 py-2">
                <FollowUp date={row.nextFollowUpDate} now={now} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
