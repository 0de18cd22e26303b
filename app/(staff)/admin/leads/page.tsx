import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { InboxFilters } from "@/components/admin/leads/inbox-filters";
import { InboxTable } from "@/components/admin/leads/inbox-table";
import { Notice } from "@/components/admin/notice";
import { PageHeader } from "@/components/admin/page-header";
import { Pagination } from "@/components/admin/pagination";
import { requireAdminPage } from "@/lib/crm/access";
import { loadLeadsInbox } from "@/lib/crm/leads/inbox-page";
import { inboxHref, inboxParams } from "@/lib/crm/leads/inbox-query";

export const metadata: Metadata = { title: "Leads" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LeadsPage({ searchParams }: Props) {
  const admin = await requireAdminPage("/admin/leads");
  const now = new Date();
  const { query, staff, inbox, error } = await loadLeadsInbox(
    await getDb(),
    await searchParams,
    admin,
    now,
  );
  const exportParams = inboxParams(query, { page: 1 });
  return (
    <>
      <PageHeader
        title="Leads"
        description="Every intake form, Get Started request, consultation and contact message in one list."
        actions={
          <a
            href={`/api/admin/leads/export${exportParams.size ? `?${exportParams}` : ""}`}
            className={buttonClasses("secondary", "", "compact")}
            download
          >
            Export CSV
          </a>
        }
      />
      <InboxFilters query={query} staff={staff} />
      <div className="mt-6" aria-live="polite">
        {error ? (
          <Notice tone="error">{error}</Notice>
        ) : inbox ? (
          <>
            <p className="mb-3 text-sm text-slate-700">
              {inbox.total.toLocaleString("en-US")} lead{inbox.total === 1 ? "" : "s"}
              {inbox.pages > 1 ? ` · page ${query.page} of ${inbox.pages}` : ""}
            </p>
            {inbox.rows.length ? (
              <InboxTable
                rows={inbox.rows}
                staff={staff}
                now={now}
                caption={`Leads, page ${query.page} of ${inbox.pages}`}
              />
            ) : (
              <Notice>No leads match these filters.</Notice>
            )}
            <Pagination
              page={query.page}
              pages={inbox.pages}
              hrefFor={(page) => inboxHref(query, { page })}
              label="Leads pages"
            />
          </>
        ) : null}
      </div>
    </>
  );
}
