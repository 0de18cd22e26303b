import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { SLOW } from "../helpers/timeouts";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

/** The key on the player's card whose symbol is also on the center card, and some that are not. */
async function keysFor(page: Page, player: "Ava" | "Ben") {
  return page.evaluate((p) => {
    const center = new Set(
      [...document.querySelectorAll('[aria-label="Center card"] [data-symbol]')].map((e) =>
        e.getAttribute("data-symbol"),
      ),
    );
    const buttons = [
      ...document.querySelectorAll<HTMLElement>(`[aria-label="${p}'s card"] button[data-symbol]`),
    ];
    const match = buttons.filter((b) => center.has(b.dataset.symbol ?? null));
    const others = buttons
      .filter((b) => !center.has(b.dataset.symbol ?? null))
      .map((b) => b.dataset.key as string);
    return { match: match.map((b) => b.dataset.key as string), others };
  }, player);
}

test("Name It: two players race by keyboard to the game-over panel", async ({ page }) => {
  await page.goto("/student-apps/name-it?seed=3&seconds=25");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Name It" })).toBeVisible();
  await expect(page.getByTestId("game-timer")).toContainText("0:25");
  await page.getByLabel("Player 1 name").fill("Ava");
  await page.getByLabel("Player 2 name").fill("Ben");

  await page.getByRole("button", { name: "Start Game" }).click();
  await expect(page.getByLabel("Symbols")).toBeDisabled(); // settings are locked while running
  await expect(page.locator('[aria-label="Ava\'s card"] button[data-symbol]')).toHaveCount(8);

  // Every pair of cards on screen shares exactly one symbol.
  const first = await keysFor(page, "Ava");
  expect(first.match).toHaveLength(1);
  await page.keyboard.press(first.match[0]!);
  await expect(page.getByTestId("score-1")).toContainText("1");

  const second = await keysFor(page, "Ben");
  expect(second.match).toHaveLength(1);
  await page.keyboard.press(second.match[0]!);
  await expect(page.getByTestId("score-2")).toContainText("1");

  // Three different guesses within 1200 ms lock player 2 for 5 seconds. The key events are sent
  // in one go so a busy test machine cannot stretch them past the window.
  const guesses = (await keysFor(page, "Ben")).others.slice(0, 3);
  await page.evaluate(
    (keys) =>
      keys.forEach((key) =>
        window.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true })),
      ),
    guesses,
  );
  await expect(page.getByText(/Locked [1-5] s/)).toBeVisible();

  await page.keyboard.press((await keysFor(page, "Ava")).match[0]!);
  await expect(page.getByTestId("score-1")).toContainText("2");

  const panel = page.getByTestId("game-over");
  await expect(panel).toBeVisible({ timeout: SLOW });
  await expect(page.getByTestId("game-result")).toHaveText("Ava wins, 2 to 1!");
  await expect(page.getByTestId("game-timer")).toContainText("0:00");
  await expect(page.getByRole("button", { name: "Play again" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Reset Game" }).click();
  await expect(page.getByTestId("score-1")).toContainText("0");
  await expect(panel).toBeHidden();
});
