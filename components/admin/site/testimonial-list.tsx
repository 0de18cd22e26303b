"use client";
// Admin → Site → Testimonials: every testimonial in the order the pages show them, with where each
// appears and the row commands every hand-ordered list has (./ordered-list.tsx). Each change
// goes into the draft.
import { Badge } from "../badge";
import { OrderedList, type ListCommand } from "./ordered-list";

export type TestimonialRow = {
  id: string;
  name: string;
  quote: string;
  where: string;
  hidden: boolean;
  permission: boolean;
};

export function TestimonialList({
  testimonials,
  move,
  setHidden,
  remove,
}: {
  testimonials: TestimonialRow[];
  move: ListCommand<{ id: string; direction: "up" | "down" }>;
  setHidden: ListCommand<{ id: string; hidden: "yes" | "no" }>;
  remove: ListCommand<{ id: string }>;
}) {
  return (
    <OrderedList
      items={testimonials}
      label="Testimonials in page order"
      empty="No testimonials yet. Add the first one above."
      nameOf={(t) => `${t.name}'s testimonial`}
      describe={(t) => (
        <>
          <p className="font-semibold text-slate-900">
            {t.name} {t.hidden ? <Badge tone="amber">Hidden</Badge> : null}{" "}
            {t.permission ? null : <Badge tone="red">No permission recorded</Badge>}
          </p>
          <p className="line-clamp-2 text-sm text-slate-700">{t.quote}</p>
          <p className="text-sm text-slate-600">{t.where}</p>
        </>
      )}
      editHref={(t) => `/admin/site/testimonials/${encodeURIComponent(t.id)}`}
      deleteQuestion={(t) => `Delete ${t.name}'s testimonial for good?`}
      move={move}
      setHidden={setHidden}
      remove={remove}
    />
  );
}
