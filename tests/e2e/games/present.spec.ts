// GAMES.md "Present": every game opens full screen from ?present=1 (the window-filling fallback,
// as a page load is no user gesture), keeps working by keyboard, and Escape leaves.
import { expect, test } from "../helpers/test";
import { games } from "@/games/registry";
import { isOnScreen, openGame, playToShowdown } from "./play-area";

for (const game of games) {
  test(`${game.title}: ?present=1 fills the screen with the play area and Escape leaves`, async ({
    page,
  }) => {
    await openGame(page, game.slug, "seed=1&present=1");
    const area = page.locator("[data-play-area]");
    await expect(area).toHaveAttribute("data-presenting", "true");
    const viewport = page.viewportSize()!;
    // The fallback settles after the game's own first render; poll until it fills the window.
    await expect
      .poll(() => area.boundingBox())
      .toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(page.getByRole("button", { name: "Leave full screen" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(area).not.toHaveAttribute("data-presenting");
    await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible();
  });
}

test("Match It in present mode: large type, and Start and a match by keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openGame(page, "match-it", "seed=11&present=1");
  await expect(page.locator("[data-play-area]")).toHaveAttribute("data-presenting", "true");
  // Laid out as on a 1280 px laptop and zoomed to the 1920 px screen.
  const zoom = await page
    .locator("[data-play-area] > div")
    .last()
    .evaluate((node) => getComputedStyle(node).zoom);
  expect(Number(zoom)).toBe(1.5);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Start Game" })).toBeFocused();
  await page.keyboard.press("Enter");
  const cards = page.getByRole("group", { name: "Your Card" }).getByRole("button");
  const value = await page.getByTestId("center-card").getAttribute("data-value");
  const values = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-value")));
  for (let i = 0; i < values.indexOf(value); i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("match-score")).toHaveText("1");
  await expect(page.locator("[data-play-area]")).toHaveAttribute("data-presenting", "true");
});

// A board taller than the screen once zoomed is scaled down as a whole: Whack-a-Mole's bottom row
// of holes and Place Value Showdown's "Next round" stay on screen, with nothing to scroll.
for (const [width, height] of [
  [1920, 1080],
  [1366, 768],
] as const) {
  test(`Whack-a-Mole in present mode at ${width}x${height}: the bottom row of holes is on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openGame(page, "whack-a-mole", "seed=1&present=1");
    const area = page.locator("[data-play-area]");
    await expect(area).toHaveAttribute("data-presenting", "true");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    const holes = page.getByRole("group", { name: "Mole holes" }).getByRole("button");
    await expect(holes).toHaveCount(9);
    await expect.poll(() => isOnScreen(page, holes.last())).toBe(true);
    await expect
      .poll(() => isOnScreen(page, page.getByRole("group", { name: "Mole holes" })))
      .toBe(true);
  });

  test(`Place Value Showdown in present mode at ${width}x${height}: "Next round" is on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openGame(
      page,
      "place-value-showdown",
      "seed=3&level=4&target=2&mode=computer&deal=one&present=1",
    );
    await expect(page.locator("[data-play-area]")).toHaveAttribute("data-presenting", "true");
    const nextRound = await playToShowdown(page);
    await expect.poll(() => isOnScreen(page, nextRound)).toBe(true);
    await expect.poll(() => isOnScreen(page, page.getByTestId("reveal"))).toBe(true);
  });
}
