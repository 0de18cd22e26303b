// Shared steps for the booking browser tests.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const START_HERE_URL = "/start-here?open=consultation";
export const GET_STARTED_URL = "/get-started?open=consultation";
export const LEAD_PAGE_URL = "/free-consultation?open=consultation";
export { uniqueEmail } from "../helpers/auth";
export { dataLayer, openPage } from "../helpers/pages";

export function bookingDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Book your free 30-minute consultation" });
}

/**
 * The open day at `index` (0 = the first day with free times), moving to later months as needed.
 * Browser tests run in parallel against one server, so each test that holds or books a time uses
 * its own index (see DAY in the specs): two tests never race for the same slot.
 */
export async function openDay(dialog: Locator, index = 0): Promise<Locator> {
  const grid = dialog.getByRole("grid");
  const title = dialog.locator("#booking-month-title");
  // The 42-cell grid shows days of the neighbouring months too: count each date once.
  const seen: string[] = [];
  for (let months = 0; months < 4; months++) {
    await expect(grid).toHaveAttribute("aria-busy", "false");
    const dates = await dialog
      .locator('[role="gridcell"][aria-disabled="false"]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-date") ?? ""));
    for (const date of dates) if (!seen.includes(date)) seen.push(date);
    const wanted = seen[index];
    if (wanted) return dialog.locator(`[role="gridcell"][data-date="${wanted}"]`);
    const shown = (await title.textContent()) ?? "";
    await dialog.getByRole("button", { name: "Next month" }).click();
    await expect(title).not.toHaveText(shown);
  }
  throw new Error(`Fewer than ${index + 1} open consultation days in the next four months`);
}

/** Chooses the open day at `dayIndex` and its first free time; returns the hold request's payload. */
export async function holdFirstTime(page: Page, dialog: Locator, dayIndex: number) {
  const day = await openDay(dialog, dayIndex);
  await day.click();
  const times = timeButtons(dialog);
  await expect(times.first()).toBeVisible();
  const held = holdResponse(page);
  const label = (await times.first().locator("span").first().textContent()) ?? "";
  await times.first().click();
  const response = await held;
  expect(response.status()).toBe(200);
  return {
    label,
    payload: response.request().postDataJSON() as {
      startISO: string;
      endISO: string;
      dateISO: string;
      label: string;
    },
  };
}

/** Each slot-taking browser test's own open day (see openDay). */
export const DAY = {
  keyboardBooking: 0,
  validation: 1,
  reducedMotion: 2,
  holdExpiry: 3,
  takenByRival: 4,
  closing: 5,
  manageBooking: 6,
  manageMove: 7,
  thankYouDetails: 8,
  leadPageBooking: 9,
  phoneModal: 10,
  phoneModalReducedMotion: 11,
  meetingFormat: 12,
  familyScenario: 13,
  familyScenarioMove: 14,
} as const;

export function timeButtons(dialog: Locator): Locator {
  return dialog.getByRole("region", { name: /^Times on / }).getByRole("button");
}

/** The next hold answer (the first one may wait for the route to compile). */
export function holdResponse(page: Page) {
  return page.waitForResponse(
    (r) => r.url().endsWith("/api/holdSlot") && r.request().method() === "POST",
  );
}

/**
 * A consultation bot-check token issued now, to be used later: the built-in check refuses a
 * submission sooner after the token than a person could fill the form.
 */
export async function earlyBotToken(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/bot-check?action=consultation");
  return ((await response.json()) as { token: string }).token;
}

/** The newest email the outbox holds for an address (E2E_TEST_HOOKS servers only). */
export async function latestEmail(request: APIRequestContext, email: string) {
  const response = await request.post("/api/test-support/latest-email", {
    data: { email },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (
    (await response.json()) as {
      email: { kind: string; subject: string; text: string; ics: string | null } | null;
    }
  ).email;
}

type Day = { date: string; slots: { start: string; end: string; label: string }[] };

/**
 * A booking made through the API, as the booking modal makes it, on the open day at `dayIndex`
 * (see DAY) within the next 45 days; answers the slot booked.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  dayIndex: number,
  parent: { parentName: string; phone: string; email: string },
) {
  const token = await earlyBotToken(request);
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const availability = await request.post("/api/getAvailabilityV2", {
    data: { startDateISO: today, endDateISO: end, recaptchaToken: token },
  });
  const days = ((await availability.json()) as { availability: Day[] }).availability;
  const day = days.filter((d) => d.slots.length > 0)[dayIndex]!;
  const slot = day.slots[0]!;
  const booked = await request.post("/api/bookConsultation", {
    data: {
      ...parent,
      notes: "",
      dateISO: day.date,
      startISO: slot.start,
      endISO: slot.end,
      label: slot.label,
      recaptchaToken: token,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return slot;
}

/** The manage link of the newest email to an address, as a path to open. */
export async function manageLinkOf(request: APIRequestContext, email: string) {
  const confirmation = await latestEmail(request, email);
  const link = new URL(
    /https?:\/\/\S+\/consultation\/manage\?token=\S+/.exec(confirmation?.text ?? "")![0],
  );
  return { confirmation, path: link.pathname + link.search };
}
