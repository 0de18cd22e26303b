"use client";
// Admin → Site → Testimonials: one family's words. First name or initials only; the family's
// permission (the box and its date) must be recorded before it can be shown, and the pages it
// appears on are ticked. Saving keeps it in the draft, previewed and published from the list.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition, useActionState, useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  AGE_GROUPS,
  SOURCES,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_PAGES,
  type TestimonialPage,
} from "@/lib/site-content/testimonial-schema";
import { ResultMessage, type AdminFormAction } from "../action-form";
import { inputClass, labelClass, linkClass } from "../ui";

export type TestimonialFormValues = {
  id: string | null;
  quote: string;
  name: string;
  detail: string;
  ageGroup: string;
  source: string;
  permissionGiven: boolean;
  permissionDate: string | null;
  pages: TestimonialPage[];
  hidden: boolean;
};

const hintClass = "mt-1 text-sm text-slate-600";

export function TestimonialForm({
  values,
  action,
}: {
  values: TestimonialFormValues;
  action: AdminFormAction;
}) {
  const [result, formAction, pending] = useActionState(action, null);
  const router = useRouter();
  // React resets a form after its action, which would empty the quote over one refused field;
  // with JavaScript the form is sent by hand so what was typed stays.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  const known = (SOURCES as readonly string[]).includes(values.source);
  const [source, setSource] = useState(values.id ? (known ? values.source : "other") : "");
  useEffect(() => {
    const saved = result?.ok ? (result.data as { id?: string } | undefined)?.id : undefined;
    if (saved && !values.id)
      router.replace(`/admin/site/testimonials/${encodeURIComponent(saved)}?added=1`);
  }, [result, router, values.id]);

  return (
    <form action={formAction} onSubmit={submit} className="space-y-5" aria-label="Testimonial">
      <input type="hidden" name="id" value={values.id ?? ""} />
      <div>
        <label htmlFor="testimonial-quote" className={labelClass}>
          The family&apos;s words
        </label>
        <textarea
          id="testimonial-quote"
          name="quote"
          required
          rows={5}
          maxLength={TESTIMONIAL_LIMITS.quote}
          defaultValue={values.quote}
          aria-describedby="testimonial-quote-hint"
          className={`${inputClass} py-2`}
        />
        <p id="testimonial-quote-hint" className={hintClass}>
          Plain text, as the family wrote or said it; at most {TESTIMONIAL_LIMITS.quote} characters.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="testimonial-name" className={labelClass}>
            First name or initials
          </label>
          <input
            id="testimonial-name"
            name="name"
            required
            maxLength={TESTIMONIAL_LIMITS.name}
            defaultValue={values.name}
            aria-describedby="testimonial-name-hint"
            className={inputClass}
          />
          <p id="testimonial-name-hint" className={hintClass}>
            Such as “Amanda R.” or “J. M.”, never a full name.
          </p>
        </div>
        <div>
          <label htmlFor="testimonial-detail" className={labelClass}>
            Line under the name (optional)
          </label>
          <input
            id="testimonial-detail"
            name="detail"
            maxLength={TESTIMONIAL_LIMITS.detail}
            defaultValue={values.detail}
            aria-describedby="testimonial-detail-hint"
            className={inputClass}
          />
          <p id="testimonial-detail-hint" className={hintClass}>
            Such as “Parent of a 9-year-old with dyslexia”.
          </p>
        </div>
        <div>
          <label htmlFor="testimonial-age" className={labelClass}>
            The child&apos;s age group
          </label>
          <select
            id="testimonial-age"
            name="ageGroup"
            required
            defaultValue={values.ageGroup}
            className={inputClass}
          >
            <option value="" disabled>
              Choose one
            </option>
            {AGE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="testimonial-source" className={labelClass}>
            Where the words came from
          </label>
          <select
            id="testimonial-source"
            name="source"
            required
            value={source}
            onChange={(event) => setSource(event.target.value)}
            className={inputClass}
          >
            <option value="" disabled>
              Choose one
            </option>
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
            <option value="other">Other (type it in)</option>
          </select>
          {source === "other" ? (
            <div className="mt-2">
              <label htmlFor="testimonial-source-other" className={labelClass}>
                Source in your words
              </label>
              <input
                id="testimonial-source-other"
                name="sourceOther"
                required
                maxLength={TESTIMONIAL_LIMITS.source}
                defaultValue={known ? "" : values.source}
                className={inputClass}
              />
            </div>
          ) : null}
        </div>
      </div>
      <fieldset>
        <legend className={labelClass}>The family&apos;s permission</legend>
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name="permissionGiven"
              value="yes"
              defaultChecked={values.permissionGiven}
              className="h-5 w-5"
            />
            The family agreed that we publish these words
          </label>
          <div>
            <label htmlFor="testimonial-permission-date" className={labelClass}>
              Date they agreed
            </label>
            <input
              id="testimonial-permission-date"
              name="permissionDate"
              type="date"
              defaultValue={values.permissionDate ?? ""}
              className={inputClass}
            />
          </div>
        </div>
        <p className={hintClass}>Without both, the testimonial can only be kept hidden.</p>
      </fieldset>
      <fieldset>
        <legend className={labelClass}>Where it appears</legend>
        <div className="flex flex-wrap gap-4">
          {Object.entries(TESTIMONIAL_PAGES).map(([id, page]) => (
            <label key={id} className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                name="pages"
                value={id}
                defaultChecked={values.pages.includes(id as TestimonialPage)}
                className="h-5 w-5"
              />
              {page.label} ({page.path})
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="testimonial-hidden" className={labelClass}>
          Shown or hidden
        </label>
        <select
          id="testimonial-hidden"
          name="hidden"
          defaultValue={values.hidden ? "yes" : "no"}
          className={`${inputClass} sm:w-80`}
        >
          <option value="no">Shown on the pages ticked</option>
          <option value="yes">Hidden for now</option>
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="compact" disabled={pending}>
          {pending ? "Saving..." : "Save to draft"}
        </Button>
        <Link href="/admin/site/testimonials" className={linkClass}>
          Back to testimonials
        </Link>
      </div>
      <ResultMessage result={result} />
    </form>
  );
}
