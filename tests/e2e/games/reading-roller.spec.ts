import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

test("rolls twice, ticks every circle and reaches the win banner", async ({ page }) => {
  // 36 circles ticked one by one, with axe checks on the way: triple the usual time.
  test.slow();
  await page.goto("/student-apps/reading-roller?seed=4", {
    waitUntil: "domcontentloaded",
  });
  await expect(page.getByRole("heading", { level: 1, name: "Reading Roller" })).toBeVisible();
  const rollButton = page.getByRole("button", { name: "Roll the dice" });
  await expect(rollButton).toBeVisible();
  await expect(page.getByLabel("Pattern")).toHaveValue("vccv-1");
  await expect(page.getByRole("region", { name: /Column \d/ })).toHaveCount(6);

  // The instruction banner stays until two rolls have happened.
  const instructions = page.getByTestId("roller-instructions");
  const result = page.getByTestId("roll-result");
  await expect(instructions).toBeVisible();
  await rollButton.click();
  await expect(result).toHaveText(/You rolled [1-6]/);
  await expect(instructions).toBeVisible();
  await rollButton.click();
  await expect(instructions).toBeHidden();
  const face = Number((await result.innerText()).match(/You rolled ([1-6])/)?.[1]);
  await expect(page.locator(`[data-column="${face}"]`)).toContainText("Rolled");

  // Column 1 by keyboard (Space ticks, Tab moves to the next circle); the rest by pointer.
  const circle = (column: number, reading: number) =>
    page.getByRole("checkbox", { name: `Column ${column}, reading ${reading} of 6` });
  await circle(1, 1).focus();
  for (let reading = 1; reading <= 6; reading++) {
    await page.keyboard.press("Space");
    if (reading < 6) await page.keyboard.press("Tab");
  }
  await expect(page.locator('[data-column="1"]')).toContainText("Complete!");
  // Counted from 1, as the dice faces and the circles' names are.
  await expect(page.getByRole("status").filter({ hasText: "complete!" })).toHaveText(
    "Column 1 complete!",
  );
  await expect(circle(1, 3)).toBeDisabled();
  await expect(circle(1, 3)).toBeChecked();

  for (let column = 2; column <= 6; column++) {
    for (let reading = 1; reading <= 6; reading++) await circle(column, reading).click();
  }
  await expect(page.locator("[data-complete]")).toHaveCount(6);
  await expect(page.getByTestId("roller-complete")).toContainText(
    "Congratulations! You've completed all columns!",
  );
  const playAgain = page.getByRole("button", { name: "Play Again" });
  await expect(playAgain).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await playAgain.click();
  await expect(page.getByTestId("roller-complete")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(instructions).toBeVisible();
});

test("changing the pattern shows the VCV words and clears progress", async ({ page }) => {
  await page.goto("/student-apps/reading-roller?seed=9", {
    waitUntil: "domcontentloaded",
  });
  await expect(page.getByRole("button", { name: "Roll the dice" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Column 2, reading 1 of 6" }).click();
  await page.getByLabel("Pattern").selectOption("vcv");
  await expect(page.getByText("robot", { exact: true })).toBeVisible();
  // r-controlled words (tiger, paper) wait for their own list.
  await expect(page.getByText("tiger", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await page.getByRole("switch", { name: /Syllable breaks/ }).click();
  await expect(page.locator('[data-column="1"]')).toContainText("ro·bot");
  await page.getByLabel("Pattern").selectOption("vcv-r");
  await expect(page.locator('[data-column="1"]')).toContainText("ti·ger");
  await expectNoSeriousA11yViolations(page);
});
