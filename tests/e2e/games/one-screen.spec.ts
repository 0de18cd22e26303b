// GAMES.md "One screen": each game's play area (board, pieces, prompt, timer, score, main
// buttons) is on screen without scrolling, on laptops and tablets either way up (and on a phone
// for the games the registry marks phone-friendly): from the first frame, before any move, and
// after play begins.
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { games } from "@/games/registry";
import {
  beginPlay,
  expectPlayAreaFits,
  laptopAndTabletScreens,
  openGame,
  playableGames,
  screensFor,
} from "./play-area";

// On load the page title and instructions are one bar above the board, so nothing has to scroll
// the board into view: no scrolling and no move before the check.
for (const game of games) {
  test.describe(`${game.title} is in view from the first frame`, () => {
    for (const screen of laptopAndTabletScreens) {
      test(screen.name, async ({ page }) => {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        await openGame(page, game.slug);
        expect(await page.evaluate(() => window.scrollY), "the page has not scrolled").toBe(0);
        await expectPlayAreaFits(page);
      });
    }
  });
}

test("the folded instructions open and close from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openGame(page, "letter-tiles");
  await expectNoSeriousA11yViolations(page);
  const howToPlay = page.getByRole("button", { name: "How to play" });
  const instructions = page.getByTestId("game-instructions");
  await expect(howToPlay).toHaveAttribute("aria-expanded", "false");
  const folded = await instructions.evaluate((node) => node.getBoundingClientRect().height);
  await howToPlay.focus();
  await page.keyboard.press("Enter");
  await expect(howToPlay).toHaveAttribute("aria-expanded", "true");
  await expect(instructions).toHaveAttribute("data-open", "true");
  await expect(instructions).toHaveCSS("white-space", "normal");
  await page.keyboard.press("Space");
  await expect(howToPlay).toHaveAttribute("aria-expanded", "false");
  expect(await instructions.evaluate((node) => node.getBoundingClientRect().height)).toBe(folded);
  await expect(instructions).toHaveCSS("text-overflow", "ellipsis");
});

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
