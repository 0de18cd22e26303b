// The suite's `test`: Playwright's own, with one change. A prerendered page fetches its scripts
// only after its first paint (server/responses/paint-first.mjs), so the browser's load event now comes
// before the page has hydrated, and a click straight after `page.goto` could reach a button that
// does nothing yet. Here a navigation that waits for "load" also waits for hydration, the moment a
// person could use the page. A test that looks at the page before then asks for "commit" or
// "domcontentloaded".
import { test as base, type Page } from "@playwright/test";
import { waitForHydration } from "./pages";

type Navigation = Awaited<ReturnType<Page["goto"]>>;

/** After a navigation that waited for "load", waits as well for a page of ours to hydrate. */
async function untilHydrated(page: Page, response: Navigation, waitUntil = "load") {
  const html = response?.headers()["content-type"]?.includes("text/html");
  if (html && (waitUntil === "load" || waitUntil === "networkidle")) {
    const hydrates = await page.evaluate(() =>
      Boolean(document.querySelector('script[src*="/_next/"], template[data-after-first-paint]')),
    );
    if (hydrates) await waitForHydration(page);
  }
  return response;
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false)
      context.on("page", (page) => {
        const goto = page.goto.bind(page);
        const reload = page.reload.bind(page);
        page.goto = async (url, options) =>
          untilHydrated(page, await goto(url, options), options?.waitUntil);
        page.reload = async (options) =>
          untilHydrated(page, await reload(options), options?.waitUntil);
      });
    await provide(context);
  },
});

export { expect } from "@playwright/test";
