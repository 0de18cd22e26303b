// The leads inbox: one list over intake forms, Get Started requests, consultations and their
// requests, and contact messages. Each table is filtered, sorted and cut to the page's depth on
// its own (using its created_at index), then the three are merged, so the first page stays fast
// with tens of thousands of leads. Callers must have checked the admin role.
import { sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { addDays } from "@/lib/booking/time-zone";
import { businessToday, startOfBusinessDay } from "./business-time";
import type { InboxQuery } from "./inbox-query";
import { mapRow, tables, type InboxRow, type Table } from "./inbox-tables";
import { finishedStatuses, leadTypeOfKind, type LeadKind } from "./vocabulary";

export type { InboxRow };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

export function conditions(table: Table, query: InboxQuery, now: Date): SQL[] | null {
  const where: SQL[] = [];
  if (query.kind) {
    const narrow = table.kindFilter[query.kind];
    if (!narrow) return null;
    where.push(narrow);
  }
  if (query.review) {
    if (table.type !== "contact") return null;
    where.push(table.review);
  }
  if (query.status) where.push(sql`status = ${query.status}`);
  if (query.priority) where.push(sql`priority = ${query.priority}`);
  if (query.stage) where.push(sql`conversion_stage = ${query.stage}`);
  if (query.assignee) where.push(sql`assigned_to = ${query.assignee === "unassigned" ? "" : query.assignee}`);
  if (query.from) where.push(sql`created_at >= ${startOfBusinessDay(query.from).toISOString()}::timestamptz`);
  if (query.to) where.push(sql`created_at < ${startOfBusinessDay(addDays(query.to, 1)).toISOString()}::timestamptz`);
  if (query.followUp) {
    const today = businessToday(now);
    const bound = query.followUp === "due" ? addDays(today, 1) : today;
    where.push(sql`next_follow_up_date < ${startOfBusinessDay(bound).toISOString()}::timestamptz`);
    where.push(sql`status not in (${sql.join(finishedStatuses.map((s) => sql`${s}`), sql`, `)})`);
  }
  if (query.source === "gclid") where.push(sql`coalesce(gclid, '') <> ''`);
  else if (query.source === "direct") where.push(sql`coalesce(gclid, '') = '' and coalesce(attribution->>'utm_source', '') = ''`);
  // Each lead has one source: Google Ads when it carries a gclid, otherwise its utm_source.
  else if (query.source?.startsWith("utm:")) where.push(sql`coalesce(gclid, '') = '' and attribution->>'utm_source' = ${query.source.slice(4)}`);
  if (query.q) {
    // search_text is a generated column: lower-cased name, email and phone, and the phone's digits.
    const digits = query.q.replace(/\D/g, "");
    const byDigits = digits.length >= 3 && /^[\d\s().+-]+$/.test(query.q) ? sql` or search_text like ${likePattern(digits)}` : sql``;
    where.push(sql`(search_text like lower(${likePattern(query.q)})${byDigits})`);
  }
  return where;
}

/** The query's order; `name` is the name expression (a branch's own column, or the merged alias). */
function orderBy(query: InboxQuery, name: SQL = sql.raw("name")): SQL {
  switch (query.sort) {
    case "oldest":
      return sql.raw("created_at asc, id asc");
    case "follow_up":
      return sql.raw("next_follow_up_date asc nulls last, created_at desc, id desc");
    case "name":
      return sql`lower(${name}) asc, id asc`;
    case "priority":
      return sql.raw("case priority when 'high' then 0 when 'medium' then 1 when 'low' then 2 else 3 end, created_at desc, id desc");
    default:
      return sql.raw("created_at desc, id desc");
  }
}

export function whereClause(where: SQL[]): SQL {
  return where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
}

function branch(table: Table, where: SQL[], order: SQL, depth: number | null): SQL {
  return sql`(select ${sql.raw(`'${table.type}'`)} as lead_type, ${table.kind} as kind, id, ${table.name} as name, email,
      ${table.phone} as phone, status, priority, conversion_stage, assigned_to, lead_source, created_at,
      next_follow_up_date, last_contact_date, ${table.review} as needs_review, ${table.startsAt} as starts_at,
      ${table.bookingStatus} as booking_status, ${table.summary} as summary, gclid,
      attribution->>'utm_source' as utm_source
    from ${table.from} ${whereClause(where)}
    order by ${order}${depth === null ? sql`` : sql` limit ${depth}`})`;
}

type Executor = Pick<AppDatabase, "execute">;

/** Leads matching the query, in its order: `limit` rows after `offset`. */
export async function selectLeads(db: Executor, query: InboxQuery, now: Date, window: { offset: number; limit: number }): Promise<InboxRow[]> {
  const order = orderBy(query);
  const parts: SQL[] = [];
  for (const table of tables) {
    const where = conditions(table, query, now);
    if (where) parts.push(branch(table, where, orderBy(query, table.name), window.offset + window.limit));
  }
  if (parts.length === 0) return [];
  const result = await db.execute(sql`select * from (${sql.join(parts, sql` union all `)}) leads
    order by ${order} limit ${window.limit} offset ${window.offset}`);
  return rowsOf<Record<string, unknown>>(result).map(mapRow);
}

export async function countLeads(db: Executor, query: InboxQuery, now: Date): Promise<number> {
  const counts: SQL[] = [];
  for (const table of tables) {
    const where = conditions(table, query, now);
    if (where) counts.push(sql`(select count(*) from ${table.from} ${whereClause(where)})`);
  }
  if (counts.length === 0) return 0;
  const result = await db.execute(sql`select ${sql.join(counts, sql` + `)} as n`);
  return Number(rowsOf<{ n: unknown }>(result)[0]?.n ?? 0);
}

/**
 * A search cannot use the created_at indexes, so each table is scanned once: the page and the
 * total come from the same pass (a window count) instead of a second scan for the count.
 */
async function searchLeads(db: Executor, query: InboxQuery, now: Date, offset: number): Promise<{ rows: InboxRow[]; total: number | null }> {
  const parts: SQL[] = [];
  for (const table of tables) {
    const where = conditions(table, query, now);
    if (where) parts.push(branch(table, where, orderBy(query, table.name), null));
  }
  if (parts.length === 0) return { rows: [], total: 0 };
  const result = await db.execute(sql`select *, count(*) over () as total_count from (${sql.join(parts, sql` union all `)}) leads
    order by ${orderBy(query)} limit ${query.size} offset ${offset}`);
  const raw = rowsOf<Record<string, unknown>>(result);
  return { rows: raw.map(mapRow), total: raw.length ? Number(raw[0]!.total_count) : null };
}

export type InboxPage = { rows: InboxRow[]; total: number; pages: number; outOfRange: string | null };

export async function loadInbox(db: Executor, query: InboxQuery, now: Date): Promise<InboxPage> {
  const offset = (query.page - 1) * query.size;
  let rows: InboxRow[];
  let total: number;
  if (query.q) {
    const found = await searchLeads(db, query, now, offset);
    rows = found.rows;
    total = found.total ?? (offset === 0 ? 0 : await countLeads(db, query, now));
  } else {
    [rows, total] = await Promise.all([selectLeads(db, query, now, { offset, limit: query.size }), countLeads(db, query, now)]);
  }
  const pages = Math.max(1, Math.ceil(total / query.size));
  const outOfRange = query.page > pages ? `There is no page ${query.page}: these filters give ${pages} page${pages === 1 ? "" : "s"}.` : null;
  return { rows, total, pages, outOfRange };
}

export function leadHref(row: { kind: LeadKind; id: string }): string {
  return `/admin/leads/${leadTypeOfKind[row.kind]}/${row.id}`;
}
