"use client";
// A drafted list in Admin → Site (services, FAQ questions), in the order the page shows it: the
// shared ordered list, with rows that may only move within their own group (an FAQ's page).
import { Badge } from "../badge";
import { OrderedList, type ListCommand } from "./ordered-list";

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
  return (
    <OrderedList
      items={rows}
      label={label}
      empty={emptyText}
      nameOf={(row) => row.name}
      describe={(row) => (
        <>
          <p className="font-semibold text-slate-900">
            {row.name} {row.hidden ? <Badge tone="amber">Hidden</Badge> : null}
          </p>
          <p className="line-clamp-2 text-sm text-slate-700">{row.summary}</p>
        </>
      )}
      editHref={(row) => `${editPath}/${encodeURIComponent(row.id)}`}
      deleteQuestion={(row) => `Delete ${row.name} from the draft?`}
      canMove={(row, direction) => (direction === "up" ? row.canMoveUp : row.canMoveDown)}
      move={move}
      setHidden={setHidden}
      remove={remove}
    />
  );
}
