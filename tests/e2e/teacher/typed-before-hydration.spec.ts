// Issue 36, point 7, in the teacher editors: what a tutor types, picks or ticks before the
// editor's JavaScript runs is still there once it has, and is what gets saved. The scripts are
// held back by the test (helpers/before-hydration.ts), not waited for.
import type { Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { signUpByApi, testSupport, uniqueEmail } from "../helpers/auth";
import { openBeforeHydration } from "../helpers/before-hydration";

test.beforeEach(async ({ page }) => {
  const email = uniqueEmail("early-editor");
  await page.goto("/");
  await signUpByApi(page, { email, password: "a long reading passphrase", name: "Ms Early" });
  await testSupport(page, "set-role", { email, role: "teacher" });
});

const openEditor = (page: Page, template: string) =>
  openBeforeHydration(page, `/teacher-portal/activities/new?template=${template}`);

/** Saves the new activity and opens it again, so the checks after it read what was stored. */
async function createAndReopen(page: Page, title: string) {
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Title")).toHaveValue(title);
}

test("Anagram editor: the title, word, clue, picture and digraph choice typed before hydration are saved", async ({
  page,
}) => {
  const scripts = await openEditor(page, "anagram");
  await page.getByLabel("Title").pressSequentially("Early words");
  await page.getByLabel("Word 1", { exact: true }).fill("ship");
  await page.getByLabel("Clue for word 1 (optional)").fill("It sails");
  await page.getByLabel("Picture for word 1 (optional)").selectOption("fish");
  await page.getByRole("checkbox", { name: /Keep digraphs/ }).uncheck();

  await scripts.hydrate();
  const check = async () => {
    await expect(page.getByLabel("Word 1", { exact: true })).toHaveValue("ship");
    await expect(page.getByLabel("Clue for word 1 (optional)")).toHaveValue("It sails");
    await expect(page.getByLabel("Picture for word 1 (optional)")).toHaveValue("fish");
    await expect(page.getByRole("checkbox", { name: /Keep digraphs/ })).not.toBeChecked();
  };
  await expect(page.getByLabel("Title")).toHaveValue("Early words");
  await check();
  await createAndReopen(page, "Early words");
  await check();
});

test("Sentence Sense editor: a sentence typed before hydration is saved", async ({ page }) => {
  const scripts = await openEditor(page, "sentence-sense");
  await page.getByLabel("Title").fill("Early sentences");
  await page.getByLabel("Sentence 1", { exact: true }).fill("The cat sat.");
  await scripts.hydrate();
  await expect(page.getByLabel("Sentence 1", { exact: true })).toHaveValue("The cat sat.");
  await createAndReopen(page, "Early sentences");
  await expect(page.getByLabel("Sentence 1", { exact: true })).toHaveValue("The cat sat.");
});

test("Whack A Mole editor: the prompt, word lists and pills picked before hydration are saved", async ({
  page,
}) => {
  const scripts = await openEditor(page, "whack-a-mole");
  await page.getByLabel("Title").fill("Early moles");
  await page.getByLabel("What to whack (the prompt the child sees)").fill("Words with short a");
  await page.getByLabel("Words to whack").fill("cat, hat, map, bat");
  await page.getByLabel("Words to skip").fill("pig, sit");
  // Two pill groups picked before hydration report in the same commit; both must stick.
  await page.getByRole("radio", { name: "Medium" }).check();
  await page.getByRole("radio", { name: "30 seconds" }).check();
  await scripts.hydrate();
  const check = async () => {
    await expect(page.getByLabel("What to whack (the prompt the child sees)")).toHaveValue(
      "Words with short a",
    );
    await expect(page.getByLabel("Words to whack")).toHaveValue("cat, hat, map, bat");
    await expect(page.getByLabel("Words to skip")).toHaveValue("pig, sit");
    await expect(page.getByRole("radio", { name: "Medium" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "30 seconds" })).toBeChecked();
  };
  await check();
  await createAndReopen(page, "Early moles");
  await check();
});

test("Sort Categories editor: category names and items typed before hydration are saved", async ({
  page,
}) => {
  const scripts = await openEditor(page, "sort-categories");
  await page.getByLabel("Title").fill("Early sorting");
  await page.getByLabel("Category 1 name").fill("Short a");
  await page.getByLabel("Items in category 1 (one per line)").fill("cat\nmap");
  await page.getByLabel("Category 2 name").fill("Short i");
  await page.getByLabel("Items in category 2 (one per line)").fill("pin\nsit");
  await scripts.hydrate();
  const check = async () => {
    await expect(page.getByLabel("Category 1 name")).toHaveValue("Short a");
    await expect(page.getByLabel("Items in category 1 (one per line)")).toHaveValue("cat\nmap");
    await expect(page.getByLabel("Category 2 name")).toHaveValue("Short i");
    await expect(page.getByLabel("Items in category 2 (one per line)")).toHaveValue("pin\nsit");
  };
  await check();
  await createAndReopen(page, "Early sorting");
  await check();
});

test("Spinner Wheel editor: segments and the spin count typed before hydration are saved", async ({
  page,
}) => {
  const scripts = await openEditor(page, "spinner-wheel");
  const segments = page.getByLabel("Segments (2 to 24): words, letters or prompts, one per line");
  const spins = page.getByLabel("Spins in one game (1 to 50)");
  await page.getByLabel("Title").fill("Early spinner");
  await segments.fill("sh\nch\nth");
  await spins.fill("7");
  await scripts.hydrate();
  await expect(segments).toHaveValue("sh\nch\nth");
  await expect(spins).toHaveValue("7");
  await createAndReopen(page, "Early spinner");
  await expect(segments).toHaveValue("sh\nch\nth");
  await expect(spins).toHaveValue("7");
});

test("Spinner Wheel editor: 'remove a segment' ticked before hydration is saved", async ({
  page,
}) => {
  const scripts = await openEditor(page, "spinner-wheel");
  const remove = page.getByLabel(
    "Remove a segment once it comes up (the game ends when the wheel is empty)",
  );
  await page.getByLabel("Title").fill("Early emptying spinner");
  await page
    .getByLabel("Segments (2 to 24): words, letters or prompts, one per line")
    .fill("sh\nch");
  await remove.check();
  await scripts.hydrate();
  await expect(remove).toBeChecked();
  await expect(page.getByLabel("Spins in one game (1 to 50)")).toHaveCount(0);
  await createAndReopen(page, "Early emptying spinner");
  await expect(remove).toBeChecked();
});

test("Place Value Showdown editor: settings picked before hydration are saved", async ({
  page,
}) => {
  const scripts = await openEditor(page, "place-value-showdown");
  await page.getByLabel("Title").fill("Early showdown");
  await page.getByRole("radio", { name: "3: up to hundreds" }).check();
  await page.getByRole("radio", { name: "Smaller number wins" }).check();
  await scripts.hydrate();
  const check = async () => {
    await expect(page.getByRole("radio", { name: "3: up to hundreds" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Smaller number wins" })).toBeChecked();
  };
  await check();
  await createAndReopen(page, "Early showdown");
  await check();
});
