// The reports page's period: a plain GET form, so the period lives in the URL and works without
// JavaScript.
import { buttonClasses } from "@/components/ui/button";
import Link from "next/link";
import type { ReportPeriod } from "@/lib/crm/reports/report-period";
import { inputClass, labelClass, linkClass } from "../ui";

export function ReportPeriodForm({ period }: { period: ReportPeriod }) {
  return (
    <form
      method="get"
      action="/admin/reports"
      aria-label="Report period"
      className="border-brand-100 flex flex-wrap items-end gap-4 rounded-2xl border bg-white p-4 shadow-sm"
    >
      <div>
        <label htmlFor="report-from" className={labelClass}>
          From
        </label>
        <input
          id="report-from"
          name="from"
          type="date"
          defaultValue={period.from}
          required
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="report-to" className={labelClass}>
          To (included)
        </label>
        <input
          id="report-to"
          name="to"
          type="date"
          defaultValue={period.to}
          required
          className={inputClass}
        />
      </div>
      <button type="submit" className={buttonClasses("primary", "", "compact")}>
        Show report
      </button>
      <Link href="/admin/reports" className={`${linkClass} flex min-h-11 items-center`}>
        Last 90 days
      </Link>
    </form>
  );
}
