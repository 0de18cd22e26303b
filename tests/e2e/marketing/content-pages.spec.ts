import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { resourceGroups } from "@/lib/content/resources";
import { siteConfig } from "@/lib/site-config";
import { metaContent } from "./marketing-helpers";
import { openPage } from "../helpers/pages";

test("assessments: two progress charts with sizes and descriptive alt text", async ({ page }) => {
  await openPage(page, "/assessments");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Student assessments");
  await expect(page.getByText("$100, free after completing 8 sessions")).toBeVisible();
  const charts = page.locator("#progress figure img");
  await expect(charts).toHaveCount(2);
  for (let i = 0; i < 2; i += 1) {
    const chart = charts.nth(i);
    await expect(chart).toHaveAttribute("width", "640");
    await expect(chart).toHaveAttribute("height", "400");
    expect((await chart.getAttribute("alt"))?.length).toBeGreaterThan(40);
    await chart.scrollIntoViewIfNeeded();
    await expect
      .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await expect(page.getByRole("link", { name: "Request an assessment" }).first()).toHaveAttribute(
    "href",
    "/start-here?open=intake",
  );
  await expectNoSeriousA11yViolations(page);
});

test("utah fits all: Apply Now opens the program site safely in a new tab", async ({ page }) => {
  await openPage(page, "/utah-fits-all");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Utah Fits All");
  const apply = page.getByRole("link", { name: /Apply Now/ }).first();
  await expect(apply).toHaveAttribute("href", siteConfig.utahFitsAllUrl);
  await expect(apply).toHaveAttribute("target", "_blank");
  await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
  await expect(
    page.locator("#main-content").getByRole("link", { name: "Book a free consultation" }),
  ).toHaveAttribute("href", "/start-here?open=consultation");
  await expectNoSeriousA11yViolations(page);
});

test("dyslexia resources: every group with real external links that open safely", async ({
  page,
}) => {
  await openPage(page, "/dyslexia-resources");
  await expect(page.getByRole("heading", { level: 1, name: "Dyslexia resources" })).toBeVisible();
  for (const title of ["Websites", "Books", "Podcasts", "Videos", "Courses", "Parent resources"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  for (const name of [
    "International Dyslexia Association",
    "Understood.org",
    "Yale Center for Dyslexia & Creativity",
    "Decoding Dyslexia Utah",
    "Overcoming Dyslexia",
    "The Dyslexic Advantage",
  ]) {
    await expect(
      page
        .getByRole("link", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
        .first(),
    ).toBeVisible();
  }
  const external = page.locator('main a[target="_blank"]');
  await expect(external).toHaveCount(
    resourceGroups.reduce((sum, group) => sum + group.items.length, 0),
  );
  for (const rel of await external.evaluateAll((links) =>
    links.map((link) => link.getAttribute("rel")),
  ))
    expect(rel).toBe("noopener noreferrer");
  await expectNoSeriousA11yViolations(page);
});

test("decoding discoveries: three disabled module buttons labelled coming soon", async ({
  page,
}) => {
  await openPage(page, "/decoding-discoveries");
  await expect(page.getByRole("heading", { level: 1, name: "Decoding Discoveries" })).toBeVisible();
  const modules = page.getByRole("button", { name: /coming soon/i });
  await expect(modules).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) await expect(modules.nth(i)).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test("class info: the placeholder text, kept out of search", async ({ page }) => {
  await openPage(page, "/class-info");
  await expect(page.getByRole("heading", { level: 1, name: "Class Info" })).toBeVisible();
  await expect(
    page.getByText("Class information and schedules coming soon.", { exact: true }),
  ).toBeVisible();
  expect(await metaContent(page, 'meta[name="robots"]')).toContain("noindex");
  await expectNoSeriousA11yViolations(page);
});

test("contact: the Get in touch panel beside the form slot", async ({ page }) => {
  await openPage(page, "/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  const panel = page.getByRole("complementary", { name: "Get in touch" });
  await expect(panel.getByRole("link", { name: siteConfig.supportEmail })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.supportEmail}`,
  );
  await expect(panel.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
    "href",
    siteConfig.phoneHref,
  );
  await expect(panel.getByText("Mon-Fri 8am-5pm MT")).toBeVisible();
  await expect(page.locator("#contact-form-slot")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});
