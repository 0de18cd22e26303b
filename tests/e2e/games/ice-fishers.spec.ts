import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { fishSet } from "../../../games/ice-fishers/data";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

const focusedWord = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("data-word") ?? null);
const swimmingWords = (page: Page) =>
  page
    .locator("[data-word]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-word") ?? ""));

/** Arrow keys through the fish until one for which `want` holds has focus (fish keep arriving). */
async function chooseFish(page: Page, want: (word: string) => boolean) {
  await expect.poll(async () => (await swimmingWords(page)).some(want)).toBe(true);
  for (let step = 0; step < 12; step++) {
    const word = await focusedWord(page);
    if (word !== null && want(word)) return word;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error("no matching fish could be reached with the arrow keys");
}

test.describe("Ice Fishers", () => {
  test("a seeded round played by keyboard, from the first cast to the summary", async ({
    page,
  }) => {
    // A whole round, cast by cast, with axe checks on the way: triple the usual time.
    test.slow();
    // Still fish keep this long test light on a busy machine; swimming is checked on its own below.
    await page.goto("/student-apps/ice-fishers?seed=4&motion=still", {
      waitUntil: "domcontentloaded",
    });
    const pond = page.getByTestId("ice-pond");
    await expect(pond).toBeVisible();
    const firstFish = page.getByRole("button", { name: /^Fish: / }).first();
    await expect(firstFish).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The fish swim when asked to, and keep still again when asked (WCAG 2.2.2).
    const stillToggle = page.getByRole("switch", { name: "Still fish" });
    await expect(stillToggle).toHaveAttribute("aria-checked", "true");
    const x = async () => (await firstFish.boundingBox())?.x ?? 0;
    const startX = await x();
    await stillToggle.click();
    await expect.poll(async () => Math.abs((await x()) - startX)).toBeGreaterThan(4);
    await stillToggle.click();
    await expect(stillToggle).toHaveAttribute("aria-checked", "true");

    const setId = await page.getByTestId("ice-prompt").getAttribute("data-set-id");
    const set = fishSet(setId ?? "");
    expect(set, `unknown set ${setId}`).toBeDefined();
    const matches = (word: string) => set!.matches(word);

    // Keyboard only from here: Tab from the last control into the pond lands on a fish.
    await page.getByRole("button", { name: "New round" }).focus();
    for (let i = 0; i < 3 && (await focusedWord(page)) === null; i++)
      await page.keyboard.press("Tab");
    expect(await focusedWord(page)).not.toBeNull();

    // The tally shows beside the pond on wide screens and above it on narrow ones.
    const count = page.getByTestId("catch-count");
    // One wrong cast: the fish swims away with a hint, and nothing is lost.
    const wrong = await chooseFish(page, (word) => !matches(word));
    await page.keyboard.press("Enter");
    const feedback = page.getByTestId("ice-feedback");
    await expect(feedback).toContainText(`"${wrong}" swam away.`);
    await expect(feedback).toContainText(set!.hint);
    await expect(count).toHaveText("0");

    // Pausing stops the pond; resuming carries on.
    await page.keyboard.press("Escape");
    await expect(
      page.getByTestId("ice-paused").getByRole("button", { name: "Resume" }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("ice-paused")).toBeHidden();
    expect(await focusedWord(page)).not.toBeNull();

    for (let caught = 1; caught <= 10; caught++) {
      await chooseFish(page, matches);
      await page.keyboard.press("Enter");
      if (caught < 10) await expect(count).toHaveText(String(caught));
    }

    const summary = page.getByTestId("round-summary");
    await expect(
      summary.getByRole("heading", { name: "Bucket full! You caught 10 fish." }),
    ).toBeFocused();
    await expect(summary.getByRole("listitem")).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // On to level 2 with the keyboard.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Next level: Word families" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("ice-prompt")).toContainText("Level 2");
    await expect(page.getByRole("button", { name: /^Fish: / })).toHaveCount(4);
  });

  test("reduced motion keeps the pond still, and a click casts the line", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/student-apps/ice-fishers?seed=11&level=2&set=family-at", {
      waitUntil: "domcontentloaded",
    });
    await expect(page.getByTestId("ice-pond")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Still fish" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByTestId("ice-prompt")).toContainText("Words in the -at family");
    // The snow stands still too.
    const snowAnimations = await page
      .locator("[data-snowflake]")
      .evaluateAll((flakes) => flakes.map((flake) => getComputedStyle(flake).animationName));
    expect(snowAnimations.length).toBeGreaterThan(0);
    expect(snowAnimations.every((name) => name === "none")).toBe(true);

    const set = fishSet("family-at")!;
    const right = (await swimmingWords(page)).find((word) => set.matches(word));
    expect(right).toBeDefined();
    await page
      .getByRole("button", { name: `Fish: ${right}` })
      .first()
      .click();
    await expect(page.getByTestId("catch-count")).toHaveText("1");
    await expect(page.getByTestId("ice-feedback")).toContainText(`Caught "${right}"!`);
  });
});
