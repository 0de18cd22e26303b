import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import {
  bookingDialog,
  dataLayer,
  earlyBotToken,
  DAY,
  openDay,
  holdFirstTime,
  holdResponse,
  latestEmail,
  openPage,
  START_HERE_URL,
  timeButtons,
  uniqueEmail,
} from "./booking-helpers";

async function fillContact(page: Page, email: string) {
  await page.getByLabel("Parent/Guardian Name").fill("Jordan Rivera");
  await page.getByLabel("Phone").fill("(801) 555-0199");
  await page.getByLabel("Email").fill(email);
}

/** Holds made by the page are given this many seconds (the server honours it only with E2E_TEST_HOOKS=1). */
async function shortHolds(page: Page, seconds: number) {
  await page.route("**/api/holdSlot", (route) =>
    route.request().method() === "POST"
      ? route.continue({
          headers: { ...route.request().headers(), "x-test-hold-seconds": String(seconds) },
        })
      : route.continue(),
  );
}

test.describe("a parent whose own clock is on Eastern time", () => {
  test.use({ timezoneId: "America/New_York" });

  test("books by keyboard from /start-here?open=consultation to the thank-you page, which shows once", async ({
    page,
    request,
  }) => {
    await openPage(page, START_HERE_URL, "granted");
    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole("status").filter({
        hasText: /Next available: (Today|Tomorrow|\w+day, \w+ \d+) at \d{1,2}:\d{2} (AM|PM) MT/,
      }),
    ).toBeVisible();

    // The calendar is a grid: arrows move focus across days, Enter chooses one.
    const day = await openDay(dialog, DAY.keyboardBooking);
    const date = (await day.getAttribute("data-date"))!;
    await day.focus();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator(`[role="gridcell"]:focus`)).not.toHaveAttribute("data-date", date);
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.locator(`[role="gridcell"][data-date="${date}"]`)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.locator(`[role="gridcell"][data-date="${date}"]`)).toHaveAttribute(
      "aria-selected",
      "true",
    );

    // Times are in MT, with the parent's own clock beside them.
    const firstTime = timeButtons(dialog).first();
    await expect(firstTime).toContainText(/\d:\d\d (AM|PM) - \d{1,2}:\d\d (AM|PM) MT/);
    await expect(firstTime).toContainText(/\d:\d\d (AM|PM) E[SD]T your time/);
    const label = (await firstTime.locator("span").first().textContent())!;
    await firstTime.focus();
    const held = holdResponse(page);
    await page.keyboard.press("Enter");
    expect((await held).status()).toBe(200);
    await expect(firstTime).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("hold-countdown")).toHaveText(/^0[45]:\d\d$/);

    // The form appears at once; it scrolls into view after about 2.5 s and takes focus 2 s later.
    const name = page.getByLabel("Parent/Guardian Name");
    await expect(name).toBeVisible();
    await expect(name).not.toBeFocused();
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    const email = uniqueEmail("booking");
    await fillContact(page, email);
    // About the child: optional, filled here as a parent who shares it would.
    await dialog.getByLabel("Child's First Name").fill("Maya");
    await dialog.getByLabel("Child's Age").fill("8");
    await dialog.getByLabel("Grade").selectOption("3rd grade");
    await page.getByLabel("Notes").fill("Mixes up b and d.");
    await expect(dialog.getByText("17/1000")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "What to expect" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: "dialog[open]" });

    await page.getByRole("button", { name: /^Confirm / }).click();
    await expect(page).toHaveURL(/\/thank-you\/consultation$/);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Thanks! Your consultation request is confirmed.",
      }),
    ).toBeVisible();

    // The Ads conversion (100 USD), the page's conversion event and, with ad_user_data granted,
    // the hashed contact details.
    await expect
      .poll(async () => JSON.stringify(await dataLayer(page)))
      .toContain('"event":"enhanced_conversion_data"');
    const events = await dataLayer(page);
    expect(events).toContainEqual([
      "event",
      "conversion",
      expect.objectContaining({ value: 100, currency: "USD" }),
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({ event: "consultation_confirmed", value: 100, currency: "USD" }),
    );
    expect(JSON.stringify(events)).not.toContain(email);

    // The parent's confirmation: MT and their own time, what to expect, the invitation, the manage link.
    const confirmation = await latestEmail(request, email);
    expect(confirmation?.kind).toBe("consultation_confirmed_parent");
    expect(confirmation?.text).toContain(label);
    expect(confirmation?.text).toMatch(/Your time: .*E[SD]T/);
    expect(confirmation?.text).toContain("What to expect:");
    expect(confirmation?.text).toMatch(/\/consultation\/manage\?token=\S+/);
    expect(confirmation?.ics).toContain("BEGIN:VEVENT");

    // The one-time flag was used up: the page now sends the visitor to Start Here.
    await page.reload();
    await expect(page).toHaveURL(/\/start-here$/);
  });
});

test("shows the spec's validation messages; a new date clears the chosen time and gives its hold back", async ({
  page,
}) => {
  await openPage(page, START_HERE_URL);
  const dialog = bookingDialog(page);
  const { payload } = await holdFirstTime(page, dialog, DAY.validation);
  const confirm = page.getByRole("button", { name: /^Confirm / });
  await confirm.click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Please fill in the following required fields: Parent/Guardian Name, Phone, Email.",
  );
  await page.getByLabel("Parent/Guardian Name").fill("  Jordan  ");
  await page.getByLabel("Phone").fill("8015550199");
  await page.getByLabel("Email").fill("jordan@example");
  await confirm.click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await page.getByLabel("Notes").fill("x".repeat(1050));
  await expect(page.getByLabel("Notes")).toHaveValue("x".repeat(1000));
  await expect(dialog.getByText("1000/1000")).toBeVisible();

  const otherDay = dialog
    .locator(`[role="gridcell"][aria-disabled="false"]:not([data-date="${payload.dateISO}"])`)
    .first();
  const release = page.waitForRequest(
    (r) => r.url().endsWith("/api/holdSlot") && r.method() === "DELETE",
  );
  await otherDay.click();
  await release;
  await expect(page.getByTestId("hold-countdown")).toHaveCount(0);
  await expect(timeButtons(dialog).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
  await page.getByLabel("Email").fill("jordan@example.com");
  await confirm.click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Please fill in the following required fields: Time.",
  );
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the contact form takes focus as soon as a time is chosen", async ({ page }) => {
    await page.clock.install();
    await openPage(page, START_HERE_URL);
    // The page's timers stand still from here: without reduced motion the focus waits for a
    // 4.5 s timer and never comes, so the check below holds only if focus moves at once.
    await page.clock.pauseAt(Date.now() + 1_000);
    await holdFirstTime(page, bookingDialog(page), DAY.reducedMotion);
    await expect(page.getByLabel("Parent/Guardian Name")).toBeFocused();
    await page.clock.resume();
    // Closing gives the hold back, so repeated runs from one address never pile up holds.
    const release = page.waitForRequest(
      (r) => r.url().endsWith("/api/holdSlot") && r.method() === "DELETE",
    );
    await page.keyboard.press("Escape");
    await release;
  });
});

test("a hold runs out: the countdown reaches zero, the lock clears and the visitor is told", async ({
  page,
}) => {
  await shortHolds(page, 3);
  await openPage(page, START_HERE_URL);
  const dialog = bookingDialog(page);
  await holdFirstTime(page, dialog, DAY.holdExpiry);
  await expect(page.getByTestId("hold-countdown")).toHaveText(/^00:0[0-3]$/);
  await expect(dialog.getByTestId("hold-notice")).toContainText("Your hold on this time has ended");
  await expect(page.getByTestId("hold-countdown")).toHaveCount(0);
});

test("a time booked by someone else between hold and confirm: the error shows and the day is re-fetched", async ({
  page,
  request,
}) => {
  await shortHolds(page, 3);
  const rivalToken = await earlyBotToken(request);
  await openPage(page, START_HERE_URL);
  const dialog = bookingDialog(page);
  const { label, payload } = await holdFirstTime(page, dialog, DAY.takenByRival);

  // While the hold lasts, nobody else can book the time.
  const rivalBooking = {
    ...payload,
    parentName: "Rival Parent",
    phone: "801 555 0100",
    email: uniqueEmail("rival"),
    notes: "",
    recaptchaToken: rivalToken,
  };
  const refused = await request.post("/api/bookConsultation", { data: rivalBooking });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    error: "This time is no longer available. Please pick another slot.",
  });

  // Once it has run out, the rival gets it before this parent confirms.
  await expect(dialog.getByTestId("hold-notice")).toContainText("Your hold on this time has ended");
  const rival = await request.post("/api/bookConsultation", { data: rivalBooking });
  expect(rival.status(), await rival.text()).toBe(201);

  await fillContact(page, uniqueEmail("late"));
  const refetch = page.waitForRequest(
    (r) =>
      r.url().endsWith("/api/getAvailabilityV2") &&
      (r.postDataJSON() as { startDateISO: string }).startDateISO === payload.dateISO,
  );
  await page.getByRole("button", { name: /^Confirm / }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "This time is no longer available. Please pick another slot.",
  );
  await refetch;
  await expect(timeButtons(dialog).filter({ hasText: label })).toHaveCount(0);
  await expect(page).toHaveURL(/\/start-here\?open=consultation$/);
});

test("closing the modal resets the date, time and hold, and removes ?open", async ({ page }) => {
  await openPage(page, START_HERE_URL);
  const dialog = bookingDialog(page);
  const { payload } = await holdFirstTime(page, dialog, DAY.closing);
  const release = page.waitForRequest(
    (r) => r.url().endsWith("/api/holdSlot") && r.method() === "DELETE",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await release;
  await expect(page).not.toHaveURL(/open=consultation/);
  // Reopening starts afresh, and the released time is free again.
  await page
    .locator("#main-content")
    .getByRole("link", { name: "Book a free consultation" })
    .click();
  await expect(
    dialog.getByText("Choose a day in the calendar to see its free times."),
  ).toBeVisible();
  await dialog.locator(`[role="gridcell"][data-date="${payload.dateISO}"]`).click();
  await expect(timeButtons(dialog).first()).toBeVisible();
  await expect(page.getByTestId("hold-countdown")).toHaveCount(0);
});
