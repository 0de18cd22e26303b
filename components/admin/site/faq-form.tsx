"use client";
// Admin → Site → FAQs: one question, the page it appears on, and its answer in the small rich
// text. Saving changes the draft only.
import { FAQ_LIMITS, FAQ_PAGES, type SnapshotFaqItem } from "@/lib/site-content/faq-schema";
import { RICH_TEXT_HELP } from "@/lib/site-content/rich-text";
import type { AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";
import { DraftItemForm, hintClass } from "./draft-item-form";

export type FaqFormValues = Omit<SnapshotFaqItem, "id" | "hidden"> & { id: string | null };

export function FaqForm({ values, action }: { values: FaqFormValues; action: AdminFormAction }) {
  return (
    <DraftItemForm
      id={values.id}
      label="Question"
      action={action}
      listPath="/admin/site/faqs"
      listLabel="Back to FAQs"
    >
      <div>
        <label htmlFor="faq-page" className={labelClass}>
          Page
        </label>
        <select
          id="faq-page"
          name="page"
          required
          defaultValue={values.page}
          className={`${inputClass} sm:w-80`}
        >
          {Object.entries(FAQ_PAGES).map(([id, page]) => (
            <option key={id} value={id}>
              {page.label} ({page.path})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="faq-question" className={labelClass}>
          Question
        </label>
        <input
          id="faq-question"
          name="question"
          required
          maxLength={FAQ_LIMITS.question}
          defaultValue={values.question}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="faq-answer" className={labelClass}>
          Answer
        </label>
        <textarea
          id="faq-answer"
          name="answer"
          required
          rows={7}
          maxLength={FAQ_LIMITS.answer}
          defaultValue={values.answer}
          aria-describedby="faq-answer-hint"
          className={`${inputClass} py-2`}
        />
        <p id="faq-answer-hint" className={hintClass}>
          {RICH_TEXT_HELP} At most {FAQ_LIMITS.answer} characters.
        </p>
      </div>
    </DraftItemForm>
  );
}
