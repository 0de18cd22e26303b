// What a tutor may type as model letters to trace: a few letters or a short word, checked by one
// zod schema so the field and any future link accept exactly the same text.
import { z } from "zod";
import { MODEL_TEXT_MAX } from "./logic";

export const modelTextSchema = z
  .string()
  .transform((text) => text.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .max(
        MODEL_TEXT_MAX,
        `Please keep the letters to trace to ${MODEL_TEXT_MAX} characters or fewer.`,
      )
      .regex(
        /^[a-z '-]*$/i,
        "Letters to trace can use a to z, spaces, hyphens and apostrophes only.",
      ),
  );

export type ModelTextResult = { ok: true; text: string } | { ok: false; message: string };

export function parseModelText(input: unknown): ModelTextResult {
  const result = modelTextSchema.safeParse(input);
  return result.success
    ? { ok: true, text: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? "Please check the letters." };
}
