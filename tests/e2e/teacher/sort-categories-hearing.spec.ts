import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { openNewActivity, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { fakeSpeech, spoken } from "../helpers/fake-speech";

const groups: Record<string, string> = {
  cat: "Short a",
  map: "Short a",
  ship: "Short i",
  pin: "Short i",
};

test("a tutor turns on sort by what you hear, and a child sorts words they hear but cannot see until placed", async ({
  page,
  browser,
}) => {
  // A tutor and a child on a shared two-core machine: triple the usual time.
  test.slow();
  await signUpAsTeacher(page, "hear-sort-teacher", "Ms Hear");
  await openNewActivity(page, "Sort Categories");
  await page.getByLabel("Title").fill("Listen: short a or short i");
  await page.getByLabel("Category 1 name").fill("Short a");
  await page.getByLabel("Items in category 1 (one per line)").fill("cat\nmap");
  await page.getByLabel("Category 2 name").fill("Short i");
  await page.getByLabel("Items in category 2 (one per line)").fill("ship\npin");
  const hearing = page.getByRole("checkbox", { name: /Sort by what you hear/ });
  await expect(hearing).not.toBeChecked();
  await hearing.check();
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Listen: short a or short i" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Turn results on" }).click();
  await expect(page.getByText("Results are on.")).toBeVisible();
  const link = await page.getByLabel("Play link (no account needed)").inputValue();

  const visitor = await browser.newContext();
  await fakeSpeech(visitor);
  const player = await visitor.newPage();
  await player.goto(`${link}?seed=3`);
  await player.getByLabel("Your first name or a nickname").fill("Sam");
  await player.keyboard.press("Enter");

  const waiting = player.getByRole("list", { name: "Items to sort" });
  await expect(waiting.getByRole("button")).toHaveCount(4);
  for (const word of Object.keys(groups)) await expect(waiting).not.toContainText(word);
  await expectNoSeriousA11yViolations(player);

  const press = async (target: Page, name: string) => {
    const button = target.getByRole("button", { name, exact: true });
    await expect(button).toBeEnabled();
    await button.focus();
    await target.keyboard.press("Enter");
  };
  /** Presses a word's speaker and returns the word it read. */
  const hear = async (n: number) => {
    const before = (await spoken(player)).length;
    await press(player, `Word ${n}`);
    await expect.poll(async () => (await spoken(player)).length).toBe(before + 1);
    return (await spoken(player)).at(-1)!.text;
  };

  // Word 1: first into the wrong group (the word stays hidden), then the right one.
  const first = await hear(1);
  await expect(player.getByRole("status")).toHaveText("Word 1 chosen. Now choose its group.");
  const wrong = groups[first] === "Short a" ? "Short i" : "Short a";
  await press(player, `Put in ${wrong}`);
  await expect(player.getByRole("status")).toHaveText(
    `✗ word 1 doesn't go in ${wrong}. Try another group.`,
  );
  // H hears the chosen word again.
  await player.keyboard.press("h");
  expect((await spoken(player)).map((u) => u.text)).toEqual([first, first]);
  await press(player, `Put in ${groups[first]}`);
  await expect(player.getByRole("status")).toHaveText(`✓ Yes! ${first} goes in ${groups[first]}.`);
  await expect(player.getByRole("list", { name: `In ${groups[first]}` })).toContainText(first);

  // Words 2 and 3 by keyboard.
  for (const n of [2, 3]) {
    const word = await hear(n);
    await press(player, `Put in ${groups[word]}`);
    await expect(player.getByRole("list", { name: `In ${groups[word]}` })).toContainText(word);
  }

  // Word 4: heard, then dragged onto its group as a touch or mouse player would.
  const last = await hear(4);
  const item = player.getByRole("button", { name: "Word 4", exact: true });
  const from = (await item.boundingBox())!;
  const to = (await player.getByRole("list", { name: `In ${groups[last]}` }).boundingBox())!;
  await player.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await player.mouse.down();
  await player.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 20, {
    steps: 3,
  });
  await player.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await player.mouse.up();
  await expect(player.getByRole("list", { name: `In ${groups[last]}` })).toContainText(last);

  await expect(player.getByRole("button", { name: "Finish" })).toBeFocused();
  await player.keyboard.press("Enter");
  await expect(player.getByText("You got 3 of 4 right first time.")).toBeVisible();
  await expect(player.getByText(`Worth another look: ${first}`)).toBeVisible();
  await expectNoSeriousA11yViolations(player);
  await visitor.close();
});
