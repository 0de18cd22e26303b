import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { fakeSpeech, noSpeech, spoken } from "../helpers/fake-speech";
import { soundWords } from "../../../games/vowel-sounds/logic";

test.describe("Vowel Sounds", () => {
  test("selects all 28 vowels once each, by mouse and keyboard, to the completion message", async ({
    page,
  }) => {
    // 28 vowels found one by one: triple the usual time.
    test.slow();
    await page.goto("/student-apps/vowel-sounds?seed=7");
    const vowels = page.locator("button[data-vowel]");
    await expect(vowels).toHaveCount(28);
    await expect(page.getByRole("group", { name: "Line 1" }).locator("button")).toHaveCount(14);
    await expect(page.getByRole("group", { name: "Line 2" }).locator("button")).toHaveCount(14);
    // Seed 7 always draws this board (createVowelGame with createRandom(7)).
    const chars = await vowels.evaluateAll((els) =>
      els.map((el) => el.getAttribute("data-vowel")).join(""),
    );
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

test.describe("Vowel Sounds learning modes", () => {
  test("Find the vowels: a consonant is marked, then every vowel is found to the end", async ({
    page,
  }) => {
    await page.goto("/student-apps/vowel-sounds?seed=7");
    await expect(page.locator("button[data-vowel]")).toHaveCount(28);
    await page.getByLabel("Mode").selectOption("find-vowels");
    await expect(page).toHaveURL(/mode=find-vowels/);
    const tiles = page.locator("button[data-letter]");
    await expect(tiles).toHaveCount(42);
    await expect(page.getByRole("group", { name: "Line 3" }).locator("button")).toHaveCount(14);

    const consonant = page
      .locator(
        'button[data-letter]:not([data-letter="a"]):not([data-letter="e"]):not([data-letter="i"]):not([data-letter="o"]):not([data-letter="u"])',
      )
      .first();
    await consonant.click();
    await expect(consonant).toHaveAttribute("data-state", "not-a-vowel");
    await expect(consonant).toContainText("not a vowel");
    await expect(page.getByTestId("vowel-progress")).toHaveText("Found 0 of 28");
    await expectNoSeriousA11yViolations(page);

    const vowels = page.locator(
      'button[data-letter="a"], button[data-letter="e"], button[data-letter="i"], button[data-letter="o"], button[data-letter="u"]',
    );
    await expect(vowels).toHaveCount(28);
    // The first vowel by keyboard, the rest by mouse.
    await vowels.first().focus();
    await page.keyboard.press("Enter");
    await expect(vowels.first()).toHaveAttribute("aria-pressed", "true");
    for (let i = 1; i < 28; i++) await vowels.nth(i).click();

    await expect(page.getByRole("heading", { name: "You found all 28 vowels!" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Play again" })).toBeFocused();
    await page.getByRole("button", { name: "Play again" }).click();
    await expect(page.getByTestId("vowel-progress")).toHaveText("Found 0 of 28");
  });

  test("Short or long?: sorts every word of the table, with a tip after a wrong pile", async ({
    page,
  }) => {
    await page.goto("/student-apps/vowel-sounds?seed=7&mode=short-long");
    await expect(page.getByLabel("Mode")).toHaveValue("short-long");
    const sounds = new Map(soundWords().map((w) => [w.word, w.sound]));
    const word = page.getByTestId("sort-word");
    await expect(page.getByTestId("vowel-progress")).toHaveText(`Sorted 0 of ${sounds.size}`);

    const first = (await word.innerText()).trim();
    const wrong = sounds.get(first) === "short" ? "long" : "short";
    await page.locator(`button[data-pile="${wrong}"]`).click();
    await expect(page.getByTestId("sort-tip")).toContainText(`"${first}"`);
    await expect(word).toHaveText(first);
    await expectNoSeriousA11yViolations(page);

    for (let sorted = 0; sorted < sounds.size; sorted++) {
      const current = (await word.innerText()).trim();
      const sound = sounds.get(current);
      expect(sound).toBeDefined();
      await page.locator(`button[data-pile="${sound}"]`).click();
      await expect(page.getByTestId("vowel-progress")).toHaveText(
        `Sorted ${sorted + 1} of ${sounds.size}`,
      );
    }
    await expect(
      page.getByRole("heading", { name: `You sorted all ${sounds.size} words!` }),
    ).toBeVisible();
    await expect(page.getByTestId("pile-short").locator("li")).toHaveCount(10);
    await expect(page.getByTestId("pile-long").locator("li")).toHaveCount(10);
    await expect(page.getByRole("button", { name: "Play again" })).toBeFocused();
  });

  test("Short or long?: the child hears the word before answering, by button or H", async ({
    page,
  }) => {
    await fakeSpeech(page);
    await page.goto("/student-apps/vowel-sounds?seed=7&mode=short-long");
    const word = (await page.getByTestId("sort-word").innerText()).trim();
    await page.getByRole("button", { name: "Hear the word" }).click();
    expect(await spoken(page)).toEqual([{ text: word, voice: "Test US English" }]);
    await page.locator("body").press("h");
    expect((await spoken(page)).map((u) => u.text)).toEqual([word, word]);
    // Still unanswered: hearing the word is no answer.
    await expect(page.getByTestId("vowel-progress")).toHaveText(/^Sorted 0 of/);
    await expectNoSeriousA11yViolations(page);
  });

  test("Short or long?: says so plainly where the browser has no voice", async ({ page }) => {
    await noSpeech(page);
    await page.goto("/student-apps/vowel-sounds?seed=7&mode=short-long");
    await expect(page.getByTestId("sort-word")).toBeVisible();
    await expect(page.getByText("This device has no reading voice")).toBeVisible();
    await expect(page.getByRole("button", { name: "Hear the word" })).toHaveCount(0);
  });

  test("keeps its 28 vowels in 2 lines on an upright tablet, so the arrow keys match the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto("/student-apps/vowel-sounds?seed=7");
    await expect(page.locator("button[data-vowel]")).toHaveCount(28);
    const rowsOf = (name: string) =>
      page
        .getByRole("group", { name })
        .locator("button")
        .evaluateAll(
          (els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size,
        );
    expect(await rowsOf("Line 1"), "line 1 wraps").toBe(1);
    expect(await rowsOf("Line 2"), "line 2 wraps").toBe(1);
    const wide = await page
      .locator("button[data-vowel]")
      .evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)));
    expect(wide).toBeLessThanOrEqual(820);
  });
});
