import { test, expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

// The machine compiles routes on first hit and runs axe over hundreds of letter buttons.
test.describe.configure({ timeout: 420_000 });

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
const board = (page: Page) => page.getByRole("group", { name: "Letters of the text" });

/** Reads every letter button from the page and returns the glyph index to click for a, b, … z. */
async function solutionFromDom(page: Page): Promise<number[]> {
  const letters = await board(page)
    .locator("button[data-glyph]")
    .evaluateAll((buttons) => buttons.map((b) => ({ index: Number(b.getAttribute("data-glyph")), letter: b.getAttribute("data-letter") ?? "" })));
  const path: number[] = [];
  let last = -1;
  for (const target of ALPHABET) {
    const next = letters.find((l) => l.index > last && l.letter === target);
    if (!next) throw new Error(`no ${target} after ${last}`);
    path.push(next.index);
    last = next.index;
  }
  return path;
}

const letterButton = (page: Page, glyph: number) => board(page).locator(`button[data-glyph="${glyph}"]`);

test("plays Text 1 from a to z, celebrates, then resets", async ({ page }) => {
  await page.goto("/student-apps/alphabet-sequencing-game?seed=7", { waitUntil: "domcontentloaded", timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Alphabet Sequencing" })).toBeVisible();
  await expect(board(page).locator("button[data-glyph]").first()).toBeVisible({ timeout: 120_000 });

  // Only letters are buttons: spaces and punctuation are plain text.
  const buttonTexts = await board(page).locator("button").allInnerTexts();
  expect(buttonTexts.every((t) => /^[a-z]$/i.test(t.trim()))).toBe(true);

  const path = await solutionFromDom(page);
  // A wrong letter (the b we will need later, clicked too early) is dimmed, not marked.
  await letterButton(page, path[1] as number).click();
  await expect(letterButton(page, path[1] as number)).toHaveAttribute("data-state", "dimmed");

  // a and b by keyboard: arrows move between letter buttons, Enter and Space choose.
  // In "A bear…" the first a is glyph 0 and the first b after it is glyph 2 (glyph 1 is a space).
  expect(path.slice(0, 2)).toEqual([0, 2]);
  await letterButton(page, 2).focus();
  await page.keyboard.press("Home");
  await expect(letterButton(page, 0)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(letterButton(page, 2)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await expect(letterButton(page, 0)).toHaveAttribute("data-state", "found");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  await expect(letterButton(page, 2)).toHaveAttribute("data-state", "found");
  await expect(page.getByTestId("next-letter")).toContainText("c");
  await page.keyboard.press("ArrowDown");
  const below = await page.evaluate(() => Number(document.activeElement?.getAttribute("data-glyph")));
  expect(below).toBeGreaterThan(10);

  for (const glyph of path.slice(2, -1)) await letterButton(page, glyph).click();
  await expect(board(page).locator('[data-state="found"]')).toHaveCount(25);
  await letterButton(page, path[25] as number).click();
  await expect(page.getByTestId("alphabet-complete")).toContainText("You found every letter from a to z!");
  // After 1200 ms progress resets on the same text.
  await expect(board(page).locator('[data-state="found"]')).toHaveCount(0);
  await expect(page.getByTestId("next-letter")).toContainText("a");
  await expectNoSeriousA11yViolations(page);
});

test("plays the seeded mixed-letter text in capitals", async ({ page }) => {
  await page.goto("/student-apps/alphabet-sequencing-game?seed=11", { waitUntil: "domcontentloaded", timeout: 120_000 });
  await expect(board(page).locator("button[data-glyph]").first()).toBeVisible({ timeout: 120_000 });
  await page.locator("label", { hasText: "Mixed letters" }).click();
  await expect(page.getByRole("radio", { name: /Mixed letters/ })).toBeChecked();
  await page.getByRole("switch", { name: /Capital letters/ }).click();
  await expect(board(page).locator("button[data-glyph]")).toHaveCount(116);
  for (const glyph of await solutionFromDom(page)) await letterButton(page, glyph).click();
  await expect(page.getByTestId("alphabet-complete")).toBeVisible();
  await page.getByRole("switch", { name: /Show alphabet/ }).click();
  await expect(page.getByRole("list", { name: "Alphabet progress" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
