// Where leads come from: leads, consultations booked, consultations held and enrolments by
// source / medium / campaign over a period, and leads per week by source. Counted by the
// database in one GROUP BY over the period's leads (grouping sets give the rows, the totals and
// the weekly series from a single scan). Callers must have checked the admin role.
//
// How a lead is attributed: its stored first-touch utm_source / utm_medium / utm_campaign; a lead
// that carries a Google Ads click id (gclid) but no utm value counts as google / cpc; with neither
// it is (direct) / (none), the labels Google Analytics uses. Sources and mediums are compared
// lower-cased, so "Google" and "google" are one row.
//
// What is counted is families, each once however many forms and bookings it sent, in the period
// its first submission arrived, by the source of that first touch; booked, held and enrolled as
// lib/crm/counts.ts defines them for every page (a cancelled booking is not a conversion).
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { funnelRows, type FunnelCounts } from "../counts";
import { addDays } from "@/lib/practice/time-zone";
import { mondayOf, startOfBusinessDay } from "@/lib/practice/business-time";
import type { ReportPeriod } from "./report-period";

export type StageCounts = FunnelCounts;
export type ChannelRow = StageCounts & { source: string; medium: string; campaign: string };
export type WeeklySeries = { weeks: string[]; sources: { source: string; counts: number[] }[] };
export type LeadSourceReport = {
  period: ReportPeriod;
  rows: ChannelRow[];
  totals: StageCounts;
  weekly: WeeklySeries;
};

type Executor = Pick<AppDatabase, "execute">;

/** The weekly chart's lines: the biggest sources by name, the rest together. */
export const CHART_SOURCES = 5;
export const OTHER_SOURCES = "other sources";

export async function loadLeadSourceReport(
  db: Executor,
  period: ReportPeriod,
): Promise<LeadSourceReport> {
  const start = startOfBusinessDay(period.from).toISOString();
  const end = startOfBusinessDay(addDays(period.to, 1)).toISOString();
  // Each lead's week by a binary search over the weeks' first instants (Monday midnight MT, the
  // daylight-saving changes already applied), which costs far less per lead than converting every
  // timestamp to the business zone.
  const weeks = weeksOf(period);
  const weekStarts = sql`array[${sql.join(
    weeks.map((w) => sql`${startOfBusinessDay(w).toISOString()}`),
    sql`, `,
  )}]`;
  const raws = await funnelRows(db, { start, end, weekStarts });

  const rows: ChannelRow[] = [];
  let totals: StageCounts = { leads: 0, booked: 0, held: 0, enrolled: 0 };
  const weeklyCells: { source: string; week: string; leads: number }[] = [];
  for (const raw of raws) {
    const counts = {
      leads: Number(raw.leads),
      booked: Number(raw.booked),
      held: Number(raw.held),
      enrolled: Number(raw.enrolled),
    };
    const level = Number(raw.level);
    // grouping() sets a bit for each column left out: week only (1) = a channel row,
    // medium and campaign (6) = a weekly cell, all four (15) = the totals.
    if (level === 1)
      rows.push({
        source: String(raw.source),
        medium: String(raw.medium),
        campaign: String(raw.campaign),
        ...counts,
      });
    else if (level === 6)
      weeklyCells.push({
        source: String(raw.source),
        week: weeks[Number(raw.week) - 1] ?? "",
        leads: counts.leads,
      });
    else if (level === 15) totals = counts;
  }
  return { period, rows, totals, weekly: weeklySeries(period, weeklyCells) };
}

/** Every Monday-started week the period touches. */
export function weeksOf(period: ReportPeriod): string[] {
  const weeks: string[] = [];
  for (let week = mondayOf(period.from); week <= period.to; week = addDays(week, 7))
    weeks.push(week);
  return weeks;
}

/** Each chart source's count per week of the period (0 when none). */
export function weeklySeries(
  period: ReportPeriod,
  cells: { source: string; week: string; leads: number }[],
): WeeklySeries {
  const weeks = weeksOf(period);
  const totalBySource = new Map<string, number>();
  for (const cell of cells)
    totalBySource.set(cell.source, (totalBySource.get(cell.source) ?? 0) + cell.leads);
  const ranked = [...totalBySource.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([source]) => source);
  const named = ranked.length > CHART_SOURCES ? ranked.slice(0, CHART_SOURCES - 1) : ranked;
  const series = new Map(named.map((source) => [source, weeks.map(() => 0)]));
  if (ranked.length > named.length)
    series.set(
      OTHER_SOURCES,
      weeks.map(() => 0),
    );
  const index = new Map(weeks.map((w, i) => [w, i]));
  for (const cell of cells) {
    const counts = series.get(series.has(cell.source) ? cell.source : OTHER_SOURCES);
    const i = index.get(cell.week);
    if (counts && i !== undefined) counts[i] = (counts[i] ?? 0) + cell.leads;
  }
  return { weeks, sources: [...series.entries()].map(([source, counts]) => ({ source, counts })) };
}

export type ConversionRates = {
  booked: number | null;
  held: number | null;
  enrolled: number | null;
  overall: number | null;
};

/** Each stage as a share of the one before it (null when the one before is empty), and leads to enrolled. */
export function conversionRates(counts: StageCounts): ConversionRates {
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  return {
    booked: share(counts.booked, counts.leads),
    held: share(counts.held, counts.booked),
    enrolled: share(counts.enrolled, counts.held),
    overall: share(counts.enrolled, counts.leads),
  };
}

/** "42%" (or "—" when there is nothing to divide by). */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}
