// GAMES.md "One screen": after play begins, each game's play area (board, pieces, prompt, timer,
// score, main buttons) is on screen without scrolling, on laptops and tablets either way up, and
// on a phone for the games the registry marks phone-friendly.
import { test } from "@playwright/test";
import { beginPlay, expectPlayAreaFits, openGame, playableGames, screensFor } from "./play-area";

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
