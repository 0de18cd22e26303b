// What a tutor may put in an activity, per template: one definition shared by the editor (checks
// as the tutor types) and the server (checks again before anything is stored).
import { z } from "zod";
import { pictureNames, type PictureName } from "@/games/kit/words/keyword-pictures";
import {
  placeValueShowdownContentSchema,
  placeValueShowdownSettingsSchema,
} from "./place-value-showdown";
import { whackAMoleContentSchema, whackAMolePool, whackAMoleSettingsSchema } from "./whack-a-mole";

export const activityTemplates = [
  "anagram",
  "place-value-showdown",
  "sentence-sense",
  "sort-categories",
  "spinner-wheel",
  "whack-a-mole",
] as const;
export type ActivityTemplate = (typeof activityTemplates)[number];

export const templateLabels: Record<ActivityTemplate, string> = {
  anagram: "Anagram",
  "sentence-sense": "Sentence Sense",
  "sort-categories": "Sort Categories",
  "spinner-wheel": "Spinner Wheel",
  "place-value-showdown": "Place Value Showdown",
  "whack-a-mole": "Whack A Mole",
};

// Control characters (including tabs and new lines) never belong in a title, word or clue: they
// break the worksheet layout and can hide text from the tutor reviewing it.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/;

const plainText = (field: string, max: number) =>
  z
    .string({ error: `Please add ${field}.` })
    .trim()
    .min(1, `Please add ${field}.`)
    .max(max, `Please keep ${field} to ${max} characters or fewer.`)
    .refine(
      (value) => !CONTROL.test(value),
      `Please use ordinary letters and punctuation in ${field}.`,
    );

export const titleSchema = plainText("a title", 80);

/** A word a child spells: letters, with an apostrophe or hyphen inside (don't, ice-cream). */
export const WORD_PATTERN = /^[A-Za-z]+(?:['-][A-Za-z]+)*$/;

export const wordSchema = z
  .string({ error: "Please type a word." })
  .trim()
  .min(2, "Each word needs at least 2 letters.")
  .max(20, "Please keep each word to 20 letters or fewer.")
  .regex(
    WORD_PATTERN,
    "Words can use letters, with an apostrophe or hyphen inside (no spaces, numbers or symbols).",
  );

const clueSchema = z
  .string()
  .trim()
  .max(120, "Please keep each clue to 120 characters or fewer.")
  .refine(
    (value) => !CONTROL.test(value),
    "Please use ordinary letters and punctuation in the clue.",
  )
  .optional()
  .transform((value) => (value ? value : undefined));

/** A picture from the game art set (games/kit/words/keyword-pictures.ts), named by its keyword. */
export const pictureSchema = z.enum(pictureNames, {
  error: "Please choose a picture from the list.",
});

export const anagramContentSchema = z.object({
  words: z
    .array(z.object({ word: wordSchema, clue: clueSchema, picture: pictureSchema.optional() }))
    .min(1, "Please add at least one word.")
    .max(30, "An anagram activity can hold up to 30 words."),
});
export const anagramSettingsSchema = z.object({ keepDigraphs: z.boolean().default(true) });

/** A sentence to rebuild: 2-12 words, letters and everyday punctuation only. */
export const SENTENCE_PATTERN = /^[A-Za-z0-9'",;:!?.\- ]+$/;
const sentenceSchema = plainText("a sentence", 120)
  .refine(
    (value) => SENTENCE_PATTERN.test(value),
    "Sentences can use letters, numbers, spaces and everyday punctuation.",
  )
  .refine((value) => value.split(/\s+/).length >= 2, "Each sentence needs at least 2 words.")
  .refine(
    (value) => value.split(/\s+/).length <= 12,
    "Please keep each sentence to 12 words or fewer.",
  );

export const sentenceSenseContentSchema = z.object({
  sentences: z
    .array(z.object({ sentence: sentenceSchema }))
    .min(1, "Please add at least one sentence.")
    .max(20, "A Sentence Sense activity can hold up to 20 sentences."),
});
export const sentenceSenseSettingsSchema = z.object({});

// Sort Categories: 2-4 categories, 2-20 items each. An item is a short word, letter or sound
// ("sh", "a_e", "long a"), stored as a plain string as it always was, or a picture from the game
// art set, stored as { picture }. Every item and category name appears once, because the player's
// answers and the results name them; a picture is named by its keyword, so the word "cat" and the
// cat picture cannot both be in one activity.
const sortTextItemSchema = plainText("an item", 30);
const sortPictureItemSchema = z.strictObject(
  { picture: pictureSchema },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "A picture item can only name a picture from the list."
        : "Please choose a picture from the list.",
  },
);
const sortItemSchema = z.unknown().transform((value, ctx): SortItemValue => {
  // Checked by shape first, so a wrong picture name gets the picture's message, not a vague
  // "invalid input" from trying both kinds.
  const schema =
    typeof value === "object" && value !== null ? sortPictureItemSchema : sortTextItemSchema;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});
export type SortItemValue = string | { picture: PictureName };
/** How an item is named in the results and in checks for repeats: its text or its picture's keyword. */
export const sortItemName = (item: SortItemValue) =>
  typeof item === "string" ? item : item.picture;
const sortCategorySchema = z.object({
  name: plainText("a category name", 40),
  items: z
    .array(sortItemSchema)
    .min(2, "Each category needs at least 2 items.")
    .max(20, "Please keep each category to 20 items or fewer."),
});
const lower = (text: string) => text.toLowerCase();
export const sortCategoriesContentSchema = z.object({
  categories: z
    .array(sortCategorySchema)
    .min(2, "Please add at least 2 categories.")
    .max(4, "A Sort Categories activity can hold up to 4 categories.")
    .refine(
      (list) => new Set(list.map((c) => lower(c.name))).size === list.length,
      "Each category needs a different name.",
    )
    .refine((list) => {
      const items = list.flatMap((c) => c.items.map((item) => lower(sortItemName(item))));
      return new Set(items).size === items.length;
    }, "Each item can appear only once, so it has one right category."),
});
export const sortCategoriesSettingsSchema = z.object({});
export type SortCategoriesContent = z.infer<typeof sortCategoriesContentSchema>;

// Spinner Wheel: 2-24 segments (words, letters or prompts such as "Say a word that rhymes").
export const SPINNER_SEGMENTS = { min: 2, max: 24 } as const;
export const SPINNER_SPINS = { min: 1, max: 50 } as const;
export const spinnerWheelContentSchema = z.object({
  segments: z
    .array(plainText("a segment", 40))
    .min(SPINNER_SEGMENTS.min, "Please add at least 2 segments.")
    .max(SPINNER_SEGMENTS.max, "A Spinner Wheel can hold up to 24 segments."),
});
/**
 * With removeAfterSpin the wheel is finished when every segment has come up once; otherwise it
 * is finished after `spins` spins.
 */
export const spinnerWheelSettingsSchema = z.object({
  removeAfterSpin: z.boolean().default(false),
  spins: z
    .number({ error: "Please choose how many spins, from 1 to 50." })
    .int("Please choose how many spins, from 1 to 50.")
    .min(SPINNER_SPINS.min, "Please choose how many spins, from 1 to 50.")
    .max(SPINNER_SPINS.max, "Please choose how many spins, from 1 to 50.")
    .default(10),
});
export type SpinnerWheelContent = z.infer<typeof spinnerWheelContentSchema>;
export type SpinnerWheelSettings = z.infer<typeof spinnerWheelSettingsSchema>;

export const templateSchemas = {
  anagram: { content: anagramContentSchema, settings: anagramSettingsSchema },
  "sentence-sense": { content: sentenceSenseContentSchema, settings: sentenceSenseSettingsSchema },
  "sort-categories": {
    content: sortCategoriesContentSchema,
    settings: sortCategoriesSettingsSchema,
  },
  "spinner-wheel": { content: spinnerWheelContentSchema, settings: spinnerWheelSettingsSchema },
  "place-value-showdown": {
    content: placeValueShowdownContentSchema,
    settings: placeValueShowdownSettingsSchema,
  },
  "whack-a-mole": { content: whackAMoleContentSchema, settings: whackAMoleSettingsSchema },
} satisfies Record<ActivityTemplate, { content: z.ZodType; settings: z.ZodType }>;

export type AnagramContent = z.infer<typeof anagramContentSchema>;
export type AnagramSettings = z.infer<typeof anagramSettingsSchema>;
export type SentenceSenseContent = z.infer<typeof sentenceSenseContentSchema>;

/** What the editor sends: one discriminated shape per template. */
export const activityDraftSchema = z.discriminatedUnion("template", [
  z.object({
    template: z.literal("anagram"),
    title: titleSchema,
    content: anagramContentSchema,
    settings: anagramSettingsSchema,
  }),
  z.object({
    template: z.literal("sentence-sense"),
    title: titleSchema,
    content: sentenceSenseContentSchema,
    settings: sentenceSenseSettingsSchema,
  }),
  z.object({
    template: z.literal("sort-categories"),
    title: titleSchema,
    content: sortCategoriesContentSchema,
    settings: sortCategoriesSettingsSchema,
  }),
  z.object({
    template: z.literal("spinner-wheel"),
    title: titleSchema,
    content: spinnerWheelContentSchema,
    settings: spinnerWheelSettingsSchema,
  }),
  z.object({
    template: z.literal("place-value-showdown"),
    title: titleSchema,
    content: placeValueShowdownContentSchema,
    settings: placeValueShowdownSettingsSchema,
  }),
  z.object({
    template: z.literal("whack-a-mole"),
    title: titleSchema,
    content: whackAMoleContentSchema,
    settings: whackAMoleSettingsSchema,
  }),
]);
export type ActivityDraft = z.infer<typeof activityDraftSchema>;

export const activityIdSchema = z.uuid("That activity link is not valid.");

/** Share codes: 12 URL-safe characters from 9 random bytes (72 bits), so links cannot be guessed. */
export const shareCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{12}$/, "That play link is not valid.");

export const nicknameSchema = z
  .string({ error: "Please type a first name or nickname." })
  .trim()
  .min(1, "Please type a first name or nickname.")
  .max(20, "Please keep the nickname to 20 characters or fewer.")
  .regex(
    /^[A-Za-z][A-Za-z' -]*$/,
    "Please use letters only: a first name or a nickname, no surname or email.",
  );

/** A finished play as the player's browser reports it; the server checks it against the activity. */
export const playResultSchema = z.object({
  nickname: nicknameSchema,
  /** From the play's start (lib/activities/play-token.ts); checked on the server. */
  playToken: z.string({ error: "This result has no play token." }).min(1).max(200),
  // A long Whack A Mole round can pop up well over 100 moles.
  score: z.number().int().min(0).max(1000),
  total: z.number().int().min(1).max(1000),
  seconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
  missedItems: z.array(z.string().max(120)).max(100),
});
export type PlayResult = z.infer<typeof playResultSchema>;

export const activitySortSchema = z.enum(["updated", "created", "title"]);
export type ActivitySort = z.infer<typeof activitySortSchema>;

/**
 * The items a play is scored on: the words of an anagram, the sentences of Sentence Sense, every
 * item of a sort, the words to whack. Place Value Showdown is scored on rounds, not items, and a
 * spinner has no right or wrong answers, so neither has items.
 */
export function activityItems(draft: ActivityDraft): string[] {
  switch (draft.template) {
    case "anagram":
      return draft.content.words.map((entry) => entry.word);
    case "sentence-sense":
      return draft.content.sentences.map((entry) => entry.sentence);
    case "sort-categories":
      return draft.content.categories.flatMap((category) => category.items.map(sortItemName));
    case "spinner-wheel":
    case "place-value-showdown":
      return [];
    case "whack-a-mole":
      return whackAMolePool(draft.content).targets;
  }
}

/** Templates whose plays can be saved for Track Assignments (a spinner has nothing to score). */
export function templateHasResults(template: string): boolean {
  return template !== "spinner-wheel";
}
