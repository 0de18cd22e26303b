// What the leads page needs from one request's query string: the parsed query (or why it could
// not be read), the staff list for names and the assignee filter, and the page of leads.
import type { AppDatabase } from "@/db/client";
import { loadInbox, type InboxPage } from "./inbox";
import { parseInboxQuery, type InboxQuery, type RawParams } from "./inbox-query";
import { listStaffOptions, type StaffOption } from "./staff";

export const UNKNOWN_ASSIGNEE = "That assignee is not a staff member.";

export type LeadsInbox = {
  query: InboxQuery;
  staff: StaffOption[];
  inbox: InboxPage | null;
  error: string | null;
};

/** The query, checked against the staff list too. */
export async function readInboxQuery(
  db: AppDatabase,
  params: RawParams,
): Promise<{ query: InboxQuery; staff: StaffOption[]; error: string | null }> {
  const parsed = parseInboxQuery(params);
  const staff = await listStaffOptions(db);
  if (!parsed.ok) return { query: parsed.query, staff, error: parsed.message };
  const { assignee } = parsed.query;
  if (assignee && assignee !== "unassigned" && !staff.some((s) => s.id === assignee))
    return { query: { ...parsed.query, assignee: undefined }, staff, error: UNKNOWN_ASSIGNEE };
  return { query: parsed.query, staff, error: null };
}

export async function loadLeadsInbox(
  db: AppDatabase,
  params: RawParams,
  now: Date,
): Promise<LeadsInbox> {
  const { query, staff, error } = await readInboxQuery(db, params);
  if (error) return { query, staff, inbox: null, error };
  const inbox = await loadInbox(db, query, now);
  return { query, staff, inbox: inbox.outOfRange ? null : inbox, error: inbox.outOfRange };
}
