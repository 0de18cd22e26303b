import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { gtagEvents, jsonLd } from "./marketing-helpers";
import { openPage } from "../helpers/pages";

test("structured literacy: badge, cards, features, benefits, FAQ and FAQPage JSON-LD", async ({
  page,
}) => {
  await openPage(page, "/structured-literacy");
  await expect(page.getByText("Evidence-based Orton-Gillingham instruction")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Structured literacy");
  await expect(page.getByRole("heading", { name: "Start With a Consultation Call" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Start By Completing Our Intake Form" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Complete the intake form" })).toHaveAttribute(
    "href",
    "/start-here?open=intake",
  );

  for (const feature of [
    "Phonological Awareness",
    "Phonics & Decoding",
    "Fluency Development",
    "Vocabulary & Comprehension",
  ]) {
    await expect(page.getByRole("heading", { level: 3, name: feature })).toBeVisible();
  }
  await expect(page.locator("#benefits li")).toHaveCount(6);

  const questions = page.locator("#faq details");
  await expect(questions).toHaveCount(4);
  const timing = questions.filter({ hasText: "How long does it take to see results?" });
  await expect(timing.getByText(/4-6 weeks/)).toBeHidden();
  await timing.locator("summary").click();
  await expect(timing.getByText(/4-6 weeks/)).toBeVisible();
  await expect(timing.getByText(/3-6 months/)).toBeVisible();

  const faqPage = (await jsonLd(page)).find((block) => block["@type"] === "FAQPage");
  expect((faqPage?.mainEntity as unknown[]).length).toBe(4);
});

test("structured literacy: the consultation card fires an Ads conversion worth 0 USD and opens the booking", async ({
  page,
}) => {
  await openPage(page, "/structured-literacy");
  const card = page
    .locator("li")
    .filter({ has: page.getByRole("heading", { name: "Start With a Consultation Call" }) });
  const link = card.getByRole("link", { name: "Book a free consultation" });
  await expect(link).toHaveAttribute("href", "/start-here?open=consultation");
  expect(await gtagEvents(page, "conversion")).toEqual([]);
  await link.click();
  await expect.poll(() => gtagEvents(page, "conversion")).toHaveLength(1);
  expect((await gtagEvents(page, "conversion"))[0]).toMatchObject({
    value: 0,
    currency: "USD",
    conversion_kind: "consultation",
  });
  await expect(page).toHaveURL(/\/start-here\?open=consultation$/);
});

test("structured literacy: no serious accessibility violations, with the FAQ open", async ({
  page,
}) => {
  await openPage(page, "/structured-literacy");
  await page.locator("#faq summary").first().click();
  await expectNoSeriousA11yViolations(page);
});
