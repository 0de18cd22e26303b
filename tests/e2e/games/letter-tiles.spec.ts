import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

const slot = (page: Page, index: number) => page.getByTestId(`slot-${index}`);
const row2Labels = async (page: Page) => {
  const labels: string[] = [];
  for (let i = 12; i < 24; i++) labels.push((await slot(page, i).getAttribute("aria-label")) ?? "");
  return labels.filter((l) => !l.endsWith("empty")).map((l) => l.split(": ")[1]);
};

async function open(page: Page) {
  await page.goto("/student-apps/letter-tiles");
  await expect(page.getByRole("heading", { level: 1, name: "Letter Tiles" })).toBeVisible();
  await expect(page.getByTestId("letter-tiles")).toHaveAttribute("data-hydrated", "true");
}

test("lays words from a group, then builds and erases by keyboard", async ({ page }) => {
  await open(page);

  // Choosing a group lays its first word in row 2, split into tiles.
  await page.getByLabel("Word group").selectOption("sh");
  await expect(page.getByTestId("word-position")).toHaveText("Word 1 of 16");
  await expect.poll(() => row2Labels(page)).toEqual(["sh, digraph", "i, vowel", "p, consonant"]);

  // Previous wraps around to the last word; Next comes back; all by keyboard.
  await page.getByRole("button", { name: "Previous word" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("word-position")).toHaveText("Word 16 of 16");
  await expect
    .poll(() => row2Labels(page))
    .toEqual(["sh, digraph", "a, vowel", "ck, digraph, ends a word"]);
  await page.getByRole("button", { name: "Next word" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("word-position")).toHaveText("Word 1 of 16");

  // Select a palette tile with Enter; arrows move through the palette.
  await page.getByRole("button", { name: "a, vowel" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("button", { name: "e, vowel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "e, vowel" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Up from the palette reaches the board's second row, then the first row; Enter places.
  await page.keyboard.press("ArrowUp");
  await expect(page.locator("[data-slot-index]:focus")).toHaveAttribute("aria-label", /^Row 2/);
  await page.keyboard.press("ArrowUp");
  const focused = page.locator("[data-slot-index]:focus");
  await expect(focused).toHaveAttribute("aria-label", /^Row 1, slot \d+: empty$/);
  const placedIndex = Number(await focused.getAttribute("data-slot-index"));
  await page.keyboard.press("Enter");
  await expect(slot(page, placedIndex)).toHaveAttribute("aria-label", /: e, vowel$/);

  // A filled slot is never overwritten.
  await slot(page, 12).focus();
  await page.keyboard.press("Enter");
  await expect(slot(page, 12)).toHaveAttribute("aria-label", "Row 2, slot 1: sh, digraph");

  // Delete erases; Escape clears the selection.
  await slot(page, placedIndex).focus();
  await page.keyboard.press("Delete");
  await expect(slot(page, placedIndex)).toHaveAttribute("aria-label", /: empty$/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "e, vowel" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  // Clear empties the whole board.
  await page.getByRole("button", { name: "Clear board" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-slot-index][aria-label$=": empty"]')).toHaveCount(24);

  await expectNoSeriousA11yViolations(page);
});

test("mouse: tap to place, double-click to erase, drag as an extra, levels and case", async ({
  page,
}) => {
  await open(page);

  await page.getByRole("button", { name: "m, consonant" }).click();
  await slot(page, 0).click();
  await expect(slot(page, 0)).toHaveAttribute("aria-label", "Row 1, slot 1: m, consonant");
  await slot(page, 0).dblclick();
  await expect(slot(page, 0)).toHaveAttribute("aria-label", "Row 1, slot 1: empty");

  await page.getByRole("button", { name: "sh, digraph" }).dragTo(slot(page, 5));
  await expect(slot(page, 5)).toHaveAttribute("aria-label", "Row 1, slot 6: sh, digraph");

  // A change of tile set re-lays the first word with that set's tiles.
  await page.getByLabel("Word group").selectOption("ing");
  await expect
    .poll(() => row2Labels(page))
    .toEqual(["r, consonant", "i, vowel", "n, consonant", "g, consonant"]);
  await page.getByRole("button", { name: "Intermediate" }).click();
  await expect
    .poll(() => row2Labels(page))
    .toEqual(["r, consonant", "ing, welded sound, ends a word"]);

  await page.getByRole("button", { name: "Capital letters" }).click();
  await expect(slot(page, 12)).toHaveAttribute("aria-label", "Row 2, slot 1: R, consonant");
  await expect(slot(page, 12)).toHaveText("R");

  await expectNoSeriousA11yViolations(page);
});
