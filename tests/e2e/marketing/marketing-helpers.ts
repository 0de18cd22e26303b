// Shared steps for the marketing page tests: open a page with the cookie choice already made
// (so the banner does not cover buttons), and read what the page pushed to window.dataLayer.
import { expect, type Page } from "@playwright/test";

export async function openPage(page: Page, path: string) {
  await page.addInitScript(() => {
    const denied = {
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    };
    window.localStorage.setItem("bp.consent.v1", JSON.stringify(denied));
  });
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForHydration(page);
}

/** The app router adds its route announcer once React has hydrated, so client handlers are live. */
export async function waitForHydration(page: Page) {
  await page.locator("next-route-announcer").waitFor({ state: "attached" });
}

/** dataLayer entries; gtag() calls (Arguments objects) become plain arrays. */
export async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}

/** gtag("event", name, params) calls recorded in the dataLayer. */
export async function gtagEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  const entries = await dataLayer(page);
  return entries
    .filter(
      (entry): entry is unknown[] =>
        Array.isArray(entry) && entry[0] === "event" && entry[1] === name,
    )
    .map((entry) => (entry[2] ?? {}) as Record<string, unknown>);
}

export async function pushedEvents(page: Page, event: string): Promise<Record<string, unknown>[]> {
  const entries = await dataLayer(page);
  return entries.filter(
    (entry): entry is Record<string, unknown> =>
      !!entry &&
      typeof entry === "object" &&
      !Array.isArray(entry) &&
      (entry as { event?: unknown }).event === event,
  );
}

export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export async function metaContent(page: Page, selector: string) {
  return page.locator(selector).first().getAttribute("content");
}
