import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { staff } from "@/lib/content/staff";
import { jsonLd } from "./marketing-helpers";
import { openPage } from "../helpers/pages";

test("home: mission, subjects, trust figures, CTAs to /start-here and organisation JSON-LD", async ({
  page,
}) => {
  await openPage(page, "/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Reading help that finally fits your child" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Bright Path Reading/);

  const trust = page.getByRole("region", { name: "Why families trust us" });
  for (const figure of ["500+", "95%", "10+", "30 min"])
    await expect(trust.getByText(figure, { exact: true })).toBeVisible();

  for (const heading of [
    "Every child can learn to read when they are taught the way they learn",
    "Students who learn differently, at any age",
    "Reading, spelling, writing, math and expression",
    "Private lessons, live, from your kitchen table",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const subject of ["Reading", "Spelling", "Writing", "Math", "Expression"]) {
    await expect(page.getByRole("heading", { level: 3, name: subject, exact: true })).toBeVisible();
  }

  // Every "Book a free consultation" opens the calendar in one step (#16).
  const book = page
    .locator("#main-content")
    .getByRole("link", { name: "Book a free consultation" });
  await expect(book).toHaveAttribute("href", "/start-here?open=consultation");
  await expect(page.getByRole("link", { name: "Start here" })).toHaveAttribute(
    "href",
    "/start-here",
  );

  const [organisation] = await jsonLd(page);
  expect(organisation?.["@type"]).toEqual(["EducationalOrganization", "LocalBusiness"]);

  await book.click();
  await expect(page).toHaveURL(/\/start-here\?open=consultation$/);
});

test("home: no serious accessibility violations", async ({ page }) => {
  await openPage(page, "/");
  await expectNoSeriousA11yViolations(page);
});

test("meet our staff: every bio from the staff module with an illustrated avatar", async ({
  page,
}) => {
  await openPage(page, "/meet-our-staff");
  await expect(page.getByRole("heading", { level: 1, name: "Meet our staff" })).toBeVisible();
  for (const member of staff) {
    await expect(page.getByRole("heading", { level: 2, name: member.name })).toBeVisible();
    const avatar = page.getByRole("img", { name: member.avatar.alt });
    await expect(avatar).toHaveAttribute("width", "160");
    await expect(avatar).toHaveAttribute("height", "160");
  }
  await expect(
    page.locator("#main-content").getByRole("link", { name: "Book a free consultation" }),
  ).toHaveAttribute("href", "/start-here?open=consultation");
  await expectNoSeriousA11yViolations(page);
});
