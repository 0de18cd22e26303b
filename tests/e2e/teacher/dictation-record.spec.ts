// Issue 38, point 3: Letter Tiles' "Listen and build", played as an assignment from the child's
// personal link, feeds the student's confusion record; the same game played freely records nothing.
import { expect, test } from "../helpers/test";
import { addStudentWithLink, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { fakeSpeech, spoken } from "../helpers/fake-speech";
import { splitWord, WORD_ROW_START } from "../../../games/letter-tiles/logic";
import { tileSets } from "../../../games/letter-tiles/tiles";

test("a dictation mistake in an assigned Letter Tiles is named on the tutor's student page", async ({
  page,
  browser,
}) => {
  await signUpAsTeacher(page, "dictation-teacher", "Ms Listen");
  const link = await addStudentWithLink(page, "Noor");

  await page.getByRole("tab", { name: "Track Assignments" }).click();
  const track = page.getByRole("tabpanel", { name: "Track Assignments" });
  const assign = track.getByRole("form", { name: "Assign to students" });
  await assign.getByLabel("What to assign").selectOption("Letter Tiles");
  await assign.getByLabel("Mode").selectOption("Listen and build");
  await assign.getByLabel("Noor").check();
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(assign.getByRole("status")).toHaveText("Assigned Letter Tiles to 1 student.");

  const tablet = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  await fakeSpeech(tablet);
  const child = await tablet.newPage();
  await child.goto(link);
  await child.getByRole("button", { name: "Yes, that's me" }).tap();
  await child.getByRole("button", { name: /^Play ?: Letter Tiles$/ }).tap();
  // Played under the personal link, which is what saves its rounds.
  await expect(child).toHaveURL(/\/my\/[A-Za-z0-9_-]{24}\/[0-9a-f-]{36}\?mode=dictation$/);
  await expect(child.getByTestId("letter-tiles")).toHaveAttribute("data-hydrated", "true");
  await child.getByRole("button", { name: "Start listening" }).tap();
  await expect.poll(async () => (await spoken(child)).length).toBe(1);
  const word = (await spoken(child))[0]!.text;
  const tiles = splitWord(word, tileSets.beginner).map((tile) => tile.id);
  // The planned mistake: the wrong vowel in the 2nd tile of a beginner word.
  const vowel = tiles[1]!.replace("vowel-", "");
  const wrong = vowel === "u" ? "o" : "u";
  for (const [i, id] of [tiles[0]!, `vowel-${wrong}`, ...tiles.slice(2)].entries()) {
    const tile = child.locator(`[data-tile-id="${id}"]`);
    if ((await tile.getAttribute("aria-pressed")) !== "true") await tile.tap();
    await expect(tile).toHaveAttribute("aria-pressed", "true");
    await child.getByTestId(`slot-${WORD_ROW_START + i}`).tap();
    await expect(child.getByTestId(`slot-${WORD_ROW_START + i}`)).not.toHaveAttribute(
      "aria-label",
      /empty$/,
    );
  }
  await child.getByRole("button", { name: "Check", exact: true }).tap();
  await expect(child.getByTestId("dictation-feedback")).toContainText("is not right");
  // The other four words are skipped: missed, but with nothing built there is no confusion.
  for (let n = 1; n <= 4; n++) await child.getByRole("button", { name: "Next word" }).tap();
  await child.getByRole("button", { name: "Finish" }).tap();
  await expect(child.getByTestId("dictation-summary")).toContainText("0 of 5");
  await expect(child.getByText("Saved! Your teacher can see how you did.")).toBeVisible();
  await expectNoSeriousA11yViolations(child);
  await tablet.close();

  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "My Students" }).click();
  await page
    .getByRole("tabpanel", { name: "My Students" })
    .getByRole("link", { name: "Progress of Noor" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Noor's progress" })).toBeVisible();
  await expect(page.getByTestId("confusions")).toContainText(
    `Noor wrote ${wrong} for ${vowel} once this week`,
  );
});

test("Letter Tiles played freely keeps no record: no round is sent to be saved", async ({
  page,
}) => {
  await fakeSpeech(page);
  const saves: string[] = [];
  page.on("request", (request) => {
    // A save is a server action: a POST naming the action.
    if (request.method() === "POST" && request.headers()["next-action"]) saves.push(request.url());
  });
  await page.goto("/student-apps/letter-tiles?mode=dictation&seed=5");
  await expect(page.getByTestId("letter-tiles")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Start listening" }).click();
  for (let n = 1; n <= 4; n++) await page.getByRole("button", { name: "Next word" }).click();
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByTestId("dictation-summary")).toContainText("0 of 5");
  await expect(page.getByText(/^Saved!/)).toHaveCount(0);
  expect(saves).toEqual([]);
});
