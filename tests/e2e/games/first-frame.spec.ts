// GAMES.md "First frame": the server HTML of every game already has its title, instructions and
// play area, and nothing moves when the game's own content arrives (CLS 0).
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { games } from "@/games/registry";
import { openGame } from "./play-area";

for (const game of games) {
  test(`${game.title}: server HTML shows the title, instructions and play area`, async ({
    request,
  }) => {
    const response = await request.get(`/student-apps/${game.slug}?seed=1`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(heading).toBe(game.title.replace("&", "&amp;"));
    const instructions = /data-testid="game-instructions"[^>]*>([^<]+)</.exec(html)?.[1] ?? "";
    expect(instructions.trim().length).toBeGreaterThan(20);
    expect(html).toContain("data-play-area");
  });

  // Shifts of the game's own frame count; the site-wide web-font swap also nudges the header and
  // the shell's right-aligned toolbar by a few pixels (about 0.001), which is not the game's.
  test(`${game.title}: nothing in the play area shifts while the game loads`, async ({ page }) => {
    await watchPlayAreaShifts(page);
    await openGame(page, game.slug);
    await page.waitForLoadState("load");
    const shifts = await playAreaShifts(page);
    // CLS is reported to three decimals (Lighthouse, Search Console): under 0.0005 it reads 0.000.
    // Ice Fishers' pond nudges by a sub-pixel amount (about 0.00007) as its canvas takes its size.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.0005);
  });
}

// On a slow connection Lexend arrives after the first paint. Until then text is set in "Lexend
// Fallback" (app/fonts/fallback-faces.ts), Arial or its metric twins Liberation Sans and Arimo
// sized to Lexend, so the swap does not move a game's cards. Without a twin the fallback was
// skipped and Match It's cards moved by 0.0013 when the font came.
test("Match It: Lexend arriving after the first paint moves nothing in the play area", async ({
  page,
}) => {
  let releaseFonts = () => {};
  const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await fontsHeld;
    await route.continue();
  });
  await watchPlayAreaShifts(page);
  await page.goto("/student-apps/match-it?seed=1", { waitUntil: "commit" });
  await expect(page.locator("[data-play-area]")).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  releaseFonts();
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready);
  expect(await playAreaShifts(page)).toEqual([]);
});

/** Records layout shifts whose moved nodes are inside the game's play area, from the first paint. */
async function watchPlayAreaShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    const inPlayArea = (node: Node | null) =>
      Boolean((node instanceof Element ? node : node?.parentElement)?.closest("[data-play-area]"));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (!entry.hadRecentInput && entry.sources.some((source) => inPlayArea(source.node)))
          shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The play area's shifts so far, read one more frame on so a shift from the last render counts. */
function playAreaShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __shifts: number[] }).__shifts),
          ),
        ),
      ),
  );
}

// The shell's CSS says where the play area starts (--play-top), so the server's frame already has
// the board's height; the browser measures it and sets it only where the page differs. On a phone
// the shell's bar takes two rows, and with one row's figure every game restyled its whole board
// right after hydration, a phone's longest task on Letter Tiles (issue #36).
for (const viewport of [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the shell's figure for where play starts is the measured one`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const slug of ["letter-tiles", "match-it", "math-it"]) {
      await openGame(page, slug);
      await expect(page.locator("[data-hydrated]").first()).toBeAttached();
      const { measured, fromShell } = await page.locator("[data-play-area]").evaluate((area) => ({
        measured: Math.round(area.getBoundingClientRect().top + window.scrollY),
        fromShell: getComputedStyle(area).getPropertyValue("--play-top"),
      }));
      expect(`${measured}px`, slug).toBe(fromShell);
      await expect(page.locator("[data-play-area] [style*='--play-top:']"), slug).toHaveCount(0);
    }
  });
}
