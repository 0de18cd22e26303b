import { expect, test } from "../helpers/test";
import { openNewActivity, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

test("a teacher makes a Sentence Sense activity, a visitor rebuilds the sentence by keyboard and the result shows in Track Assignments", async ({
  page,
  browser,
}) => {
  await signUpAsTeacher(page, "sentence-teacher", "Mr Sentence");
  await openNewActivity(page, "Sentence Sense");
  await page.getByLabel("Title").fill("Cat sentences");
  await page.getByLabel("Sentence 1", { exact: true }).fill("The cat sat.");
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cat sentences" })).toBeVisible();
  await page.getByRole("button", { name: "Turn results on" }).click();
  await expect(page.getByText("Results are on.")).toBeVisible();
  const link = await page.getByLabel("Play link (no account needed)").inputValue();

  const visitor = await browser.newContext();
  const player = await visitor.newPage();
  await player.goto(`${link}?seed=5`);
  await player.getByLabel("Your first name or a nickname").fill("Jo");
  await player.keyboard.press("Enter");
  await expectNoSeriousA11yViolations(player);
  const press = async (name: string) => {
    await player.getByRole("button", { name, exact: true }).focus();
    await player.keyboard.press("Enter");
  };
  for (const card of ["The, add", "cat, add", "sat., add"]) await press(card);
  await press("Check");
  await press("Finish");
  await expect(player.getByText("You got 1 of 1 right first time.")).toBeVisible();
  await expect(player.getByText("Saved! Your teacher can see how you did.")).toBeVisible();
  await visitor.close();

  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "Track Assignments" }).click();
  await expect(page.getByText("1 play · Results on")).toBeVisible();
  await page.getByRole("link", { name: "Results for Cat sentences" }).click();
  await expect(page.getByRole("cell", { name: "Jo", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "1 of 1", exact: true })).toBeVisible();
});
