// A game page on a phone no longer fetches the pages its logo and back link lead to while it wakes
// up (lib/prefetch-on-intent.ts, issue #36): they are prefetched when the child reaches for one, and
// the way back is still a client-side navigation.
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";

test.use({ viewport: { width: 390, height: 844 } });

/** The paths of the router's data requests (prefetches and navigations), as they are made. */
function recordPrefetches(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) paths.push(url.pathname);
  });
  return paths;
}

test("a game prefetches the overview only when the back link is reached for", async ({ page }) => {
  const prefetched = recordPrefetches(page);
  await page.goto("/student-apps/letter-tiles");
  // In-view prefetches start as soon as the page hydrates; by a quiet network they would be here.
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const back = page.getByRole("link", { name: "All apps" });
  const overviewRequested = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/student-apps",
  );
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
  const prefetched = recordPrefetches(page);
  await page.goto("/student-apps");
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const gameRequested = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/student-apps/letter-tiles",
  );
  await page.getByTestId("game-card-letter-tiles").focus();
  await gameRequested;
  expect(prefetched).toEqual(["/student-apps/letter-tiles"]);
});

test("a landing page prefetches the booking page only when its button is reached for", async ({
  page,
}) => {
  const prefetched = recordPrefetches(page);
  await page.goto("/dyslexia");
  await page.waitForLoadState("networkidle");
  expect(prefetched).not.toContain("/start-here");

  const book = page
    .getByRole("main")
    .getByRole("link", { name: /free consultation/i })
    .first();
  const bookingRequested = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/start-here",
  );
  await book.hover();
  await bookingRequested;
  expect(prefetched).toContain("/start-here");
});
