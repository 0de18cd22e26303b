"use client";
// "My activities": the tutor's saved activities with search and sort, each linking to its editor,
// results and play link.
import Link from "next/link";
import { useMemo, useState } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { templateHasResults, templateLabels, type ActivityTemplate } from "@/activities/schemas";
import { buttonClasses } from "@/components/ui/button";

export type ActivityRow = {
  id: string;
  shareCode: string;
  title: string;
  template: string;
  paused: boolean;
  resultsEnabled: boolean;
  plays: number;
  createdAt: string;
  updatedAt: string;
  ownerEmail?: string;
};

type Sort = "updated" | "created" | "title";

export function sortActivities(rows: ActivityRow[], search: string, sort: Sort): ActivityRow[] {
  const needle = search.trim().toLowerCase();
  const found = needle
    ? rows.filter((row) => row.title.toLowerCase().includes(needle))
    : rows.slice();
  return found.sort((a, b) =>
    sort === "title"
      ? a.title.localeCompare(b.title, "en", { sensitivity: "base" })
      : (sort === "created" ? b.createdAt : b.updatedAt).localeCompare(
          sort === "created" ? a.createdAt : a.updatedAt,
        ),
  );
}

export const templateName = (template: string) =>
  templateLabels[template as ActivityTemplate] ?? template;

export function MyActivities({
  rows,
  onAssign,
}: {
  rows: ActivityRow[];
  /** Opens the Assign form with this activity chosen (activities with something to score). */
  onAssign?: (id: string) => void;
}) {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Sort>("updated");
  const searchRef = useAdoptedValue(search, setSearch);
  const sortRef = useAdoptedValue<string, HTMLSelectElement>(sort, (value) =>
    setSort(value as Sort),
  );
  const shown = useMemo(() => sortActivities(rows, search, sort), [rows, search, sort]);
  return (
    <section aria-labelledby="my-activities-heading" className="mt-10">
      <h2 id="my-activities-heading" className="text-brand-900 text-2xl font-bold">
        My activities
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">
          Nothing saved yet. Pick Anagram or Sentence Sense above, type today&apos;s lesson words,
          and you&apos;ll have a link to send in a minute.
        </p>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-end gap-4">
            <div>
              <label htmlFor="activity-search" className="block text-sm text-slate-700">
                Search by title
              </label>
              <input
                ref={searchRef}
                id="activity-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="mt-1 min-h-11 rounded-lg border border-slate-400 px-3"
              />
            </div>
            <div>
              <label htmlFor="activity-sort" className="block text-sm text-slate-700">
                Sort by
              </label>
              <select
                ref={sortRef}
                id="activity-sort"
                value={sort}
                onChange={(e) => setSort(e.target.value as Sort)}
                className="mt-1 min-h-11 rounded-lg border border-slate-400 px-3"
              >
                <option value="updated">Recently changed</option>
                <option value="created">Newest first</option>
                <option value="title">Title A to Z</option>
              </select>
            </div>
          </div>
          <ul className="border-brand-100 mt-4 divide-y divide-slate-200 rounded-2xl border bg-white">
            {shown.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <Link
                    href={`/teacher-portal/activities/${row.id}`}
                    className="text-brand-800 font-semibold underline"
                  >
                    {row.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {templateName(row.template)} · {row.paused ? "Paused" : "Live"} · Results{" "}
                    {row.resultsEnabled ? "on" : "off"}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <Link
                    href={`/play/${row.shareCode}?preview=1`}
                    className="text-brand-700 underline"
                    target="_blank"
                  >
                    Preview {row.title}
                  </Link>
                  {onAssign && templateHasResults(row.template) ? (
                    <button
                      type="button"
                      onClick={() => onAssign(row.id)}
                      className={buttonClasses("secondary", "", "compact")}
                    >
                      Assign<span className="sr-only"> {row.title}</span>
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {shown.length === 0 ? (
            <p className="mt-2 text-slate-700">No activity title matches that search.</p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Track Assignments: plays per activity with a link to its results. */
export function TrackAssignments({ rows }: { rows: ActivityRow[] }) {
  if (rows.length === 0)
    return (
      <p className="border-brand-200 rounded-2xl border border-dashed bg-white p-8 text-center text-slate-700">
        Create an activity and turn its results on to see how your students did.
      </p>
    );
  return (
    <ul className="border-brand-100 divide-y divide-slate-200 rounded-2xl border bg-white">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <span>
            <span className="text-brand-900 font-semibold">{row.title}</span>
            <span className="block text-sm text-slate-700">
              {templateHasResults(row.template)
                ? `${row.plays} ${row.plays === 1 ? "play" : "plays"} · Results ${row.resultsEnabled ? "on" : "off"}`
                : "Spinner Wheel · nothing to score, so no results"}
            </span>
          </span>
          {templateHasResults(row.template) ? (
            <Link
              href={`/teacher-portal/activities/${row.id}/results`}
              className="text-brand-700 underline"
            >
              Results for {row.title}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The Admin tab: links and their state (for admins, every teacher's, with the owner). */
export function LinkStates({ rows, showOwner }: { rows: ActivityRow[]; showOwner: boolean }) {
  if (rows.length === 0)
    return (
      <p className="border-brand-200 rounded-2xl border border-dashed bg-white p-8 text-center text-slate-700">
        No activity links yet.
      </p>
    );
  return (
    <table className="w-full rounded-2xl bg-white text-left">
      <caption className="sr-only">Activity links and their state</caption>
      <thead>
        <tr>
          <th scope="col" className="p-2">
            Activity
          </th>
          {showOwner ? (
            <th scope="col" className="p-2">
              Owner
            </th>
          ) : null}
          <th scope="col" className="p-2">
            Link
          </th>
          <th scope="col" className="p-2">
            State
          </th>
          <th scope="col" className="p-2">
            Plays saved
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-200">
            <td className="p-2">{row.title}</td>
            {showOwner ? <td className="p-2">{row.ownerEmail}</td> : null}
            <td className="p-2">/play/{row.shareCode}</td>
            <td className="p-2">{row.paused ? "Paused" : "Live"}</td>
            <td className="p-2">{row.plays}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
