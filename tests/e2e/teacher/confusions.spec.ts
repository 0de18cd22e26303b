import { expect, test } from "../helpers/test";
import { addStudentWithLink, openNewActivity, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { fakeSpeech } from "../helpers/fake-speech";

test("a child's planned mistake in an assigned Anagram is named on the tutor's student page, and Practise these assigns the missed word", async ({
  page,
  browser,
}) => {
  await signUpAsTeacher(page, "confuse-teacher", "Ms Confuse");
  const link = await addStudentWithLink(page, "Sam");
  const students = page.getByRole("tabpanel", { name: "My Students" });

  await openNewActivity(page, "Anagram");
  await page.getByLabel("Title").fill("Digraph words");
  await page.getByLabel("Word 1", { exact: true }).fill("ship");
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Digraph words" })).toBeVisible();

  await page.goto("/teacher-portal");
  await page.getByRole("button", { name: "Assign Digraph words" }).click();
  const track = page.getByRole("tabpanel", { name: "Track Assignments" });
  const assign = track.getByRole("form", { name: "Assign to students" });
  await assign.getByLabel("Sam").check();
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(assign.getByRole("status")).toHaveText("Assigned Digraph words to 1 student.");

  const tablet = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  await fakeSpeech(tablet);
  const child = await tablet.newPage();
  await child.goto(link);
  await child.getByRole("button", { name: "Yes, that's me" }).tap();
  await child.getByRole("link", { name: /^Play ?: Digraph words$/ }).tap();
  const tap = (name: string) => child.getByRole("button", { name, exact: true }).tap();
  // The planned mistake: p and sh change places (pish), then the child puts it right.
  for (const tile of ["p, consonant, add", "i, vowel, add", "sh, digraph, add"]) await tap(tile);
  await tap("Check");
  await tap("Clear");
  for (const tile of ["sh, digraph, add", "i, vowel, add", "p, consonant, add"]) await tap(tile);
  await tap("Check");
  await tap("Finish");
  await expect(child.getByText("You got 0 of 1 right first time.")).toBeVisible();
  await expect(child.getByText(/^Saved!/)).toBeVisible();
  await tablet.close();

  await page.reload();
  await page.getByRole("tab", { name: "My Students" }).click();
  await students.getByRole("link", { name: "Progress of Sam" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sam's progress" })).toBeVisible();
  const confusions = page.getByTestId("confusions");
  await expect(confusions).toContainText("Sam wrote p for sh once this week");
  await expect(confusions).toContainText("Sam wrote sh for p once this week");
  await expect(page.getByRole("row", { name: /^sh 1 0 0%$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Practise these" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Assigned “Practise these: Sam”. It is on their personal link now.",
  );
});
