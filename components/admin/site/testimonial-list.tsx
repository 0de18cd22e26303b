"use client";
// Admin → Site → Testimonials: every testimonial in the order the pages show them, with where each
// appears, move up/down (buttons, so the keyboard and touch reorder alike), hide/show, edit and
// delete. Each change publishes at once; the result is announced in one status line.
import Link from "next/link";
import { Button, buttonClasses } from "@/components/ui/button";
import { Badge } from "../badge";
import { ResultMessage } from "../action-form";
import { useListCommands, type ListCommand } from "./ordered-list-commands";

export type TestimonialRow = {
  id: string;
  name: string;
  quote: string;
  where: string;
  hidden: boolean;
  permission: boolean;
};

type Command<I> = ListCommand<I>;

export function TestimonialList({
  testimonials,
  move,
  setHidden,
  remove,
}: {
  testimonials: TestimonialRow[];
  move: Command<{ id: string; direction: "up" | "down" }>;
  setHidden: Command<{ id: string; hidden: "yes" | "no" }>;
  remove: Command<{ id: string }>;
}) {
  const { result, confirming, setConfirming, pending, run } = useListCommands();

  if (!testimonials.length)
    return (
      <>
        <p className="text-slate-700">No testimonials yet. Add the first one above.</p>
        <ResultMessage result={result} />
      </>
    );
  return (
    <>
      <ol className="divide-y divide-slate-200" aria-label="Testimonials in page order">
        {testimonials.map((t, index) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="max-w-xl">
              <p className="font-semibold text-slate-900">
                {t.name} {t.hidden ? <Badge tone="amber">Hidden</Badge> : null}{" "}
                {t.permission ? null : <Badge tone="red">No permission recorded</Badge>}
              </p>
              <p className="line-clamp-2 text-sm text-slate-700">{t.quote}</p>
              <p className="text-sm text-slate-600">{t.where}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {confirming === t.id ? (
                <>
                  <span className="text-sm text-slate-800" id={`confirm-${t.id}`}>
                    Delete {t.name}&apos;s testimonial for good?
                  </span>
                  <Button
                    variant="danger"
                    size="compact"
                    disabled={pending}
                    aria-describedby={`confirm-${t.id}`}
                    onClick={() => run(() => remove({ id: t.id }))}
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
                    disabled={pending || index === 0}
                    aria-label={`Move ${t.name}'s testimonial up`}
                    onClick={() => run(() => move({ id: t.id, direction: "up" }))}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="secondary"
                    size="compact"
                    disabled={pending || index === testimonials.length - 1}
                    aria-label={`Move ${t.name}'s testimonial down`}
                    onClick={() => run(() => move({ id: t.id, direction: "down" }))}
                  >
                    Move down
                  </Button>
                  <Button
                    variant="secondary"
                    size="compact"
                    disabled={pending}
                    aria-label={`${t.hidden ? "Show" : "Hide"} ${t.name}'s testimonial`}
                    onClick={() =>
                      run(() => setHidden({ id: t.id, hidden: t.hidden ? "no" : "yes" }))
                    }
                  >
                    {t.hidden ? "Show" : "Hide"}
                  </Button>
                  <Link
                    href={`/admin/site/testimonials/${encodeURIComponent(t.id)}`}
                    aria-label={`Edit ${t.name}'s testimonial`}
                    className={buttonClasses("primary", "", "compact")}
                  >
                    Edit
                  </Link>
                  <Button
                    variant="ghost"
                    size="compact"
                    aria-label={`Delete ${t.name}'s testimonial`}
                    onClick={() => setConfirming(t.id)}
                  >
                    Delete
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-3">
        <ResultMessage result={result} />
      </div>
    </>
  );
}
