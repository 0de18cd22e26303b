import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { thankYouFlags, type ThankYouFlag } from "@/lib/flags/thank-you-flags";
import { siteConfig } from "@/lib/site-config";
import { metaContent } from "./marketing-helpers";
import { openPage } from "../helpers/pages";

const pages: { flag: ThankYouFlag; heading: string; links: [string, string][] }[] = [
  {
    flag: "consultationConfirmed",
    heading: "Thanks! Your consultation request is confirmed.",
    links: [
      ["Start Here", "/start-here"],
      ["Home", "/"],
    ],
  },
  {
    flag: "intakeSubmitted",
    heading: "Thanks! We received your intake form.",
    links: [
      ["Schedule a Consultation", "/start-here?open=consultation"],
      ["Home", "/"],
    ],
  },
  {
    flag: "contactSubmitted",
    heading: "Thank you for reaching out!",
    links: [
      ["Return Home", "/"],
      ["Start Here", "/start-here"],
    ],
  },
];

for (const { flag, heading, links } of pages) {
  const { cookie, page: path } = thankYouFlags[flag];

  test(`thank-you ${path}: heading, links, support email, noindex`, async ({
    page,
    context,
    baseURL,
  }) => {
    // The page is shown once, right after a submission (proxy.ts checks this one-time flag).
    await context.addCookies([
      { name: cookie, value: "1", url: new URL(path, baseURL).toString() },
    ]);
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const main = page.locator("main");
    for (const [name, href] of links)
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expect(main.getByRole("link", { name: siteConfig.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.supportEmail}`,
    );
    expect(await metaContent(page, 'meta[name="robots"]')).toContain("noindex");
    await expectNoSeriousA11yViolations(page);
  });
}
