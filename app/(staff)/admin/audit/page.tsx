import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { Notice } from "@/components/admin/notice";
import { PageHeader } from "@/components/admin/page-header";
import { linkClass } from "@/components/admin/ui";
import { requireAdminPage } from "@/lib/crm/access";
import { listAudit, summaryOf } from "@/lib/crm/audit";
import { formatDateTime } from "@/lib/crm/business-time";

export const metadata: Metadata = { title: "Audit log" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function describe(details: Record<string, unknown> | null): string {
  if (!details) return "";
  const { summary: _shownAbove, ...rest } = details;
  if (Object.keys(rest).length === 0) return "";
  const text = JSON.stringify(rest);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

export default async function AuditPage({ searchParams }: Props) {
  await requireAdminPage("/admin/audit");
  const params = await searchParams;
  const before = params.before;
  const error =
    before !== undefined && (typeof before !== "string" || !/^\d{1,15}$/.test(before))
      ? "That position in the log is not valid; showing the newest entries."
      : null;
  const { rows, total, next } = await listAudit(await getDb(), {
    before: error || typeof before !== "string" ? undefined : Number(before),
  });
  return (
    <>
      <PageHeader
        title="Audit log"
        description={`Who changed what and when. ${total.toLocaleString("en-US")} entries, newest first.`}
      />
      {error ? (
        <Notice tone="error" className="mb-4">
          {error}
        </Notice>
      ) : null}
      <div className="border-brand-100 overflow-x-auto rounded-2xl border bg-white shadow-sm">
        <table className="w-full min-w-[800px] text-left text-sm">
          <caption className="sr-only">Audit log entries</caption>
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                When
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Who
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                What
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Record
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                <td className="px-3 py-2">{row.actorEmail ?? "system"}</td>
                <td className="px-3 py-2">
                  <span className="font-medium">{summaryOf(row.details) ?? row.action}</span>
                  {summaryOf(row.details) ? (
                    <span className="block text-xs text-slate-600">{row.action}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  {row.entityType}
                  {row.entityId ? ` ${row.entityId}` : ""}
                </td>
                <td className="max-w-md px-3 py-2 font-mono text-xs break-all">
                  {describe(row.details)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <Notice className="mt-4">Nothing has been recorded yet.</Notice> : null}
      <nav aria-label="Audit log pages" className="mt-4 flex gap-4 text-sm">
        {before ? (
          <Link href="/admin/audit" className={linkClass}>
            Newest entries
          </Link>
        ) : null}
        {next ? (
          <Link href={`/admin/audit?before=${next}`} className={linkClass}>
            Older entries
          </Link>
        ) : null}
      </nav>
    </>
  );
}
