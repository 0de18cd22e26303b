import { type Locator } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import {
  dataLayerEvents,
  holdNavigation,
  injectFault,
  openPage,
  ownRateLimitBucket,
  uniqueEmail,
} from "./leads-helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await ownRateLimitBucket(context, baseURL);
});

const TITLE = "Get Your Child's Assessment";

async function fill(dialog: Locator, email: string) {
  await dialog.getByRole("textbox", { name: "Parent/Guardian Name" }).fill("Avery Chen");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("(385) 555-0123");
  await dialog.getByRole("textbox", { name: "Student's Age" }).fill("8");
}

test("Get Started: the assessment request's fields, toasts with their durations, and the thank-you page", async ({
  page,
  context,
  baseURL,
}) => {
  await page.clock.install();
  await openPage(page, "/get-started?open=intake");
  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
  await expect(dialog.getByRole("textbox", { name: "Phone" })).toHaveAttribute("type", "tel");
  await expectNoSeriousA11yViolations(page, { include: "dialog[open]" });

  // Only the browser's required checks stop it: nothing is sent while a field is missing.
  const submit = dialog.getByRole("button", { name: "Submit Assessment Request" });
  await submit.click();
  await expect(dialog.getByRole("textbox", { name: "Parent/Guardian Name" })).toHaveJSProperty(
    "validity.valueMissing",
    true,
  );

  const email = uniqueEmail("assessment");
  await fill(dialog, email);
  await dialog.getByRole("textbox", { name: "Learning Struggles" }).fill("Reverses letters");
  await expect(dialog.getByTestId("assessment-struggles-count")).toHaveText(
    "16/250 characters used",
  );
  await dialog.getByRole("textbox", { name: "Goals" }).fill("x".repeat(260));
  await expect(dialog.getByTestId("assessment-goals-count")).toHaveText("250/250 characters used");
  await dialog.getByRole("textbox", { name: "Goals" }).fill("Enjoy reading");

  // Time stands still from here, so each toast's duration is checked exactly.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  const toast = dialog.getByTestId("toast");

  await injectFault(context, baseURL, "bot-check");
  await submit.click();
  await expect(toast).toContainText("reCAPTCHA failed");
  await expect(toast).toContainText("Please try again.");
  await page.clock.runFor(3_990);
  await expect(toast).toBeVisible();
  await page.clock.runFor(20);
  await expect(toast).toBeHidden();

  await injectFault(context, baseURL, "leads-write");
  await submit.click();
  await expect(toast).toContainText("Error");
  await expect(toast).toContainText(
    "There was an error submitting your information. Please try again.",
  );
  await page.clock.runFor(4_990);
  await expect(toast).toBeVisible();
  await page.clock.runFor(20);
  await expect(toast).toBeHidden();
  await page.clock.resume();

  // Success: the toast on the page, the modal closed, then the thank-you page.
  await injectFault(context, baseURL, null);
  const navigation = await holdNavigation(page, "/thank-you/intake");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/assessment-request"));
  await submit.click();
  expect((await sent).postDataJSON()).toMatchObject({
    parentName: "Avery Chen",
    email,
    phone: "(385) 555-0123",
    studentAge: "8",
    struggles: "Reverses letters",
    goals: "Enjoy reading",
  });
  const pageToast = page.getByTestId("toast");
  await expect(pageToast).toContainText("Information Received!");
  await expect(pageToast).toContainText(
    "Thank you! We'll review your information and contact you soon.",
  );
  await expect(dialog).toBeHidden();
  await navigation.release();
  await expect(page).toHaveURL(/\/thank-you\/intake$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Thanks! We received your intake form." }),
  ).toBeVisible();
  await expect.poll(() => dataLayerEvents(page, "intake_submitted")).toHaveLength(1);
  // Without ad_user_data consent, no hashed email or phone reaches the data layer.
  expect(await dataLayerEvents(page, "enhanced_conversion_data")).toEqual([]);
});

test("lead page: the Get Assessment modal sends the assessment request", async ({ page }) => {
  await openPage(page, "/free-consultation");
  await page.getByRole("link", { name: "Get Assessment" }).first().click();
  await expect(page).toHaveURL(/\/free-consultation\?open=intake$/);
  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "dialog[open]" });
  await fill(dialog, uniqueEmail("lead-assessment"));
  const response = page.waitForResponse((r) => r.url().endsWith("/api/assessment-request"));
  await dialog.getByRole("button", { name: "Submit Assessment Request" }).click();
  expect((await response).status()).toBe(201);
  await expect(page).toHaveURL(/\/thank-you\/intake$/);
});
