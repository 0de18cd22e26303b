// The fields every activity template is made of (a title, a word, a clue, a picture): one
// definition, so each template's schema and the editor check them the same way.
import { z } from "zod";
import { pictureNames } from "@/games/kit/words/keyword-pictures";

// Control characters (including tabs and new lines) never belong in a title, word or clue: they
// break the worksheet layout and can hide text from the tutor reviewing it.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/;

export const plainText = (field: string, max: number) =>
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

export const clueSchema = z
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
