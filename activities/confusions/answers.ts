// What a child chose, item by item, as a play reports it: the item, its tags, right or wrong, and
// the child's choice (the spelling they built, the bin they sorted into, the word they whacked),
// or for a word read aloud, whether it was read or tricky.
// Capped so a play's JSON stays small; a play without answers (older players) is still valid.
import { z } from "zod";

export const ANSWER_LIMITS = { answers: 100, tags: 5, tag: 30, text: 120 } as const;

const shortText = z.string().trim().max(ANSWER_LIMITS.text);
const tagList = z
  .array(z.string().trim().toLowerCase().min(1).max(ANSWER_LIMITS.tag))
  .max(ANSWER_LIMITS.tags)
  .default([]);

export const answerSchema = z.discriminatedUnion("kind", [
  /**
   * A word built from tiles (Anagram, Letter Tiles dictation), or a sentence from word cards
   * (Sentence Sense): `chose` is what the child first built.
   */
  z.object({
    kind: z.literal("spelling"),
    item: shortText.min(1),
    tags: tagList,
    right: z.boolean(),
    chose: shortText,
  }),
  /**
   * A choice between groups (a sort's bin, a mole to whack): `choseFor` are the tags of the bin
   * the item went into, or of the set the child was looking for. A Place Value Showdown round is
   * one too: the number built (`chose`) for the best one (`item`), with `choseFor` its own tags,
   * so it counts in the chart without naming a confusion.
   */
  z.object({
    kind: z.literal("choice"),
    item: shortText.min(1),
    tags: tagList,
    right: z.boolean(),
    chose: shortText,
    choseFor: tagList,
  }),
  /**
   * A word read aloud (Reading Roller): no game can hear it, so the child or their tutor says
   * whether it was read (`right`) or tricky. It names no confusion, only a pattern to practise.
   */
  z.object({
    kind: z.literal("reading"),
    item: shortText.min(1),
    tags: tagList,
    right: z.boolean(),
  }),
]);
export type Answer = z.infer<typeof answerSchema>;

export const answersSchema = z.array(answerSchema).max(ANSWER_LIMITS.answers);

/** An answer with the time of the play it came from, as the record reads it back. */
export type DatedAnswer = Answer & { at: Date };
