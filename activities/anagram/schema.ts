// What an Anagram activity holds: up to 30 words, each with an optional clue and picture.
import { z } from "zod";
import { clueSchema, pictureSchema, wordSchema } from "../fields";
import { itemTagListSchema } from "../word-lists/list";

export const anagramContentSchema = z.object({
  words: z
    .array(
      z.object({
        word: wordSchema,
        clue: clueSchema,
        picture: pictureSchema.optional(),
        /**
         * The word's sound and pattern tags (from its word list, or the tutor's); without them the
         * confusion record tags the word itself. Absent in activities saved before they existed.
         */
        tags: itemTagListSchema.optional(),
      }),
    )
    .min(1, "Please add at least one word.")
    .max(30, "An anagram activity can hold up to 30 words."),
});
export const anagramSettingsSchema = z.object({
  keepDigraphs: z.boolean().default(true),
  /**
   * Listen, then build (dictation): each word is read aloud and the child builds what they hear;
   * no clue or picture is shown while they build. Absent in activities saved before it existed.
   */
  dictation: z.boolean().optional(),
});

export type AnagramContent = z.infer<typeof anagramContentSchema>;
export type AnagramSettings = z.infer<typeof anagramSettingsSchema>;
