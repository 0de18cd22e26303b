import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { passages } from "../../../games/alphabet-sequencing-game/data";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
const board = (page: Page) => page.getByRole("group", { name: "Letters of the text" });

/** Where a phrase starts inside Text 1, as a glyph index. */
const passageIndex = (phrase: string) => passages.text1.text.indexOf(phrase);

/** The glyph index to click for each of `letters`, in order, each after the one before. */
async function solutionFromDomFor(page: Page, letters: string[]): Promise<number[]> {
  const buttons = await board(page)
    .locator("button[data-glyph]")
    .evaluateAll((els) =>
      els.map((b) => ({
        index: Number(b.getAttribute("data-glyph")),
        letter: b.getAttribute("data-letter") ?? "",
      })),
    );
  const path: number[] = [];
  let last = -1;
  for (const target of letters) {
    const next = buttons.find((l) => l.index > last && l.letter === target);
    if (!next) throw new Error(`no ${target} after ${last}`);
    path.push(next.index);
    last = next.index;
  }
  return path;
}

/** The glyph index to click for a, b, … z. */
const solutionFromDom = (page: Page) => solutionFromDomFor(page, [...ALPHABET]);

const letterButton = (page: Page, glyph: number) =>
  board(page).locator(`button[data-glyph="${glyph}"]`);

test("plays Text 1 from a to z, celebrates, then resets", async ({ page }) => {
  await page.goto("/student-apps/alphabet-sequencing-game?seed=7", {
    waitUntil: "domcontentloaded",
  });
  await expect(page.getByRole("heading", { level: 1, name: "Alphabet Sequencing" })).toBeVisible();
  await expect(board(page).locator("button[data-glyph]").first()).toBeVisible();

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
  const below = await page.evaluate(() =>
    Number(document.activeElement?.getAttribute("data-glyph")),
  );
  expect(below).toBeGreaterThan(10);

  for (const glyph of path.slice(2, -1)) await letterButton(page, glyph).click();
  await expect(board(page).locator('[data-state="found"]')).toHaveCount(25);
  await letterButton(page, path[25] as number).click();
  await expect(page.getByTestId("alphabet-complete")).toContainText(
    "You found every letter from a to z!",
  );
  // After 1200 ms progress resets on the same text.
  await expect(board(page).locator('[data-state="found"]')).toHaveCount(0);
  await expect(page.getByTestId("next-letter")).toContainText("a");
  await expectNoSeriousA11yViolations(page);
});

test("plays the seeded mixed-letter text in capitals", async ({ page }) => {
  await page.goto("/student-apps/alphabet-sequencing-game?seed=11", {
    waitUntil: "domcontentloaded",
  });
  await expect(board(page).locator("button[data-glyph]").first()).toBeVisible();
  await page.locator("label", { hasText: "Mixed letters" }).click();
  await expect(page.getByRole("radio", { name: /Mixed letters/ })).toBeChecked();
  await page.locator("label", { hasText: "CAPITALS" }).click();
  await expect(page.getByRole("radio", { name: "CAPITALS" })).toBeChecked();
  await expect(board(page).locator("button[data-glyph]")).toHaveCount(116);
  for (const glyph of await solutionFromDom(page)) await letterButton(page, glyph).click();
  await expect(page.getByTestId("alphabet-complete")).toBeVisible();
  await page.getByRole("switch", { name: /Show alphabet/ }).click();
  await expect(page.getByRole("list", { name: "Alphabet progress" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("passages keep their own capitals; the case choice offers as written, lower case and capitals", async ({
  page,
}) => {
  await page.goto("/student-apps/alphabet-sequencing-game?seed=7", {
    waitUntil: "domcontentloaded",
  });
  await expect(board(page).locator("button[data-glyph]").first()).toBeVisible();
  await expect(page.getByRole("radio", { name: "As written" })).toBeChecked();
  // "A bear cub…": the first letter keeps its capital, the next word is lower case.
  await expect(letterButton(page, 0)).toHaveText("A");
  await expect(letterButton(page, 2)).toHaveText("b");
  const jack = passageIndex("Jack the duck");
  await expect(letterButton(page, jack)).toHaveText("J");
  await expect(page.getByTestId("next-letter")).toContainText("A a");

  await page.locator("label", { hasText: "lower case" }).click();
  await expect(letterButton(page, jack)).toHaveText("j");
  await page.locator("label", { hasText: "CAPITALS" }).click();
  await expect(letterButton(page, 2)).toHaveText("B");
  await page.locator("label", { hasText: "As written" }).click();
  await expect(letterButton(page, jack)).toHaveText("J");

  // The Find bar stays in view, below the site header, while the child works far down the text.
  await page.setViewportSize({ width: 1366, height: 500 });
  const last = board(page).locator("button[data-glyph]").last();
  await last.scrollIntoViewIfNeeded();
  const bar = await page.getByTestId("find-bar").boundingBox();
  const header = await page.locator("header").first().boundingBox();
  expect(bar).not.toBeNull();
  expect(bar!.y).toBeGreaterThanOrEqual(Math.floor((header?.y ?? 0) + (header?.height ?? 0)) - 1);
  expect(bar!.y + 40).toBeLessThanOrEqual(500);
  await expect(page.getByTestId("next-letter")).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});

test("a tutor's own text: refused without letters, then played to the end and shared by its link", async ({
  page,
}) => {
  await page.goto("/student-apps/alphabet-sequencing-game?seed=7", {
    waitUntil: "domcontentloaded",
  });
  await expect(board(page).locator("button[data-glyph]").first()).toBeVisible();
  await page.locator("label", { hasText: "Your own text" }).click();
  const field = page.getByLabel("Paste your text");
  await field.fill("123 ... !!!");
  await page.getByRole("button", { name: "Use this text" }).click();
  await expect(page.getByTestId("custom-text-form").getByRole("alert")).toContainText(
    "That text has no letters from a to z to find.",
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");

  const text = "Dad and Ben had a big red hat.";
  await field.fill(text);
  await page.getByRole("button", { name: "Use this text" }).click();
  await expect(page.getByTestId("custom-text-form").getByRole("alert")).toHaveCount(0);
  await expect(page).toHaveURL(/text=Dad/);
  await expect(board(page).locator("button[data-glyph]")).toHaveCount(22);
  await expect(letterButton(page, 0)).toHaveText("D");
  await expect(page.getByTestId("skipped-letters")).toContainText("c, f, g");
  await expect(page.locator('[data-strip-state="skipped"]')).toHaveCount(20);
  await expectNoSeriousA11yViolations(page);

  const path = await solutionFromDomFor(page, ["a", "b", "d", "e", "h", "t"]);
  for (const glyph of path) await letterButton(page, glyph).click();
  await expect(page.getByTestId("alphabet-complete")).toContainText(
    "You found every letter this text has, in order!",
  );

  // The link opens the same text straight away.
  const shared = page.url();
  const second = await page.context().newPage();
  await second.goto(shared, { waitUntil: "domcontentloaded" });
  await expect(board(second).locator("button[data-glyph]")).toHaveCount(22);
  await expect(second.getByRole("radio", { name: /Your own text/ })).toBeChecked();
  await expect(second.getByLabel("Paste your text")).toHaveValue(text);
});
