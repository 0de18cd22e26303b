import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { earlyBotToken, GET_STARTED_URL, openPage, uniqueEmail } from "./booking-helpers";

const title = "Schedule Your Free Consultation";

test("Get Started: a consultation request with the spec's fields, button texts and toasts", async ({
  page,
  request,
}) => {
  // The form's bot-check token is one issued before the page opened, so the built-in minimum
  // fill time (when the server sets one) has passed whenever the test submits.
  const early = await earlyBotToken(request);
  await page.route("**/api/bot-check**", (route) => route.fulfill({ json: { token: early } }));
  await openPage(page, GET_STARTED_URL);
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
  await expect(dialog.getByLabel(/Primary Concerns/)).toHaveAttribute("rows", "4");
  await expectNoSeriousA11yViolations(page, { include: "dialog[open]" });

  // Nothing is sent while a field is missing (each field now also says why: issue 16).
  const submit = dialog.getByRole("button", { name: "Schedule My Free Consultation" });
  await submit.click();
  await expect(dialog.getByLabel("Parent/Guardian Name")).toHaveJSProperty(
    "validity.valueMissing",
    true,
  );
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Parent/Guardian Name").fill("Avery Chen");
  await dialog.getByLabel("Email").fill(uniqueEmail("request"));
  await dialog.getByLabel("Phone").fill("(385) 555-0123");
  await dialog.getByLabel("Child's Age").fill("9");
  await dialog.getByLabel(/Primary Concerns/).fill("Slow reading and spelling.");

  // A server failure keeps the modal open with the error toast.
  await page.route(
    "**/api/consultationRequest",
    (route) => route.fulfill({ status: 500, json: { error: "boom" } }),
    { times: 1 },
  );
  await submit.click();
  await expect(dialog.getByTestId("toast")).toContainText("Error");
  await expect(dialog.getByTestId("toast")).toContainText(
    "There was an error scheduling your consultation. Please try again.",
  );
  await expect(dialog.getByTestId("toast")).not.toContainText("boom");

  // A refused bot check shows its own toast.
  await page.route(
    "**/api/consultationRequest",
    (route) =>
      route.fulfill({
        status: 403,
        json: {
          error: "reCAPTCHA verification failed. Please try again.",
          code: "bot_check_failed",
        },
      }),
    { times: 1 },
  );
  await submit.click();
  await expect(dialog.getByTestId("toast")).toContainText("reCAPTCHA failed");
  await expect(dialog.getByTestId("toast")).toContainText("Please try again.");

  await submit.click();
  await expect(dialog).toBeHidden();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Consultation Scheduled!");
  await expect(toast).toContainText(
    "We'll contact you within 24 hours to confirm your consultation time.",
  );
  await expect(page).not.toHaveURL(/open=consultation/);
  await expect(toast).toBeHidden();
});

test("lead landing page: the Book Free Consultation modal sends the request with the child's age", async ({
  page,
  request,
}) => {
  const early = await earlyBotToken(request);
  await page.route("**/api/bot-check**", (route) => route.fulfill({ json: { token: early } }));
  await openPage(page, "/free-consultation");
  await page.getByRole("link", { name: "Book Free Consultation" }).first().click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/free-consultation\?open=consultation$/);
  await expectNoSeriousA11yViolations(page, { include: "dialog[open]" });

  await dialog.getByLabel("Parent/Guardian Name").fill("Riley Park");
  await dialog.getByLabel("Email").fill(uniqueEmail("lead"));
  await dialog.getByLabel("Phone").fill("801-555-0177");
  await dialog.getByLabel("Child's Age").fill("11");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/consultationRequest"));
  const submit = dialog.getByRole("button", { name: "Schedule My Free Consultation" });
  await submit.click();
  const payload = (await sent).postDataJSON() as Record<string, unknown>;
  expect(payload).toMatchObject({
    parentName: "Riley Park",
    phone: "801-555-0177",
    childAge: "11",
    notes: "",
    label: "Consultation (requested via Get Started)",
    source: "landing_page",
    recaptchaToken: early,
  });
  expect(Date.parse(String(payload.startISO)) - Date.now()).toBeGreaterThan(23 * 3_600_000);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("toast")).toContainText("Consultation Scheduled!");
  await expect(page).toHaveURL(/\/free-consultation$/);
});
