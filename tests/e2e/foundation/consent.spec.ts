import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";

const consentCalls = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "consent")
      .map((args) => ({ type: args[1], state: args[2] })),
  );

test.describe("consent", () => {
  test("defaults to denied, Accept grants all four signals and is remembered", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    let calls = await consentCalls(page);
    expect(calls[0]).toMatchObject({
      type: "default",
      state: {
        ad_storage: "denied",
        analytics_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    });

    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    calls = await consentCalls(page);
    expect(calls.at(-1)).toEqual({
      type: "update",
      state: {
        ad_storage: "granted",
        analytics_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
      },
    });
    expect(await page.evaluate(() => localStorage.getItem("bp.consent.v1"))).toContain("granted");

    await page.reload();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    calls = await consentCalls(page);
    expect(calls.find((c) => c.type === "update")).toMatchObject({
      state: { ad_storage: "granted", ad_user_data: "granted" },
    });
  });

  test("Deny denies them and Cookie settings reopens the banner", async ({ page }) => {
    await page.goto("/services-offered");
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Deny" })
      .click();
    const calls = await consentCalls(page);
    expect(calls.at(-1)).toEqual({
      type: "update",
      state: {
        ad_storage: "denied",
        analytics_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    });
    await page.getByRole("button", { name: "Cookie settings" }).click();
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept" }).click();
    expect(await page.evaluate(() => localStorage.getItem("bp.consent.v1"))).toContain("granted");
  });

  test("student apps carry no advertising signals, whatever the consent", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Accept" })
      .click();
    await page.goto("/student-apps");
    const calls = await consentCalls(page);
    const update = calls.find((c) => c.type === "update");
    expect(update?.state).toMatchObject({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  });

  test("first-touch attribution is stored from the URL", async ({ page }) => {
    await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=fall&gclid=abc123");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("bp.attribution.v1")))
      .toContain("abc123");
    await page.goto("/dyslexia");
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem("bp.attribution.v1"))) ?? "{}",
    ) as Record<string, unknown>;
    expect(stored).toMatchObject({
      gclid: "abc123",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "fall",
    });
    expect(typeof stored.ts).toBe("string");
  });
});
