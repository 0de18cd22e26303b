// The practice's own testimonials must never become review markup: search engines treat a
// business's ratings of itself as self-serving. This holds every structured data the public
// pages emit, and every public page's source, to that.
import fs from "node:fs";
import path from "node:path";
import { builtInFacts } from "@/lib/site-content/facts-now";
import { builtInProfiles } from "@/lib/site-content/staff-profiles";
import {
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  servicesJsonLd,
  staffJsonLd,
} from "./json-ld";

const REVIEW_MARKUP =
  /"(Review|AggregateRating|Rating)"|"(review|aggregateRating|reviewRating|ratingValue)"\s*:/;

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("structured data of the public pages", () => {
  it("holds no Review or AggregateRating", () => {
    const facts = builtInFacts();
    const all = [
      organizationJsonLd(facts),
      servicesJsonLd(
        [
          {
            id: "reading-tutoring",
            name: "1:1 Online Reading Tutoring",
            price: "$70/hour",
            priceUsd: 70,
            unit: "hour",
            note: "",
            description: "Orton-Gillingham lessons.",
            cta: { label: "Start with a free call", href: "/start-here?open=consultation" },
          },
        ],
        facts.name,
      ),
      faqPageJsonLd([
        { id: "q", question: "Who benefits?", answer: "Children with **dyslexia**." },
      ]),
      staffJsonLd(builtInProfiles()),
    ].map(serializeJsonLd);
    for (const json of all) expect(json).not.toMatch(REVIEW_MARKUP);
  });

  it("is never written with review types in any public page or the JSON-LD builders", () => {
    const files = [
      ...sourcesUnder(path.join(process.cwd(), "app", "(marketing)")),
      path.join(process.cwd(), "lib", "seo", "json-ld.ts"),
      path.join(process.cwd(), "components", "marketing", "cards.tsx"),
    ];
    expect(files.length).toBeGreaterThan(10);
    const offending = files.filter((file) =>
      /AggregateRating|schema\.org\/Review|"@type":\s*"Review"|ratingValue/.test(
        fs.readFileSync(file, "utf8"),
      ),
    );
    expect(offending).toEqual([]);
  });
});
