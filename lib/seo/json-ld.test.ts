import { siteConfig } from "@/lib/site-config";
import type { FaqItem } from "@/lib/site-content/faqs";
import type { Service } from "@/lib/site-content/services";
import {
  faqPageJsonLd,
  organizationId,
  organizationJsonLd,
  parseOpeningHours,
  serializeJsonLd,
  servicesJsonLd,
  staffJsonLd,
} from "./json-ld";

describe("parseOpeningHours", () => {
  it("reads the business hours from site config", () => {
    expect(parseOpeningHours("Mon-Fri 8am-5pm MT")).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "17:00",
    });
  });

  it.each([
    ["12am-12pm", "00:00", "12:00"],
    ["9am-1pm", "09:00", "13:00"],
  ])("converts %s to 24-hour time", (range, opens, closes) => {
    expect(parseOpeningHours(`Mon-Sat ${range}`)).toMatchObject({ opens, closes });
  });

  it("returns null for text it cannot read, rather than guessing", () => {
    expect(parseOpeningHours("By appointment")).toBeNull();
    expect(parseOpeningHours("Fri-Mon 8am-5pm")).toBeNull();
  });
});

describe("organizationJsonLd", () => {
  it("describes an EducationalOrganization that is also a LocalBusiness, from the saved facts", () => {
    const org = organizationJsonLd({
      name: "Bright Path Reading",
      email: "hello@brightpathreading.com",
      phone: "(385) 555-0177",
      state: "Utah",
      hoursShown: "Mon-Thu 9am-6pm MT",
    });
    expect(org["@type"]).toEqual(["EducationalOrganization", "LocalBusiness"]);
    expect(org).toMatchObject({
      name: "Bright Path Reading",
      url: `${siteConfig.siteUrl}/`,
      email: "hello@brightpathreading.com",
      telephone: "(385) 555-0177",
      address: { addressRegion: "Utah", addressCountry: "US" },
    });
    expect(org.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"],
        opens: "09:00",
        closes: "18:00",
      },
    ]);
  });
});

const faq: FaqItem[] = [
  {
    id: "how-long",
    question: "How long does it take to see results?",
    answer: "Most families notice improvement within **4-6 weeks** of regular sessions.",
  },
  {
    id: "billing",
    question: "How does billing work?",
    answer:
      "We send an invoice. [Read the terms](/terms) or [write to us](mailto:hello@example.com):\n\n- one\n- _two_",
  },
];

const service = (
  id: string,
  name: string,
  priceUsd: number,
  unit: Service["unit"],
  note = "",
): Service => ({
  id,
  name,
  price: "shown on the card",
  priceUsd,
  unit,
  note,
  description: `**${name}**, one to one and online.`,
  cta: { label: "Start with a free call", href: "/start-here?open=consultation" },
});

const services: Service[] = [
  service("free-consultation", "Free Consultation", 0, "free"),
  service(
    "reading-discovery-program",
    "Reading Discovery Program",
    1200,
    "program",
    "Online 1:1, twenty sessions",
  ),
  service("writing-tutoring", "1:1 Online Writing", 50, "hour"),
];

describe("faqPageJsonLd", () => {
  it("turns every visible question into a Question with the plain words of its answer", () => {
    const data = faqPageJsonLd(faq);
    expect(data["@type"]).toBe("FAQPage");
    const questions = data.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((q) => q.name)).toEqual(faq.map((item) => item.question));
    expect(questions[0]!.acceptedAnswer.text).toBe(
      "Most families notice improvement within 4-6 weeks of regular sessions.",
    );
    expect(questions[1]!.acceptedAnswer.text).toBe(
      "We send an invoice. Read the terms or write to us:\none\ntwo",
    );
  });
});

describe("servicesJsonLd", () => {
  const graph = servicesJsonLd(services, "Bright Path Reading")["@graph"] as Record<
    string,
    unknown
  >[];

  it("lists each service with an offer in USD and its description in plain words", () => {
    expect(graph).toHaveLength(3);
    expect(graph[0]!.description).toBe("Free Consultation, one to one and online.");
    for (const node of graph) {
      expect(node["@type"]).toBe("Service");
      expect(node.offers).toMatchObject({ "@type": "Offer", priceCurrency: "USD" });
    }
  });

  it("prices the free consultation at zero and hourly tutoring per hour", () => {
    const byName = Object.fromEntries(
      graph.map((node) => [node.name as string, node.offers as Record<string, unknown>] as const),
    );
    expect(byName["Free Consultation"]!.price).toBe("0.00");
    expect(byName["Reading Discovery Program"]).toMatchObject({
      price: "1200.00",
      description: "Online 1:1, twenty sessions",
    });
    expect(byName["1:1 Online Writing"]!.priceSpecification).toMatchObject({
      price: "50.00",
      unitCode: "HUR",
    });
  });
});

describe("serializeJsonLd", () => {
  it("escapes characters that could close the script tag", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("staffJsonLd", () => {
  it("describes each person working for the practice, with credentials and their issuers", () => {
    const data = staffJsonLd([
      {
        id: "megan-park",
        name: "Megan Park",
        role: "Structured Literacy Tutor",
        credentials: [
          { kind: "wilson", text: "" },
          { kind: "other", text: "B.S., Communication Disorders" },
        ],
        bio: ["Megan hears which sounds a child is missing.", "Second."],
        specialties: ["Spelling"],
        picture: { kind: "illustration", src: "/images/staff/megan-park.svg", alt: "Megan" },
      },
    ]);
    const [person] = data["@graph"] as Record<string, unknown>[];
    expect(person).toMatchObject({
      "@type": "Person",
      name: "Megan Park",
      jobTitle: "Structured Literacy Tutor",
      worksFor: { "@id": organizationId },
      description: "Megan hears which sounds a child is missing.",
      knowsAbout: ["Spelling"],
      hasCredential: [
        {
          name: "Wilson Reading System certification",
          recognizedBy: { "@type": "Organization", name: "Wilson Language Training" },
        },
        { name: "B.S., Communication Disorders" },
      ],
    });
    expect(String(person!.image)).toMatch(/^https?:\/\/.+\/images\/staff\/megan-park\.svg$/);
    // No review or rating markup: the practice describes its people, not itself.
    expect(JSON.stringify(data)).not.toMatch(/Review|Rating/);
  });
});
