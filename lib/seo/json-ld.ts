// Schema.org structured data for search engines. Builders return plain objects so they can be
// unit-tested; components/marketing/json-ld.tsx serialises them into a script tag.
import type { BusinessFacts } from "@/lib/site-content/facts-now";
import type { FaqItem } from "@/lib/site-content/faqs";
import { richTextToPlain } from "@/lib/site-content/rich-text";
import type { Service } from "@/lib/site-content/services";
import { CREDENTIAL_KINDS } from "@/lib/site-content/staff-profile-schema";
import type { StaffProfile } from "@/lib/site-content/staff-profiles";
import { absoluteUrl } from "./urls";

type JsonLd = Record<string, unknown>;

export const organizationId = `${absoluteUrl("/")}#organization`;

const dayNames: Record<string, string> = {
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
  Sun: "Sunday",
};
const dayOrder = Object.keys(dayNames);

function to24h(hour: string, meridiem: string): string {
  const h = (Number(hour) % 12) + (meridiem.toLowerCase() === "pm" ? 12 : 0);
  return `${String(h).padStart(2, "0")}:00`;
}

/** Turns the opening hours ("Mon-Fri 8am-5pm MT") into schema.org opening hours, or null if unreadable. */
export function parseOpeningHours(hours: string): JsonLd | null {
  const match =
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)-(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s+(\d{1,2})(am|pm)-(\d{1,2})(am|pm)/i.exec(
      hours.trim(),
    );
  if (!match) return null;
  const [, from, to, openHour, openMeridiem, closeHour, closeMeridiem] =
    match as unknown as string[];
  const start = dayOrder.indexOf(from!);
  const end = dayOrder.indexOf(to!);
  if (start < 0 || end < start) return null;
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: dayOrder.slice(start, end + 1).map((day) => dayNames[day]),
    opens: to24h(openHour!, openMeridiem!),
    closes: to24h(closeHour!, closeMeridiem!),
  };
}

/**
 * The business on the home page: a school-like organisation that is also a local business, with
 * the facts staff saved.
 */
export function organizationJsonLd(
  facts: Pick<BusinessFacts, "name" | "email" | "phone" | "state" | "hoursShown">,
): JsonLd {
  const openingHours = parseOpeningHours(facts.hoursShown);
  return {
    "@context": "https://schema.org",
    "@type": ["EducationalOrganization", "LocalBusiness"],
    "@id": organizationId,
    name: facts.name,
    url: absoluteUrl("/"),
    image: absoluteUrl("/opengraph-image"),
    description:
      "One-to-one online Orton-Gillingham structured literacy tutoring for children with dyslexia and other learning differences: reading, spelling, writing, math and expression.",
    email: facts.email,
    telephone: facts.phone,
    address: { "@type": "PostalAddress", addressRegion: facts.state, addressCountry: "US" },
    areaServed: [
      { "@type": "State", name: facts.state },
      { "@type": "Country", name: "United States" },
    ],
    priceRange: "Free consultation; tutoring from $50/hour",
    knowsAbout: [
      "Dyslexia",
      "Orton-Gillingham",
      "Structured literacy",
      "Reading intervention",
      "Multisensory math",
    ],
    ...(openingHours ? { openingHoursSpecification: [openingHours] } : {}),
  };
}

/** A page's questions as schema.org FAQPage; each answer in plain words, without its formatting. */
export function faqPageJsonLd(items: FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: richTextToPlain(item.answer) },
    })),
  };
}

function offerFor(service: Service, pageUrl: string): JsonLd {
  const offer: JsonLd = {
    "@type": "Offer",
    price: service.priceUsd.toFixed(2),
    priceCurrency: "USD",
    url: pageUrl,
    availability: "https://schema.org/InStock",
  };
  if (service.note) offer.description = service.note;
  if (service.unit === "hour") {
    offer.priceSpecification = {
      "@type": "UnitPriceSpecification",
      price: service.priceUsd.toFixed(2),
      priceCurrency: "USD",
      unitCode: "HUR",
      unitText: "hour",
    };
  }
  return offer;
}

/** Every service as a schema.org Service with its offer, provided by the organisation. */
export function servicesJsonLd(
  services: Service[],
  practiceName: string,
  path = "/services-offered",
): JsonLd {
  const pageUrl = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@graph": services.map((service) => ({
      "@type": "Service",
      "@id": `${pageUrl}#${service.id}`,
      name: service.name,
      description: richTextToPlain(service.description),
      serviceType: service.name,
      provider: {
        "@type": "EducationalOrganization",
        "@id": organizationId,
        name: practiceName,
      },
      areaServed: { "@type": "Country", name: "United States" },
      offers: offerFor(service, pageUrl),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so text can never close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The people of /meet-our-staff as schema.org Persons working for the organisation: role,
 * specialties, credentials (a listed one with the body that issues it) and picture.
 */
export function staffJsonLd(profiles: StaffProfile[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@graph": profiles.map((profile) => ({
      "@type": "Person",
      "@id": `${absoluteUrl("/meet-our-staff")}#${profile.id}`,
      name: profile.name,
      jobTitle: profile.role,
      worksFor: { "@id": organizationId },
      ...(profile.bio[0] ? { description: profile.bio[0] } : {}),
      ...(profile.specialties.length ? { knowsAbout: profile.specialties } : {}),
      ...(profile.picture ? { image: absoluteUrl(profile.picture.src) } : {}),
      ...(profile.credentials.length
        ? {
            hasCredential: profile.credentials.map((credential) =>
              credential.kind === "other"
                ? { "@type": "EducationalOccupationalCredential", name: credential.text }
                : {
                    "@type": "EducationalOccupationalCredential",
                    name: CREDENTIAL_KINDS[credential.kind].label,
                    recognizedBy: {
                      "@type": "Organization",
                      name: CREDENTIAL_KINDS[credential.kind].issuer,
                    },
                  },
            ),
          }
        : {}),
    })),
  };
}
