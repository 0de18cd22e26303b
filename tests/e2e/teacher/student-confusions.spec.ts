// Issue 35's whole walk: one word list made into Anagram and Whack-a-Mole, both assigned to a
// student, played on a tablet from the personal link with one planned mistake in each, and the
// tutor's student page naming both confusions. The Whack-a-Mole page runs on Playwright's clock
// and a fixed seed, so moles move only when the test says.
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { addStudentWithLink, signUpAsTeacher, whackWithOneMistake } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { fakeSpeech } from "../helpers/fake-speech";

const lesson = ["ship: sh", "shop: sh", "fish: sh", "chin: ch", "chop: ch", "rich: ch"];
const targets = ["ship", "shop", "fish"];

/** An anagram tile's button name: "sh, digraph, add". */
const tileName = (grapheme: string) =>
  `${grapheme}, ${grapheme.length > 1 ? "digraph" : /[aeiou]/.test(grapheme) ? "vowel" : "consonant"}, add`;

/** A "Play" link on the personal page, named with its activity's title for screen readers. */
const playName = (title: string) => new RegExp(`^Play ?: ${title}$`);

async function assignTo(page: Page, title: string, student: string) {
  await page.goto("/teacher-portal");
  await page.getByRole("button", { name: `Assign ${title}` }).click();
  const assign = page
    .getByRole("tabpanel", { name: "Track Assignments" })
    .getByRole("form", { name: "Assign to students" });
  await assign.getByLabel(student).check();
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(assign.getByRole("status")).toHaveText(`Assigned ${title} to 1 student.`);
}

test("a tutor assigns one word list as Anagram and Whack-a-Mole, the child plays both on a tablet with a planned mistake in each, and the student page names both confusions", async ({
  page,
  browser,
}) => {
  // Tutor, child on a tablet, then the tutor again, on a shared two-core machine.
  test.slow();
  await signUpAsTeacher(page, "scenario-teacher", "Ms Lesson");
  const link = await addStudentWithLink(page, "Theo");
  const students = page.getByRole("tabpanel", { name: "My Students" });

  await page.getByRole("link", { name: "Word lists" }).first().click();
  await page.getByRole("link", { name: "New word list" }).click();
  await page.getByLabel("Name").fill("Digraph lesson");
  await page.getByLabel("Words", { exact: true }).fill(lesson.join("\n"));
  await page.getByRole("button", { name: "Save word list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Digraph lesson" })).toBeVisible();
  const make = page.getByRole("region", { name: "Make activities" });
  await make.getByLabel("Anagram").check();
  await make.getByLabel("Whack-a-Mole").check();
  await make.getByLabel("Words to whack: the tag").selectOption("sh");
  await make.getByRole("button", { name: "Make activities" }).click();
  await expect(make.getByRole("heading", { name: "Made just now" })).toBeVisible();

  const anagram = "Digraph lesson — Anagram";
  const whack = "Digraph lesson — Whack-a-Mole";
  // The list's tags travel into each activity, where the tutor sees and can change them.
  const editWhack = await make.getByRole("link", { name: `Edit ${whack}` }).getAttribute("href");
  await page.goto(
    (await make.getByRole("link", { name: `Edit ${anagram}` }).getAttribute("href"))!,
  );
  await expect(page.getByLabel("Tags for word 1 (optional)")).toHaveValue("sh");
  await expect(page.getByLabel("Tags for word 4 (optional)")).toHaveValue("ch");
  await expectNoSeriousA11yViolations(page);
  await page.goto(editWhack!);
  const ownTags = page.getByLabel("Your own sound and pattern tags (optional)");
  await expect(ownTags).toHaveValue(/^ship: sh\nshop: sh\nfish: sh\nchin: ch/);
  await expectNoSeriousA11yViolations(page);
  await assignTo(page, anagram, "Theo");
  await assignTo(page, whack, "Theo");

  const tablet = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  await fakeSpeech(tablet);
  const child = await tablet.newPage();
  await child.clock.install({ time: new Date("2026-11-23T09:00:00") });
  await child.goto(link);
  await child.getByRole("button", { name: "Yes, that's me" }).tap();
  const whackHref = await child.getByRole("link", { name: playName(whack) }).getAttribute("href");
  await child.getByRole("link", { name: playName(anagram) }).tap();

  // Anagram: the planned mistake is p and sh changing places in "ship" (pish); every other word
  // is built right first time.
  const tap = (name: string) => child.getByRole("button", { name, exact: true }).tap();
  const build = async (graphemes: string[]) => {
    for (const grapheme of graphemes) await tap(tileName(grapheme));
    await tap("Check");
  };
  await build(["p", "i", "sh"]);
  await tap("Clear");
  await build(["sh", "i", "p"]);
  await tap("Next");
  for (const [word, last] of [
    [["sh", "o", "p"], false],
    [["f", "i", "sh"], false],
    [["ch", "i", "n"], false],
    [["ch", "o", "p"], false],
    [["r", "i", "ch"], true],
  ] as const) {
    await build([...word]);
    await tap(last ? "Finish" : "Next");
  }
  await expect(child.getByText("You got 5 of 6 right first time.")).toBeVisible();
  await expect(child.getByText(/^Saved!/)).toBeVisible();

  // Whack-a-Mole: every sh word that comes up is whacked, and one ch word by mistake.
  await child.goto(`${whackHref}?seed=7`);
  await expect(child.getByRole("heading", { name: "Get ready" })).toBeVisible();
  await child.clock.pauseAt((await child.evaluate(() => Date.now())) + 1_000);
  await tap("Start");
  const done = child.getByRole("heading", { name: "All done!" });
  const { oops } = await whackWithOneMistake(child, { targets, mistake: () => true });
  expect(oops).not.toBeNull();
  await tap("End round");
  await expect(done).toBeVisible();
  await expect(child.getByText(/^Saved!/)).toBeVisible();
  await child.clock.resume();
  await expectNoSeriousA11yViolations(child);
  await tablet.close();

  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "My Students" }).click();
  await students.getByRole("link", { name: "Progress of Theo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Theo's progress" })).toBeVisible();
  const confusions = page.getByTestId("confusions");
  await expect(confusions).toContainText("Theo wrote p for sh once this week");
  await expect(confusions).toContainText("Theo took a ch word for sh once this week");
  await expect(page.getByRole("row", { name: /^ch \d+ \d+ \d+%$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Practise these as a sort: the patterns Theo mixed up, sh and ch, are its groups.
  await page.getByRole("button", { name: "Sort them by pattern" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Assigned “Practise these: Theo”. It is on their personal link now.",
  );
});
