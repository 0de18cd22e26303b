// Business facts in one typed place. Each can be overridden at build time through the
// NEXT_PUBLIC_* variables listed in the README (they are inlined into pages and emails).
export type SiteConfig = {
  name: string;
  shortName: string;
  supportEmail: string;
  phone: string;
  phoneHref: string;
  hours: string;
  state: string;
  timeZone: string;
  timeZoneLabel: string;
  siteUrl: string;
  copyrightYear: number;
  utahFitsAllUrl: string;
};

function digitsOnly(phone: string) {
  return phone.replace(/[^\d+]/g, "");
}

const phone = process.env.NEXT_PUBLIC_BUSINESS_PHONE || "(801) 555-0142";

export const siteConfig: SiteConfig = {
  name: process.env.NEXT_PUBLIC_BUSINESS_NAME || "Bright Path Reading",
  shortName: process.env.NEXT_PUBLIC_BUSINESS_SHORT_NAME || "Bright Path",
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || "support@brightpathreading.com",
  phone,
  phoneHref: `tel:${digitsOnly(phone)}`,
  hours: "Mon-Fri 8am-5pm MT",
  state: process.env.NEXT_PUBLIC_BUSINESS_STATE || "Utah",
  timeZone: process.env.NEXT_PUBLIC_BUSINESS_TIME_ZONE || "America/Denver",
  timeZoneLabel: "MT",
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/$/, ""),
  copyrightYear: 2024,
  utahFitsAllUrl:
    process.env.NEXT_PUBLIC_UTAH_FITS_ALL_URL || "https://utahfitsall.org/apply",
};
