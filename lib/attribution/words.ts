// Where a family came from, in the words staff use ("Came from Google Ads, campaign Reading
// help"), read from the first-touch attribution a form carried. The raw tags stay in the database
// and the export; people read this.
import type { Attribution } from "@/db/schema";

const knownSources: Record<string, string> = {
  google: "Google",
  bing: "Bing",
  microsoft: "Microsoft",
  facebook: "Facebook",
  fb: "Facebook",
  instagram: "Instagram",
  ig: "Instagram",
  meta: "Meta",
  pinterest: "Pinterest",
  tiktok: "TikTok",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  newsletter: "our newsletter",
  email: "an email",
};
const paidMediums = new Set([
  "cpc",
  "ppc",
  "paid",
  "paidsearch",
  "paid_search",
  "paid-search",
  "sem",
  "ads",
  "display",
  "paid_social",
  "paidsocial",
]);

/** "reading-help" and "reading_help" read as "Reading help". */
export function humanizeTag(tag: string): string {
  const words = tag
    .trim()
    .replace(/[-_+]+/g, " ")
    .replace(/\s+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function sourceName(source: string): string {
  return knownSources[source.trim().toLowerCase()] ?? humanizeTag(source);
}

function hostOf(referrer: string): string {
  try {
    return new URL(referrer).hostname.replace(/^www\./, "");
  } catch {
    return referrer;
  }
}

/** One sentence saying where a lead came from. */
export function attributionSentence(
  attribution: Attribution | null | undefined,
  gclid?: string | null,
): string {
  const a = attribution;
  const clicked = Boolean(gclid || a?.gclid);
  const source = a?.utm_source?.trim() ?? "";
  const medium = a?.utm_medium?.trim().toLowerCase() ?? "";
  let origin: string;
  if (source) {
    const name = sourceName(source);
    if (paidMediums.has(medium) || (clicked && name === "Google")) origin = `${name} Ads`;
    else if (medium === "organic") origin = `a ${name} search`;
    else if (medium === "email") origin = name === "an email" ? name : `an email (${name})`;
    else if (medium === "referral") origin = `a link on ${name}`;
    else origin = name;
  } else if (clicked) origin = "Google Ads";
  else if (a?.referrer) origin = `a link on ${hostOf(a.referrer)}`;
  else return "Came to the site directly (no campaign or referring site recorded)";
  const parts = [`Came from ${origin}`];
  if (a?.utm_campaign?.trim()) parts.push(`campaign ${humanizeTag(a.utm_campaign)}`);
  if (a?.utm_term?.trim()) parts.push(`searching for “${a.utm_term.trim()}”`);
  if (a?.utm_content?.trim()) parts.push(`ad ${humanizeTag(a.utm_content)}`);
  if (source && a?.referrer) parts.push(`through ${hostOf(a.referrer)}`);
  return parts.join(", ");
}

/**
 * A lead's one source as the inbox filter and the dashboard tally name it (source_key: "gclid",
 * "direct" or "utm:<source>"), in words.
 */
export function sourceKeyLabel(key: string): string {
  if (key === "gclid") return "Google Ads";
  if (key === "direct") return "No campaign (came directly, from a search or a link)";
  return sourceName(key.replace(/^utm:/, ""));
}

/** The report's placeholders (Google Analytics' own) for a tag that was not there. */
const missingTag = new Set(["(direct)", "(none)", "(not set)", ""]);

/**
 * A lead-source report row (source / medium / campaign as stored, lower-cased, with Google
 * Analytics' placeholders for what is missing) in words: "Came from Google Ads, campaign Reading
 * help".
 */
export function channelSentence(source: string, medium: string, campaign: string): string {
  const tag = (value: string) => (missingTag.has(value.trim()) ? null : value);
  return attributionSentence({
    gclid: null,
    utm_source: tag(source),
    utm_medium: tag(medium),
    utm_campaign: tag(campaign),
    utm_term: null,
    utm_content: null,
    referrer: null,
    ts: null,
  });
}
