// Whack A Mole as an activity: the tutor's own targets and distractors, or a phonics set from
// games/phonics-words (optionally with the tutor's own words for it); speed and round length.
import { z } from "zod";
import { getPhonicsSet } from "@/games/phonics-words";
import { speedLevels, type Speed } from "@/games/whack-a-mole/logic";
import { timeChoices, type TimeChoice } from "@/games/whack-a-mole/settings";
import {
  customLimits,
  defaultCustomPrompt,
  poolFromCustomList,
  poolFromSet,
  type WordPool,
} from "@/games/whack-a-mole/word-pool";
import {
  tagsByItemSchema,
  tagsForUnknownItem,
  tagsNameItems,
  type TagsByItem,
} from "../word-lists/list";

/** A word or letter on a mole: letters, with an apostrophe, hyphen or single space inside ("ice cream"). */
export const WHACK_ITEM_PATTERN = /^[A-Za-z]+(?:['’ -][A-Za-z]+)*$/;

export const whackItemSchema = z
  .string("Please type a word or a letter.")
  .trim()
  .min(1, "Please type a word or a letter.")
  .max(
    customLimits.wordLength,
    `Please keep each word to ${customLimits.wordLength} letters or fewer.`,
  )
  .regex(
    WHACK_ITEM_PATTERN,
    "Words can use letters, with an apostrophe, hyphen or space inside (no numbers or symbols).",
  );

const itemList = (what: string, plural: string, min: number) =>
  z
    .array(whackItemSchema)
    .min(min, `Please add at least one ${what}.`)
    .max(customLimits.words, `Please keep to ${customLimits.words} ${plural} or fewer.`)
    .refine(
      (items) => new Set(items.map((item) => item.toLowerCase())).size === items.length,
      `Each ${what} only needs to be listed once.`,
    );

const promptSchema = z
  .string()
  .trim()
  .max(customLimits.prompt, `Please keep the prompt to ${customLimits.prompt} characters or fewer.`)
  .regex(
    /^[A-Za-z0-9'’",;:!?.()\- ]*$/,
    "The prompt can use letters, numbers, spaces and everyday punctuation.",
  )
  .transform((prompt) => prompt || defaultCustomPrompt);

const noOverlap = (content: { targets: string[]; distractors: string[] }) => {
  const targets = new Set(content.targets.map((item) => item.toLowerCase()));
  return !content.distractors.some((item) => targets.has(item.toLowerCase()));
};
const tagsFit = (content: { targets: string[]; distractors: string[]; tags?: TagsByItem }) =>
  tagsNameItems(content.tags, [...content.targets, ...content.distractors]);
const tagsMessage = { message: tagsForUnknownItem, path: ["tags"] };

const overlapMessage = {
  message: "A word can't be both one to whack and one to skip.",
  path: ["distractors"],
};

export const whackAMoleContentSchema = z.discriminatedUnion("source", [
  z
    .object({
      source: z.literal("own"),
      prompt: promptSchema,
      targets: itemList("word to whack", "words to whack", 1),
      distractors: itemList("word to skip", "words to skip", 1),
      /** The tutor's sound and pattern tags per word (see tagsByItemSchema). */
      tags: tagsByItemSchema,
    })
    .refine(noOverlap, overlapMessage)
    .refine(tagsFit, tagsMessage),
  z
    .object({
      source: z.literal("phonics"),
      setId: z
        .string()
        .refine((id) => Boolean(getPhonicsSet(id)), "Please choose one of the phonics sets."),
      targets: itemList("word to whack", "words to whack", 0),
      distractors: itemList("word to skip", "words to skip", 0),
      tags: tagsByItemSchema,
    })
    .refine(noOverlap, overlapMessage)
    .refine(tagsFit, tagsMessage),
]);

const speeds = Object.keys(speedLevels) as [Speed, ...Speed[]];
export const whackAMoleSettingsSchema = z.object({
  speed: z.enum(speeds, "Please choose a speed."),
  time: z.literal(
    timeChoices as [TimeChoice, ...TimeChoice[]],
    "Please choose how long a round lasts.",
  ),
});

export type WhackAMoleContent = z.infer<typeof whackAMoleContentSchema>;
export type WhackAMoleSettings = z.infer<typeof whackAMoleSettingsSchema>;

/** What the moles carry: the tutor's list, or the phonics set with the tutor's words in place of its own where given. */
export function whackAMolePool(content: WhackAMoleContent): WordPool {
  if (content.source === "own")
    return poolFromCustomList({
      targets: content.targets,
      others: content.distractors,
      prompt: content.prompt,
    });
  const pool = poolFromSet(getPhonicsSet(content.setId)!);
  return {
    ...pool,
    targets: content.targets.length ? content.targets : pool.targets,
    others: content.distractors.length ? content.distractors : pool.others,
  };
}

/**
 * For a phonics-set activity, as the tutor types: a word to whack that lacks the set's pattern, or a
 * word to skip that has it, would teach the wrong answer. Judged by the set's own `matches` rule.
 */
export function phonicsPatternNote(
  setId: string,
  word: string,
  role: "target" | "distractor",
): string | null {
  const set = getPhonicsSet(setId);
  const text = word.trim();
  if (!set || !text || !WHACK_ITEM_PATTERN.test(text)) return null;
  const fits = set.matches(text);
  if (role === "target" && !fits)
    return `“${text}” doesn't fit ${set.label.toLowerCase()}. ${set.hint}`;
  if (role === "distractor" && fits)
    return `“${text}” fits ${set.label.toLowerCase()}, so a child would be right to whack it.`;
  return null;
}

/** A round as a result: hits out of hits plus misses (targets that got away and wrong whacks); the targets that got away are the missed items. */
export function whackAMoleResult(round: {
  hits: string[];
  missedTargets: string[];
  wrongHits: string[];
}): { score: number; total: number; missed: string[] } {
  const score = round.hits.length;
  return {
    score,
    total: score + round.missedTargets.length + round.wrongHits.length,
    missed: [...new Set(round.missedTargets)],
  };
}
