// What a tutor may put in an activity, per template: one definition shared by the editor (checks
// as the tutor types) and the server (checks again before anything is stored). Each template's own
// fields live in its folder (anagram/schema.ts, ...); this module joins them.
import { z } from "zod";
import { anagramContentSchema, anagramSettingsSchema } from "./anagram/schema";
import { answersSchema } from "./confusions/answers";
import { titleSchema } from "./fields";
import {
  placeValueShowdownContentSchema,
  placeValueShowdownSettingsSchema,
} from "./place-value-showdown/schema";
import { sentenceSenseContentSchema, sentenceSenseSettingsSchema } from "./sentence-sense/schema";
import {
  sortCategoriesContentSchema,
  sortCategoriesSettingsSchema,
  sortItemName,
} from "./sort-categories/schema";
import { spinnerWheelContentSchema, spinnerWheelSettingsSchema } from "./spinner-wheel/schema";
import {
  whackAMoleContentSchema,
  whackAMolePool,
  whackAMoleSettingsSchema,
} from "./whack-a-mole/schema";

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
  /** From the play's start (activities/playing/play-token.ts); checked on the server. */
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
  /** What the child chose, item by item (activities/confusions); absent from older players. */
  answers: answersSchema.optional(),
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
