// What a Sentence Sense activity holds: up to 20 sentences for the child to rebuild.
import { z } from "zod";
import { plainText } from "../fields";

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

export type SentenceSenseContent = z.infer<typeof sentenceSenseContentSchema>;
