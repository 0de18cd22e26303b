// Every number the staff area shows about leads, from one place: the dashboard, the pipeline and
// the reports count the same thing the same way, so they agree. What they count is families (the
// family_leads table, migrations 0021_families and 0022_family_summaries: one row per parent,
// however many forms, bookings and moves they sent, kept current by triggers as they are written),
// each at its furthest stage, arriving with its first submission. A consultation
// counts as booked while one stands on the calendar (a cancelled booking is not a conversion) or
// once staff moved the family to a stage at or past a booking. Callers must have checked the
// admin role.
import { sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";

type Executor = Pick<AppDatabase, "execute">;

/**
 * The one source of every lead count and list: a row per family. Named "leads" in the query, as
 * the family's row stands in for its lead: conditions written for the leads view read it as is.
 */
export const FAMILY_LEADS = sql.raw("family_leads as leads");

const BOOKED_OR_LATER =
  "('consultation_booked', 'consultation_completed', 'assessment_scheduled', 'enrolled')";
const HELD_OR_LATER = "('consultation_completed', 'assessment_scheduled', 'enrolled')";

/** The families one step of the funnel holds, as SQL conditions on family_leads. */
export const funnel = {
  booked: sql.raw(`(has_standing_consultation or conversion_stage in ${BOOKED_OR_LATER})`),
  held: sql.raw(`(consultation_held or conversion_stage in ${HELD_OR_LATER})`),
  enrolled: sql.raw(`conversion_stage = 'enrolled'`),
};

export function whereOf(where: SQL[]): SQL {
  return where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
}

/** How many families match, as a scalar subquery (so several counts can share one statement). */
export function familyCount(where: SQL[]): SQL {
  return sql`(select count(*) from ${FAMILY_LEADS} ${whereOf(where)})`;
}

export type Tally = { key: string; count: number };

/** Families per stage under the given conditions (the pipeline's column counts). */
export async function familiesByStage(db: Executor, where: SQL[]): Promise<Map<string, number>> {
  const result = await db.execute(
    sql`select conversion_stage, count(*)::int as n from ${FAMILY_LEADS} ${whereOf(where)} group by conversion_stage`,
  );
  return new Map(
    rowsOf<{ conversion_stage: string; n: number }>(result).map((r) => [
      String(r.conversion_stage),
      Number(r.n),
    ]),
  );
}

/**
 * Families by stage and by source (source_key, the inbox's source filter values), biggest first,
 * at most `length` each. One pass counts each (stage, source) pair; both tallies are summed from
 * those few cells.
 */
export async function stageAndSourceTallies(
  db: Executor,
  length: number,
): Promise<{ byStage: Tally[]; bySource: Tally[] }> {
  const result = await db.execute(sql`
    with cells as materialized (select conversion_stage, source_key, count(*) as n from ${FAMILY_LEADS} group by conversion_stage, source_key)
    select grouping(conversion_stage) as by_source, coalesce(conversion_stage, source_key) as key, sum(n)::int as n
    from cells group by grouping sets ((conversion_stage), (source_key))
    order by n desc, key`);
  const byStage: Tally[] = [];
  const bySource: Tally[] = [];
  for (const row of rowsOf<{ by_source: number; key: string | null; n: number }>(result)) {
    const tally = Number(row.by_source) === 1 ? bySource : byStage;
    if (tally.length < length) tally.push({ key: row.key ?? "", count: Number(row.n) });
  }
  return { byStage, bySource };
}

export type FunnelCounts = { leads: number; booked: number; held: number; enrolled: number };

/**
 * The report's funnel over the families that arrived between `start` and `end`, by channel and by
 * week (`weekStarts`: each week's first instant), and in total, from one GROUP BY with grouping
 * sets. Rows come back raw: `level` is grouping(source, medium, campaign, week).
 */
export async function funnelRows(
  db: Executor,
  bounds: { start: string; end: string; weekStarts: SQL },
): Promise<Record<string, unknown>[]> {
  const result = await db.execute(sql`
    with classified as (
      select channel_source as source, channel_medium as medium, channel_campaign as campaign,
        ${funnel.booked} as booked, ${funnel.held} as held, ${funnel.enrolled} as enrolled,
        width_bucket(created_at, ${bounds.weekStarts}::timestamptz[]) as week
      from ${FAMILY_LEADS}
      where created_at >= ${bounds.start}::timestamptz and created_at < ${bounds.end}::timestamptz
    )
    select grouping(source, medium, campaign, week) as level, source, medium, campaign, week,
      count(*)::int as leads,
      (count(*) filter (where booked))::int as booked,
      (count(*) filter (where held))::int as held,
      (count(*) filter (where enrolled))::int as enrolled
    from classified
    group by grouping sets ((source, medium, campaign), (source, week), ())
    order by leads desc, source, medium, campaign, week`);
  return rowsOf<Record<string, unknown>>(result);
}
