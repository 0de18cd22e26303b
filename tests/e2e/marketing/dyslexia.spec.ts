import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { gtagEvents, pushedEvents } from "./marketing-helpers";
import { openPage } from "../helpers/pages";

const consultation = "/start-here?open=consultation";

test("dyslexia: sections, every CTA to the consultation, and one lp_view", async ({ page }) => {
  await openPage(page, "/dyslexia");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "See Success Stories" })).toHaveAttribute(
    "href",
    "#testimonials",
  );
  await expect(
    page.getByRole("link", { name: "Learn more about structured literacy" }),
  ).toHaveAttribute("href", "/structured-literacy");
  for (const heading of [
    "Dyslexia tutoring that is built for your child",
    "Real progress, on a realistic timeline",
    "Families who found their way",
    "The first step is a free conversation",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }

  // Hero, four topic sections, the closing band and the fixed button.
  const ctas = page.locator("[data-lp-cta]");
  await expect(ctas).toHaveCount(7);
  for (const href of await ctas.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  ))
    expect(href).toBe(consultation);
  // "Book a Tutor" floats once the hero is passed (sticky; words-that-match.spec.ts checks it
  // never covers content).
  await expect(page.getByTestId("floating-book-a-tutor")).toHaveCSS("position", "sticky");

  await expect
    .poll(() => pushedEvents(page, "lp_view"))
    .toEqual([{ event: "lp_view", lp: "dyslexia" }]);
  await expect.poll(() => gtagEvents(page, "view_dyslexia_lp")).toHaveLength(1);
});

test("dyslexia: a CTA click reports cta_click and dyslexia_cta_click, then opens the booking", async ({
  page,
}) => {
  await openPage(page, "/dyslexia");
  await expect.poll(() => pushedEvents(page, "lp_view")).toHaveLength(1);
  await page.getByRole("link", { name: "Schedule a Free Consultation" }).first().click();
  await expect
    .poll(() => pushedEvents(page, "cta_click"))
    .toEqual([{ event: "cta_click", lp: "dyslexia", cta: "consultation" }]);
  expect(await gtagEvents(page, "dyslexia_cta_click")).toEqual([{ destination: "consultation" }]);
  await expect(page).toHaveURL(/\/start-here\?open=consultation$/);
});

test("dyslexia: arriving with #testimonials scrolls to the testimonials", async ({ page }) => {
  await openPage(page, "/dyslexia#testimonials");
  await expect(page.locator("#testimonials")).toBeInViewport();
  await expect(
    page.getByRole("heading", { name: "Families who found their way" }),
  ).toBeInViewport();
});

test("dyslexia: reduced motion still lands on #testimonials", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPage(page, "/dyslexia#testimonials");
  await expect(page.locator("#testimonials")).toBeInViewport();
});

test("dyslexia: no serious accessibility violations", async ({ page }) => {
  await openPage(page, "/dyslexia");
  await expectNoSeriousA11yViolations(page);
});
