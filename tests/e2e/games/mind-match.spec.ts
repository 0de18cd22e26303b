import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { createRandom } from "../../../games/kit/random/random";
import { newGame } from "../../../games/mind-match/logic";
import { parseSettings } from "../../../games/mind-match/settings";

const query = "size=4x3&pairs=letter-picture&players=2&look=1&seed=4";

/** The same deal the page makes for this seed, so the test knows where each pair lies. */
function deal() {
  const settings = parseSettings(`?${query}`);
  const game = newGame(
    { grid: settings.grid, pairType: settings.pairType, players: 2, flipBackDelayMs: 1000 },
    createRandom(4),
  );
  const pairs = new Map<number, number[]>();
  game.cards.forEach((card, i) => pairs.set(card.pairId, [...(pairs.get(card.pairId) ?? []), i]));
  return { cols: game.grid.cols, pairs: [...pairs.values()] as [number, number][] };
}

test.describe("Mind Match", () => {
  test("two players take turns by keyboard to the win summary", async ({ page }) => {
    // A whole game, turn by turn: triple the usual time.
    test.slow();
    await page.goto(`/student-apps/mind-match?${query}`);
    const cards = page.getByTestId("memory-card");
    await expect(cards).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);

    const { cols, pairs } = deal();
    let at = 0;
    await cards.nth(0).focus();
    /** Arrow keys from the focused card to `index`, then Enter. */
    const turnOver = async (index: number) => {
      const [dr, dc] = [
        Math.floor(index / cols) - Math.floor(at / cols),
        (index % cols) - (at % cols),
      ];
      for (let i = 0; i < Math.abs(dr); i++)
        await page.keyboard.press(dr > 0 ? "ArrowDown" : "ArrowUp");
      for (let i = 0; i < Math.abs(dc); i++)
        await page.keyboard.press(dc > 0 ? "ArrowRight" : "ArrowLeft");
      await expect(cards.nth(index)).toBeFocused();
      await page.keyboard.press("Enter");
      at = index;
      await expect(cards.nth(index)).not.toHaveAttribute("data-state", "down");
    };
    const findPair = async ([a, b]: [number, number]) => {
      await turnOver(a);
      await turnOver(b);
      await expect(cards.nth(a)).toHaveAttribute("data-state", "matched");
    };
    const miss = async (pairA: [number, number], pairB: [number, number]) => {
      await turnOver(pairA[0]);
      await turnOver(pairB[0]);
      await expect(cards.nth(pairA[0])).toHaveAccessibleName(/not a pair/);
    };

    await expect(page.getByTestId("turn")).toContainText("Player 1's turn");
    await miss(pairs[0]!, pairs[1]!); // Player 1 misses: the cards turn back, the turn passes
    await expect(page.getByTestId("turn")).toContainText("Player 2's turn");
    await expect(cards.nth(pairs[0]![0])).toHaveAttribute("data-state", "down");

    await findPair(pairs[0]!); // a match keeps the turn
    await findPair(pairs[1]!);
    await expect(page.getByTestId("turn")).toContainText("Player 2's turn");
    await expect(page.getByTestId("player-2-score")).toContainText("Player 2: 2");
    await miss(pairs[2]!, pairs[3]!);
    await expect(page.getByTestId("turn")).toContainText("Player 1's turn");
    await expectNoSeriousA11yViolations(page);

    for (const pair of pairs.slice(2)) await findPair(pair);

    const summary = page.getByTestId("win-summary");
    await expect(summary).toContainText("Player 1 wins, 4 to 2!");
    await expect(page.getByTestId("final-moves")).toHaveText("8");
    await expect(summary).toContainText("Time");
    await expect(page.getByRole("button", { name: "Play again" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test("the timer can be hidden and a tap turns a card", async ({ page }) => {
    await page.goto("/student-apps/mind-match?size=5x5&pairs=number-dots&timer=hide&seed=1");
    const cards = page.getByTestId("memory-card");
    await expect(cards).toHaveCount(30); // 5×5 becomes 6×5
    await expect(page.getByText(/^Time /)).toHaveCount(0);
    await cards.first().click();
    await expect(cards.first()).toHaveAccessibleName(/number \d+|\d+ dots?/);
    await page.getByRole("switch", { name: "Timer" }).click();
    await expect(page.getByText(/^Time \d:\d\d$/)).toBeVisible();
  });
});
