// Every game, and the landing pages the bench measures, hydrate the server's frame as it is. Where
// the browser's first render differs from the server's HTML (speech it can offer, a saved setting,
// a random deal), React reports the mismatch and draws the whole page again on the client: on a
// phone that second render is the blocking time issue #36 measured. In a production build the
// report reaches the page as an error event (Next.js's onRecoverableError calls reportError). A game
// whose route loads it in the browser only (a loader with ssr: false) hydrates just its skeleton.
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { games, gameHref } from "@/games/registry";

const landingPages = ["/", "/dyslexia", "/free-consultation", "/start-here", "/student-apps"];
const pages = [...landingPages, ...games.map((game) => gameHref(game.slug))];

async function watchErrors(page: Page) {
  await page.addInitScript(() => {
    const errors: string[] = [];
    (window as unknown as { __errors: string[] }).__errors = errors;
    addEventListener("error", (event) => errors.push(String(event.message)));
  });
}

for (const path of pages) {
  test(`${path} hydrates without a mismatch`, async ({ page }) => {
    await watchErrors(page);
    await page.goto(path);
    // One more frame: React reports a mismatch as it finishes hydrating, after the announcer.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // Chromium offers speech, so a game that reads it while rendering would differ here.
    expect(await page.evaluate(() => "speechSynthesis" in window)).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __errors: string[] }).__errors),
    ).toEqual([]);
  });
}
