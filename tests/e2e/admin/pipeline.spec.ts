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
