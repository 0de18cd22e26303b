import { z } from "zod";
import { plainText } from "../fields";

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
