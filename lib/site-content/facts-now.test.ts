// The facts emails are written with: the built-in ones until this process reads or saves newer.
import { siteConfig } from "@/lib/site-config";
import { staffSignature } from "@/lib/email/layout";
import {
  builtInFacts,
  businessFactsNow,
  businessFactsOf,
  rememberBusinessFacts,
} from "./facts-now";

const facts = (phone: string, revision: number) =>
  businessFactsOf({ ...builtInFacts(), phone }, revision);

it("starts with the built-in facts, which the migration seeded", () => {
  expect(businessFactsNow()).toEqual(builtInFacts());
  expect(businessFactsNow()).toMatchObject({
    phone: siteConfig.phone,
    email: siteConfig.supportEmail,
    hoursShown: siteConfig.hours,
    replyTime: siteConfig.replyTime,
  });
});

it("keeps the newest revision it was given, whatever the order they arrive in", () => {
  rememberBusinessFacts(facts("(385) 555-0101", 2));
  rememberBusinessFacts(facts("(385) 555-0100", 1));
  expect(businessFactsNow()).toMatchObject({ phone: "(385) 555-0101", revision: 2 });
  rememberBusinessFacts(facts("(385) 555-0102", 3));
  expect(businessFactsNow()).toMatchObject({
    phone: "(385) 555-0102",
    phoneHref: "tel:3855550102",
  });
});

it("signs a staff member's email with the kept facts", () => {
  const { text, html } = staffSignature("Megan", "https://practice.test/");
  expect(text).toContain("(385) 555-0102");
  expect(html).toContain('href="tel:3855550102"');
});

it("keeps what this process read back after its own save, even at a lower revision (a restored database)", () => {
  rememberBusinessFacts(facts("(385) 555-0103", 1), { saved: true });
  expect(businessFactsNow()).toMatchObject({ phone: "(385) 555-0103", revision: 1 });
});
