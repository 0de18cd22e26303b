// Shared steps for the marketing page tests: reading the events, structured data and meta tags a
// page carries. Opening a page and reading its data layer come from ../helpers/pages.
import { type Page } from "@playwright/test";
import { dataLayer } from "../helpers/pages";

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
