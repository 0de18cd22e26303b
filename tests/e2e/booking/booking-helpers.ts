// Shared steps for the booking browser tests.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const START_HERE_URL = "/start-here?open=consultation";
export const GET_STARTED_URL = "/get-started?open=consultation";
export const LEAD_PAGE_URL = "/free-consultation?open=consultation";
/** The dev server may compile a route (and its API routes) on first visit. */
export const FIRST_COMPILE_MS = 120_000;
export const SPEC_TIMEOUT_MS = 300_000;

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@e2e.test`;
}

/** Opens a page with the cookie choice made (so the banner covers nothing) and waits for hydration. */
export async function openPage(page: Page, path: string, consent: "granted" | "denied" = "denied") {
  await page.addInitScript((signal) => {
    const choice = { ad_storage: signal, analytics_storage: signal, ad_user_data: signal, ad_personalization: signal };
    window.localStorage.setItem("bp.consent.v1", JSON.stringify(choice));
  }, consent);
  const response = await page.goto(path, { timeout: FIRST_COMPILE_MS });
  expect(response?.status()).toBe(200);
  await page.locator("next-route-announcer").waitFor({ state: "attached", timeout: FIRST_COMPILE_MS });
}

export function bookingDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Book your free 30-minute consultation" });
}

/** The first day with free times, moving to later months while the visible one has none. */
export async function firstOpenDay(dialog: Locator): Promise<Locator> {
  const openDays = dialog.locator('[role="gridcell"][aria-disabled="false"]');
  for (let months = 0; months < 3; months++) {
    await expect(dialog.getByText("Days in blue have free times.")).toBeVisible({ timeout: FIRST_COMPILE_MS });
    if ((await openDays.count()) > 0) return openDays.first();
    await dialog.getByRole("button", { name: "Next month" }).click();
  }
  throw new Error("No open consultation day in the next three months");
}

/** Chooses the first open day and its first free time; returns the hold request's payload. */
export async function holdFirstTime(page: Page, dialog: Locator) {
  const day = await firstOpenDay(dialog);
  await day.click();
  const times = timeButtons(dialog);
  await expect(times.first()).toBeVisible();
  const held = holdResponse(page);
  const label = (await times.first().locator("span").first().textContent()) ?? "";
  await times.first().click();
  const response = await held;
  expect(response.status()).toBe(200);
  return { label, payload: response.request().postDataJSON() as { startISO: string; endISO: string; dateISO: string; label: string } };
}

export function timeButtons(dialog: Locator): Locator {
  return dialog.getByRole("region", { name: /^Times on / }).getByRole("button");
}

/** The next hold answer (the first one may wait for the route to compile). */
export function holdResponse(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith("/api/holdSlot") && r.request().method() === "POST", { timeout: FIRST_COMPILE_MS });
}

/**
 * A consultation bot-check token issued now, to be used later: the built-in check refuses a
 * submission sooner after the token than a person could fill the form.
 */
export async function earlyBotToken(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/bot-check?action=consultation", { timeout: FIRST_COMPILE_MS });
  return ((await response.json()) as { token: string }).token;
}

/** The newest email the outbox holds for an address (E2E_TEST_HOOKS servers only). */
export async function latestEmail(request: APIRequestContext, email: string) {
  const response = await request.post("/api/test-support/latest-email", { data: { email }, timeout: FIRST_COMPILE_MS });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { email: { kind: string; subject: string; text: string; ics: string | null } | null }).email;
}

/** What the page pushed to window.dataLayer (gtag's arguments objects become plain arrays). */
export async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      entry && typeof entry === "object" && "length" in entry && !Array.isArray(entry) ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}
