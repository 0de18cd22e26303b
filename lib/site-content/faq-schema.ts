// A question and its answer as staff edit them (Admin → Site → FAQs), for the two pages that show
// an FAQ: one zod schema for the form and the server action, one for the whole list as a draft or
// a kept version keeps it. The question is plain text; the answer is the small rich text.
import { z } from "zod";
import { plainString } from "@/lib/validation/text";
import { richTextField } from "./rich-text";

export const FAQ_LIMITS = { question: 160, answer: 1200, items: 40 } as const;

/** The pages with an FAQ, with the path a person knows them by. */
export const FAQ_PAGES = {
  "structured-literacy": { label: "Structured literacy", path: "/structured-literacy" },
  "services-offered": { label: "Services offered", path: "/services-offered" },
} as const;
export type FaqPage = keyof typeof FAQ_PAGES;
export const FAQ_PAGE_IDS = Object.keys(FAQ_PAGES) as FaqPage[];

const question = plainString("The question", "The question must be text.")
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "Please write the question.")
      .max(FAQ_LIMITS.question, `The question can be at most ${FAQ_LIMITS.question} characters.`)
      .refine(
        (v) => !/<\/?[a-z!][^>]*>/i.test(v),
        "Please write plain text: formatting tags are not shown.",
      ),
  );

const faqFields = {
  page: z.enum(FAQ_PAGE_IDS, { error: "Please choose the page the question appears on." }),
  question,
  answer: richTextField("The answer", FAQ_LIMITS.answer, "Please write the answer."),
};

/** The editor's form: a new question (no id) or a change to one. */
export const faqFormSchema = z.object({
  id: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => (v ? v : null)),
  ...faqFields,
});
export type FaqFormInput = z.output<typeof faqFormSchema>;

const snapshotItemSchema = z.object({
  id: z.string().trim().min(1).max(64),
  ...faqFields,
  hidden: z.boolean(),
});
export type SnapshotFaqItem = z.output<typeof snapshotItemSchema>;

/** Every page's questions in one list, in order, as a draft or a kept version holds them. */
export const faqSnapshotSchema = z.object({
  items: z
    .array(snapshotItemSchema)
    .max(FAQ_LIMITS.items, `The FAQs can hold at most ${FAQ_LIMITS.items} questions.`)
    .refine(
      (list) => new Set(list.map((i) => i.id)).size === list.length,
      "Each question can appear only once.",
    ),
});
export type FaqSnapshot = z.output<typeof faqSnapshotSchema>;

export const faqIdSchema = z.object({
  id: z.string({ error: "That question was not found." }).trim().min(1).max(64),
});

export const moveFaqSchema = faqIdSchema.extend({
  direction: z.enum(["up", "down"], { error: "Please choose up or down." }),
});

export const hideFaqSchema = faqIdSchema.extend({
  hidden: z.enum(["yes", "no"], { error: "Please choose hide or show." }),
});
