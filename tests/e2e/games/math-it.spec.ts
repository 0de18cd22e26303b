import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { SLOW } from "../helpers/timeouts";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

function solve(text: string): number {
  const [left, sign, right] = text.replace("= ?", "").trim().split(/\s+/);
  const a = Number(left);
  const b = Number(right);
  return sign === "+" ? a + b : sign === "−" ? a - b : sign === "×" ? a * b : a / b;
}

/** The key for the right answer on a player's card, and the keys of wrong answers. */
async function keysFor(page: Page, player: 1 | 2) {
  const answer = String(solve((await page.getByTestId("equation").textContent()) ?? ""));
  const buttons = page.locator(`[aria-label="Player ${player}'s answers"] button[data-symbol]`);
  const options = await buttons.evaluateAll((nodes) =>
    nodes.map((n) => ({
      value: n.getAttribute("data-symbol"),
      key: n.getAttribute("data-key") as string,
    })),
  );
  return {
    right: options.find((o) => o.value === answer)!.key,
    wrong: options.filter((o) => o.value !== answer).map((o) => o.key),
  };
}

test("Math It: two players race by keyboard to the game-over panel", async ({ page }) => {
  await page.goto("/student-apps/math-it?seed=9&seconds=25");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Math It" })).toBeVisible();
  await page.getByLabel("Operation").selectOption("multiplication");

  await page.getByRole("button", { name: "Start Game" }).click();
  await expect(page.getByTestId("equation")).toContainText("×");
  await expect(page.getByLabel("Operation")).toBeDisabled();
  await expect(page.locator('[aria-label="Player 2\'s answers"] button[data-symbol]')).toHaveCount(
    8,
  );

  await page.keyboard.press((await keysFor(page, 1)).right);
  await expect(page.getByTestId("score-1")).toContainText("1");

  // A wrong answer locks player 2 for 2 seconds; then a right one scores.
  await page.keyboard.press((await keysFor(page, 2)).wrong[0]!);
  await expect(page.getByText(/Locked [12] s/)).toBeVisible();
  await expect(page.getByText(/Locked \d s/)).toBeHidden();
  await page.keyboard.press((await keysFor(page, 2)).right);
  await expect(page.getByTestId("score-2")).toContainText("1");

  await page.keyboard.press((await keysFor(page, 1)).right);
  await expect(page.getByTestId("score-1")).toContainText("2");

  await expect(page.getByTestId("game-over")).toBeVisible({ timeout: SLOW });
  await expect(page.getByTestId("game-result")).toHaveText("Player 1 wins, 2 to 1!");
  await expectNoSeriousA11yViolations(page);
});
