import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

const lesson = ["ship: sh", "shop: sh", "fish: sh", "chin: ch", "chop: ch", "rich: ch"].join("\n");

test("a tutor pastes a word list with tags, makes Anagram, Sort Categories and Whack-a-Mole from it in one step, opens each in the editor and a child plays the sort", async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpAsTeacher(page, "lists-teacher", "Ms Lists");
  await page.goto("/teacher-portal");
  await page.getByRole("link", { name: "Word lists" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Word lists" })).toBeVisible();
  await expect(page.getByText("No word lists yet.", { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "New word list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New word list" })).toBeVisible();

  // A built-in set pre-fills the words and their tags.
  await page.getByLabel("Built-in set").selectOption({ label: "sh" });
  await page.getByRole("button", { name: "Use these words" }).click();
  await expect(page.getByLabel("Words", { exact: true })).toHaveValue(/^ship: sh, short i\n/);
  await expect(page.getByLabel("Name")).toHaveValue("Letter Tiles: sh");

  // A word off its tag's pattern is named with the reason, and the list is not saved.
  await page.getByLabel("Name").fill("Digraphs week 3");
  await page.getByLabel("Words", { exact: true }).fill(`${lesson}\ncat: sh`);
  await expect(
    page.getByText("“cat” is tagged “sh” but doesn't have that pattern.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel("Words", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Save word list" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved." })).toContainText(
    "“cat” is tagged “sh”",
  );
  await expect(page).toHaveURL(/\/word-lists\/new$/);

  await page.getByLabel("Words", { exact: true }).fill(lesson);
  await expect(page.getByText("6 words; tags: sh (3), ch (3).")).toBeVisible();
  await page.getByRole("button", { name: "Save word list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Digraphs week 3" })).toBeVisible();
  await expect(page).toHaveURL(/\/teacher-portal\/word-lists\/[0-9a-f-]{36}$/);

  // One step, three activities.
  const make = page.getByRole("region", { name: "Make activities" });
  await make.getByLabel("Anagram").check();
  await make.getByLabel("Sort Categories").check();
  await make.getByLabel("Whack-a-Mole").check();
  await make.getByLabel("Words to whack: the tag").selectOption("sh");
  await expectNoSeriousA11yViolations(page);
  await make.getByRole("button", { name: "Make activities" }).click();
  await expect(make.getByRole("heading", { name: "Made just now" })).toBeVisible();
  for (const title of ["Anagram", "Sort Categories", "Whack-a-Mole"])
    await expect(make.getByText(`Digraphs week 3 — ${title}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Each is an ordinary activity, open in its editor.
  const hrefOf = (name: string) => make.getByRole("link", { name }).getAttribute("href");
  const playHref = await hrefOf("Play Digraphs week 3 — Sort Categories");
  const editors = {
    anagram: await hrefOf("Edit Digraphs week 3 — Anagram"),
    sort: await hrefOf("Edit Digraphs week 3 — Sort Categories"),
    whack: await hrefOf("Edit Digraphs week 3 — Whack-a-Mole"),
  };
  const edit = async (href: string | null, title: string) => {
    await page.goto(href!);
    await expect(
      page.getByRole("heading", { level: 1, name: `Digraphs week 3 — ${title}` }),
    ).toBeVisible();
  };
  await edit(editors.anagram, "Anagram");
  await expect(page.getByLabel("Word 1", { exact: true })).toHaveValue("ship");
  await expect(page.getByLabel("Word 6", { exact: true })).toHaveValue("rich");
  // Many words at once: pasted, added after the others (a repeat is named, not added).
  await page.getByLabel("Paste a list (many words at once)").fill("thin, math\nship");
  await page.getByRole("button", { name: "Add these words" }).click();
  await expect(page.getByText("Added 2 words. Already on the list: ship.")).toBeVisible();
  await expect(page.getByLabel("Word 8", { exact: true })).toHaveValue("math");
  await expectNoSeriousA11yViolations(page);
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Save changes" }).click();
  await saved;
  await page.reload();
  await expect(page.getByLabel("Word 8", { exact: true })).toHaveValue("math");
  await edit(editors.sort, "Sort Categories");
  await expect(page.getByLabel("Category 1 name")).toHaveValue("Sh");
  await expect(page.getByLabel("Category 2 name")).toHaveValue("Ch");
  await edit(editors.whack, "Whack-a-Mole");
  await expect(page.getByLabel("Words to whack")).toHaveValue(/ship, shop, fish/);

  // A child plays the sort from its link.
  const visitor = await browser.newContext();
  const player = await visitor.newPage();
  await player.goto(`${playHref}?seed=2`);
  await expect(
    player.getByRole("heading", { level: 1, name: "Digraphs week 3 — Sort Categories" }),
  ).toBeVisible();
  const press = async (target: Page, name: string) => {
    const button = target.getByRole("button", { name, exact: true });
    await expect(button).toBeEnabled();
    await button.focus();
    await target.keyboard.press("Enter");
  };
  for (const [item, group] of [
    ["ship", "Sh"],
    ["chin", "Ch"],
    ["fish", "Sh"],
    ["rich", "Ch"],
    ["shop", "Sh"],
    ["chop", "Ch"],
  ] as const) {
    await press(player, item);
    await press(player, `Put in ${group}`);
    await expect(player.getByText(`✓ Yes! ${item} goes in ${group}.`)).toBeVisible();
  }
  await press(player, "Finish");
  await expect(player.getByText("You got 6 of 6 right first time.")).toBeVisible();
  await expectNoSeriousA11yViolations(player);
  await visitor.close();

  // The list stays in the tutor's Word lists, with its tags, and can be changed.
  await page.goto("/teacher-portal/word-lists");
  await page.getByRole("link", { name: "Digraphs week 3" }).click();
  await page.getByLabel("Words", { exact: true }).fill(`${lesson}\nthin: th`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Saved “Digraphs week 3”.");
  await expect(page.getByText("7 words; tags: sh (3), ch (3), th (1).")).toBeVisible();
  await page.getByRole("region", { name: "Make activities" }).getByLabel("Whack-a-Mole").check();
  await expect(page.getByLabel("Words to whack: the tag")).toContainText("th (1)");
  await page.goto("/teacher-portal/word-lists");
  const row = page.getByRole("row", { name: /Digraphs week 3/ });
  await expect(row).toContainText("sh, ch");
  await expectNoSeriousA11yViolations(page);
  // Deleting asks first; the activities made from it stay in the library.
  await row.getByRole("button", { name: "Delete Digraphs week 3" }).click();
  await row.getByRole("button", { name: "Yes, delete" }).click();
  await expect(
    page.getByText(
      "Deleted the word list “Digraphs week 3”. Activities made from it are still in your library.",
    ),
  ).toBeVisible();
  await expect(page.getByText("No word lists yet.", { exact: false })).toBeVisible();
  await page.goto(editors.sort!);
  await expect(
    page.getByRole("heading", { level: 1, name: "Digraphs week 3 — Sort Categories" }),
  ).toBeVisible();
});
