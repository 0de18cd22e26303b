// Field rules every public form shares (booking, intake, contact), kept apart from any one form's
// schema so a page loads only the form it shows.
import { z } from "zod";
import type { Attribution } from "@/db/schema";
import { plainString } from "@/lib/validation/text";

const attributionValue = plainString("Attribution")
  .max(500)
  .nullish()
  .transform((v) => v ?? null);

/** The stored first-touch attribution a form sends along (lib/attribution), or null. */
export const attributionSchema = z
  .object({
    gclid: attributionValue,
    utm_source: attributionValue,
    utm_medium: attributionValue,
    utm_campaign: attributionValue,
    utm_term: attributionValue,
    utm_content: attributionValue,
    referrer: attributionValue,
    ts: attributionValue,
  })
  .nullish()
  .transform((v): Attribution | null => v ?? null);
