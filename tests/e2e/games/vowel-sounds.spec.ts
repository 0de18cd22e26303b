import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

test.describe("Vowel Sounds", () => {
  test.setTimeout(300_000);

  test("selects all 28 vowels once each, by mouse and keyboard, to the completion message", async ({ page }) => {
    await page.goto("/student-apps/vowel-sounds?seed=7", { timeout: 180_000 });
    const vowels = page.locator("button[data-vowel]");
    await expect(vowels).toHaveCount(28);
    await expect(page.getByRole("group", { name: "Line 1" }).locator("button")).toHaveCount(14);
    await expect(page.getByRole("group", { name: "Line 2" }).locator("button")).toHaveCount(14);
    // Seed 7 always draws this board (createVowelGame with createRandom(7)).
    const chars = await vowels.evaluateAll((els) => els.map((el) => el.getAttribute("data-vowel")).join(""));
    expect(chars).toBe("aaiioeeeaioouiuiiaiaeoeiaoeu");

    await expectNoSeriousA11yViolations(page);

    // Selecting again does nothing.
    await vowels.nth(0).click();
    await vowels.nth(0).click();
    await expect(vowels.nth(0)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("vowel-progress")).toHaveText("Found 1 of 28");

    // The rest of line 1 by keyboard: arrow right, Enter.
    for (let i = 1; i < 14; i++) {
      await page.keyboard.press("ArrowRight");
      await expect(vowels.nth(i)).toBeFocused();
      await page.keyboard.press(i % 2 ? "Enter" : "Space");
    }
    await expect(page.getByTestId("vowel-progress")).toHaveText("Found 14 of 28");
    await page.keyboard.press("ArrowDown");
    await expect(vowels.nth(27)).toBeFocused();

    // Line 2 by mouse.
    for (let i = 14; i < 27; i++) await vowels.nth(i).click();
    await expect(page.getByTestId("vowel-complete")).toHaveCount(0);
    await vowels.nth(27).click();

    await expect(page.getByRole("heading", { name: "You found all 28 vowels!" })).toBeVisible();
    await expect(page.locator('button[data-vowel][aria-pressed="true"]')).toHaveCount(28);
    await expect(page.getByRole("button", { name: "Play again" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Reset regenerates an unselected board.
    await page.getByRole("button", { name: "Play again" }).click();
    await expect(page.getByTestId("vowel-progress")).toHaveText("Found 0 of 28");
    await expect(page.locator('button[data-vowel][aria-pressed="true"]')).toHaveCount(0);
    await expect(vowels).toHaveCount(28);
  });
});
