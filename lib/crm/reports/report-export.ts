// The lead-source report as CSV: one line per source / medium / campaign and a totals line, with
// the same counts and rates as the page. Attribution values arrive from visitors' URLs, so every
// cell goes through csvCell (quoted, formula starts neutralised).
import { csvLine } from "@/lib/csv";
import { conversionRates, formatRate, type LeadSourceReport, type StageCounts } from "./reports";

export const REPORT_CSV_HEADER = [
  "Source",
  "Medium",
  "Campaign",
  "Leads",
  "Consultations booked",
  "Consultations held",
  "Enrolled",
  "Leads to booked",
  "Booked to held",
  "Held to enrolled",
  "Leads to enrolled",
];

function countCells(counts: StageCounts): (string | number)[] {
  const rates = conversionRates(counts);
  return [
    counts.leads,
    counts.booked,
    counts.held,
    counts.enrolled,
    formatRate(rates.booked),
    formatRate(rates.held),
    formatRate(rates.enrolled),
    formatRate(rates.overall),
  ];
}

export function leadSourceCsv(report: LeadSourceReport): string {
  return [
    csvLine(REPORT_CSV_HEADER),
    ...report.rows.map((row) =>
      csvLine([row.source, row.medium, row.campaign, ...countCells(row)]),
    ),
    csvLine([
      `All sources, ${report.period.from} to ${report.period.to}`,
      "",
      "",
      ...countCells(report.totals),
    ]),
  ].join("");
}

export function reportFileName(report: Pick<LeadSourceReport, "period">): string {
  return `lead-sources-${report.period.from}-to-${report.period.to}.csv`;
}
