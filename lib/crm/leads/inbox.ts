// The leads inbox: one list over intake forms, Get Started requests, consultations and their
// requests, and contact messages, one row per family (lib/crm/counts.ts), read from the
// family_leads table, whose indexes serve the sorts and the commonest filters, so the first page
// stays fast with tens of thousands of leads. Callers must have checked the admin role.
import { sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { addDays } from "@/lib/practice/time-zone";
import { businessToday, startOfBusinessDay } from "@/lib/practice/business-time";
import type { InboxQuery } from "./inbox-query";
import { FAMILY_LEADS, familyCount } from "../counts";
import { mapRow, type InboxRow } from "./inbox-tables";
import { finishedStatuses, leadTypeOfKind, type LeadKind } from "@/lib/practice/vocabulary";

export type { InboxRow };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/** The query's filters as conditions on the leads view (db/migrations/0008_lead_view.sql). */
export function conditions(query: InboxQuery, now: Date): SQL[] {
  const where: SQL[] = [];
  if (query.kind) {
    // The lead type is a constant in each branch of the view, so naming it lets the planner drop
    // the other tables instead of scanning them for a kind they never hold.
    where.push(
      sql`lead_type = ${sql.raw(`'${leadTypeOfKind[query.kind]}'`)}`,
      sql`kind = ${query.kind}`,
    );
  }
  if (query.review) where.push(sql`needs_review`);
  if (query.status) where.push(sql`status = ${query.status}`);
  if (query.priority) where.push(sql`priority = ${query.priority}`);
  if (query.stage) where.push(sql`conversion_stage = ${query.stage}`);
  if (query.assignee)
    where.push(sql`assigned_to = ${query.assignee === "unassigned" ? "" : query.assignee}`);
  if (query.from)
    where.push(sql`created_at >= ${startOfBusinessDay(query.from).toISOString()}::timestamptz`);
  if (query.to)
    where.push(
      sql`created_at < ${startOfBusinessDay(addDays(query.to, 1)).toISOString()}::timestamptz`,
    );
  if (query.followUp) {
    const today = businessToday(now);
    const bound = query.followUp === "due" ? addDays(today, 1) : today;
    where.push(sql`next_follow_up_date < ${startOfBusinessDay(bound).toISOString()}::timestamptz`);
    where.push(
      sql`status not in (${sql.join(
        finishedStatuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  // source_key: each lead's one source, "gclid", "utm:<utm_source>" or "direct" (0008_lead_view).
  if (query.source) where.push(sql`source_key = ${query.source}`);
  if (query.q) {
    // search_text is a generated column: lower-cased name, email and phone, and the phone's digits.
    const digits = query.q.replace(/\D/g, "");
    const byDigits =
      digits.length >= 3 && /^[\d\s().+-]+$/.test(query.q)
        ? sql` or search_text like ${likePattern(digits)}`
        : sql``;
    where.push(sql`(search_text like lower(${likePattern(query.q)})${byDigits})`);
  }
  return where;
}

/** The query's order. */
function orderBy(query: InboxQuery): SQL {
  switch (query.sort) {
    case "oldest":
      return sql.raw("created_at asc, id asc");
    case "follow_up":
      return sql.raw("next_follow_up_date asc nulls last, created_at desc, id desc");
    case "name":
      return sql.raw("lower(name) asc, id asc");
    case "priority":
      return sql.raw(
        "case priority when 'high' then 0 when 'medium' then 1 when 'low' then 2 else 3 end, created_at desc, id desc",
      );
    default:
      return sql.raw("created_at desc, id desc");
  }
}

export function whereClause(where: SQL[]): SQL {
  return where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
}

/** The columns of an inbox row (mapRow reads them). */
const ROW_COLUMNS =
  sql.raw(`lead_type, kind, id, name, email, phone, status, priority, conversion_stage, assigned_to, lead_source,
  created_at, next_follow_up_date, last_contact_date, needs_review, starts_at, booking_status, summary, gclid, utm_source`);

type Executor = Pick<AppDatabase, "execute">;

/** Leads matching the query, in its order: `limit` rows after `offset`. */
export async function selectLeads(
  db: Executor,
  query: InboxQuery,
  now: Date,
  window: { offset: number; limit: number },
): Promise<InboxRow[]> {
  const result =
    await db.execute(sql`select ${ROW_COLUMNS} from ${FAMILY_LEADS} ${whereClause(conditions(query, now))}
    order by ${orderBy(query)} limit ${window.limit} offset ${window.offset}`);
  return rowsOf<Record<string, unknown>>(result).map(mapRow);
}

/** How many families match the query, as a scalar subquery (so several counts can share one statement). */
export function leadCount(query: InboxQuery, now: Date): SQL {
  return familyCount(conditions(query, now));
}

export async function countLeads(db: Executor, query: InboxQuery, now: Date): Promise<number> {
  const result = await db.execute(sql`select ${leadCount(query, now)} as n`);
  return Number(rowsOf<{ n: unknown }>(result)[0]?.n ?? 0);
}

/**
 * A search cannot use the created_at index, so the families are scanned once: the page and the
 * total come from the same pass (a window count) instead of a second scan for the count.
 */
async function searchLeads(
  db: Executor,
  query: InboxQuery,
  now: Date,
  offset: number,
): Promise<{ rows: InboxRow[]; total: number | null }> {
  const result =
    await db.execute(sql`select ${ROW_COLUMNS}, count(*) over () as total_count from ${FAMILY_LEADS} ${whereClause(conditions(query, now))}
    order by ${orderBy(query)} limit ${query.size} offset ${offset}`);
  const raw = rowsOf<Record<string, unknown>>(result);
  return { rows: raw.map(mapRow), total: raw.length ? Number(raw[0]!.total_count) : null };
}

export type InboxPage = {
  rows: InboxRow[];
  total: number;
  pages: number;
  outOfRange: string | null;
};

export async function loadInbox(db: Executor, query: InboxQuery, now: Date): Promise<InboxPage> {
  const offset = (query.page - 1) * query.size;
  let rows: InboxRow[];
  let total: number;
  if (query.q) {
    const found = await searchLeads(db, query, now, offset);
    rows = found.rows;
    total = found.total ?? (offset === 0 ? 0 : await countLeads(db, query, now));
  } else {
    [rows, total] = await Promise.all([
      selectLeads(db, query, now, { offset, limit: query.size }),
      countLeads(db, query, now),
    ]);
  }
  const pages = Math.max(1, Math.ceil(total / query.size));
  const outOfRange =
    query.page > pages
      ? `There is no page ${query.page}: these filters give ${pages} page${pages === 1 ? "" : "s"}.`
      : null;
  return { rows, total, pages, outOfRange };
}

export function leadHref(row: { kind: LeadKind; id: string }): string {
  return `/admin/leads/${leadTypeOfKind[row.kind]}/${row.id}`;
}
