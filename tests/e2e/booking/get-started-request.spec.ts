import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import {
  DAY,
  earlyBotToken,
  GET_STARTED_URL,
  holdFirstTime,
  openPage,
  uniqueEmail,
} from "./booking-helpers";

const title = "Schedule Your Free Consultation";

test("Get Started: the spec's fields, then Call me to find a time ends on a thank-you page that promises the call", async ({
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
  const callMe = dialog.getByRole("button", { name: "Call me to find a time" });
  await callMe.click();
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
  await callMe.click();
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
  await callMe.click();
  await expect(dialog.getByTestId("toast")).toContainText("reCAPTCHA failed");
  await expect(dialog.getByTestId("toast")).toContainText("Please try again.");

  // "Call me to find a time" ends on the thank-you page, which promises the call and no time.
  await callMe.click();
  await expect(page).toHaveURL(/\/thank-you\/consultation$/);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Thanks! Your consultation request is confirmed.",
    }),
  ).toBeVisible();
  await expect(page.getByTestId("call-requested")).toContainText(
    "We will call you at (385) 555-0123 within 24 hours to find a time that suits you.",
  );
  await expect(page.getByTestId("call-requested")).toContainText("No time is booked yet");
  await expect(page.getByTestId("booked-time")).toHaveCount(0);
  await expect(page.getByText("Consultation Scheduled!")).toHaveCount(0);
});

test("Get Started and the lead page: every button that says book or schedule opens the consultation modal", async ({
  page,
}) => {
  for (const path of ["/get-started", "/free-consultation"]) {
    await openPage(page, path);
    const promises = page.getByRole("main").getByRole("link", { name: /book|schedule/i });
    expect(await promises.count(), path).toBeGreaterThan(0);
    for (const href of await promises.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    ))
      expect(href, path).toBe(`${path}?open=consultation`);
  }
});

test("lead landing page: Book Free Consultation, then Pick a time now, books a real time with the details already given", async ({
  page,
}) => {
  // Real bot-check tokens here: the hold and the booking each use their own.
  await openPage(page, "/free-consultation");
  await page.getByRole("link", { name: "Book Free Consultation" }).first().click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/free-consultation\?open=consultation$/);
  await expectNoSeriousA11yViolations(page, { include: "dialog[open]" });

  const email = uniqueEmail("lead");
  await dialog.getByLabel("Parent/Guardian Name").fill("Riley Park");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("801-555-0177");
  await dialog.getByLabel("Child's Age").fill("11");
  await dialog.getByLabel(/Primary Concerns/).fill("Reverses b and d.");
  let requests = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/consultationRequest")) requests += 1;
  });
  await dialog.getByRole("button", { name: "Pick a time now" }).click();

  // The same modal now shows the calendar; the details come along.
  await expect(
    dialog.getByRole("heading", { name: "Now pick a time that suits you" }),
  ).toBeFocused();
  const { label } = await holdFirstTime(page, dialog, DAY.leadPageBooking);
  await expect(dialog.getByLabel("Parent/Guardian Name")).toHaveValue("Riley Park");
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Phone")).toHaveValue("801-555-0177");
  await expect(dialog.getByLabel("Child's Age")).toHaveValue("11");
  await expect(dialog.getByLabel("Notes")).toHaveValue("Reverses b and d.");
  await expectNoSeriousA11yViolations(page, { include: "dialog[open]" });
  const booked = page.waitForResponse((r) => r.url().endsWith("/api/bookConsultation"));
  await dialog.getByRole("button", { name: /^Confirm / }).click();
  const payload = (await booked).request().postDataJSON() as Record<string, unknown>;
  expect(payload).toMatchObject({
    parentName: "Riley Park",
    email,
    phone: "801-555-0177",
    childAge: "11",
    notes: "Reverses b and d.",
  });

  await expect(page).toHaveURL(/\/thank-you\/consultation$/);
  await expect(page.getByTestId("booked-time")).toContainText(label.trim());
  // How the call happens, whichever format the practice chose (issue 36, point 2).
  await expect(page.getByTestId("meeting-details")).toContainText(/A (video|phone) call/);
  await expect(page.getByTestId("call-requested")).toHaveCount(0);
  expect(requests).toBe(0);
});

test("Get Started: from the calendar a parent can still ask to be called instead", async ({
  page,
  request,
}) => {
  const early = await earlyBotToken(request);
  await page.route("**/api/bot-check**", (route) => route.fulfill({ json: { token: early } }));
  await openPage(page, GET_STARTED_URL);
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByLabel("Parent/Guardian Name").fill("Sam Ortiz");
  await dialog.getByLabel("Email").fill(uniqueEmail("later"));
  await dialog.getByLabel("Phone").fill("801-555-0142");
  await dialog.getByLabel("Child's Age").fill("7");
  await dialog.getByRole("button", { name: "Pick a time now" }).click();
  await expect(dialog.getByRole("grid")).toBeVisible();
  await expect(dialog.getByText("We can call you at 801-555-0142 within 24 hours")).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/consultationRequest"));
  await dialog.getByRole("button", { name: "Call me to find a time" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    parentName: "Sam Ortiz",
    childAge: "7",
    source: "get_started",
    label: "Consultation (requested via Get Started)",
  });
  await expect(page).toHaveURL(/\/thank-you\/consultation$/);
  await expect(page.getByTestId("call-requested")).toContainText(
    "We will call you at 801-555-0142",
  );
});
