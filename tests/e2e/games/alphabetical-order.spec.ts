import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import AxeBuilder from "@axe-core/playwright";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { splitAlphabet } from "../../../games/alphabetical-order/groups";

const focused = (page: Page, attribute: string) =>
  page.evaluate((name) => document.activeElement?.getAttribute(name) ?? null, attribute);

async function tabUntil(page: Page, attribute: string) {
  for (let i = 0; i < 30; i++) {
    if ((await focused(page, attribute)) !== null) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached an element with ${attribute}`);
}

test("plays 1/2 by keyboard to the end and restarts with Play Again", async ({ page }) => {
  await page.goto("/student-apps/alphabetical-order?seed=5", {
    waitUntil: "domcontentloaded",
  });
  await expect(page.getByRole("heading", { level: 1, name: "Alphabetical Order" })).toBeVisible();
  const subdivision = page.getByLabel("Subdivision");
  await expect(subdivision).toHaveValue("4");
  await expect(page.getByRole("button", { name: /^Slot \d+$/ })).toHaveCount(4);

  // Choose 1/2 with the keyboard: the closed select steps through its options with the arrows.
  await subdivision.focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(subdivision).toHaveValue("2");
  await expect(page.getByRole("button", { name: /^Slot \d+$/ })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Slot 1" })).toBeVisible();
  // Each round starts with the countdown overlay, then play.
  await expect(page.getByTestId("countdown")).toBeHidden();

  const groups = splitAlphabet(2);
  await tabUntil(page, "data-group");

  // Escape cancels a selection and returns focus to the card.
  const firstCard = await focused(page, "data-group");
  await page.keyboard.press("Enter");
  await expect(page.locator(`[data-group="${firstCard}"]`)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(page.locator(`[data-group="${firstCard}"]`)).toHaveAttribute(
    "aria-pressed",
    "false",
  );
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
      await expect(page.locator(`[data-group="${groupId}"]`)).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    }
    while (slot !== target) {
      await page.keyboard.press(slot < target ? "ArrowRight" : "ArrowLeft");
      slot = Number(await focused(page, "data-slot"));
    }
    await page.keyboard.press("Enter");
    await expect(page.locator(`[data-slot="${target}"]`)).toHaveAttribute("data-state", "filled");
  }

  await expect(page.getByTestId("order-complete")).toContainText(
    "Great job! Everything is in order.",
  );
  const playAgain = page.getByRole("button", { name: "Play Again" });
  await expect(playAgain).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Slot 2" })).toBeVisible();
  await expect(page.getByTestId("order-complete")).toHaveCount(0);
  await expect(page.locator("[data-group]")).toHaveCount(2);
});

test("default round: four groups, desert scene, themes switch the backdrop", async ({ page }) => {
  await page.goto("/student-apps/alphabetical-order?seed=3", {
    waitUntil: "domcontentloaded",
  });
  await expect(page.locator("[data-group]")).toHaveCount(4);
  await expect(page.locator('[data-theme-backdrop="desert"]')).toBeAttached();
  await expect(page.getByRole("switch", { name: /Uppercase/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.getByLabel("Theme").selectOption("winter");
  await expect(page.locator('[data-theme-backdrop="winter"]')).toBeAttached();
  await expect(page.getByTestId("countdown")).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

/** axe's check that every control's accessible name contains its visible text (WCAG 2.5.3). */
async function expectNamesMatchVisibleText(page: Page) {
  // The celebration's confetti canvas is the kit's, not a control of this game.
  const results = await new AxeBuilder({ page })
    .exclude("canvas")
    .withRules(["label-content-name-mismatch"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const problems = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")));
  expect(problems, problems.join("\n")).toEqual([]);
}

test("first-letter cards: plays 1/4 by mouse to the end, every slot and card named by what it shows", async ({
  page,
}) => {
  await page.goto("/student-apps/alphabetical-order?seed=9", {
    waitUntil: "domcontentloaded",
  });
  await expect(page.locator("[data-group]")).toHaveCount(4);
  await page.getByLabel("Cards show").selectOption("first-letter");
  await expect(page.getByTestId("countdown")).toBeHidden();
  const groups = splitAlphabet(4);
  // Each card shows only its first letter; its name is that letter.
  for (const group of groups) {
    const card = page.locator(`[data-group="${group.id}"]`);
    await expect(card).toHaveText(group.letters[0]!.toUpperCase());
    await expect(card).toHaveAccessibleName(group.letters[0]!.toUpperCase());
  }
  await expectNamesMatchVisibleText(page);

  for (const [slot, group] of groups.entries()) {
    await page.locator(`[data-group="${group.id}"]`).click();
    await page.locator(`[data-slot="${slot}"]`).click();
    await expect(page.locator(`[data-slot="${slot}"]`)).toHaveAttribute("data-state", "filled");
    await expect(page.locator(`[data-slot="${slot}"]`)).toHaveAccessibleName(
      `Slot ${slot + 1}: ${group.letters[0]!.toUpperCase()}`,
    );
    if (slot === 1) await expectNamesMatchVisibleText(page);
  }
  await expect(page.getByTestId("order-complete")).toContainText(
    "Great job! Everything is in order.",
  );
  await expectNamesMatchVisibleText(page);
});

test("whole-run cards and slots are named by the letters they show", async ({ page }) => {
  await page.goto("/student-apps/alphabetical-order?seed=3", {
    waitUntil: "domcontentloaded",
  });
  await expect(page.locator("[data-group]")).toHaveCount(4);
  await expect(page.getByTestId("countdown")).toBeHidden();
  const first = splitAlphabet(4)[0]!;
  await expect(page.locator(`[data-group="${first.id}"]`)).toHaveAccessibleName("A B C D E F G");
  await page.locator(`[data-group="${first.id}"]`).click();
  await page.locator('[data-slot="0"]').click();
  await expect(page.locator('[data-slot="0"]')).toHaveAccessibleName("Slot 1: A B C D E F G");
  await expect(page.getByRole("button", { name: "Slot 2" })).toBeVisible();
  await expectNamesMatchVisibleText(page);
});

test("missing-letter round: before, after and between, to the end", async ({ page }) => {
  await page.goto("/student-apps/alphabetical-order?seed=5&mode=missing-letter", {
    waitUntil: "domcontentloaded",
  });
  await expect(page.getByLabel("Mode")).toHaveValue("missing-letter");
  const question = page.getByTestId("missing-question");
  const step = (letter: string, by: number) =>
    String.fromCharCode(letter.toLowerCase().charCodeAt(0) + by);
  const answerFor = (text: string) => {
    const before = /before (\w)\?/.exec(text);
    if (before) return step(before[1]!, -1);
    const after = /after (\w)\?/.exec(text);
    if (after) return step(after[1]!, 1);
    const between = /between (\w) and (\w)\?/.exec(text);
    if (between) return step(between[1]!, 1);
    throw new Error(`unexpected question ${text}`);
  };

  for (let n = 1; n <= 10; n++) {
    await expect(page.getByTestId("missing-progress")).toHaveText(`Question ${n} of 10`);
    const answer = answerFor(await question.innerText());
    if (n === 1) {
      const wrong = page.locator(`[data-choice]:not([data-choice="${answer}"])`).first();
      await wrong.click();
      await expect(wrong).toHaveAttribute("data-state", "tried");
      await expect(page.getByTestId("missing-progress")).toHaveText("Question 1 of 10");
      await expectNoSeriousA11yViolations(page);
    }
    await page.locator(`[data-choice="${answer}"]`).click();
  }
  await expect(page.getByTestId("order-complete")).toContainText(
    "Great job! Everything is in order.",
  );
  await expect(page.getByRole("button", { name: "Play Again" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("missing-progress")).toHaveText("Question 1 of 10");
});

test("word-order round: 6 words by first, then second letter, to the end", async ({ page }) => {
  await page.goto("/student-apps/alphabetical-order?seed=5&mode=word-order", {
    waitUntil: "domcontentloaded",
  });
  await expect(page.locator("[data-word]")).toHaveCount(5);
  await page.getByRole("combobox", { name: /^Words/ }).selectOption("6");
  const words = page.locator("[data-word]");
  await expect(words).toHaveCount(6);
  const shown = await words.evaluateAll((els) =>
    els.map((el) => el.getAttribute("data-word") ?? ""),
  );
  const ordered = [...shown].sort();
  // Some two words share a first letter, so the second letter decides.
  expect(new Set(ordered.map((w) => w[0])).size).toBeLessThan(6);

  await page.locator(`[data-word="${ordered[1]}"]`).click();
  await expect(page.getByTestId("order-tip")).toContainText(`${ordered[0]![0]}`);
  await expect(page.locator(`[data-word="${ordered[1]}"]`)).toHaveAttribute("data-state", "open");
  await expectNoSeriousA11yViolations(page);

  for (const word of ordered) await page.locator(`[data-word="${word}"]`).click();
  await expect(page.getByTestId("ordered-words")).toHaveText(new RegExp(ordered.join(".*")));
  await expect(page.getByTestId("order-complete")).toContainText(
    "Great job! Everything is in order.",
  );
  await expect(page.getByRole("button", { name: "Play Again" })).toBeFocused();
});
