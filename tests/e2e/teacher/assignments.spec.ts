import { expect, test } from "../helpers/test";
import { addStudentWithLink, openNewActivity, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { fakeSpeech } from "../helpers/fake-speech";

test("a tutor adds a student, assigns an activity with a due date, the child plays it from their personal link on a tablet, and Track Assignments shows it done with the score", async ({
  page,
  browser,
}) => {
  await signUpAsTeacher(page, "assign-teacher", "Ms Assign");
  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "My Students" }).click();
  const students = page.getByRole("tabpanel", { name: "My Students" });
  const add = students.getByRole("form", { name: "Add a student" });
  await add.getByLabel("First name or nickname").fill("Sam");
  await add.getByLabel("Colour").selectOption("Blue");
  await add.getByLabel("Animal").selectOption("Fox");
  await add.getByText("Reading preferences", { exact: false }).click();
  await add.getByText("OpenDyslexic", { exact: true }).click();
  await add.getByRole("button", { name: "Add student" }).click();
  await expect(students.getByRole("status").first()).toHaveText("Sam is on your list.");

  await openNewActivity(page, "Anagram");
  await page.getByLabel("Title").fill("Lesson words");
  await page.getByLabel("Word 1", { exact: true }).fill("cat");
  await page.getByRole("button", { name: "Add a word" }).click();
  await page.getByLabel("Word 2", { exact: true }).fill("ship");
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lesson words" })).toBeVisible();

  // "Assign" on the activity opens Track Assignments with it chosen.
  await page.goto("/teacher-portal");
  await page.getByRole("button", { name: "Assign Lesson words" }).click();
  const track = page.getByRole("tabpanel", { name: "Track Assignments" });
  const assign = track.getByRole("form", { name: "Assign to students" });
  await expect(assign.getByLabel("What to assign")).toHaveValue(/^activity:/);
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(assign.getByRole("alert")).toHaveText("Please choose at least one student.");
  await assign.getByLabel("Sam").check();
  await assign.getByLabel("Due date (optional)").fill("2099-01-15");
  await assign.getByLabel("Until 90% right").check();
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(assign.getByRole("status")).toHaveText("Assigned Lesson words to 1 student.");
  const assignment = track.getByTestId("assignment").filter({ hasText: "Lesson words" });
  await expect(assignment).toContainText("Due Thu, Jan 15, 2099");
  await expect(assignment.getByRole("row", { name: /Sam/ })).toContainText("Not started");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("tab", { name: "My Students" }).click();
  await students.getByRole("button", { name: "Make a personal link for Sam" }).click();
  const linkBox = students.getByLabel("Sam's personal link (no sign-in needed)");
  await expect(linkBox).toHaveValue(/\/my\/[A-Za-z0-9_-]{24}$/);
  const link = await linkBox.inputValue();
  await expect(students.getByRole("img", { name: "QR code of Sam's personal link" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const tablet = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  await fakeSpeech(tablet);
  // A child page asks nothing of any other host.
  const hosts = new Set<string>();
  tablet.on("request", (request) => hosts.add(new URL(request.url()).host));
  const child = await tablet.newPage();
  await child.goto(link);
  await expect(child.getByRole("heading", { name: "Is this you, Sam?" })).toBeVisible();
  await expect(child.getByText("Your picture is the Blue fox.")).toBeVisible();
  // A child page: no site header, footer or cookie question.
  await expect(child.getByRole("banner")).toHaveCount(0);
  await expect(child.locator("footer")).toHaveCount(0);
  await expect(child.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(child);
  await child.getByRole("button", { name: "Yes, that's me" }).tap();
  await expect(child.getByRole("heading", { name: "Hello, Sam!" })).toBeVisible();
  // The student's reading preferences apply on their page and travel to what it opens.
  await expect(child.locator("html")).toHaveAttribute("data-font", "opendyslexic");
  const comingUp = child.getByRole("region", { name: "Coming up" });
  await expect(comingUp).toContainText("Lesson words");
  await expect(comingUp).toContainText("Due Thursday, January 15");
  await expect(comingUp).toContainText("Play until you get 90% right");
  await expectNoSeriousA11yViolations(child);

  await comingUp.getByRole("link", { name: /^Play ?: Lesson words$/ }).tap();
  await expect(child.getByRole("heading", { level: 1, name: "Lesson words" })).toBeVisible();
  await expect(child.getByLabel("Your first name or a nickname")).toHaveCount(0);
  await expect(child.locator("html")).toHaveAttribute("data-font", "opendyslexic");
  await expectNoSeriousA11yViolations(child);
  const tap = (name: string) => child.getByRole("button", { name, exact: true }).tap();
  for (const tile of ["c, consonant, add", "a, vowel, add", "t, consonant, add"]) await tap(tile);
  await tap("Check");
  await expect(child.getByText("Well done, that's right!")).toBeVisible();
  await tap("Next");
  for (const tile of ["sh, digraph, add", "i, vowel, add", "p, consonant, add"]) await tap(tile);
  await tap("Check");
  await tap("Finish");
  await expect(child.getByText("You got 2 of 2 right first time.")).toBeVisible();
  await expect(
    child.getByText("Saved! This one is done. Your teacher can see how you did."),
  ).toBeVisible();
  await child.getByRole("link", { name: "Back to my list" }).tap();
  // Remembered for this tab: no second "Is this you?".
  const done = child.getByRole("region", { name: "Done" });
  await expect(done).toContainText("You got 2 of 2");
  expect([...hosts].filter((host) => host !== new URL(link).host)).toEqual([]);

  await page.reload();
  await page.getByRole("tab", { name: "Track Assignments" }).click();
  const row = track
    .getByTestId("assignment")
    .filter({ hasText: "Lesson words" })
    .getByRole("row", { name: /Sam/ });
  await expect(row).toContainText("Done");
  await expect(row).toContainText("2 of 2 (100%)");
  const csv = await page.request.get(
    (await track.getByRole("link", { name: /CSV.*Lesson words/ }).getAttribute("href"))!,
  );
  expect(await csv.text()).toContain('"Sam","Done","1","2","2","100"');
  await expectNoSeriousA11yViolations(page);

  // A new link withdraws the old one: it answers 404 with the child pages' friendly page.
  await page.getByRole("tab", { name: "My Students" }).click();
  await students.getByRole("button", { name: "Make a new link" }).click();
  await expect(linkBox).not.toHaveValue(link);
  const gone = await child.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(child.getByRole("heading", { name: "We can't find this page" })).toBeVisible();
  await expectNoSeriousA11yViolations(child);
  await tablet.close();
});

test("a free game assigned with its settings opens with them from the personal link and counts as done", async ({
  page,
  browser,
}) => {
  await signUpAsTeacher(page, "assign-game-teacher", "Mr Games");
  const link = await addStudentWithLink(page, "Ava");

  await page.getByRole("tab", { name: "Track Assignments" }).click();
  const track = page.getByRole("tabpanel", { name: "Track Assignments" });
  const assign = track.getByRole("form", { name: "Assign to students" });
  await assign.getByLabel("What to assign").selectOption("Letter Tiles");
  await assign.getByLabel("Mode").selectOption("Free play");
  await assign.getByLabel("Word group").selectOption("sh");
  // Free play keeps no score, so the goal is not offered.
  await expect(assign.getByLabel("Until 90% right")).toBeDisabled();
  await assign.getByLabel("Ava").check();
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(assign.getByRole("status")).toHaveText("Assigned Letter Tiles to 1 student.");
  const assignment = track.getByTestId("assignment").filter({ hasText: "Letter Tiles" });
  await expect(assignment).toContainText("Letter Tiles: Free play, sh words");
  await expect(assignment).toContainText("No due date");
  await expectNoSeriousA11yViolations(page);

  const tablet = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  const child = await tablet.newPage();
  await child.goto(link);
  // Ava has no picture code: the check names her only.
  await expect(child.getByRole("heading", { name: "Is this you, Ava?" })).toBeVisible();
  await child.getByRole("button", { name: "Yes, that's me" }).tap();
  const today = child.getByRole("region", { name: "For today" });
  await expect(today).toContainText("A game");
  await today.getByRole("button", { name: /^Play ?: Letter Tiles$/ }).tap();
  await expect(child).toHaveURL(/\/student-apps\/letter-tiles\?mode=free&group=sh$/);
  await expect(child.getByLabel("Word group")).toHaveValue("sh");

  await child.goto(link);
  // Remembered for this tab, and the game is done.
  await expect(child.getByRole("region", { name: "Done" })).toContainText("Letter Tiles");
  await tablet.close();

  await page.reload();
  await page.getByRole("tab", { name: "Track Assignments" }).click();
  await expect(
    track
      .getByTestId("assignment")
      .filter({ hasText: "Letter Tiles" })
      .getByRole("row", { name: /Ava/ }),
  ).toContainText("Done");
});
