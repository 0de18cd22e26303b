// The staff area is a house of its own (issue 34, point 4): admin, account and teacher-portal
// pages share one staff layout with their own navigation, and carry no marketing header, footer,
// cookie question, analytics or ad tags. Run with analytics configured (for example
// NEXT_PUBLIC_GA_MEASUREMENT_ID=G-E2ETEST NEXT_PUBLIC_GOOGLE_ADS_ID=AW-E2ETEST, built into the
// pages) to see the tags load on a marketing page and not on staff pages; without it the rest
// still holds. No request leaves this machine either way: other hosts are answered here.
import type { Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { adminAccount, signUpByApi, testSupport, uniqueEmail } from "../helpers/auth";

const analyticsConfigured = Boolean(
  process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ||
  process.env.NEXT_PUBLIC_GOOGLE_ADS_ID ||
  process.env.NEXT_PUBLIC_VERCEL_ANALYTICS === "1",
);

const staffPages = [
  "/admin",
  "/admin/leads",
  "/account/security",
  "/teacher-portal",
  "/teacher-portal/sounds",
];

/** Every request for analytics or advertising: to another host, or to Vercel's own path. */
async function recordAnalyticsRequests(page: Page, site: string): Promise<string[]> {
  const seen: string[] = [];
  const local = new URL(site).hostname;
  await page.route(
    (url) => url.hostname !== local || url.pathname.startsWith("/_vercel/"),
    async (route) => {
      seen.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    },
  );
  return seen;
}

/** Page views handed to the Google tag, by path (dataLayer holds them whether or not it loaded). */
function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "event" && args[1] === "page_view")
      .map((args) => String((args[2] as { page_path?: string }).page_path)),
  );
}

test("staff pages have the staff layout, and no marketing chrome, cookie question or analytics", async ({
  page,
  baseURL,
}) => {
  const analytics = await recordAnalyticsRequests(page, baseURL!);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  if (analyticsConfigured) await expect.poll(() => analytics.length).toBeGreaterThan(0);

  // Signing in on /login moves to the staff area without a full load, as a person does: the tag
  // a marketing page loaded may still be in the page, and must send nothing from here.
  await page.goto("/login?next=%2Fadmin%2Fleads");
  await page.getByLabel("Email").fill(adminAccount.email);
  await page.getByLabel("Password", { exact: true }).fill(adminAccount.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Staff sections" })
    .getByRole("link", { name: "Pipeline" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Pipeline" })).toBeVisible();
  expect((await pageViews(page)).filter((path) => !path.startsWith("/login"))).toEqual([]);
  const tagIds = [process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID, process.env.NEXT_PUBLIC_GOOGLE_ADS_ID];
  for (const id of tagIds.filter(Boolean))
    expect(
      await page.evaluate(
        (flag) => (window as unknown as Record<string, unknown>)[flag],
        `ga-disable-${id}`,
      ),
    ).toBe(true);

  analytics.length = 0;
  for (const path of staffPages) {
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: "Staff sections" });
    await expect(nav, path).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the public site" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a free consultation" }), path).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" }), path).toHaveCount(0);
    await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Cookie consent" }), path).toHaveCount(0);
  }
  expect(analytics).toEqual([]);

  // The account pages keep the admin's navigation, with the current page marked.
  await page.goto("/account/security");
  const nav = page.getByRole("navigation", { name: "Staff sections" });
  await expect(nav.getByRole("link", { name: "Account security" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  for (const section of ["Dashboard", "Leads", "Pipeline", "Teacher portal", "Calendar feed"])
    await expect(nav.getByRole("link", { name: section, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(analytics).toEqual([]);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a teacher's staff navigation holds the teacher portal, word lists, the sound library and their account only", async ({
  page,
}) => {
  const email = uniqueEmail("staff-nav");
  await page.goto("/");
  await signUpByApi(page, { email, password: "a long reading passphrase", name: "Ms Nav" });
  await testSupport(page, "set-role", { email, role: "teacher" });
  await page.goto("/account/security");
  const nav = page.getByRole("navigation", { name: "Staff sections" });
  await expect(nav.getByRole("link")).toHaveText([
    "Teacher portal",
    "Word lists",
    "Sound library",
    "Account security",
  ]);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
});
