// Opening pages as a visitor who has already made the cookie choice, and reading what the page
// pushed to the data layer. Shared by the browser tests.
import { expect, type Page } from "@playwright/test";

/** Makes the cookie choice before any page opens, so the banner covers nothing. */
export async function chooseCookies(page: Page, consent: "granted" | "denied") {
  await page.addInitScript((signal) => {
    const choice = {
      ad_storage: signal,
      analytics_storage: signal,
      ad_user_data: signal,
      ad_personalization: signal,
    };
    window.localStorage.setItem("bp.consent.v1", JSON.stringify(choice));
  }, consent);
}

/** Opens a page with the cookie choice made (so the banner covers nothing) and waits for hydration. */
export async function openPage(page: Page, path: string, consent: "granted" | "denied" = "denied") {
  await chooseCookies(page, consent);
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForHydration(page);
}

/**
 * The app router adds its route announcer once React has hydrated, so client handlers are live.
 * A prerendered page fetches its scripts only after its first paint (server/responses/paint-first.mjs), so
 * a click right after the page shows may land before then.
 */
export async function waitForHydration(page: Page) {
  await page.locator("next-route-announcer").waitFor({ state: "attached" });
}

/** dataLayer entries; gtag() calls (Arguments objects) become plain arrays. */
export async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}
