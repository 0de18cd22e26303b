import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { LeadSourceTable } from "@/components/admin/reports/lead-source-table";
import { Notice } from "@/components/admin/notice";
import { PageHeader } from "@/components/admin/page-header";
import { ReportPeriodForm } from "@/components/admin/reports/report-period-form";
import { cardClass } from "@/components/admin/ui";
import { WeeklyLeadsChart } from "@/components/admin/reports/weekly-leads-chart";
import { requireAdminPage } from "@/lib/crm/access";
import { formatDay } from "@/lib/practice/business-time";
import { readReportPeriod } from "@/lib/crm/reports/report-period";
import { loadLeadSourceReport } from "@/lib/crm/reports/reports";

export const metadata: Metadata = { title: "Reports" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReportsPage({ searchParams }: Props) {
  await requireAdminPage("/admin/reports");
  const { period, error } = readReportPeriod(await searchParams, new Date());
  const report = await loadLeadSourceReport(await getDb(), period);
  const csvHref = `/api/admin/reports/export?${new URLSearchParams(period).toString()}`;
  return (
    <>
      <PageHeader
        title="Where leads come from"
        description="Leads that arrived in the period, by the campaign that brought them, and how far each got: a consultation booked, a consultation held, enrolled. Dates are in Mountain Time."
        actions={
          <a href={csvHref} download className={buttonClasses("secondary", "", "compact")}>
            Download CSV
          </a>
        }
      />
      <ReportPeriodForm period={period} />
      {error ? (
        <Notice tone="error" className="mt-4">
          {error} Showing the last 90 days instead.
        </Notice>
      ) : null}
      <section aria-labelledby="channels-heading" className={`mt-6 ${cardClass}`}>
        <h2 id="channels-heading" className="text-brand-900 text-lg font-semibold">
          {formatDay(period.from)} to {formatDay(period.to)}:{" "}
          {report.totals.leads.toLocaleString("en-US")} leads
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-700">
          Each family counts once, under the link they first arrived by (its utm tags, shown under
          each row as source / medium / campaign). A Google Ads click without tags counts as Google
          Ads; a visit with no tags and no ad click counts as coming directly.
        </p>
        <LeadSourceTable rows={report.rows} totals={report.totals} />
      </section>
      <section className={`mt-6 ${cardClass}`}>
        <WeeklyLeadsChart series={report.weekly} />
      </section>
    </>
  );
}
