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
// Which stage a lead reached is read from where it is now: a consultation counts as booked once
// it is on the calendar (even if later cancelled) or its stage is booked or beyond; held once
// completed or beyond; enrolled at "enrolled". A rescheduled consultation is one lead: the chain's
// first booking carries its date and attribution, its latest booking its status.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { addDays } from "@/lib/practice/time-zone";
import { mondayOf, startOfBusinessDay } from "@/lib/practice/business-time";
import type { ReportPeriod } from "./report-period";

export type StageCounts = { leads: number; booked: number; held: number; enrolled: number };
export type ChannelRow = StageCounts & { source: string; medium: string; campaign: string };
export type WeeklySeries = { weeks: string[]; sources: { source: string; counts: number[] }[] };
export type LeadSourceReport = {
  period: ReportPeriod;
  rows: ChannelRow[];
  totals: StageCounts;
  weekly: WeeklySeries;
};

type Executor = Pick<AppDatabase, "execute">;

const BOOKED_OR_LATER =
  "('consultation_booked', 'consultation_completed', 'consultation_no_show', 'assessment_scheduled', 'enrolled')";
const HELD_OR_LATER = "('consultation_completed', 'assessment_scheduled', 'enrolled')";

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
  const inPeriod = sql`created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`;
  const result = await db.execute(sql`
    with period_leads as (
      select channel_source as source, channel_medium as medium, channel_campaign as campaign,
        coalesce(latest.stage, conversion_stage) as stage, on_calendar, coalesce(latest.status, booking_status) as booking_status, created_at
        from leads l
        left join (
          select distinct on (rescheduled_from) rescheduled_from as root, conversion_stage as stage, booking_status as status
            from consultation_bookings where rescheduled_from is not null
            order by rescheduled_from, created_at desc, id desc
        ) latest on l.lead_type = 'consultation' and latest.root = l.id
        where l.rescheduled_from is null and ${inPeriod}
    ), classified as (
      select source, medium, campaign,
        (on_calendar or stage in ${sql.raw(BOOKED_OR_LATER)}) as booked,
        (booking_status = 'completed' or stage in ${sql.raw(HELD_OR_LATER)}) as held,
        stage = 'enrolled' as enrolled,
        width_bucket(created_at, ${weekStarts}::timestamptz[]) as week
      from period_leads
    )
    select grouping(source, medium, campaign, week) as level, source, medium, campaign, week,
      count(*)::int as leads,
      (count(*) filter (where booked))::int as booked,
      (count(*) filter (where held))::int as held,
      (count(*) filter (where enrolled))::int as enrolled
    from classified
    group by grouping sets ((source, medium, campaign), (source, week), ())
    order by leads desc, source, medium, campaign, week`);

  const rows: ChannelRow[] = [];
  let totals: StageCounts = { leads: 0, booked: 0, held: 0, enrolled: 0 };
  const weeklyCells: { source: string; week: string; leads: number }[] = [];
  for (const raw of rowsOf<Record<string, unknown>>(result)) {
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
