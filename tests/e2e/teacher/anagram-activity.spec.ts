import { expect, test } from "../helpers/test";
import { openNewActivity, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { fakeSpeech, spoken } from "../helpers/fake-speech";
import { downloadedScripts } from "../helpers/scripts";

test("a teacher makes an Anagram, shares the link, a visitor plays it by keyboard and the result shows in Track Assignments", async ({
  page,
  browser,
}) => {
  await signUpAsTeacher(page, "anagram-teacher", "Ms Anagram");
  await openNewActivity(page, "Anagram");
  await page.getByLabel("Title").fill("Lesson words");
  await page.getByLabel("Word 1", { exact: true }).fill("cat");
  await page.getByRole("button", { name: "Add a word" }).click();
  await page.getByLabel("Word 2", { exact: true }).fill("shpi");
  await expect(page.getByText("Not in our word lists: please check the spelling.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Word 2", { exact: true }).fill("ship");
  await page.getByLabel("Picture for word 2 (optional)").selectOption("fish");
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lesson words" })).toBeVisible();
  await page.getByRole("button", { name: "Turn results on" }).click();
  await expect(page.getByText("Results are on.")).toBeVisible();
  const link = await page.getByLabel("Play link (no account needed)").inputValue();
  expect(link).toMatch(/^http:\/\/[^/]+\/play\/[A-Za-z0-9_-]{12}$/);

  const visitor = await browser.newContext();
  await fakeSpeech(visitor);
  const player = await visitor.newPage();
  await player.goto(`${link}?seed=3`);
  await expect(player.getByRole("heading", { level: 1, name: "Lesson words" })).toBeVisible();
  await expect(player.locator("footer")).toHaveCount(0);
  // A child's link is a child page: no site header with its booking button, no cookie question.
  await expect(player.getByRole("banner")).toHaveCount(0);
  await expect(player.getByRole("link", { name: "Book a free consultation" })).toHaveCount(0);
  await expect(player.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(player);
  await player.getByLabel("Your first name or a nickname").fill("Sam");
  await player.keyboard.press("Enter");
  const press = async (name: string) => {
    await player.getByRole("button", { name, exact: true }).focus();
    await player.keyboard.press("Enter");
  };
  await expectNoSeriousA11yViolations(player);
  // A play link downloads its own template's game only (issue #19: game pages within 1.5x the
  // bare page): the anagram board's code is there, the Whack A Mole player's is not.
  await expect(player.getByText("Put the tiles in order to spell a word.")).toBeVisible();
  const code = await downloadedScripts(player);
  expect(code.some((body) => body.includes("Put the tiles in order to spell a word."))).toBe(true);
  expect(code.some((body) => body.includes("Loading Whack A Mole"))).toBe(false);
  for (const tile of ["c, consonant, add", "a, vowel, add", "t, consonant, add"]) await press(tile);
  await press("Check");
  await expect(player.getByText("Well done, that's right!")).toBeVisible();
  // Built, the word can be heard (H); before, only a written clue could be, so the word stays a puzzle.
  await player.keyboard.press("h");
  expect(await spoken(player)).toEqual([{ text: "cat", voice: "Test US English" }]);
  await expect(player.getByRole("img", { name: /Picture clue/ })).toHaveCount(0);
  await press("Next");
  // The fish picture is a hint for "ship", so it is named for screen readers.
  await expect(player.getByRole("img", { name: "Picture clue: a fish" })).toBeVisible();
  await expect(
    player.getByText("Look at the picture, then put the tiles in order to spell a word."),
  ).toBeVisible();
  for (const tile of ["i, vowel, add", "sh, digraph, add", "p, consonant, add"]) await press(tile);
  await press("Check");
  await expect(
    player.getByText("✗ Not quite: the 1st tile, “i”, is not right.", { exact: false }),
  ).toBeVisible();
  await press("Clear");
  for (const tile of ["sh, digraph, add", "i, vowel, add", "p, consonant, add"]) await press(tile);
  await press("Check");
  await press("Finish");
  await expect(player.getByText("You got 1 of 2 right first time.")).toBeVisible();
  await expect(player.getByText("Saved! Your teacher can see how you did.")).toBeVisible();
  await visitor.close();

  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "Track Assignments" }).click();
  await expect(page.getByText("1 play · Results on")).toBeVisible();
  await page.getByRole("link", { name: "Results for Lesson words" }).click();
  await expect(page.getByRole("cell", { name: "Sam" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "1 of 2", exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /ship 1 of 1 plays/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("Listen, then build: the child hears each word, builds it, and Check names the tile out of place", async ({
  page,
  browser,
}) => {
  await signUpAsTeacher(page, "dictation-teacher", "Mr Dictation");
  await openNewActivity(page, "Anagram");
  await page.getByLabel("Title").fill("Dictation words");
  await page.getByLabel("Word 1", { exact: true }).fill("ship");
  await page.getByLabel("Clue for word 1 (optional)").fill("It sails");
  await page.getByLabel(/Listen, then build/).check();
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dictation words" })).toBeVisible();
  const link = await page.getByLabel("Play link (no account needed)").inputValue();

  const child = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  await fakeSpeech(child);
  const player = await child.newPage();
  await player.goto(`${link}?seed=3`);
  await expect(
    player.getByText("Listen to the word, then put the tiles in order to spell it."),
  ).toBeVisible();
  // The clue would give the word away before it is heard and built.
  await expect(player.getByText("Clue: It sails")).toHaveCount(0);
  await player.getByRole("button", { name: "Hear the word" }).tap();
  expect(await spoken(player)).toEqual([{ text: "ship", voice: "Test US English" }]);
  for (const tile of ["i, vowel, add", "sh, digraph, add", "p, consonant, add"])
    await player.getByRole("button", { name: tile, exact: true }).tap();
  await player.getByRole("button", { name: "Check" }).tap();
  await expect(
    player.getByText("✗ Not quite: the 1st tile, “i”, is not right.", { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(player);
  await player.getByRole("button", { name: "i, vowel, not right, take back" }).tap();
  await player.getByRole("button", { name: "sh, digraph, take back" }).tap();
  await player.getByRole("button", { name: "p, consonant, take back" }).tap();
  for (const tile of ["sh, digraph, add", "i, vowel, add", "p, consonant, add"])
    await player.getByRole("button", { name: tile, exact: true }).tap();
  await player.getByRole("button", { name: "Check" }).tap();
  await expect(player.getByText("Well done, that's right!")).toBeVisible();
  await expect(player.getByText("Clue: It sails")).toBeVisible();
  await player.getByRole("button", { name: "Finish" }).tap();
  await expect(player.getByText("You got 0 of 1 right first time.")).toBeVisible();
  await child.close();
});
