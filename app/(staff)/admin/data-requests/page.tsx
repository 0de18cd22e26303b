import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { ActionForm } from "@/components/admin/action-form";
import { Badge } from "@/components/admin/badge";
import { PageHeader } from "@/components/admin/page-header";
import { cardClass, inputClass, labelClass, linkClass } from "@/components/admin/ui";
import { requireAdminPage } from "@/lib/crm/access";
import { businessToday, formatDateTime } from "@/lib/practice/business-time";
import { requestDeadlines } from "@/lib/crm/privacy/data-request-deadlines";
import {
  listRequests,
  requestKindLabels,
  requestStatusLabels,
} from "@/lib/crm/privacy/data-requests";
import { labelOf } from "@/lib/practice/vocabulary";
import { createRequestAction } from "./actions";

export const metadata: Metadata = { title: "Data requests" };

export default async function DataRequestsPage() {
  await requireAdminPage("/admin/data-requests");
  const now = new Date();
  const requests = await listRequests(await getDb());
  return (
    <>
      <PageHeader
        title="Data deletion and access requests"
        description="Requests arrive by email to support. Log each one here to track it against the Data Deletion Policy's deadlines."
      />
      <section aria-labelledby="new-request-heading" className={`${cardClass} mb-6`}>
        <h2 id="new-request-heading" className="text-brand-900 mb-3 text-lg font-semibold">
          Log a request
        </h2>
        <ActionForm
          action={createRequestAction}
          submitLabel="Log request"
          pendingLabel="Saving..."
          label="Log a request"
        >
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <label htmlFor="request-kind" className={labelClass}>
                They ask us to
              </label>
              <select id="request-kind" name="kind" defaultValue="deletion" className={inputClass}>
                <option value="deletion">Delete my data</option>
                <option value="access">Send me a copy of my data</option>
              </select>
            </div>
            <div>
              <label htmlFor="request-email" className={labelClass}>
                Requester&apos;s email
              </label>
              <input
                id="request-email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="request-received" className={labelClass}>
                Received on
              </label>
              <input
                id="request-received"
                name="receivedOn"
                type="date"
                required
                defaultValue={businessToday(now)}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="request-notes" className={labelClass}>
                Notes (no personal details)
              </label>
              <input id="request-notes" name="notes" maxLength={1000} className={inputClass} />
            </div>
          </div>
        </ActionForm>
      </section>
      {requests.length === 0 ? (
        <p className="text-slate-700">No requests yet.</p>
      ) : (
        <div className="border-brand-100 overflow-x-auto rounded-2xl border bg-white shadow-sm">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">Data requests</caption>
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Received
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Request
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Next deadline
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => {
                const next = requestDeadlines(r, now).find((s) => !s.doneAt && s.key !== "backups");
                const finished = r.status === "completed" || r.status === "closed";
                return (
                  <tr key={r.id} className="border-t border-slate-200">
                    <td className="px-3 py-2">
                      <Link href={`/admin/data-requests/${r.id}`} className={linkClass}>
                        {formatDateTime(r.receivedAt)}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{requestKindLabels[r.kind]}</td>
                    <td className="px-3 py-2">
                      <Badge tone={finished ? "green" : "amber"}>
                        {labelOf(requestStatusLabels, r.status)}
                      </Badge>
                    </td>
                    <td className="px-3 py-2">
                      {finished || !next ? (
                        "—"
                      ) : (
                        <span className={next.overdue ? "font-semibold text-red-800" : ""}>
                          {next.label}: {formatDateTime(next.due)}
                          {next.overdue ? " (overdue)" : ""}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
