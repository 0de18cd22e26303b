import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { expectPlayAreaFits, isOnScreen, openGame, playToShowdown } from "./play-area";

test.describe("Place Value Showdown", () => {
  test("a child plays the computer to a winner with the keyboard", async ({ page }) => {
    // A whole match against the computer, round by round: triple the usual time.
    test.slow();
    await page.goto(
      "/student-apps/place-value-showdown?seed=3&level=2&target=2&mode=computer&deal=one",
    );
    await expect(page.getByTestId("round-goal")).toContainText("greater");
    await expectNoSeriousA11yViolations(page);

    const myCard = page.getByTestId("player-0").getByTestId("digit-card");
    const nextRound = page.getByRole("button", { name: "Next round" });
    const winner = page.getByTestId("game-winner");
    await myCard.focus();

    let sawShowdown = false;
    for (let step = 0; step < 60; step++) {
      await expect(myCard.or(nextRound).or(winner)).toBeVisible();
      if (await winner.isVisible()) break;
      if (await nextRound.isVisible()) {
        if (!sawShowdown) {
          sawShowdown = true;
          await expect(page.getByTestId("comparison-words")).toContainText(
            /is (greater than|less than|equal to)/,
          );
          await expect(page.getByTestId("expanded-form").first()).toContainText("=");
          await expectNoSeriousA11yViolations(page);
        }
        await expect(nextRound).toBeFocused();
        await page.keyboard.press("Enter");
        continue;
      }
      // Focus follows the turn back to the child's card: Enter picks it up, Enter places it.
      await expect(myCard).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(
        page.getByTestId("player-0").locator("[data-testid=place-slot]:focus"),
      ).toHaveCount(1);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
    }

    await expect(winner).toContainText(/wins? the game, 2 to [01]!/);
    await expect(page.getByRole("button", { name: "Play again" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test("two players: tap a card, then a column; the teacher's link sets up the game", async ({
    page,
  }) => {
    await page.goto(
      "/student-apps/place-value-showdown?seed=8&level=4&goal=smaller&target=3&mode=players&deal=hand",
    );
    await expect(page.getByTestId("round-goal")).toContainText("smaller");
    await expect(page.getByRole("heading", { name: "Player 2" })).toBeVisible();
    await expect(page.getByTestId("player-0").getByText("Thousands")).toBeVisible();

    for (let turn = 0; turn < 8; turn++) {
      const panel = page.getByTestId(`player-${turn % 2}`);
      await panel.getByTestId("digit-card").first().click();
      await expect(panel.getByTestId("digit-card").first()).toHaveAttribute("aria-pressed", "true");
      await panel.locator("[data-testid=place-slot]:not([disabled])").first().click();
    }
    await expect(page.getByTestId("reveal")).toBeVisible();
    await expect(page.getByText("Goal: the smaller number.")).toBeVisible();
  });
});

// The showdown opens over the players' boards within the screen: with four places it used to grow
// to 861-1,381 px below them and push "Next round" off the screen.
for (const [width, height] of [
  [1366, 768],
  [1280, 720],
  [820, 1180],
  [1180, 820],
] as const) {
  test(`at ${width}x${height} the four-place showdown keeps "Next round" on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openGame(page, "place-value-showdown", "seed=3&level=4&target=2&mode=computer&deal=one");
    const nextRound = await playToShowdown(page);
    await expect(nextRound).toBeFocused();
    await expect.poll(() => isOnScreen(page, nextRound)).toBe(true);
    // Not by scrolling the boards away: the showdown and the whole play area are on screen.
    await expect.poll(() => isOnScreen(page, page.getByTestId("reveal"))).toBe(true);
    await expectPlayAreaFits(page);
    await expect(page.getByTestId("comparison-words")).toContainText(/is (greater|less|equal)/);
  });
}
