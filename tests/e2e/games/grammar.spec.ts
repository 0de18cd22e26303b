import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

test.describe("Grammar", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/student-apps/grammar?seed=1");
    await expect(page.getByRole("heading", { level: 1, name: "Grammar" })).toBeVisible();
  });

  test("flips one card at a time, by mouse and keyboard", async ({ page }) => {
    const cards = page.locator("button[data-card]");
    await expect(cards).toHaveCount(10);
    await cards.nth(0).click();
    await expect(cards.nth(0)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: "Card 1: Noun and verb" })).toBeVisible();

    await cards.nth(1).click();
    await expect(cards.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(cards.nth(0)).toHaveAttribute("aria-pressed", "false");

    // Arrow keys move between cards; Enter and Space flip; Escape turns the card back.
    await cards.nth(1).press("ArrowRight");
    await expect(cards.nth(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cards.nth(2)).toHaveAttribute("aria-pressed", "true");
    await expect(cards.nth(1)).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("ArrowDown");
    await expect(cards.nth(7)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(cards.nth(7)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Where did you find the shell?")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.locator('button[data-card][aria-pressed="true"]')).toHaveCount(0);

    await expectNoSeriousA11yViolations(page);
  });

  test("writes, places and removes symbols by mouse and keyboard, then trashes", async ({
    page,
  }) => {
    const box = page.getByTestId("grammar-box");
    const writing = page.getByLabel("Your writing");
    const placed = box.locator("button[data-placement]");

    await writing.fill("The brown dog runs.");
    await expect(writing).toHaveValue("The brown dog runs.");

    // Mouse: pick the noun symbol, click above "dog" twice (two placements), double-click one away.
    await page.locator('button[data-icon="noun"]').first().click();
    await expect(page.locator('button[data-icon="noun"]').first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await writing.click({ position: { x: 200, y: 30 } });
    await writing.click({ position: { x: 320, y: 30 } });
    await expect(placed).toHaveCount(2);
    await expect(placed.first()).toHaveAttribute("data-icon", "noun");
    await placed.first().dblclick();
    await expect(placed).toHaveCount(1);

    // Keyboard: pick the verb with Enter, then Enter in the writing places it above the caret.
    const verb = page.locator('button[data-icon="verb"]').first();
    await verb.focus();
    await page.keyboard.press("Enter");
    await expect(verb).toHaveAttribute("aria-pressed", "true");
    await writing.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(placed).toHaveCount(2);
    await expect(writing).toHaveValue("The brown dog runs.");
    const verbIcon = box.locator('button[data-placement][data-icon="verb"]');
    await expect(verbIcon).toHaveCount(1);

    // Arrow keys nudge a focused symbol; Delete removes it.
    await verbIcon.focus();
    const before = await verbIcon.evaluate((el) => parseFloat((el as HTMLElement).style.left));
    await page.keyboard.press("Shift+ArrowLeft");
    await expect
      .poll(() => verbIcon.evaluate((el) => parseFloat((el as HTMLElement).style.left)))
      .toBe(before - 20);
    await page.keyboard.press("Delete");
    await expect(verbIcon).toHaveCount(0);
    await expect(writing).toBeFocused();

    // Escape puts the picked symbol down.
    await page.keyboard.press("Escape");
    await expect(verb).toHaveAttribute("aria-pressed", "false");

    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Clear writing and symbols" }).click();
    await expect(writing).toHaveValue("");
    await expect(placed).toHaveCount(0);
  });

  test("every card has one height, so the grid stays still when a card flips", async ({ page }) => {
    // The upright tablet showed the widest spread (160 to 228 px) before the cards had one height.
    await page.setViewportSize({ width: 820, height: 1180 });
    const cards = page.locator("button[data-card]");
    const grid = page.getByRole("list", { name: "Prompt cards" });
    // Layout heights, not bounding boxes: mid-flip, the 3D rotation under perspective makes a
    // card's painted box taller for a moment without moving anything around it.
    const heights = () =>
      cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).offsetHeight));
    const gridHeight = () => grid.evaluate((el) => (el as HTMLElement).offsetHeight);

    const closed = await heights();
    expect(closed).toHaveLength(10);
    expect(new Set(closed).size, `card heights ${closed.join(", ")}`).toBe(1);
    const before = await gridHeight();
    for (const index of [0, 9]) {
      await cards.nth(index).click();
      await expect(cards.nth(index)).toHaveAttribute("aria-pressed", "true");
      expect(await heights()).toEqual(closed);
      expect(await gridHeight()).toBe(before);
    }
  });
});
