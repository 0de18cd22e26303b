"use client";
// A drafted list in Admin → Site (services, FAQ questions), in the order the page shows it, with
// move up/down (buttons, so the keyboard and touch reorder alike), hide/show, edit and delete.
// Each change lands in the draft; the result is announced in one status line.
import Link from "next/link";
import { Button, buttonClasses } from "@/components/ui/button";
import { Badge } from "../badge";
import { ResultMessage } from "../action-form";
import { useListCommands, type ListCommand } from "./ordered-list-commands";

export type DraftItemRow = {
  id: string;
  /** How the item is named in buttons and messages ("Student Assessments"). */
  name: string;
  summary: string;
  hidden: boolean;
  /** False for the first of its group (nothing above to swap with); likewise `canMoveDown`. */
  canMoveUp: boolean;
  canMoveDown: boolean;
};

export function DraftItemList({
  label,
  rows,
  editPath,
  emptyText,
  move,
  setHidden,
  remove,
}: {
  label: string;
  rows: DraftItemRow[];
  editPath: string;
  emptyText: string;
  move: ListCommand<{ id: string; direction: "up" | "down" }>;
  setHidden: ListCommand<{ id: string; hidden: "yes" | "no" }>;
  remove: ListCommand<{ id: string }>;
}) {
  const { result, confirming, setConfirming, pending, run } = useListCommands();
  return (
    <>
      {rows.length ? (
        <ol className="divide-y divide-slate-200" aria-label={label}>
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="max-w-xl">
                <p className="font-semibold text-slate-900">
                  {row.name} {row.hidden ? <Badge tone="amber">Hidden</Badge> : null}
                </p>
                <p className="line-clamp-2 text-sm text-slate-700">{row.summary}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {confirming === row.id ? (
                  <>
                    <span className="text-sm text-slate-800" id={`confirm-${row.id}`}>
                      Delete {row.name} from the draft?
                    </span>
                    <Button
                      variant="danger"
                      size="compact"
                      disabled={pending}
                      aria-describedby={`confirm-${row.id}`}
                      onClick={() => run(() => remove({ id: row.id }))}
                    >
                      Yes, delete
                    </Button>
                    <Button variant="ghost" size="compact" onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                  </>
                ) : (
                  <>
                    <Button
                      variant="secondary"
                      size="compact"
                      disabled={pending || !row.canMoveUp}
                      aria-label={`Move ${row.name} up`}
                      onClick={() => run(() => move({ id: row.id, direction: "up" }))}
                    >
                      Move up
                    </Button>
                    <Button
                      variant="secondary"
                      size="compact"
                      disabled={pending || !row.canMoveDown}
                      aria-label={`Move ${row.name} down`}
                      onClick={() => run(() => move({ id: row.id, direction: "down" }))}
                    >
                      Move down
                    </Button>
                    <Button
                      variant="secondary"
                      size="compact"
                      disabled={pending}
                      aria-label={`${row.hidden ? "Show" : "Hide"} ${row.name}`}
                      onClick={() =>
                        run(() => setHidden({ id: row.id, hidden: row.hidden ? "no" : "yes" }))
                      }
                    >
                      {row.hidden ? "Show" : "Hide"}
                    </Button>
                    <Link
                      href={`${editPath}/${encodeURIComponent(row.id)}`}
                      aria-label={`Edit ${row.name}`}
                      className={buttonClasses("primary", "", "compact")}
                    >
                      Edit
                    </Link>
                    <Button
                      variant="ghost"
                      size="compact"
                      aria-label={`Delete ${row.name}`}
                      onClick={() => setConfirming(row.id)}
                    >
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-700">{emptyText}</p>
      )}
      <div className="mt-3">
        <ResultMessage result={result} />
      </div>
    </>
  );
}
