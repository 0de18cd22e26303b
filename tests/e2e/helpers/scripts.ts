// What JavaScript a page has downloaded so far, for specs that check what a first load carries.
import type { Page } from "@playwright/test";

/** The text of every script the page has fetched up to now (its own and those loaded later). */
export async function downloadedScripts(page: Page): Promise<string[]> {
  const sources = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );
  return Promise.all(sources.map(async (src) => (await page.request.get(src)).text()));
}
