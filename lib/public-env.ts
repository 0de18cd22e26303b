// Build-time public settings: every NEXT_PUBLIC_* variable, the business time zone and the public
// address (SITE_URL) are read here and nowhere else. Next.js inlines a value into the bundles only where the code spells out
// `process.env.NAME` literally, so each is read by name below; a loop or a destructuring would
// leave the browser with undefined. BUSINESS_TIME_ZONE has no NEXT_PUBLIC_ prefix (it is the name
// the README has always documented), so next.config.ts lists it under `env` to inline it too:
// the booking calendar in the browser and the server must agree on the zone. Relative imports
// only: next.config.ts loads this file outside the bundler's path aliases.
import { isValidTimeZone } from "./practice/time-zone";

/** The raw values, keyed by variable name (the security headers test other sets of them). */
export type PublicVars = Record<string, string | undefined>;

export const publicVars: PublicVars = {
  SITE_URL: process.env.SITE_URL,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_BUSINESS_NAME: process.env.NEXT_PUBLIC_BUSINESS_NAME,
  NEXT_PUBLIC_BUSINESS_SHORT_NAME: process.env.NEXT_PUBLIC_BUSINESS_SHORT_NAME,
  NEXT_PUBLIC_SUPPORT_EMAIL: process.env.NEXT_PUBLIC_SUPPORT_EMAIL,
  NEXT_PUBLIC_BUSINESS_PHONE: process.env.NEXT_PUBLIC_BUSINESS_PHONE,
  NEXT_PUBLIC_BUSINESS_STATE: process.env.NEXT_PUBLIC_BUSINESS_STATE,
  NEXT_PUBLIC_UTAH_FITS_ALL_URL: process.env.NEXT_PUBLIC_UTAH_FITS_ALL_URL,
  BUSINESS_TIME_ZONE: process.env.BUSINESS_TIME_ZONE,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
  NEXT_PUBLIC_GOOGLE_ADS_ID: process.env.NEXT_PUBLIC_GOOGLE_ADS_ID,
  NEXT_PUBLIC_ADS_LABEL_CONSULTATION: process.env.NEXT_PUBLIC_ADS_LABEL_CONSULTATION,
  NEXT_PUBLIC_ADS_LABEL_INTAKE: process.env.NEXT_PUBLIC_ADS_LABEL_INTAKE,
  NEXT_PUBLIC_ADS_LABEL_CONTACT: process.env.NEXT_PUBLIC_ADS_LABEL_CONTACT,
  NEXT_PUBLIC_VERCEL_ANALYTICS: process.env.NEXT_PUBLIC_VERCEL_ANALYTICS,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
};

export const DEFAULT_BUSINESS_TIME_ZONE = "America/Denver";

/**
 * The browser takes the zone the build checked (next.config.ts reads this module, so a misspelt
 * zone stops the build) without checking it again: the check is the page's first use of a named
 * zone, which makes the browser load its time-zone data on the main thread while every page,
 * games included, is waking up (npm run bench: about 25 ms of a phone's CPU).
 */
const CHECK_ZONE = typeof window === "undefined";

/** The zone consultation hours, emails and the staff area use; a misspelt zone stops the build. */
export function businessTimeZoneFrom(value: string | undefined, check = CHECK_ZONE): string {
  const zone = value?.trim() || DEFAULT_BUSINESS_TIME_ZONE;
  if (check && !isValidTimeZone(zone)) {
    throw new Error(
      `Invalid configuration:\n  BUSINESS_TIME_ZONE: "${zone}" is not an IANA time zone`,
    );
  }
  return zone;
}

export const DEFAULT_SITE_URL = "http://localhost:3000";

/**
 * The one public address: SITE_URL, built into the pages (next.config.ts inlines it) and read by
 * the server at run time (lib/env.ts), which must agree (lib/launch-check.ts). The former second
 * setting, NEXT_PUBLIC_SITE_URL, may only repeat it.
 */
export function siteUrlFrom(vars: PublicVars): string {
  const siteUrl = (vars.SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, "");
  const legacy = vars.NEXT_PUBLIC_SITE_URL?.trim().replace(/\/+$/, "");
  if (legacy && legacy !== siteUrl) {
    throw new Error(
      `Invalid configuration:\n  NEXT_PUBLIC_SITE_URL (${legacy}) differs from SITE_URL (${siteUrl}). SITE_URL alone sets the site's public address: remove NEXT_PUBLIC_SITE_URL.`,
    );
  }
  return siteUrl;
}

export type PublicEnv = ReturnType<typeof publicEnvFrom>;

/** Typed settings with their defaults; an empty variable counts as unset. */
export function publicEnvFrom(vars: PublicVars) {
  const value = (name: string) => vars[name] || undefined;
  return {
    siteUrl: siteUrlFrom(vars),
    businessName: value("NEXT_PUBLIC_BUSINESS_NAME") ?? "Bright Path Reading",
    businessShortName: value("NEXT_PUBLIC_BUSINESS_SHORT_NAME") ?? "Bright Path",
    supportEmail: value("NEXT_PUBLIC_SUPPORT_EMAIL") ?? "support@brightpathreading.com",
    businessPhone: value("NEXT_PUBLIC_BUSINESS_PHONE") ?? "(801) 555-0142",
    businessState: value("NEXT_PUBLIC_BUSINESS_STATE") ?? "Utah",
    utahFitsAllUrl: value("NEXT_PUBLIC_UTAH_FITS_ALL_URL") ?? "https://utahfitsall.org/apply",
    businessTimeZone: businessTimeZoneFrom(value("BUSINESS_TIME_ZONE")),
    gaMeasurementId: value("NEXT_PUBLIC_GA_MEASUREMENT_ID") ?? "",
    googleAdsId: value("NEXT_PUBLIC_GOOGLE_ADS_ID") ?? "",
    adsConversionLabels: {
      consultation: value("NEXT_PUBLIC_ADS_LABEL_CONSULTATION") ?? "",
      intake: value("NEXT_PUBLIC_ADS_LABEL_INTAKE") ?? "",
      contact: value("NEXT_PUBLIC_ADS_LABEL_CONTACT") ?? "",
    },
    vercelAnalytics: value("NEXT_PUBLIC_VERCEL_ANALYTICS") === "1",
    recaptchaSiteKey: value("NEXT_PUBLIC_RECAPTCHA_SITE_KEY") ?? "",
    turnstileSiteKey: value("NEXT_PUBLIC_TURNSTILE_SITE_KEY") ?? "",
  };
}

export const publicEnv: PublicEnv = publicEnvFrom(publicVars);
