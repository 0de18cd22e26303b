// An admin walks a lead through its life: a new intake arrives, is assigned, gets a note and a
// follow-up date, the family's consultation request is booked into a real time, and the
// consultation is marked completed.
import { expect, test } from "../helpers/test";
import {
  familyEmail,
  nextWeekday,
  requestConsultation,
  signInAsAdmin,
  submitIntake,
} from "./admin-helpers";

test("a lead from new intake to completed consultation", async ({ page }) => {
  const email = familyEmail("lead-life");
  const parentName = `Quinn Lifecycle ${Date.now()}`;
  await page.goto("/");
  await submitIntake(page.request, { parentName, email });
  await signInAsAdmin(page);

  // The dashboard opens with the families waiting for a first reply, and never says all is done
  // while they wait.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: /^Waiting for a first reply/ })).toBeVisible();
  await expect(page.getByText("Nothing due. Well done.")).toHaveCount(0);

  // The new intake is at the top of the inbox's intake forms (search is covered by the integration tests).
  await page.goto("/admin/leads?type=intake");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Intake form")).toBeVisible();
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: parentName }).click();

  // Every submitted field, escaped, and the attribution.
  await expect(page.getByRole("heading", { level: 1, name: parentName })).toBeVisible();
  await expect(page.getByText("Read <b>chapter</b> books with confidence")).toBeVisible();
  await expect(page.getByText("Came from Google Ads, campaign E2e.")).toBeVisible();
  await expect(page.getByText(/utm_|intake_form/)).toHaveCount(0);
  await page.getByText("Campaign tags as received").click();
  await expect(page.getByText("e2e-gclid")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy the email" })).toBeVisible();

  // Assigned, contacted, with a follow-up date.
  const crm = page.getByRole("form", { name: "Lead details" });
  await crm.getByLabel("Assigned to").selectOption({ index: 1 });
  await crm.getByLabel("Status").selectOption("contacted");
  await crm.getByLabel("Next follow-up").fill("2030-03-04");
  await crm.getByRole("button", { name: "Save changes" }).click();
  await expect(crm.getByRole("status")).toHaveText("Saved the status, assignee, next follow-up.");

  // A note with its author and time, also on the timeline.
  const notes = page.getByRole("form", { name: "Add a note" });
  await notes
    .getByLabel("New note")
    .fill("Spoke with Quinn: wants mornings. <script>alert(1)</script>");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("status")).toHaveText("Note added.");
  await expect(notes.getByLabel("New note")).toHaveValue("");
  await expect(
    page.getByText("Spoke with Quinn: wants mornings. <script>alert(1)</script>").first(),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Timeline" }).getByText("Note", { exact: true }),
  ).toBeVisible();

  // The family asks for a consultation; it shows among everything the family sent and is booked.
  const requestId = await requestConsultation(page.request, { parentName, email });
  await page.reload();
  const related = page.getByRole("region", { name: "Family" });
  await expect(related.getByText("Consultation request", { exact: true })).toBeVisible();
  await related.getByRole("link", { name: new RegExp(parentName) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/consultation/${requestId}`));
  await page.getByLabel("Day", { exact: true }).fill(nextWeekday());
  await page.getByRole("button", { name: "Show free times" }).click();
  const booking = page.getByRole("form", { name: "Book a time" });
  await expect(booking.getByRole("radio").first()).toBeChecked();
  await booking.getByRole("button", { name: "Book this time and email the parent" }).click();
  await expect(
    page.getByRole("status").filter({
      hasText: "Booked. The parent has been emailed the confirmation and calendar invitation.",
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/notice=booked/);
  await expect(page.getByRole("button", { name: "Cancel consultation" })).toBeVisible();
  await expect(page.getByLabel("Conversion stage")).toHaveValue("consultation_booked");

  // After the call (moved into the past by a test hook), it is marked completed.
  const moved = await page.request.post("/api/test-support/backdate-consultation", {
    data: { id: requestId, minutesAgo: 90 },
  });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  await page.reload();
  await page.getByRole("button", { name: "Mark completed" }).click();
  await expect(page.getByText("Marked as completed.")).toBeVisible();
  await expect(page.getByLabel("Conversion stage")).toHaveValue("consultation_completed");
  await expect(page.getByText("No actions: this consultation is completed.")).toBeVisible();

  // The parent's confirmation (with the invitation) waits in the outbox.
  await page.goto("/admin/outbox");
  await expect(page.getByText(`To ${email}`).first()).toBeVisible();
});
