// The inbox's filter bar. It posts (and works without JavaScript): the filters come back in the
// URL (shareable, back-button friendly), but the typed search, often a parent's name, email or
// phone, only as the id it is kept under (lib/crm/leads/inbox-search.ts). Submitting starts again at
// page 1.
import { sourceKeyLabel } from "@/lib/attribution/words";
import { buttonClasses } from "@/components/ui/button";
import Link from "next/link";
import {
  inboxSortLabels,
  inboxSorts,
  MAX_SEARCH_LENGTH,
  pageSizes,
  type InboxQuery,
} from "@/lib/crm/leads/inbox-query";
import { searchLeadsAction } from "@/lib/crm/leads/inbox-search-actions";
import type { StaffOption } from "@/lib/crm/staff/staff";
import {
  conversionStageLabels,
  conversionStages,
  leadKindLabels,
  leadKinds,
  leadStatusLabels,
  leadStatuses,
  priorities,
  priorityLabels,
} from "@/lib/practice/vocabulary";
import { inputClass, labelClass, linkClass } from "../ui";

function Select({
  id,
  label,
  name,
  value,
  options,
}: {
  id: string;
  label: string;
  name: string;
  value?: string;
  options: [string, string][];
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={inputClass}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How many filters beyond the search are set, so a folded bar can say so. */
export function activeFilterCount(query: InboxQuery): number {
  const set = [
    query.kind,
    query.status,
    query.priority,
    query.stage,
    query.assignee,
    query.from,
    query.to,
    query.followUp,
    query.source,
    query.review,
  ];
  return set.filter(Boolean).length;
}

/**
 * `path` is the page the filters apply to: the inbox, or the pipeline board that shares them.
 * `folded` keeps the bar to one row (the search and its buttons) with the other filters behind
 * "More filters", so the board below starts on a laptop's first screen.
 */
export function InboxFilters({
  query,
  staff,
  path = "/admin/leads",
  folded = false,
}: {
  query: InboxQuery;
  staff: StaffOption[];
  path?: string;
  folded?: boolean;
}) {
  const any = (label: string): [string, string] => ["", label];
  const activeCount = activeFilterCount(query);
  const searchField = (
    <div className={folded ? "min-w-64 flex-1" : "sm:col-span-2"}>
      <label htmlFor="inbox-q" className={labelClass}>
        Search name, email or phone
      </label>
      <input
        id="inbox-q"
        name="q"
        type="search"
        defaultValue={query.q ?? ""}
        maxLength={MAX_SEARCH_LENGTH}
        className={inputClass}
      />
    </div>
  );
  const otherFields = (
    <>
      <Select
        id="inbox-type"
        label="Type"
        name="type"
        value={query.kind}
        options={[
          any("All types"),
          ...leadKinds.map((k): [string, string] => [k, leadKindLabels[k]]),
        ]}
      />
      <Select
        id="inbox-status"
        label="Status"
        name="status"
        value={query.status}
        options={[
          any("Any status"),
          ...leadStatuses.map((s): [string, string] => [s, leadStatusLabels[s]]),
        ]}
      />
      <Select
        id="inbox-priority"
        label="Priority"
        name="priority"
        value={query.priority}
        options={[
          any("Any priority"),
          ...priorities.map((p): [string, string] => [p, priorityLabels[p]]),
        ]}
      />
      <Select
        id="inbox-stage"
        label="Conversion stage"
        name="stage"
        value={query.stage}
        options={[
          any("Any stage"),
          ...conversionStages.map((s): [string, string] => [s, conversionStageLabels[s]]),
        ]}
      />
      <Select
        id="inbox-assignee"
        label="Assigned to"
        name="assignee"
        value={query.assignee}
        options={[
          any("Anyone"),
          ["unassigned", "Unassigned"],
          ...staff.map((s): [string, string] => [
            s.id,
            s.disabled ? `${s.name} (disabled)` : s.name,
          ]),
        ]}
      />
      <div>
        <label htmlFor="inbox-from" className={labelClass}>
          Received from
        </label>
        <input
          id="inbox-from"
          name="from"
          type="date"
          defaultValue={query.from ?? ""}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="inbox-to" className={labelClass}>
          Received to
        </label>
        <input
          id="inbox-to"
          name="to"
          type="date"
          defaultValue={query.to ?? ""}
          className={inputClass}
        />
      </div>
      <Select
        id="inbox-follow-up"
        label="Follow-up"
        name="followUp"
        value={query.followUp}
        options={[any("Any"), ["due", "Due today or overdue"], ["overdue", "Overdue"]]}
      />
      <Select
        id="inbox-sort"
        label="Sort by"
        name="sort"
        value={query.sort}
        options={inboxSorts.map((s): [string, string] => [s, inboxSortLabels[s]])}
      />
      <Select
        id="inbox-size"
        label="Per page"
        name="size"
        value={String(query.size)}
        options={pageSizes.map((n): [string, string] => [String(n), String(n)])}
      />
    </>
  );
  const reviewBox = (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        name="review"
        value="1"
        defaultChecked={query.review}
        className="size-5"
      />
      Only messages marked for review
    </label>
  );
  const actions = (
    <>
      <button type="submit" className={buttonClasses("primary", "", "compact")}>
        Apply filters
      </button>
      <Link href={path} className={linkClass}>
        Clear filters
      </Link>
      {query.source ? (
        <span className="text-sm text-slate-700">Source: {sourceKeyLabel(query.source)}</span>
      ) : null}
    </>
  );
  return (
    <form
      action={searchLeadsAction}
      role="search"
      aria-label="Filter leads"
      className="border-brand-100 rounded-2xl border bg-white p-4 shadow-sm"
    >
      {folded ? (
        <>
          {/* Closed, "More filters" sits at the end of the row; open, it takes a row of its own. */}
          <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
            {searchField}
            {actions}
            <details className="open:basis-full">
              <summary className="text-brand-800 min-h-11 cursor-pointer py-3 text-sm leading-5 font-semibold">
                More filters{activeCount ? ` (${activeCount} on)` : ""}
              </summary>
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{otherFields}</div>
              <div className="mt-3">{reviewBox}</div>
            </details>
          </div>
        </>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {searchField}
            {otherFields}
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            {reviewBox}
            {actions}
          </div>
        </>
      )}
      <input type="hidden" name="path" value={path} />
      {query.source ? <input type="hidden" name="source" value={query.source} /> : null}
    </form>
  );
}
