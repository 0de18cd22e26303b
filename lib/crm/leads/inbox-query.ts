// The leads inbox's query string: filters, sort and page, read strictly. Anything that is not
// understood gets a message saying what and why, never a server error or a silent guess.
// The same parser serves the inbox page, the pipeline and the CSV export. What an admin types
// into the search never goes into the URL: only the id it is kept under (lib/crm/leads/inbox-search.ts).
import { z } from "zod";
import { isDateISO } from "@/lib/practice/time-zone";
import {
  conversionStageLabels,
  conversionStages,
  leadKindLabels,
  leadKinds,
  leadStatusLabels,
  leadStatuses,
  priorities,
  priorityLabels,
  type ConversionStage,
  type LeadKind,
  type LeadStatus,
  type Priority,
} from "@/lib/practice/vocabulary";

export const inboxSorts = ["newest", "oldest", "follow_up", "name", "priority"] as const;
export type InboxSort = (typeof inboxSorts)[number];
export const inboxSortLabels: Record<InboxSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  follow_up: "Follow-up date",
  name: "Name (A-Z)",
  priority: "Priority (high first)",
};
export const pageSizes = [25, 50, 100] as const;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_PAGE = 100_000;
/** The id a typed search is kept under (lib/crm/leads/inbox-search.ts): 16 random bytes, base64url. */
export const SEARCH_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const SEARCH_EXPIRED_MESSAGE =
  "That search has expired (searches are kept for an hour). Please type it again.";
export const SEARCH_NOT_IN_ADDRESS_MESSAGE =
  "Searches are no longer kept in page addresses. Please type your search in the box again.";

export type InboxQuery = {
  kind?: LeadKind;
  status?: LeadStatus;
  priority?: Priority;
  stage?: ConversionStage;
  /** "unassigned" or a staff user's id. */
  assignee?: string;
  from?: string;
  to?: string;
  /** The id of a saved search; readInboxQuery puts its text in `q`. */
  search?: string;
  /** The text searched for: read from the saved search, never from the URL. */
  q?: string;
  /** "gclid" (Google Ads click), "direct" (no utm_source, no gclid) or "utm:<utm_source>". */
  source?: string;
  followUp?: "due" | "overdue";
  review?: boolean;
  sort: InboxSort;
  page: number;
  size: number;
};

export type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;
export type ParsedInboxQuery =
  { ok: true; query: InboxQuery } | { ok: false; message: string; query: InboxQuery };

export const defaultInboxQuery: InboxQuery = { sort: "newest", page: 1, size: 25 };

function choose<T extends string>(
  value: string,
  allowed: readonly T[],
  labels: Record<T, string>,
  what: string,
): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(
    `"${value}" is not a ${what} we know. Choose one of: ${allowed.map((a) => labels[a]).join(", ")}.`,
  );
}

function single(params: RawParams, key: string): string | undefined {
  const values =
    params instanceof URLSearchParams
      ? params.getAll(key)
      : [params[key]].flat().filter((v): v is string => v !== undefined);
  if (values.length > 1)
    throw new Error(`The filter "${key}" was given more than once. Please use each filter once.`);
  const value = values[0]?.trim();
  return value ? value : undefined;
}

function wholeNumber(value: string, what: string, max: number): number {
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw new Error(`The ${what} "${value}" is not valid; use a whole number from 1 to ${max}.`);
  return Number(value);
}

function parse(params: RawParams): InboxQuery {
  const query: InboxQuery = { ...defaultInboxQuery };
  const kind = single(params, "type");
  if (kind) query.kind = choose(kind, leadKinds, leadKindLabels, "lead type");
  const status = single(params, "status");
  if (status) query.status = choose(status, leadStatuses, leadStatusLabels, "status");
  const priority = single(params, "priority");
  if (priority) query.priority = choose(priority, priorities, priorityLabels, "priority");
  const stage = single(params, "stage");
  if (stage)
    query.stage = choose(stage, conversionStages, conversionStageLabels, "conversion stage");
  const assignee = single(params, "assignee");
  if (assignee) {
    if (assignee.length > 64 || !/^[\w-]+$/.test(assignee))
      throw new Error("That assignee is not a staff member.");
    query.assignee = assignee;
  }
  for (const key of ["from", "to"] as const) {
    const date = single(params, key);
    if (!date) continue;
    if (!isDateISO(date))
      throw new Error(
        `The ${key === "from" ? "start" : "end"} date "${date}" is not a real date; use YYYY-MM-DD.`,
      );
    query[key] = date;
  }
  if (query.from && query.to && query.from > query.to)
    throw new Error("The start date is after the end date. Please swap them.");
  if (single(params, "q")) throw new Error(SEARCH_NOT_IN_ADDRESS_MESSAGE);
  const search = single(params, "search");
  if (search) {
    if (!SEARCH_ID_PATTERN.test(search)) throw new Error(SEARCH_EXPIRED_MESSAGE);
    query.search = search;
  }
  const source = single(params, "source");
  if (source) {
    if (source !== "gclid" && source !== "direct" && !/^utm:.{1,100}$/.test(source))
      throw new Error(`"${source}" is not a source we know.`);
    query.source = source;
  }
  const followUp = single(params, "followUp");
  if (followUp) {
    if (followUp !== "due" && followUp !== "overdue")
      throw new Error('The follow-up filter must be "due" or "overdue".');
    query.followUp = followUp;
  }
  const review = single(params, "review");
  if (review) {
    if (review !== "1") throw new Error('The review filter must be "1".');
    query.review = true;
  }
  const sort = single(params, "sort");
  if (sort) query.sort = choose(sort, inboxSorts, inboxSortLabels, "sort order");
  const page = single(params, "page");
  if (page) query.page = wholeNumber(page, "page number", MAX_PAGE);
  const size = single(params, "size");
  if (size) {
    const n = Number(size);
    if (!(pageSizes as readonly number[]).includes(n))
      throw new Error(`Show ${pageSizes.join(", ")} leads per page.`);
    query.size = n;
  }
  return query;
}

export function parseInboxQuery(params: RawParams): ParsedInboxQuery {
  try {
    return { ok: true, query: parse(params) };
  } catch (error) {
    return { ok: false, message: (error as Error).message, query: { ...defaultInboxQuery } };
  }
}

/** The query as URL parameters (defaults left out), with changes applied. */
export function inboxParams(
  query: Partial<InboxQuery>,
  changes: Partial<InboxQuery> = {},
): URLSearchParams {
  const merged = { ...query, ...changes };
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== "" && value !== false)
      params.set(key, value === true ? "1" : String(value));
  };
  set("type", merged.kind);
  set("status", merged.status);
  set("priority", merged.priority);
  set("stage", merged.stage);
  set("assignee", merged.assignee);
  set("from", merged.from);
  set("to", merged.to);
  set("search", merged.search);
  set("source", merged.source);
  set("followUp", merged.followUp);
  set("review", merged.review);
  if (merged.sort && merged.sort !== "newest") set("sort", merged.sort);
  if (merged.size && merged.size !== 25) set("size", merged.size);
  if (merged.page && merged.page > 1) set("page", merged.page);
  return params;
}

export function inboxHref(query: Partial<InboxQuery>, changes: Partial<InboxQuery> = {}): string {
  const params = inboxParams(query, changes).toString();
  return params ? `/admin/leads?${params}` : "/admin/leads";
}

/** The filter form as posted: where it was sent from, the typed search, and the other filters as
 * they are (the page's parser checks those, with its messages). */
export const inboxSearchSchema = z
  .object({
    path: z.enum(["/admin/leads", "/admin/pipeline"], {
      error: "Please search from the leads or pipeline page.",
    }),
    q: z
      .string()
      .trim()
      .max(MAX_SEARCH_LENGTH, `Searches are limited to ${MAX_SEARCH_LENGTH} characters.`)
      .default(""),
  })
  .catchall(z.union([z.string(), z.array(z.string())]));
