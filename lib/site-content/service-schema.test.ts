import { faqFormSchema, faqSnapshotSchema } from "./faq-schema";
import {
  FREE_NEEDS_ZERO,
  formatPrice,
  serviceFormSchema,
  servicesSnapshotSchema,
} from "./service-schema";

const form = {
  name: " 1:1 Online Reading   Tutoring ",
  priceUsd: "70",
  unit: "hour",
  note: "",
  description: "Orton-Gillingham lessons, **one to one**.",
  ctaLabel: "Start with a free call",
  booking: "consultation",
};
const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("a service as staff edit it", () => {
  it("takes the form's strings: a whole-dollar price, the name tidied, a new one without id", () => {
    expect(serviceFormSchema.parse(form)).toEqual({
      ...form,
      id: null,
      name: "1:1 Online Reading Tutoring",
      priceUsd: 70,
    });
  });

  it("prints the price as the cards always have", () => {
    expect(formatPrice({ priceUsd: 0, unit: "free" })).toBe("Free");
    expect(formatPrice({ priceUsd: 100, unit: "assessment" })).toBe("$100");
    expect(formatPrice({ priceUsd: 70, unit: "hour" })).toBe("$70/hour");
    expect(formatPrice({ priceUsd: 1200, unit: "program" })).toBe("$1,200");
  });

  it.each([
    [{ priceUsd: "70.50" }, "Please give the price in whole dollars, such as 70."],
    [{ priceUsd: "seventy" }, "Please give the price in whole dollars, such as 70."],
    [{ priceUsd: "-5" }, "A price cannot be below 0."],
    [{ priceUsd: "20000" }, "A price can be at most $10,000."],
    [{ priceUsd: "0", unit: "hour" }, FREE_NEEDS_ZERO],
    [{ priceUsd: "30", unit: "free" }, FREE_NEEDS_ZERO],
    [{ unit: "week" }, "Please choose how the price is charged."],
    [{ name: "" }, "Please name the service."],
    [{ name: "x".repeat(61) }, "The name can be at most 60 characters."],
    [{ note: "<i>new</i>" }, "Please write plain text: formatting tags are not shown."],
    [{ description: "[pay](javascript:pay())" }, expect.stringMatching(/^Links must start/)],
    [{ booking: "https://example.org" }, "Please choose what the button opens."],
  ])("refuses %j", (change, expected) => {
    expect(message(serviceFormSchema.safeParse({ ...form, ...change }))).toEqual(expected);
  });

  it("a kept list holds each service once", () => {
    const service = { ...serviceFormSchema.parse(form), id: "reading", hidden: false };
    expect(servicesSnapshotSchema.safeParse({ services: [service] }).success).toBe(true);
    expect(message(servicesSnapshotSchema.safeParse({ services: [service, service] }))).toBe(
      "Each service can appear only once.",
    );
  });
});

describe("an FAQ question as staff edit it", () => {
  const faq = {
    page: "services-offered",
    question: "How does billing work?",
    answer: "We send an invoice. [Read the terms](/terms).",
  };

  it("takes a question for one of the two pages", () => {
    expect(faqFormSchema.parse(faq)).toEqual({ ...faq, id: null });
    expect(message(faqFormSchema.safeParse({ ...faq, page: "contact" }))).toBe(
      "Please choose the page the question appears on.",
    );
  });

  it("keeps the question plain and the answer within the allow-list", () => {
    expect(message(faqFormSchema.safeParse({ ...faq, question: "<b>Why?</b>" }))).toBe(
      "Please write plain text: formatting tags are not shown.",
    );
    expect(message(faqFormSchema.safeParse({ ...faq, answer: "<p>Hi</p>" }))).toMatch(/^HTML tags/);
    expect(message(faqFormSchema.safeParse({ ...faq, answer: "x".repeat(1201) }))).toBe(
      "The answer can be at most 1200 characters.",
    );
    const item = { ...faqFormSchema.parse(faq), id: "billing", hidden: false };
    expect(message(faqSnapshotSchema.safeParse({ items: [item, item] }))).toBe(
      "Each question can appear only once.",
    );
  });
});
