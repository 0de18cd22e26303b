// Business facts in one typed place, derived from the build-time public settings in
// lib/public-env.ts (listed in the README; they are inlined into pages and emails).
import { zoneLabel } from "@/lib/practice/time-zone";
import { publicEnv } from "@/lib/public-env";

export type SiteConfig = {
  name: string;
  shortName: string;
  supportEmail: string;
  phone: string;
  phoneHref: string;
  hours: string;
  /**
   * How soon a person replies to a parent: the one promise of the contact page, the auto-replies
   * and the thank-you pages (spec section 9: "Contact is promised within 24 hours").
   */
  replyTime: string;
  state: string;
  /** The business time zone (BUSINESS_TIME_ZONE): consultation hours, emails and the staff area. */
  timeZone: string;
  timeZoneLabel: string;
  siteUrl: string;
  copyrightYear: number;
  utahFitsAllUrl: string;
};

function digitsOnly(phone: string) {
  return phone.replace(/[^\d+]/g, "");
}

const timeZoneLabel = zoneLabel(publicEnv.businessTimeZone);

export const siteConfig: SiteConfig = {
  name: publicEnv.businessName,
  shortName: publicEnv.businessShortName,
  supportEmail: publicEnv.supportEmail,
  phone: publicEnv.businessPhone,
  phoneHref: `tel:${digitsOnly(publicEnv.businessPhone)}`,
  hours: `Mon-Fri 8am-5pm ${timeZoneLabel}`,
  replyTime: "within 24 hours",
  state: publicEnv.businessState,
  timeZone: publicEnv.businessTimeZone,
  timeZoneLabel,
  siteUrl: publicEnv.siteUrl.replace(/\/$/, ""),
  copyrightYear: 2024,
  utahFitsAllUrl: publicEnv.utahFitsAllUrl,
};
