// The practice's business facts as staff edit them (Admin → Site): one zod schema for the form in
// the browser and the server action that saves it. Plain text only; each limit is what the
// site's footer, contact panel and emails can show without breaking their layout.
import { z } from "zod";
import { isDialablePhone } from "@/lib/validation/phone";
import { isEmailAddress, plainString } from "@/lib/validation/text";

export const FACT_LIMITS = {
  name: 80,
  phone: 30,
  email: 254,
  hours: 80,
  address: 200,
  state: 40,
  replyTime: 60,
  utahFitsAllUrl: 300,
} as const;

const text = (label: string, max: number) =>
  plainString(label, `${label} must be text.`)
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().max(max, `${label} can be at most ${max} characters.`));

const required = (label: string, max: number, missing: string) =>
  text(label, max).pipe(z.string().min(1, missing));

/** Only the state program's own secure address: it is a link parents follow to apply. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const businessFactsSchema = z.object({
  name: required("The practice's name", FACT_LIMITS.name, "Please enter the practice's name."),
  phone: required("The phone number", FACT_LIMITS.phone, "Please enter the phone number.").refine(
    isDialablePhone,
    "Please enter a phone number parents can dial, such as (801) 555-0142.",
  ),
  email: required("The email address", FACT_LIMITS.email, "Please enter the email address.")
    .refine(isEmailAddress, "Please enter a valid email address, such as hello@example.com.")
    .transform((v) => v.toLowerCase()),
  hours: required("Opening hours", FACT_LIMITS.hours, "Please enter the opening hours."),
  address: text("The address", FACT_LIMITS.address),
  state: required("The state", FACT_LIMITS.state, "Please enter the state the practice serves."),
  replyTime: required(
    "The reply-time promise",
    FACT_LIMITS.replyTime,
    "Please enter how soon families hear back, such as “within 24 hours”.",
  ),
  utahFitsAllUrl: required(
    "The Utah Fits All link",
    FACT_LIMITS.utahFitsAllUrl,
    "Please enter the Utah Fits All link.",
  ).refine(isHttpsUrl, "Please enter the Utah Fits All link starting with https://."),
});

export type BusinessFactsInput = z.input<typeof businessFactsSchema>;
export type EditableBusinessFacts = z.output<typeof businessFactsSchema>;
