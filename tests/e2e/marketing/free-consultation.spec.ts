import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { metaContent } from "./marketing-helpers";
import { openPage } from "../helpers/pages";

test("lead landing page: own slim layout, badge, both buttons, benefits and what the child gets", async ({
  page,
}) => {
  await openPage(page, "/free-consultation");
  // No site header navigation or site footer: just the brand bar and the legal links.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
  await expect(page.getByRole("banner")).toContainText("Bright Path Reading");

  await expect(page.getByText("Trusted by 500+ Families")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const book = page.getByRole("link", { name: "Book Free Consultation" });
  const assess = page.getByRole("link", { name: "Get Assessment" });
  await expect(book.first()).toHaveAttribute("href", "/free-consultation?open=consultation");
  await expect(assess.first()).toHaveAttribute("href", "/free-consultation?open=intake");

  await expect(page.locator("#benefits h3")).toHaveCount(4);
  await expect(page.locator("#what-your-child-gets ul").first().locator("li")).toHaveCount(6);
  expect(await metaContent(page, 'meta[name="robots"]')).toContain("noindex");
  await expectNoSeriousA11yViolations(page);
});
