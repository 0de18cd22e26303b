// A data deletion request: logged with its deadlines, acknowledged and verified, the family's
// data found and exported as JSON, then deleted in one step.
import { expect, test } from "../helpers/test";
import { familyEmail, signInAsAdmin, submitIntake } from "./admin-helpers";

test("a deletion request from logging to deletion", async ({ page }) => {
  const email = familyEmail("deletion");
  await page.goto("/");
  const intakeId = await submitIntake(page.request, { parentName: "Dana Delete", email });
  await signInAsAdmin(page);

  await page.goto("/admin/data-requests");
  const log = page.getByRole("form", { name: "Log a request" });
  await log.getByLabel("They ask us to").selectOption("deletion");
  await log.getByLabel("Requester's email").fill(email);
  await log.getByRole("button", { name: "Log request" }).click();
  await expect(page).toHaveURL(/\/admin\/data-requests\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Acknowledge the request (48 hours)")).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0); // only a hash is stored

  await page.getByRole("button", { name: "Mark acknowledged" }).click();
  await expect(page.getByRole("button", { name: "Mark identity verified" })).toBeVisible();
  await page.getByRole("button", { name: "Mark identity verified" }).click();
  await expect(page.getByRole("button", { name: "Mark identity verified" })).toHaveCount(0);

  const find = page.getByRole("form", { name: "Find the requester's data" });
  await find.getByLabel("Requester's email").fill("someone-else@e2e.test");
  await find.getByRole("button", { name: "Find their data" }).click();
  await expect(find.getByRole("alert")).toHaveText(
    "That email does not match this request. Check the address in the requester's email.",
  );
  await find.getByLabel("Requester's email").fill(email);
  await find.getByRole("button", { name: "Find their data" }).click();
  await expect(find.getByRole("status")).toHaveText(/^Found \d+ records? for this email\.$/);
  await expect(page.getByRole("definition").first()).toHaveText("1"); // the intake form

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download everything as JSON" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);

  const remove = page.getByRole("form", { name: "Delete everything" });
  await remove.getByLabel('Type "delete" to confirm').fill("delete");
  await remove.getByRole("button", { name: "Delete everything for this email" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Deleted/ })).toHaveText(
    /^Deleted \d+ records?\. The request is completed; backups clear within about 30 days\.$/,
  );

  expect((await page.goto(`/admin/leads/intake/${intakeId}`))?.status()).toBe(404);
  await page.goto("/admin/audit");
  await expect(
    page.getByRole("cell", { name: /deleted a family's data, as they asked$/ }).first(),
  ).toBeVisible();
  await expect(page.getByText("data_request.deleted")).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
});
