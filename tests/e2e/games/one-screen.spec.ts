// GAMES.md "One screen": after play begins, each game's play area (board, pieces, prompt, timer,
// score, main buttons) is on screen without scrolling, on laptops and tablets either way up, and
// on a phone for the games the registry marks phone-friendly.
import { expect, test } from "../helpers/test";
import {
  beginPlay,
  expectPlayAreaFits,
  laptopAndTabletScreens,
  openGame,
  playableGames,
  screensFor,
} from "./play-area";

for (const game of playableGames) {
  test.describe(`${game.title} fits one screen`, () => {
    for (const screen of screensFor(game)) {
      test(screen.name, async ({ page }) => {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        await openGame(page, game.slug);
        await beginPlay[game.slug]!(page);
        await expectPlayAreaFits(page);
      });
    }
  });
}

// Letter Tiles' larger sets (124 tiles in Advanced) must fit as well as the Beginner set above,
// with every palette tile still a 44 px target (WCAG 2.5.5).
test.describe("Letter Tiles larger tile sets fit one screen", () => {
  for (const level of ["Intermediate", "Advanced"]) {
    for (const screen of laptopAndTabletScreens) {
      test(`${level}, ${screen.name}`, async ({ page }) => {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        await openGame(page, "letter-tiles");
        await expect(page.getByTestId("letter-tiles")).toHaveAttribute("data-hydrated", "true");
        await page.getByRole("button", { name: level, exact: true }).click();
        await page.getByRole("button", { name: "m, consonant" }).click();
        await expectPlayAreaFits(page);
        const smallest = await page
          .getByTestId("tile-palette")
          .evaluate((palette) =>
            Math.min(
              ...Array.from(palette.querySelectorAll("button"), (tile) =>
                Math.min(tile.getBoundingClientRect().width, tile.getBoundingClientRect().height),
              ),
            ),
          );
        expect(smallest, "smallest palette tile").toBeGreaterThanOrEqual(44);
      });
    }
  }
});
