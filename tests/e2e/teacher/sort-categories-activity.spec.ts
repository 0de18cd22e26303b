import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { openNewActivity, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { fakeSpeech, spoken } from "../helpers/fake-speech";

test("a teacher makes a Sort Categories activity, a visitor sorts it by keyboard (and one drag) and the result shows in Track Assignments", async ({
  page,
  browser,
}) => {
  // A long walk (teacher, visitor, results, worksheet) on a shared two-core machine:
  // triple the usual time.
  test.slow();
  await signUpAsTeacher(page, "sort-teacher", "Ms Sort");
  await openNewActivity(page, "Sort Categories");
  await page.getByLabel("Title").fill("Short a or short i");
  await page.getByLabel("Category 1 name").fill("Short a");
  await page.getByLabel("Items in category 1 (one per line)").fill("cat\nmap\nbag");
  await page.getByLabel("Category 2 name").fill("Short i");
  // Checked as the tutor types: a repeated item is refused, an unknown word marked for a look.
  await page.getByLabel("Items in category 2 (one per line)").fill("ship\ncat\nshpiz");
  await expect(
    page.getByText("Each item can appear only once, so it has one right category."),
  ).toBeVisible();
  await expect(
    page.getByText("Not in our word lists, please check the spelling: shpiz"),
  ).toBeVisible();
  // A picture item from the game art set, shown as a removable chip.
  for (const picture of ["sun", "pig"]) {
    await page.getByLabel("Picture to add to category 2").selectOption(picture);
    await page.getByRole("button", { name: "Add picture to category 2" }).click();
  }
  await page.getByRole("button", { name: "Remove picture sun from category 2" }).click();
  const chips = page.getByRole("list", { name: "Pictures in category 2" });
  await expect(chips.getByRole("listitem")).toHaveCount(1);
  await expect(chips).toContainText("pig");
  // Checked from the top of the page: scrolled down to the chips, the sticky site header lies over
  // the category names, and axe counts that overlap against both.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Items in category 2 (one per line)").fill("ship\npin");
  await expect(
    page.getByText("Each item can appear only once, so it has one right category."),
  ).toHaveCount(0);
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Short a or short i" })).toBeVisible();
  const activityUrl = page.url();
  await page.getByRole("button", { name: "Turn results on" }).click();
  await expect(page.getByText("Results are on.")).toBeVisible();
  const link = await page.getByLabel("Play link (no account needed)").inputValue();
  expect(link).toMatch(/^http:\/\/[^/]+\/play\/[A-Za-z0-9_-]{12}$/);

  const visitor = await browser.newContext();
  await fakeSpeech(visitor);
  const player = await visitor.newPage();
  await player.goto(`${link}?seed=3`);
  await expect(player.getByRole("heading", { level: 1, name: "Short a or short i" })).toBeVisible();
  await expect(player.locator("footer")).toHaveCount(0);
  await player.getByLabel("Your first name or a nickname").fill("Sam");
  await player.keyboard.press("Enter");
  await expectNoSeriousA11yViolations(player);

  const press = async (target: Page, name: string) => {
    const button = target.getByRole("button", { name, exact: true });
    await expect(button).toBeEnabled();
    await button.focus();
    await target.keyboard.press("Enter");
  };

  // Choose, change your mind with Escape, then sort by keyboard.
  await press(player, "cat");
  await expect(player.getByRole("button", { name: "cat", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Every word can be heard: the chosen one with H, any one with its speaker.
  await player.keyboard.press("h");
  await player.getByRole("button", { name: "Hear ship", exact: true }).click();
  expect((await spoken(player)).map((u) => u.text)).toEqual(["cat", "ship"]);
  await player.keyboard.press("Escape");
  await expect(player.getByRole("button", { name: "Put in Short a" })).toBeDisabled();
  for (const [item, group] of [
    ["cat", "Short a"],
    ["ship", "Short i"],
    ["bag", "Short a"],
  ] as const) {
    await press(player, item);
    await press(player, `Put in ${group}`);
    await expect(player.getByText(`✓ Yes! ${item} goes in ${group}.`)).toBeVisible();
  }
  await press(player, "picture of a pig");
  await press(player, "Put in Short i");
  await expect(player.getByText("✓ Yes! picture of a pig goes in Short i.")).toBeVisible();
  await expect(
    player.getByRole("list", { name: "In Short i" }).getByText("picture of a pig"),
  ).toBeAttached();
  await press(player, "pin");
  await press(player, "Put in Short a");
  await expect(player.getByText("✗ pin doesn't go in Short a. Try another group.")).toBeVisible();
  await expectNoSeriousA11yViolations(player);
  await press(player, "Put in Short i");
  await expect(player.getByRole("list", { name: "In Short i" })).toContainText("pin");

  // The last item by dragging it onto its group.
  const map = player.getByRole("button", { name: "map", exact: true });
  const from = (await map.boundingBox())!;
  const to = (await player.getByRole("list", { name: "In Short a" }).boundingBox())!;
  await player.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await player.mouse.down();
  await player.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 20, {
    steps: 3,
  });
  await player.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await player.mouse.up();
  await expect(player.getByRole("list", { name: "In Short a" })).toContainText("map");

  await expect(player.getByRole("button", { name: "Finish" })).toBeFocused();
  await player.keyboard.press("Enter");
  await expect(player.getByText("You got 5 of 6 right first time.")).toBeVisible();
  await expect(player.getByText("Worth another look: pin")).toBeVisible();
  await expect(player.getByText("Saved! Your teacher can see how you did.")).toBeVisible();
  await visitor.close();

  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "Track Assignments" }).click();
  await expect(page.getByText("1 play · Results on")).toBeVisible();
  await page.getByRole("link", { name: "Results for Short a or short i" }).click();
  await expect(page.getByRole("cell", { name: "Sam" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "5 of 6", exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /pin 1 of 1 plays/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The one-page worksheet: every item in the word box and a column per group.
  await page.goto(`${activityUrl}/print`);
  await expect(page.getByRole("columnheader", { name: "Short a" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Short i" })).toBeVisible();
  for (const item of ["cat", "map", "bag", "ship", "pin"])
    await expect(page.getByText(item, { exact: false }).first()).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Word box" }).getByRole("img", { name: "picture of a pig" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
