"use client";
// "Make activities" from a saved word list in one step: the tutor ticks the templates (and, for
// Sort Categories and Whack-a-Mole, the tags they use) and gets each as an ordinary activity in
// their library, with links to edit it, play it and, for the worksheet, print it.
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TOAST_MS, useToast } from "@/components/ui/toast";
import { makeActivitiesAction } from "./actions";
import type { MakeChoice } from "./generate";
import type { MadeActivity } from "./store";

type Props = { listId: string; tags: { tag: string; count: number }[] };

type Made = { made: MadeActivity[]; worksheetId: string | null };

function Tick({
  id,
  checked,
  onChange,
  label,
  help,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  help: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-help`}
        className="mt-1 h-6 w-6 shrink-0"
      />
      <div>
        <label htmlFor={id} className="text-brand-900 font-semibold">
          {label}
        </label>
        <p id={`${id}-help`} className="text-sm text-slate-700">
          {help}
        </p>
      </div>
    </div>
  );
}

export function MakeActivities({ listId, tags }: Props) {
  const toast = useToast();
  const [anagram, setAnagram] = useState(false);
  const [sort, setSort] = useState(false);
  const [groupBy, setGroupBy] = useState<"tags" | "patterns">(tags.length ? "tags" : "patterns");
  const [sortTags, setSortTags] = useState<string[]>([]);
  const [whack, setWhack] = useState(false);
  const [pickedTag, setWhackTag] = useState(tags[0]?.tag ?? "");
  // The list's tags change when it is saved again; a tag that went falls back to the first.
  const whackTag = tags.some((t) => t.tag === pickedTag) ? pickedTag : (tags[0]?.tag ?? "");
  const [spinner, setSpinner] = useState(false);
  const [worksheet, setWorksheet] = useState(false);
  const [refusal, setRefusal] = useState("");
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<Made | null>(null);

  const choice: MakeChoice = {
    anagram,
    sort: sort
      ? {
          groupBy,
          tags: groupBy === "tags" ? sortTags.filter((tag) => tags.some((t) => t.tag === tag)) : [],
        }
      : null,
    whack: whack ? { tag: whackTag } : null,
    spinner,
    worksheet,
  };

  return (
    <section aria-labelledby="make-heading" className="rounded-2xl border border-slate-300 p-5">
      <h2 id="make-heading" className="text-brand-900 text-2xl font-bold">
        Make activities
      </h2>
      <p className="mt-1 text-slate-700">
        From the saved list, in one step. Each one goes into your library as an ordinary activity
        you can edit afterwards.
      </p>
      <form
        className="mt-4 space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          const result = await makeActivitiesAction(listId, choice);
          setBusy(false);
          if (!result.ok) return setRefusal(`Nothing was made. ${result.message}`);
          setRefusal("");
          setMade(result.data ?? null);
          toast.show({ title: result.message ?? "Made.", tone: "success" }, TOAST_MS);
        }}
      >
        <Tick
          id="make-anagram"
          checked={anagram}
          onChange={setAnagram}
          label="Anagram"
          help="Unscramble the letters of each word (the first 30 words)."
        />
        <div>
          <Tick
            id="make-sort"
            checked={sort}
            onChange={setSort}
            label="Sort Categories"
            help="One category per tag; each word goes in the first of its tags."
          />
          {sort ? (
            <div className="mt-2 ml-9 space-y-3">
              <fieldset>
                <legend className="text-sm font-semibold">Group the words by</legend>
                <div className="mt-1 flex flex-wrap gap-4">
                  {(
                    [
                      ["tags", "Their tags"],
                      ["patterns", "Our phonics patterns"],
                    ] as const
                  ).map(([value, label]) => (
                    <label key={value} className="flex min-h-11 items-center gap-2">
                      <input
                        type="radio"
                        name="sort-group-by"
                        value={value}
                        checked={groupBy === value}
                        onChange={() => setGroupBy(value)}
                        className="h-5 w-5"
                      />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
              {groupBy === "tags" && tags.length ? (
                <fieldset>
                  <legend className="text-sm font-semibold">
                    Tags to sort into (2 to 4; none ticked: the most used)
                  </legend>
                  <div className="mt-1 flex flex-wrap gap-x-4">
                    {tags.map(({ tag, count }) => (
                      <label key={tag} className="flex min-h-11 items-center gap-2">
                        <input
                          type="checkbox"
                          checked={sortTags.includes(tag)}
                          onChange={(e) =>
                            setSortTags((old) =>
                              e.target.checked ? [...old, tag] : old.filter((t) => t !== tag),
                            )
                          }
                          className="h-5 w-5"
                        />
                        {tag} ({count})
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
            </div>
          ) : null}
        </div>
        <div>
          <Tick
            id="make-whack"
            checked={whack}
            onChange={setWhack}
            label="Whack-a-Mole"
            help="The words with the chosen tag are the ones to whack; the others are to skip."
          />
          {whack ? (
            <div className="mt-2 ml-9">
              <label htmlFor="make-whack-tag" className="block text-sm font-semibold">
                Words to whack: the tag
              </label>
              {tags.length ? (
                <select
                  id="make-whack-tag"
                  value={whackTag}
                  onChange={(e) => setWhackTag(e.target.value)}
                  className="mt-1 min-h-11 rounded-lg border border-slate-400 px-3"
                >
                  {tags.map(({ tag, count }) => (
                    <option key={tag} value={tag}>
                      {tag} ({count})
                    </option>
                  ))}
                </select>
              ) : (
                <p id="make-whack-tag" className="text-sm text-amber-800">
                  This list has no tags yet: tag some words above and save, then choose one here.
                </p>
              )}
            </div>
          ) : null}
        </div>
        <Tick
          id="make-spinner"
          checked={spinner}
          onChange={setSpinner}
          label="Spinner Wheel"
          help="One segment per word (the first 24)."
        />
        <Tick
          id="make-worksheet"
          checked={worksheet}
          onChange={setWorksheet}
          label="Worksheet"
          help="A print view of the anagram (one is made for it if Anagram is not ticked), with an answer key you can leave out."
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            Make activities
          </Button>
          <p role="alert" className="font-semibold text-red-700">
            {refusal}
          </p>
        </div>
      </form>
      {made ? (
        <div className="mt-6">
          <h3 className="text-brand-900 text-lg font-semibold">Made just now</h3>
          <ul className="mt-2 space-y-3">
            {made.made.map((activity) => (
              <li key={activity.id} className="rounded-xl bg-slate-50 p-3">
                <p className="font-semibold">{activity.title}</p>
                {activity.note ? <p className="text-sm text-slate-700">{activity.note}</p> : null}
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  <Link
                    href={`/teacher-portal/activities/${activity.id}`}
                    className="text-brand-700 underline"
                    aria-label={`Edit ${activity.title}`}
                  >
                    Edit
                  </Link>
                  <Link
                    href={`/play/${activity.shareCode}`}
                    className="text-brand-700 underline"
                    aria-label={`Play ${activity.title}`}
                  >
                    Play
                  </Link>
                  {made.worksheetId === activity.id ? (
                    <Link
                      href={`/teacher-portal/activities/${activity.id}/print`}
                      className="text-brand-700 underline"
                    >
                      Print the worksheet
                    </Link>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {toast.region("page")}
    </section>
  );
}
