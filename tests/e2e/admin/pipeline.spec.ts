// An admin moves a lead on the pipeline board with the keyboard alone (the card's Move menu) and
// finds the move on the lead's timeline.
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { familyEmail, signInAsAdmin, submitIntake } from "./admin-helpers";

test("a card moves between stages by keyboard and the move shows on the lead's timeline", async ({
  page,
}) => {
  const email = familyEmail("pipeline");
  const parentName = `Robin Pipeline ${Date.now()}`;
  await page.goto("/");
  await submitIntake(page.request, { parentName, email });
  await signInAsAdmin(page);

  // The search goes through the filter form, which keeps the email out of the address.
  await page.goto("/admin/pipeline");
  await page.getByLabel("Search name, email or phone").fill(email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/admin\/pipeline\?search=/);
  expect(decodeURIComponent(page.url())).not.toContain(email);
  const intakeColumn = page.getByRole("region", { name: /Intake submitted/ });
  await expect(intakeColumn.getByRole("link", { name: parentName })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Keyboard only: focus the card's menu, pick a stage with the arrow keys, then press Enter on Move.
  const menu = intakeColumn.getByLabel(`Move ${parentName} to`);
  await menu.focus();
  await expect(menu).toBeFocused();
  await menu.selectOption("assessment_scheduled");
  await page.keyboard.press("Tab");
  await expect(intakeColumn.getByRole("button", { name: `Move ${parentName}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Moved to Assessment scheduled." }),
  ).toBeVisible();
  const assessmentColumn = page.getByRole("region", { name: /Assessment scheduled/ });
  await expect(assessmentColumn.getByRole("link", { name: parentName })).toBeVisible();
  await expect(intakeColumn.getByRole("link", { name: parentName })).toHaveCount(0);

  await assessmentColumn.getByRole("link", { name: parentName }).click();
  await expect(page.getByRole("heading", { level: 1, name: parentName })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Timeline" })
      .getByText(/intake submitted → assessment scheduled/i),
  ).toBeVisible();
});

test("the board fits a laptop: it starts on the first screen, scrolls in its own frame and keeps the stage names in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const stamp = Date.now();
  // Enough cards that the Intake submitted column is taller than the board's frame.
  for (let i = 0; i < 6; i++) {
    await submitIntake(page.request, {
      parentName: `Laptop Family ${i} ${stamp}`,
      email: familyEmail(`laptop-${i}`),
    });
  }
  await signInAsAdmin(page);
  await page.goto("/admin/pipeline");

  // The filters fold into one row; the rest wait behind "More filters".
  const search = page.getByLabel("Search name, email or phone");
  const apply = page.getByRole("button", { name: "Apply filters" });
  const more = page.getByText("More filters", { exact: true });
  const rowTop = (await search.boundingBox())!.y;
  expect(Math.abs((await apply.boundingBox())!.y - rowTop)).toBeLessThan(40);
  expect(Math.abs((await more.boundingBox())!.y - rowTop)).toBeLessThan(40);
  await expect(page.getByLabel("Conversion stage")).toBeHidden();
  await more.click();
  await expect(page.getByLabel("Conversion stage")).toBeVisible();
  await more.click();

  // On load, before any scrolling: the stage names and a first card are on screen.
  const intakeColumn = page.getByRole("region", { name: /Intake submitted/ });
  const heading = intakeColumn.getByRole("heading", { level: 2 });
  const firstCard = intakeColumn.getByRole("listitem").first();
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  const card = (await firstCard.boundingBox())!;
  expect(card.y + card.height).toBeLessThanOrEqual(768);

  // Each card names the child's age and runs the first-reply clock.
  const newest = intakeColumn.getByRole("listitem").filter({ hasText: `Laptop Family 5 ${stamp}` });
  await expect(newest.getByText("Child: age 9")).toBeVisible();
  await expect(newest.getByText(/^Waiting .*: within the promise$/)).toBeVisible();

  // The board scrolls sideways and down inside its frame; the page stays the screen's width.
  const board = page.getByTestId("pipeline-board");
  const sizes = await board.evaluate((el) => ({
    wide: el.scrollWidth > el.clientWidth,
    tall: el.scrollHeight > el.clientHeight,
    page: document.documentElement.scrollWidth,
  }));
  expect(sizes).toEqual({ wide: true, tall: true, page: 1366 });
  const before = (await heading.boundingBox())!.y;
  await board.evaluate((el) => el.scrollBy(0, 400));
  await expect
    .poll(async () => (await heading.boundingBox())!.y)
    .toBeCloseTo((await board.boundingBox())!.y, 0);
  expect(before).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
});
