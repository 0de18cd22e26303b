import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { fakeSpeech, spoken } from "../helpers/fake-speech";
import { splitWord, WORD_ROW_START } from "../../../games/letter-tiles/logic";
import { tileSets } from "../../../games/letter-tiles/tiles";
import { expectPlayAreaFits, laptopAndTabletScreens } from "./play-area";

const lastSaid = async (page: Page) => (await spoken(page)).at(-1)?.text ?? "";

/** Selects a palette tile; a tile still selected from the last placement stays so (a tap would let it go). */
async function choose(page: Page, id: string) {
  const tile = page.locator(`[data-tile-id="${id}"]`);
  if ((await tile.getAttribute("aria-pressed")) !== "true") await tile.click();
  await expect(tile).toHaveAttribute("aria-pressed", "true");
}

/** Builds tiles in row 2 by tapping each tile, then its slot. */
async function build(page: Page, tileIds: string[]) {
  for (const [i, id] of tileIds.entries()) {
    await choose(page, id);
    await page.getByTestId(`slot-${WORD_ROW_START + i}`).click();
    await expect(page.getByTestId(`slot-${WORD_ROW_START + i}`)).not.toHaveAttribute(
      "aria-label",
      /empty$/,
    );
  }
}

test("Listen and build: five heard words built, a planned mistake named by its tile, to the summary", async ({
  page,
}) => {
  // Five words built tile by tile on a shared two-core machine: triple the usual time.
  test.slow();
  await fakeSpeech(page);
  await page.goto("/student-apps/letter-tiles?seed=5");
  await expect(page.getByTestId("letter-tiles")).toHaveAttribute("data-hydrated", "true");
  // Free play stays the default.
  await expect(page.getByLabel("Mode")).toHaveValue("free");
  await expect(page.getByLabel("Word group")).toBeVisible();

  await page.getByLabel("Mode").selectOption("dictation");
  await expect(page).toHaveURL(/mode=dictation/);
  await expect(page.getByLabel("Word group")).toHaveCount(0);
  expect(await spoken(page)).toEqual([]);
  // Nothing is read until the child presses Start (iOS speaks only from a tap).
  await page.getByRole("button", { name: "Start listening" }).click();

  const words: string[] = [];
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByTestId("dictation-position")).toHaveText(`Word ${n} of 5`);
    await expect.poll(() => spoken(page).then((s) => s.length)).toBeGreaterThanOrEqual(n);
    const word = await lastSaid(page);
    expect(words).not.toContain(word);
    words.push(word);
    const tiles = splitWord(word, tileSets.beginner).map((t) => t.id);

    if (n === 1) {
      // H hears the word again, in the device's voice.
      await page.keyboard.press("h");
      await expect
        .poll(() => spoken(page))
        .toEqual([
          { text: word, voice: "Test US English" },
          { text: word, voice: "Test US English" },
        ]);
      // The planned mistake: a wrong vowel in the 2nd tile.
      const wrong = tiles[1] === "vowel-u" ? "vowel-o" : "vowel-u";
      await build(page, [tiles[0]!, wrong, ...tiles.slice(2)]);
      await page.getByRole("button", { name: "Check", exact: true }).click();
      await expect(page.getByTestId("dictation-feedback")).toHaveText(
        `The 2nd tile, ${wrong.replace("vowel-", "")}, is not right. Listen again and change it.`,
      );
      await expectNoSeriousA11yViolations(page);
      // Fixed by keyboard: Delete erases the tile, then the right one goes in.
      await page.getByTestId(`slot-${WORD_ROW_START + 1}`).focus();
      await page.keyboard.press("Delete");
      await expect(page.getByTestId("dictation-feedback")).toHaveText("");
      await choose(page, tiles[1]!);
      await page.getByTestId(`slot-${WORD_ROW_START + 1}`).click();
    } else {
      await build(page, tiles);
    }
    await page.getByRole("button", { name: "Check", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("dictation-feedback")).toHaveText(`✓ Yes! That spells ${word}.`);
    await page.getByRole("button", { name: n === 5 ? "Finish" : "Next word" }).click();
  }

  await expect(page.getByRole("heading", { name: "Round finished" })).toBeVisible();
  await expect(page.getByTestId("dictation-summary")).toHaveText(
    `You built 4 of 5 words right first time. Words to practise: ${words[0]}.`,
  );
  await expect(page.getByRole("button", { name: "Play again" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

// A tutor's shared link (?mode=dictation) opens the mode; its bar above the board keeps the whole
// play area on laptop and tablet screens.
test.describe("Listen and build from a shared link fits one screen", () => {
  for (const screen of laptopAndTabletScreens) {
    test(screen.name, async ({ page }) => {
      await fakeSpeech(page);
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto("/student-apps/letter-tiles?seed=5&mode=dictation");
      await expect(page.getByTestId("letter-tiles")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByLabel("Mode")).toHaveValue("dictation");
      await page.getByRole("button", { name: "Start listening" }).click();
      await expect(page.getByTestId("dictation-position")).toHaveText("Word 1 of 5");
      await expectPlayAreaFits(page);
    });
  }
});
