// A testimonial as staff edit it (Admin → Site → Testimonials): one zod schema for the form and
// the server action. Plain text only. The family is named by first name or initials only, and a
// testimonial appears on a page only with the family's permission recorded (the checkbox and its
// date); without it, it may be kept, hidden, until permission comes.
import { z } from "zod";
import { isDateISO } from "@/lib/practice/time-zone";
import { plainString } from "@/lib/validation/text";

export const TESTIMONIAL_LIMITS = { quote: 600, name: 40, detail: 80, source: 60 } as const;

export const AGE_GROUPS = [
  "Kindergarten-2nd grade",
  "3rd-5th grade",
  "Middle school",
  "High school",
  "Adult",
] as const;

export const SOURCES = ["Google review", "Parent email", "Survey", "In person"] as const;

/** The pages a testimonial may appear on, with the path a person knows them by. */
export const TESTIMONIAL_PAGES = {
  home: { label: "Home page", path: "/" },
  dyslexia: { label: "Dyslexia tutoring", path: "/dyslexia" },
  "free-consultation": { label: "Free consultation", path: "/free-consultation" },
} as const;
export type TestimonialPage = keyof typeof TESTIMONIAL_PAGES;
export const TESTIMONIAL_PAGE_IDS = Object.keys(TESTIMONIAL_PAGES) as TestimonialPage[];

const TAG = /<\/?[a-z!][^>]*>/i;
const PLAIN_ONLY = "Please write plain text: formatting tags are not shown.";
export const FIRST_NAME_ONLY = "Please give the first name or initials only, such as “Amanda R.”.";
export const PERMISSION_NEEDED =
  "A testimonial can be shown only with the family's permission. Tick the permission box and give its date, or keep it hidden for now.";

const oneLine = (label: string, max: number) =>
  plainString(label, `${label} must be text.`)
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .max(max, `${label} can be at most ${max} characters.`)
        .refine((v) => !TAG.test(v), PLAIN_ONLY),
    );

/**
 * A surname is two capitalised words of more than two letters ("Amanda Rogers"); a first name
 * with an initial ("Amanda R.") or initials ("A. R.") are fine.
 */
export function looksLikeFullName(name: string): boolean {
  const longCapitalised = name
    .split(/[\s,]+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ""))
    .filter((word) => word.length > 2 && /^\p{Lu}/u.test(word));
  return longCapitalised.length >= 2;
}

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v): unknown[] =>
      v === undefined || v === "" ? [] : Array.isArray(v) ? (v as unknown[]) : [v],
    z.array(item),
  );

export const testimonialSchema = z
  .object({
    id: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((v) => (v ? v : null)),
    quote: oneLine("The quote", TESTIMONIAL_LIMITS.quote).pipe(
      z.string().min(1, "Please enter the family's words."),
    ),
    name: oneLine("The name", TESTIMONIAL_LIMITS.name)
      .pipe(z.string().min(1, "Please enter a first name or initials."))
      .refine((v) => !looksLikeFullName(v), FIRST_NAME_ONLY),
    detail: oneLine("The line under the name", TESTIMONIAL_LIMITS.detail).default(""),
    ageGroup: z.enum(AGE_GROUPS, { error: "Please choose the child's age group." }),
    source: z.enum([...SOURCES, "other"], { error: "Please choose where the words came from." }),
    sourceOther: oneLine("The source", TESTIMONIAL_LIMITS.source).default(""),
    permissionGiven: z
      .enum(["yes"], { error: "Please tick the box only when the family said yes." })
      .optional()
      .transform((v) => v === "yes"),
    permissionDate: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isDateISO(v), "Please give a real date (YYYY-MM-DD)."),
    pages: list(z.enum(TESTIMONIAL_PAGE_IDS, { error: "Please choose from the pages listed." })),
    hidden: z
      .enum(["yes", "no"], { error: "Please choose shown or hidden." })
      .default("no")
      .transform((v) => v === "yes"),
  })
  .transform(({ source, sourceOther, ...rest }, ctx) => {
    if (source === "other" && !sourceOther)
      ctx.addIssue({
        code: "custom",
        path: ["sourceOther"],
        message: "Please say where the words came from.",
      });
    return { ...rest, source: source === "other" ? sourceOther : source };
  })
  .superRefine((t, ctx) => {
    if (t.permissionGiven && !t.permissionDate)
      ctx.addIssue({
        code: "custom",
        path: ["permissionDate"],
        message: "Please give the date the family gave permission.",
      });
    if (!t.hidden && !hasPermission(t))
      ctx.addIssue({ code: "custom", path: ["permissionGiven"], message: PERMISSION_NEEDED });
  })
  .transform((t) => ({ ...t, pages: [...new Set(t.pages)] }));

export type TestimonialInput = z.output<typeof testimonialSchema>;

/** Recorded permission: the box ticked and the day it was given. */
export function hasPermission(t: {
  permissionGiven: boolean;
  permissionDate: string | null;
}): boolean {
  return t.permissionGiven && t.permissionDate !== null;
}

export const testimonialIdSchema = z.object({
  id: z.string({ error: "That testimonial was not found." }).trim().min(1).max(64),
});

export const moveTestimonialSchema = testimonialIdSchema.extend({
  direction: z.enum(["up", "down"], { error: "Please choose up or down." }),
});

export const hideTestimonialSchema = testimonialIdSchema.extend({
  hidden: z.enum(["yes", "no"], { error: "Please choose hide or show." }),
});

/**
 * One testimonial as a draft and a version of the list keep it (lib/site-content/versions): its
 * words, who and where from, the family's permission, where it appears and whether it is hidden.
 * Its place is its place in the list.
 */
export const testimonialItemSchema = z
  .object({
    id: z.string().min(1).max(64),
    quote: oneLine("The quote", TESTIMONIAL_LIMITS.quote).pipe(
      z.string().min(1, "Please enter the family's words."),
    ),
    name: oneLine("The name", TESTIMONIAL_LIMITS.name).pipe(
      z.string().min(1, "Please enter a first name or initials."),
    ),
    detail: oneLine("The line under the name", TESTIMONIAL_LIMITS.detail),
    ageGroup: oneLine("The age group", 40),
    source: oneLine("The source", TESTIMONIAL_LIMITS.source),
    permissionGiven: z.boolean(),
    permissionDate: z
      .string()
      .nullable()
      .refine((v) => v === null || isDateISO(v), "Please give a real date (YYYY-MM-DD)."),
    pages: z.array(z.enum(TESTIMONIAL_PAGE_IDS)).max(TESTIMONIAL_PAGE_IDS.length),
    hidden: z.boolean(),
  })
  .refine((t) => t.hidden || hasPermission(t), PERMISSION_NEEDED);
export type TestimonialItem = z.infer<typeof testimonialItemSchema>;

export const testimonialsSnapshotSchema = z.object({
  testimonials: z
    .array(testimonialItemSchema)
    .max(100, "The list can hold at most 100 testimonials."),
});
export type TestimonialsSnapshot = z.infer<typeof testimonialsSnapshotSchema>;
