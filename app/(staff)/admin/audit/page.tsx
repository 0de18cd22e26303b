import type { Metadata } from "next";
import { z } from "zod";
import Link from "next/link";
import { getDb } from "@/db/client";
import { Notice } from "@/components/admin/notice";
import { PageHeader } from "@/components/admin/page-header";
import { linkClass } from "@/components/admin/ui";
import { requireAdminPage } from "@/lib/crm/access";
import { readPageQuery } from "@/lib/http/page-query";
import { listAudit } from "@/lib/practice/audit";
import { auditLines } from "@/lib/crm/audit-words";
import { formatDateTime } from "@/lib/practice/business-time";

export const metadata: Metadata = { title: "Audit log" };

const auditQuery = z.object({
  before: z
    .string()
    .regex(/^\d{1,15}$/, "That position in the log is not valid; showing the newest entries.")
    .transform(Number)
    .optional(),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  await requireAdminPage("/admin/audit");
  const {
    value: { before },
    error,
  } = readPageQuery(auditQuery, await searchParams);
  const db = await getDb();
  const { rows, total, next } = await listAudit(db, { before });
  const lines = await auditLines(db, rows);
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
        <table className="w-full min-w-[640px] text-left text-sm">
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
                What happened
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(line.at)}</td>
                <td className="px-3 py-2">{line.who}</td>
                <td className="px-3 py-2">
                  {line.sentence}
                  {line.lead ? (
                    <>
                      {" "}
                      <Link href={line.lead.href} className={linkClass}>
                        Open the lead<span className="sr-only"> of {line.lead.name}</span>
                      </Link>
                    </>
                  ) : null}
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
