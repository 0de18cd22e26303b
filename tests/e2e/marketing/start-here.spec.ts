import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { openPage } from "../helpers/pages";

test("start here: welcome and the two cards linking to the two modals", async ({ page }) => {
  await openPage(page, "/start-here");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Start With a Consultation Call" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Start By Completing Our Intake Form" }),
  ).toBeVisible();
  await expect(
    page.locator("#main-content").getByRole("link", { name: "Book a free consultation" }),
  ).toHaveAttribute("href", "/start-here?open=consultation");
  await expect(page.getByRole("link", { name: "Complete the intake form" })).toHaveAttribute(
    "href",
    "/start-here?open=intake",
  );
  await expectNoSeriousA11yViolations(page);
});

test("get started: hero with the consultation and assessment entry buttons", async ({ page }) => {
  await openPage(page, "/get-started");
  await expect(
    page.getByRole("heading", { level: 1, name: "Get started with one-to-one reading help" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Schedule a free consultation" })).toHaveAttribute(
    "href",
    "/get-started?open=consultation",
  );
  await expect(page.getByRole("link", { name: "Get your child's assessment" })).toHaveAttribute(
    "href",
    "/get-started?open=intake",
  );
  await expect(page.getByRole("heading", { level: 2, name: "What happens next" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
