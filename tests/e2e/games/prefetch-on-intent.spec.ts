// A page on a phone no longer fetches the pages its logo, back link, game cards and call-to-action
// buttons lead to while it wakes up (lib/prefetch-on-intent.ts, issue #36): they are prefetched when
// the visitor reaches for one, and the way there is still a client-side navigation.
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Opens `path` and waits for a quiet network, by when in-view prefetches (which start as soon as
 * the page hydrates) would have been made. Returns the paths of the router's data requests
 * (prefetches and navigations), which keeps growing as they are made.
 */
async function openQuietly(page: Page, path: string): Promise<string[]> {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) paths.push(url.pathname);
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return paths;
}

/** Resolves when the router asks for `path`'s data. */
function requestFor(page: Page, path: string) {
  return page.waitForRequest((request) => new URL(request.url()).pathname === path);
}

test("a game prefetches the overview only when the back link is reached for", async ({ page }) => {
  const prefetched = await openQuietly(page, "/student-apps/letter-tiles");
  expect(prefetched).toEqual([]);

  const back = page.getByRole("link", { name: "All apps" });
  const overviewRequested = requestFor(page, "/student-apps");
  await back.hover();
  await overviewRequested;
  expect(prefetched).toContain("/student-apps");
  expect(prefetched).not.toContain("/");

  // A client-side navigation keeps the page's window: a full load would drop this mark.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await back.click();
  await expect(page).toHaveURL(/\/student-apps$/);
  await expect(page.getByRole("heading", { level: 1, name: "Student Apps" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("the overview prefetches a game when its card is touched or focused, not when it shows", async ({
  page,
}) => {
  const prefetched = await openQuietly(page, "/student-apps");
  expect(prefetched).toEqual([]);

  const gameRequested = requestFor(page, "/student-apps/letter-tiles");
  await page.getByTestId("game-card-letter-tiles").focus();
  await gameRequested;
  expect(prefetched).toEqual(["/student-apps/letter-tiles"]);
});

test("a landing page prefetches the booking page only when its button is reached for", async ({
  page,
}) => {
  const prefetched = await openQuietly(page, "/dyslexia");
  expect(prefetched).not.toContain("/start-here");

  const book = page
    .getByRole("main")
    .getByRole("link", { name: /free consultation/i })
    .first();
  const bookingRequested = requestFor(page, "/start-here");
  await book.hover();
  await bookingRequested;
  expect(prefetched).toContain("/start-here");
});
