// Issue 36, point 7, in the staff area: what staff change on a lead's page before its JavaScript
// runs is still there once it has, and is what gets saved. The scripts are held back by the test
// (helpers/before-hydration.ts), not waited for.
import { expect, test } from "../helpers/test";
import { openBeforeHydration } from "../helpers/before-hydration";
import { familyEmail, signInAsAdmin, submitIntake } from "./admin-helpers";

test("a lead's details, note and reply typed before hydration are kept and saved", async ({
  page,
}) => {
  const email = familyEmail("early-staff");
  const parentName = `Avery Early ${Date.now()}`;
  await page.goto("/");
  const id = await submitIntake(page.request, { parentName, email });
  await signInAsAdmin(page);

  const scripts = await openBeforeHydration(page, `/admin/leads/intake/${id}`);
  const crm = page.getByRole("form", { name: "Lead details" });
  const notes = page.getByRole("form", { name: "Add a note" });
  const reply = page.getByRole("form", { name: "Reply by email" });
  await crm.getByLabel("Status").selectOption("contacted");
  await crm.getByLabel("Priority").selectOption("high");
  await crm.getByLabel("Next follow-up").fill("2030-03-04");
  await notes.getByLabel("New note").pressSequentially("Called");
  await reply.getByLabel("Subject").fill("Your reading consultation");
  await reply.getByLabel("Message").fill("Thank you for the intake form.");

  await scripts.hydrate();
  await expect(crm.getByLabel("Status")).toHaveValue("contacted");
  await expect(crm.getByLabel("Priority")).toHaveValue("high");
  await expect(crm.getByLabel("Next follow-up")).toHaveValue("2030-03-04");
  await expect(notes.getByLabel("New note")).toHaveValue("Called");
  // The counter comes from the form's state, so it shows the note was adopted.
  await expect(notes.getByText("6 / 4000")).toBeVisible();
  await expect(reply.getByLabel("Subject")).toHaveValue("Your reading consultation");
  await expect(reply.getByLabel("Message")).toHaveValue("Thank you for the intake form.");

  await crm.getByRole("button", { name: "Save changes" }).click();
  await expect(crm.getByRole("status")).toHaveText("Saved the status, priority, next follow-up.");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("status")).toHaveText("Note added.");

  // What was stored, read back from the server.
  await page.reload();
  await expect(crm.getByLabel("Status")).toHaveValue("contacted");
  await expect(crm.getByLabel("Priority")).toHaveValue("high");
  await expect(crm.getByLabel("Next follow-up")).toHaveValue("2030-03-04");
  await expect(page.getByText("Called", { exact: true }).first()).toBeVisible();
});
