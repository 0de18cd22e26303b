import { test, expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { splitAlphabet } from "../../../games/alphabetical-order/groups";

// Routes compile on first hit in dev; the machine is shared.
test.describe.configure({ timeout: 420_000 });

const focused = (page: Page, attribute: string) => page.evaluate((name) => document.activeElement?.getAttribute(name) ?? null, attribute);

async function tabUntil(page: Page, attribute: string) {
  for (let i = 0; i < 30; i++) {
    if ((await focused(page, attribute)) !== null) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached an element with ${attribute}`);
}

test("plays 1/2 by keyboard to the end and restarts with Play Again", async ({ page }) => {
  await page.goto("/student-apps/alphabetical-order?seed=5", { waitUntil: "domcontentloaded", timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Alphabetical Order" })).toBeVisible();
  const subdivision = page.getByLabel("Subdivision");
  await expect(subdivision).toHaveValue("4", { timeout: 120_000 });
  await expect(page.getByRole("button", { name: /^Slot \d+$/ })).toHaveCount(4);

  // Choose 1/2 with the keyboard: the closed select steps through its options with the arrows.
  await subdivision.focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(subdivision).toHaveValue("2");
  await expect(page.getByRole("button", { name: /^Slot \d+$/ })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Slot 1" })).toBeVisible();
  // Each round starts with the countdown overlay, then play.
  await expect(page.getByTestId("countdown")).toBeHidden({ timeout: 15_000 });

  const groups = splitAlphabet(2);
  await tabUntil(page, "data-group");

  // Escape cancels a selection and returns focus to the card.
  const firstCard = await focused(page, "data-group");
  await page.keyboard.press("Enter");
  await expect(page.locator(`[data-group="${firstCard}"]`)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(page.locator(`[data-group="${firstCard}"]`)).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator(`[data-group="${firstCard}"]`)).toBeFocused();

  for (let placed = 0; placed < groups.length; placed++) {
    const groupId = await focused(page, "data-group");
    const target = groups.findIndex((g) => g.id === groupId);
    expect(target).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    // Focus jumps to the first empty slot; a wrong slot says so and keeps the card selected.
    let slot = Number(await focused(page, "data-slot"));
    if (slot !== target) {
      await page.keyboard.press("Enter");
      await expect(page.getByText(`Not slot ${slot + 1}. Try another slot.`)).toBeAttached();
      await expect(page.locator(`[data-group="${groupId}"]`)).toHaveAttribute("aria-pressed", "true");
    }
    while (slot !== target) {
      await page.keyboard.press(slot < target ? "ArrowRight" : "ArrowLeft");
      slot = Number(await focused(page, "data-slot"));
    }
    await page.keyboard.press("Enter");
    await expect(page.locator(`[data-slot="${target}"]`)).toHaveAttribute("data-state", "filled");
  }

  await expect(page.getByTestId("order-complete")).toContainText("Great job! Everything is in order.");
  const playAgain = page.getByRole("button", { name: "Play Again" });
  await expect(playAgain).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Slot 2" })).toBeVisible();
  await expect(page.getByTestId("order-complete")).toHaveCount(0);
  await expect(page.locator('[data-group]')).toHaveCount(2);
});

test("default round: four groups, desert scene, themes switch the backdrop", async ({ page }) => {
  await page.goto("/student-apps/alphabetical-order?seed=3", { waitUntil: "domcontentloaded", timeout: 120_000 });
  await expect(page.locator("[data-group]")).toHaveCount(4, { timeout: 120_000 });
  await expect(page.locator('[data-theme-backdrop="desert"]')).toBeAttached();
  await expect(page.getByRole("switch", { name: /Uppercase/ })).toHaveAttribute("aria-checked", "true");
  await page.getByLabel("Theme").selectOption("winter");
  await expect(page.locator('[data-theme-backdrop="winter"]')).toBeAttached();
  await expect(page.getByTestId("countdown")).toBeHidden({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
});
