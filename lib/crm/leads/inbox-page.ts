// What the leads page needs from one request's query string: the parsed query (or why it could
// not be read), the staff list for names and the assignee filter, and the page of leads.
import type { AppDatabase } from "@/db/client";
import { loadInbox, type InboxPage } from "./inbox";
import {
  parseInboxQuery,
  SEARCH_EXPIRED_MESSAGE,
  type InboxQuery,
  type RawParams,
} from "./inbox-query";
import { readInboxSearch } from "./inbox-search";
import { listStaffOptions, type StaffOption } from "../staff/staff";

export const UNKNOWN_ASSIGNEE = "That assignee is not a staff member.";

export type LeadsInbox = {
  query: InboxQuery;
  staff: StaffOption[];
  inbox: InboxPage | null;
  error: string | null;
};

/** The query, checked against the staff list too, with the viewer's saved search text. */
export async function readInboxQuery(
  db: AppDatabase,
  params: RawParams,
  viewer: { id: string },
  now: Date,
): Promise<{ query: InboxQuery; staff: StaffOption[]; error: string | null }> {
  const parsed = parseInboxQuery(params);
  const staff = await listStaffOptions(db);
  if (!parsed.ok) return { query: parsed.query, staff, error: parsed.message };
  const { assignee, search } = parsed.query;
  if (assignee && assignee !== "unassigned" && !staff.some((s) => s.id === assignee))
    return { query: { ...parsed.query, assignee: undefined }, staff, error: UNKNOWN_ASSIGNEE };
  if (!search) return { query: parsed.query, staff, error: null };
  const q = await readInboxSearch(db, viewer.id, search, now);
  if (q === null)
    return { query: { ...parsed.query, search: undefined }, staff, error: SEARCH_EXPIRED_MESSAGE };
  return { query: { ...parsed.query, q }, staff, error: null };
}

export async function loadLeadsInbox(
  db: AppDatabase,
  params: RawParams,
  viewer: { id: string },
  now: Date,
): Promise<LeadsInbox> {
  const { query, staff, error } = await readInboxQuery(db, params, viewer, now);
  if (error) return { query, staff, inbox: null, error };
  const inbox = await loadInbox(db, query, now);
  return { query, staff, inbox: inbox.outOfRange ? null : inbox, error: inbox.outOfRange };
}
