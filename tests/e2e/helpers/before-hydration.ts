// Typing into a page before its JavaScript runs (issue 36, point 7). On a slow phone a prerendered
// page paints about two seconds before it hydrates, and a parent may start typing meanwhile. A test
// cannot count on such a window by timing, so it makes one: the page's script chunks are held
// back until the test releases them, the test types into the server's HTML, then lets the page
// hydrate and looks at what survived.
import type { Page, Route } from "@playwright/test";
import { expect } from "./test";
import { waitForHydration } from "./pages";

export type HeldScripts = {
  /** Lets every held chunk (and any asked for later) through, then waits for hydration. */
  hydrate: () => Promise<void>;
};

/**
 * Opens `path` with its scripts held back: the server's HTML is there to type into, and React has
 * not hydrated it (checked: the router's announcer, added at hydration, is absent).
 */
export async function openBeforeHydration(page: Page, path: string): Promise<HeldScripts> {
  const held: Route[] = [];
  let released = false;
  // Scripts only: a page rendered per request (the staff area) links its stylesheets in the
  // head, and holding one would stop the parser, so the fields would never arrive.
  const isScript = (url: URL) =>
    url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js");
  await page.route(isScript, (route) => (released ? route.continue() : void held.push(route)));
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), `status of ${path}`).toBe(200);
  await expect(page.locator("next-route-announcer")).toHaveCount(0);
  return {
    hydrate: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await waitForHydration(page);
    },
  };
}
