// Issue 36, point 7, in the teacher editors: what a tutor types, picks or ticks before the
// editor's JavaScript runs is still there once it has, and is what gets saved. The scripts are
// held back by the test (helpers/before-hydration.ts), not waited for.
import { expect, test } from "../helpers/test";
import { signUpByApi, testSupport, uniqueEmail } from "../helpers/auth";
import { openBeforeHydration } from "../helpers/before-hydration";

test("Anagram editor: the title, word, clue, picture and digraph choice typed before hydration are saved", async ({
  page,
}) => {
  const email = uniqueEmail("early-editor");
  await page.goto("/");
  await signUpByApi(page, { email, password: "a long reading passphrase", name: "Ms Early" });
  await testSupport(page, "set-role", { email, role: "teacher" });

  const scripts = await openBeforeHydration(
    page,
    "/teacher-portal/activities/new?template=anagram",
  );
  await page.getByLabel("Title").pressSequentially("Early words");
  await page.getByLabel("Word 1", { exact: true }).fill("ship");
  await page.getByLabel("Clue for word 1 (optional)").fill("It sails");
  await page.getByLabel("Picture for word 1 (optional)").selectOption("fish");
  await page.getByRole("checkbox", { name: /Keep digraphs/ }).uncheck();

  await scripts.hydrate();
  await expect(page.getByLabel("Title")).toHaveValue("Early words");
  await expect(page.getByLabel("Word 1", { exact: true })).toHaveValue("ship");
  await expect(page.getByLabel("Clue for word 1 (optional)")).toHaveValue("It sails");
  await expect(page.getByLabel("Picture for word 1 (optional)")).toHaveValue("fish");
  await expect(page.getByRole("checkbox", { name: /Keep digraphs/ })).not.toBeChecked();
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Early words" })).toBeVisible();

  // What was saved, read back by the editor of the saved activity.
  await page.reload();
  await expect(page.getByLabel("Title")).toHaveValue("Early words");
  await expect(page.getByLabel("Word 1", { exact: true })).toHaveValue("ship");
  await expect(page.getByLabel("Clue for word 1 (optional)")).toHaveValue("It sails");
  await expect(page.getByLabel("Picture for word 1 (optional)")).toHaveValue("fish");
  await expect(page.getByRole("checkbox", { name: /Keep digraphs/ })).not.toBeChecked();
});
