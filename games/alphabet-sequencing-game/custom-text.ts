// A tutor's own text for Alphabet Sequencing, pasted in or opened from a shared link (?text=…).
// One zod schema validates both ways in, so a link can never carry what the form would refuse.
import { z } from "zod";
import { CUSTOM_TEXT_MAX } from "./data";

export const customTextSchema = z
  .string()
  // Line breaks and runs of spaces become single spaces; the board lays out words itself.
  .transform((text) => text.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, "Paste or type a text first.")
      .max(
        CUSTOM_TEXT_MAX,
        `That text is too long. Please keep it to ${CUSTOM_TEXT_MAX} characters or fewer.`,
      )
      .refine(
        (text) => /[a-z]/i.test(text),
        "That text has no letters from a to z to find. Please try a text with words in it.",
      ),
  );

export type CustomTextResult = { ok: true; text: string } | { ok: false; message: string };

export function parseCustomText(input: unknown): CustomTextResult {
  const result = customTextSchema.safeParse(input);
  return result.success
    ? { ok: true, text: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? "Please check the text." };
}

/** The text a shared link carries, if it has one; a bad one is reported, never played. */
export function customTextFromQuery(search: string): CustomTextResult | null {
  const text = new URLSearchParams(search).get("text");
  return text === null ? null : parseCustomText(text);
}
