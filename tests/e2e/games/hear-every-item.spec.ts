// Issue 38, point 2: every game that shows words or sentences lets the child hear the item, by a
// button and by H, in the device's reading voice; single letters and sounds are never given to a
// voice (only the practice's recordings may say them, and a fresh test database has none).
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { fakeSpeech, noSpeech, spoken } from "../helpers/fake-speech";
import { GRAMMAR_CARDS } from "../../../games/grammar/data";
import { wordGroups } from "../../../games/letter-tiles/words";
import { passages } from "../../../games/alphabet-sequencing-game/data";
import { spellingSoundRecordingId } from "../../../games/kit/audio/recordings";
import { soundKeywords } from "../../../games/kit/words/sound-keywords";
import { expectPlayAreaFits, openGame } from "./play-area";

/**
 * As if the practice had recorded every sound: the games' list of recordings names them all, and
 * each press's request for its audio is noted (in the order pressed) and answered with silence.
 */
async function everySoundRecorded(page: Page): Promise<string[]> {
  const played: string[] = [];
  const recordings = Object.fromEntries(soundKeywords.map((s) => [`sound-${s.id}`, "test"]));
  await page.route(
    (url) => url.pathname === "/api/sounds",
    (route) => route.fulfill({ json: { recordings } }),
  );
  await page.route(
    (url) => url.pathname.startsWith("/api/sounds/"),
    (route) => {
      played.push(new URL(route.request().url()).pathname.replace("/api/sounds/", ""));
      return route.fulfill({ status: 200, contentType: "audio/webm", body: "" });
    },
  );
  return played;
}

const texts = async (page: Page) => (await spoken(page)).map((u) => u.text).join(" ");

/**
 * Presses the hear control, then its key (H unless the game gives another), and checks each read
 * `expected` in the test's voice, after whatever was read `before`.
 */
async function hearsByButtonAndKey(
  page: Page,
  button: Locator,
  expected: string,
  key = "h",
  before: string[] = [],
) {
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => texts(page)).toBe([...before, expected].join(" "));
  expect((await spoken(page)).every((u) => u.voice === "Test US English")).toBe(true);
  await page.locator("body").press(key);
  await expect.poll(() => texts(page)).toBe([...before, expected, expected].join(" "));
}

test.describe("Hear every item", () => {
  test.beforeEach(async ({ page }) => {
    await fakeSpeech(page);
  });

  test("Whack-a-Mole reads its target", async ({ page }) => {
    await page.goto(
      "/student-apps/whack-a-mole?targets=cat,hat&others=dog,sit&prompt=Words+in+the+-at+family&seconds=30&seed=5",
    );
    await page.getByRole("button", { name: "Start" }).click();
    await hearsByButtonAndKey(
      page,
      page.getByRole("button", { name: "Hear it" }),
      "Whack words in the at family",
    );
  });

  test("Ice Fishers reads what to catch", async ({ page }) => {
    await page.goto("/student-apps/ice-fishers?seed=11&level=2&set=family-at&motion=still");
    await hearsByButtonAndKey(
      page,
      page.getByRole("button", { name: "Hear it" }),
      "Catch words in the at family",
    );
  });

  test("Mind Match reads the card turned last", async ({ page }) => {
    await page.goto("/student-apps/mind-match?size=4x3&pairs=word-picture&timer=hide&seed=4");
    const card = page.getByTestId("memory-card").first();
    await card.click();
    const hear = page.getByRole("button", { name: "Hear the card" });
    await expect(hear).toBeVisible();
    await hear.click();
    const [first] = await spoken(page);
    expect(first?.text).toMatch(/^[a-z ]+$/);
    await page.locator("body").press("h");
    await expect.poll(async () => (await spoken(page)).length).toBe(2);
  });

  test("Reading Roller reads the rolled column, and each word on its own", async ({ page }) => {
    await page.goto("/student-apps/reading-roller?seed=4");
    await page.getByRole("button", { name: "Roll the dice" }).click();
    const result = page.getByTestId("roll-result");
    await expect(result).toHaveText(/You rolled [1-6]/);
    const face = Number((await result.innerText()).match(/You rolled ([1-6])/)?.[1]);
    const words = await page
      .locator(`[data-column="${face}"] li`)
      .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ""));
    await hearsByButtonAndKey(
      page,
      page.getByRole("button", { name: `Hear column ${face}` }),
      `${words.join(", ")}.`,
    );
    await page.getByRole("button", { name: `Hear ${words[0]}`, exact: true }).click();
    await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe(words[0]);
  });

  test("Grammar reads the turned card", async ({ page }) => {
    await page.goto("/student-apps/grammar");
    await page.locator("button[data-card='1']").click();
    const card = GRAMMAR_CARDS.find((c) => c.number === 1)!;
    await hearsByButtonAndKey(
      page,
      page.getByRole("button", { name: "Read aloud" }),
      `${card.prompt} For example: ${card.example}`,
    );
  });

  test("Letter Tiles reads the word on the board", async ({ page }) => {
    await page.goto("/student-apps/letter-tiles");
    const group = page.getByLabel("Word group");
    await group.selectOption({ index: 1 });
    await hearsByButtonAndKey(
      page,
      page.getByRole("button", { name: "Hear the board" }),
      wordGroups[1]!.words[0]!,
    );
  });

  test("Vowel Sounds says a found vowel's keyword again", async ({ page }) => {
    await page.goto("/student-apps/vowel-sounds?seed=7");
    await page.locator("button[data-vowel='a']").first().click();
    await expect.poll(() => texts(page)).toBe("apple");
    // The vowel guide below the board has its own "Hear apple": this is the board's.
    await page.locator("[data-play-area]").getByRole("button", { name: "Hear apple" }).click();
    await page.locator("body").press("h");
    await expect.poll(() => texts(page)).toBe("apple apple apple");
  });

  test("b and d reads the steps for the chosen letter", async ({ page }) => {
    await page.goto("/student-apps/b-and-d");
    await page.getByRole("radio", { name: "b for chocolate bar" }).click();
    await hearsByButtonAndKey(
      page,
      page.getByRole("button", { name: "Hear the steps" }),
      "How to write the letter b. Down the stick. Up a little, then round the belly.",
    );
  });

  test("Alphabetical Order reads the words to order", async ({ page }) => {
    await page.goto("/student-apps/alphabetical-order?seed=5&mode=word-order");
    // The mode comes from the address, so the round's words appear once the page has hydrated.
    await expect(page.locator("[data-word]").first()).toBeVisible();
    const words = await page
      .locator("[data-word]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-word") ?? ""));
    await hearsByButtonAndKey(
      page,
      page.getByRole("button", { name: "Hear the words" }),
      `${words.join(", ")}.`,
    );
    await page.getByRole("button", { name: `Hear ${words[0]}`, exact: true }).click();
    await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe(words[0]);
  });

  test("Name It reads the center card by a button and by G (H is player 2's)", async ({ page }) => {
    await page.goto("/student-apps/name-it?seed=3&seconds=25");
    await page.getByRole("button", { name: "Start Game" }).click();
    const names = await page
      .getByRole("list", { name: "Center card" })
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label") ?? ""));
    const hear = page.getByRole("button", { name: "Hear the center card" });
    await expect(hear).toHaveAttribute("aria-keyshortcuts", "G");
    await expect(hear).toContainText("G");
    await hear.click();
    // Every name on the card, read in the card's reading order (the page lists them as drawn).
    await expect
      .poll(async () => (await texts(page)).replace(/\.$/, "").split(", ").sort())
      .toEqual([...names].sort());
    await page.locator("body").press("g");
    await expect.poll(async () => (await spoken(page)).length).toBe(2);
    // H stays player 2's key: it picks on their card and hears nothing.
    await page.locator("body").press("h");
    expect(await spoken(page)).toHaveLength(2);
  });

  test("Math It reads the equation by a button and by G", async ({ page }) => {
    await page.goto("/student-apps/math-it?seed=9&seconds=25");
    await page.getByRole("button", { name: "Start Game" }).click();
    const spokenForm = await page.getByTestId("equation").getAttribute("aria-label");
    const hear = page.getByRole("button", { name: "Hear the equation" });
    await expect(hear).toHaveAttribute("aria-keyshortcuts", "G");
    await hearsByButtonAndKey(page, hear, spokenForm!, "g");
  });

  test("Alphabet Sequencing reads its text (T), and H stays the letter's sound", async ({
    page,
  }) => {
    await page.goto("/student-apps/alphabet-sequencing-game?seed=3");
    await hearsByButtonAndKey(
      page,
      page.getByRole("button", { name: "Hear the text" }),
      passages.text1.text.replace(/\s+/g, " ").trim(),
      "t",
    );
    // H is the letter to find, which only a recording may say (a fresh database has none).
    await expect(page.getByRole("button", { name: /^Hear the sound of/ })).toHaveCount(0);
    const readSoFar = (await spoken(page)).length;
    await page.locator("body").press("h");
    expect(await spoken(page)).toHaveLength(readSoFar);
  });

  test("Vowel Sounds' Find the vowels says a found vowel's keyword again", async ({ page }) => {
    await page.goto("/student-apps/vowel-sounds?seed=7&mode=find-vowels");
    await page.locator("button[data-letter='e']").first().click();
    await expect.poll(() => texts(page)).toBe("egg");
    await hearsByButtonAndKey(
      page,
      // The vowel guide below the board has a "Hear egg" of its own, later on the page.
      page.getByRole("button", { name: "Hear egg" }).first(),
      "egg",
      "h",
      ["egg"],
    );
  });

  for (const screen of [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
  ]) {
    test(`Mind Match's hear button stays on a ${screen.width}x${screen.height} screen`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await openGame(page, "mind-match", "size=4x3&pairs=word-picture&timer=hide&seed=4");
      await page.getByTestId("memory-card").first().click();
      const hear = page.getByRole("button", { name: "Hear the card" });
      await expect(hear).toBeInViewport({ ratio: 1 });
      await expectPlayAreaFits(page);
      await hear.click();
      await expect.poll(async () => (await spoken(page)).length).toBe(1);
    });
  }

  test("Alphabetical Order's chosen card and missing-letter round play the recorded sounds", async ({
    page,
  }) => {
    const played = await everySoundRecorded(page);
    await page.goto("/student-apps/alphabetical-order?seed=5");
    await expect(page.getByTestId("countdown")).toBeHidden();
    const cards = page.locator("button[data-group]");
    await expect(cards.first()).toBeVisible();
    const letters = await cards.evaluateAll((els) =>
      els.map((el) => (el.textContent ?? "").trim().charAt(0).toLowerCase()),
    );
    const index = letters.findIndex((letter) => spellingSoundRecordingId(letter) !== null);
    const letter = letters[index]!;
    await cards.nth(index).click();
    const hear = page.getByRole("button", { name: `Hear the sound of ${letter.toUpperCase()}` });
    await hear.click();
    await page.locator("body").press("h");
    const id = spellingSoundRecordingId(letter)!;
    await expect.poll(() => played).toEqual([id, id]);

    await page.goto("/student-apps/alphabetical-order?seed=5&mode=missing-letter");
    // The mode comes from the address and the speakers from the recorded-sounds list: both arrive
    // after hydration, so wait for the first speaker rather than counting too early.
    await expect(
      page.getByTestId("missing-letter-sounds").getByRole("button").first(),
    ).toBeVisible();
    await page.locator("body").press("h");
    await expect.poll(() => played.length).toBe(3);
    expect(played[2]).toMatch(/^sound-/);
    // Letters are never given to the reading voice.
    expect(await spoken(page)).toEqual([]);
  });

  test("single letters are never given to a voice", async ({ page }) => {
    await page.goto("/student-apps/alphabet-sequencing-game?seed=3");
    await expect(page.getByTestId("next-letter")).toContainText("Find");
    await page.locator("body").press("h");
    await page.goto("/student-apps/match-it?seed=3");
    await page.locator("body").press("h");
    expect(await spoken(page)).toEqual([]);
  });
});

test("a device with no voice says so beside the item", async ({ page }) => {
  await noSpeech(page);
  await page.goto("/student-apps/grammar");
  await page.locator("button[data-card='1']").click();
  await expect(page.getByText("This device has no reading voice")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Read aloud" })).toHaveCount(0);
});

test("the reading voice is chosen once for the device, in Reading preferences", async ({
  page,
}) => {
  await fakeSpeech(page);
  await page.goto("/student-apps/grammar");
  await page.getByTestId("reading-preferences-button").first().click();
  const picker = page.getByRole("combobox", { name: "Reading voice" });
  await expect(picker).toHaveValue("Test US English");
  await page.getByRole("button", { name: "Try it" }).click();
  await expect.poll(() => texts(page)).toBe("The big dog ran to the red ship.");
  expect(await page.evaluate(() => localStorage.getItem("bp.speech-voice.v1"))).toBe(
    "Test US English",
  );
});
