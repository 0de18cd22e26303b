"use client";
// A hand-ordered list in Admin → Site (staff profiles, testimonials, services, FAQs): each row says what it is and
// has move up/down (buttons, so the keyboard and touch reorder alike), hide/show, edit and delete
// with a confirm step. One command runs at a time; its result is announced in one status line.
import Link from "next/link";
import { useState, useTransition, type ReactNode } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/chain";
import { ResultMessage } from "../action-form";

export type ListCommand<I> = (input: I) => Promise<ActionResult<unknown>>;

export type OrderedItem = { id: string; hidden: boolean };

export function OrderedList<T extends OrderedItem>({
  items,
  label,
  empty,
  nameOf,
  describe,
  editHref,
  deleteQuestion,
  canMove,
  move,
  setHidden,
  remove,
}: {
  items: T[];
  /** The list's accessible name: "Staff profiles in page order". */
  label: string;
  /** What an empty list says. */
  empty: string;
  /** How each button names the row: "Megan Park", "Jen's testimonial". */
  nameOf: (item: T) => string;
  /** What the row shows of the item. */
  describe: (item: T) => ReactNode;
  editHref: (item: T) => string;
  deleteQuestion: (item: T) => string;
  /** Whether a row may move that way; by default every row but the first and the last. */
  canMove?: (item: T, direction: "up" | "down") => boolean;
  move: ListCommand<{ id: string; direction: "up" | "down" }>;
  setHidden: ListCommand<{ id: string; hidden: "yes" | "no" }>;
  remove: ListCommand<{ id: string }>;
}) {
  const [result, setResult] = useState<ActionResult | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = (call: () => Promise<ActionResult<unknown>>) =>
    startTransition(async () => {
      setResult(await call());
      setConfirming(null);
    });

  if (!items.length)
    return (
      <>
        <p className="text-slate-700">{empty}</p>
        <ResultMessage result={result} />
      </>
    );
  return (
    <>
      <ol className="divide-y divide-slate-200" aria-label={label}>
        {items.map((item, index) => {
          const name = nameOf(item);
          return (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="max-w-xl">{describe(item)}</div>
              <div className="flex flex-wrap items-center gap-2">
                {confirming === item.id ? (
                  <>
                    <span className="text-sm text-slate-800" id={`confirm-${item.id}`}>
                      {deleteQuestion(item)}
                    </span>
                    <Button
                      variant="danger"
                      size="compact"
                      disabled={pending}
                      aria-describedby={`confirm-${item.id}`}
                      onClick={() => run(() => remove({ id: item.id }))}
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
                      disabled={pending || !(canMove ? canMove(item, "up") : index > 0)}
                      aria-label={`Move ${name} up`}
                      onClick={() => run(() => move({ id: item.id, direction: "up" }))}
                    >
                      Move up
                    </Button>
                    <Button
                      variant="secondary"
                      size="compact"
                      disabled={
                        pending || !(canMove ? canMove(item, "down") : index < items.length - 1)
                      }
                      aria-label={`Move ${name} down`}
                      onClick={() => run(() => move({ id: item.id, direction: "down" }))}
                    >
                      Move down
                    </Button>
                    <Button
                      variant="secondary"
                      size="compact"
                      disabled={pending}
                      aria-label={`${item.hidden ? "Show" : "Hide"} ${name}`}
                      onClick={() =>
                        run(() => setHidden({ id: item.id, hidden: item.hidden ? "no" : "yes" }))
                      }
                    >
                      {item.hidden ? "Show" : "Hide"}
                    </Button>
                    <Link
                      href={editHref(item)}
                      aria-label={`Edit ${name}`}
                      className={buttonClasses("primary", "", "compact")}
                    >
                      Edit
                    </Link>
                    <Button
                      variant="ghost"
                      size="compact"
                      aria-label={`Delete ${name}`}
                      onClick={() => setConfirming(item.id)}
                    >
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-3">
        <ResultMessage result={result} />
      </div>
    </>
  );
}
