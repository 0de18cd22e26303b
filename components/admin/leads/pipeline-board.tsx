"use client";
// The pipeline board: a column per conversion stage. A card moves by dragging it onto another
// column, or from the keyboard (and on touch screens) with its "Move to" menu; both send the same
// server action with the version the board showed, so a stale board never overwrites a change.
import { buttonClasses } from "@/components/ui/button";
import Link from "next/link";
import { startTransition, useActionState, useState, type DragEvent } from "react";
import { formatBusinessDate, formatDateTime } from "@/lib/practice/business-time";
import type { PipelineCard, PipelineColumn } from "@/lib/crm/leads/pipeline";
import {
  conversionStageLabels,
  conversionStages,
  leadKindLabels,
  leadTypeOfKind,
} from "@/lib/practice/vocabulary";
import { ResultMessage, type AdminFormAction } from "../action-form";
import { ReplyClockBadge } from "./reply-clock-badge";
import { inputClass, linkClass } from "../ui";

const DRAG_TYPE = "application/x-bright-path-lead";

function moveForm(card: Pick<PipelineCard, "type" | "id" | "version">, stage: string): FormData {
  const form = new FormData();
  form.set("type", card.type);
  form.set("id", card.id);
  form.set("version", String(card.version));
  form.set("stage", stage);
  return form;
}

/** "Maya, 7", "Maya", "age 8": what the family told us of the child. */
function childWords(child: NonNullable<PipelineCard["child"]>): string {
  if (child.firstName && child.age) return `${child.firstName}, ${child.age}`;
  return child.firstName ?? `age ${child.age}`;
}

function Card({ card, action }: { card: PipelineCard; action: (form: FormData) => void }) {
  const menuId = `move-${card.id}`;
  const onDragStart = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.setData(
      DRAG_TYPE,
      JSON.stringify({ type: card.type, id: card.id, version: card.version, stage: card.stage }),
    );
    event.dataTransfer.effectAllowed = "move";
  };
  return (
    <li
      draggable
      onDragStart={onDragStart}
      className="cursor-grab rounded-xl border border-slate-200 bg-white p-3 shadow-sm active:cursor-grabbing"
    >
      <Link href={`/admin/leads/${leadTypeOfKind[card.kind]}/${card.id}`} className={linkClass}>
        {card.name || "(no name)"}
      </Link>
      <p className="mt-1 text-xs text-slate-700">
        {leadKindLabels[card.kind]} ·{" "}
        {card.daysInStage === 0
          ? "in this stage since today"
          : `${card.daysInStage} day${card.daysInStage === 1 ? "" : "s"} in this stage`}
      </p>
      {card.child ? (
        <p className="mt-1 text-sm text-slate-800">Child: {childWords(card.child)}</p>
      ) : null}
      {card.next ? (
        <p className="mt-1 text-sm text-slate-800">
          {card.next.kind === "consultation"
            ? `Consultation ${formatDateTime(card.next.at)}`
            : `Follow up ${formatBusinessDate(card.next.at)}`}
        </p>
      ) : null}
      {card.clock ? (
        <p className="mt-1">
          <ReplyClockBadge clock={card.clock} />
        </p>
      ) : null}
      <form action={action} className="mt-2 flex items-center gap-2">
        <input type="hidden" name="type" value={card.type} />
        <input type="hidden" name="id" value={card.id} />
        <input type="hidden" name="version" value={card.version} />
        <label htmlFor={menuId} className="sr-only">
          Move {card.name} to
        </label>
        <select
          id={menuId}
          name="stage"
          defaultValue=""
          required
          className={`${inputClass} min-h-11 text-sm`}
        >
          <option value="" disabled>
            Move to…
          </option>
          {conversionStages
            .filter((s) => s !== card.stage)
            .map((s) => (
              <option key={s} value={s}>
                {conversionStageLabels[s]}
              </option>
            ))}
        </select>
        <button
          type="submit"
          className={buttonClasses("secondary", "", "compact")}
          aria-label={`Move ${card.name}`}
        >
          Move
        </button>
      </form>
    </li>
  );
}

export function PipelineBoard({
  columns,
  action,
}: {
  columns: PipelineColumn[];
  action: AdminFormAction;
}) {
  const [result, formAction, pending] = useActionState(action, null);
  const [target, setTarget] = useState<string | null>(null);
  const onDrop = (stage: string) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setTarget(null);
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    const card = JSON.parse(raw) as PipelineCard;
    if (card.stage === stage) return;
    startTransition(() => formAction(moveForm(card, stage)));
  };
  return (
    <div aria-busy={pending}>
      <div className="mb-3 min-h-6" aria-live="polite">
        <ResultMessage result={result} />
      </div>
      {/* The board scrolls in both directions inside its own frame, so the stage names stay in
          view above their cards and the page itself never scrolls sideways. It is positioned so
          the cards' visually hidden labels are placed inside it, not past the page's edge. */}
      <div
        className="relative flex max-h-[calc(100dvh-14rem)] min-h-96 gap-3 overflow-auto pb-4"
        data-testid="pipeline-board"
      >
        {columns.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`stage-${column.stage}`}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
              event.preventDefault();
              setTarget(column.stage);
            }}
            onDragLeave={() => setTarget((t) => (t === column.stage ? null : t))}
            onDrop={onDrop(column.stage)}
            className={`w-64 shrink-0 rounded-2xl border px-3 pb-3 ${target === column.stage ? "border-brand-600 bg-brand-50" : "border-brand-100 bg-slate-50"}`}
          >
            <h2
              id={`stage-${column.stage}`}
              className="text-brand-900 sticky top-0 z-10 -mx-3 mb-2 flex items-baseline justify-between rounded-t-2xl bg-inherit px-3 pt-3 pb-2 text-sm font-semibold"
            >
              <span>{column.label}</span>
              <span className="rounded-full bg-white px-2 text-xs">
                {column.count.toLocaleString("en-US")}
                <span className="sr-only"> {column.count === 1 ? "lead" : "leads"}</span>
              </span>
            </h2>
            {column.cards.length ? (
              <ul className="space-y-2">
                {column.cards.map((card) => (
                  <Card key={`${card.type}:${card.id}`} card={card} action={formAction} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">No leads here.</p>
            )}
            {column.count > column.cards.length ? (
              <p className="mt-2 text-xs text-slate-700">
                Showing the newest {column.cards.length} of {column.count.toLocaleString("en-US")}.
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
