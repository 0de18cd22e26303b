// Keyboard-only plays (issue 17, points 4 and 8): no mouse at all, and after Start and every
// move that re-renders the board, focus sits on a control in the play area, never on the body.
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { SLOW } from "../helpers/timeouts";

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
}

/** Tabs from the top of the page until the named button has focus, then presses Enter. */
async function tabToAndPress(page: Page, name: string) {
  const target = page.getByRole("button", { name, exact: true });
  for (
    let i = 0;
    i < 40 && !(await target.evaluate((node) => node === document.activeElement));
    i++
  )
    await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
  await page.keyboard.press("Enter");
}

// The game hands focus back in a zero-delay task after the board re-renders, so this waits for it.
async function expectFocusInPlayArea(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("[data-play-area]"))))
    .toBe(true);
}

test("Match It: Start, three matches and Time's up, by keyboard alone", async ({ page }) => {
  await open(page, "/student-apps/match-it?seed=11&seconds=15");
  await tabToAndPress(page, "Start Game");
  const cards = page.getByRole("group", { name: "Your Card" }).getByRole("button");
  for (let score = 1; score <= 3; score++) {
    // Start and each correct match deal new cards: focus is on one of them, not on the body.
    await expectFocusInPlayArea(page);
    const focused = await cards.evaluateAll((nodes) =>
      nodes.indexOf(document.activeElement as HTMLElement),
    );
    expect(focused).toBeGreaterThanOrEqual(0);
    const value = await page.getByTestId("center-card").getAttribute("data-value");
    const values = await cards.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute("data-value")),
    );
    const target = values.indexOf(value);
    const step = target > focused ? "ArrowRight" : "ArrowLeft";
    for (let i = 0; i < Math.abs(target - focused); i++) await page.keyboard.press(step);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("match-score")).toHaveText(String(score));
  }
  await expect(page.getByTestId("match-hint")).toContainText("Time's up! Cards claimed: 3.", {
    timeout: SLOW,
  });
});

for (const game of [
  { slug: "name-it", seed: 3 },
  { slug: "math-it", seed: 9 },
]) {
  test(`${game.slug}: both players race by keyboard alone to the game-over panel`, async ({
    page,
  }) => {
    await open(page, `/student-apps/${game.slug}?seed=${game.seed}&seconds=15`);
    await tabToAndPress(page, "Start Game");
    // Start switches itself off; focus moves to player 1's card instead of falling to the body.
    await expectFocusInPlayArea(page);
    await expect(page.locator('[data-testid="player-1-side"] button:focus')).toHaveCount(1);
    for (const player of [1, 2] as const) {
      const key = await rightKey(page, game.slug, player);
      await page.keyboard.press(key);
      await expect(page.getByTestId(`score-${player}`)).toContainText("1");
      await expectFocusInPlayArea(page);
    }
    await expect(page.getByTestId("game-over")).toBeVisible({ timeout: SLOW });
    await expect(page.getByTestId("game-result")).toContainText("1 to 1");
  });
}

/** The letter key that picks the right answer on a player's card. */
async function rightKey(page: Page, slug: string, player: 1 | 2): Promise<string> {
  return page.evaluate(
    ({ slug, player }) => {
      const side = document.querySelector(`[data-testid="player-${player}-side"]`)!;
      const buttons = [...side.querySelectorAll<HTMLElement>("button[data-symbol]")];
      if (slug === "name-it") {
        const center = new Set(
          [...document.querySelectorAll('[aria-label="Center card"] [data-symbol]')].map((e) =>
            e.getAttribute("data-symbol"),
          ),
        );
        return buttons.find((b) => center.has(b.dataset.symbol ?? null))!.dataset.key as string;
      }
      const [left, sign, right] = (
        document.querySelector('[data-testid="equation"]')!.textContent ?? ""
      )
        .replace("= ?", "")
        .trim()
        .split(/\s+/);
      const a = Number(left);
      const b = Number(right);
      const answer = sign === "+" ? a + b : sign === "−" ? a - b : sign === "×" ? a * b : a / b;
      return buttons.find((node) => node.dataset.symbol === String(answer))!.dataset.key as string;
    },
    { slug, player },
  );
}
