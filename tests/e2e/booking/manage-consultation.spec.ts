import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import {
  earlyBotToken,
  DAY,
  openDay,
  latestEmail,
  openPage,
  timeButtons,
  uniqueEmail,
} from "./booking-helpers";

type Day = { date: string; slots: { start: string; end: string; label: string }[] };

test("the confirmation email's link moves the consultation to a new time, then cancels it", async ({
  page,
  request,
}) => {
  // A booking made through the API, as the Start Here modal makes it.
  const token = await earlyBotToken(request);
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const availability = await request.post("/api/getAvailabilityV2", {
    data: { startDateISO: today, endDateISO: end, recaptchaToken: token },
  });
  const days = ((await availability.json()) as { availability: Day[] }).availability;
  const day = days.filter((d) => d.slots.length > 0)[DAY.manageBooking]!;
  const slot = day.slots[0]!;
  const email = uniqueEmail("manage");
  const booked = await request.post("/api/bookConsultation", {
    data: {
      parentName: "Morgan Lee",
      phone: "801 555 0111",
      email,
      notes: "",
      dateISO: day.date,
      startISO: slot.start,
      endISO: slot.end,
      label: slot.label,
      recaptchaToken: token,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  const confirmation = await latestEmail(request, email);
  const link = new URL(
    /https?:\/\/\S+\/consultation\/manage\?token=\S+/.exec(confirmation?.text ?? "")![0],
  );
  await openPage(page, link.pathname + link.search);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your free consultation" }),
  ).toBeVisible();
  await expect(page.getByText(slot.label)).toBeVisible();
  await expect(page.getByTestId("consultation-state")).toHaveText("Status: booked");

  // Move: pick a new time (held like any booking), then confirm the move.
  await page.getByRole("button", { name: "Pick a new time" }).click();
  const main = page.locator("main");
  await (await openDay(main, DAY.manageMove)).click();
  const newTime = timeButtons(main).first();
  const newLabel = (await newTime.locator("span").first().textContent())!;
  const held = page.waitForResponse(
    (r) => r.url().endsWith("/api/holdSlot") && r.request().method() === "POST",
  );
  await newTime.click();
  expect((await held).status()).toBe(200);
  await expect(page.getByTestId("hold-countdown")).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "main" });
  await page.getByRole("button", { name: `Move to ${newLabel}` }).click();
  await expect(
    page.getByText(
      "Your consultation has moved. We have emailed you the new time and calendar invitation.",
    ),
  ).toBeVisible();
  await expect(page.getByText(newLabel, { exact: false }).first()).toBeVisible();
  const moved = await latestEmail(request, email);
  expect(moved?.kind).toBe("consultation_rescheduled_parent");
  expect(moved?.text).toContain(`Previously: `);
  expect(moved?.text).toContain(slot.label);

  // The old time is free for others again.
  const after = await request.post("/api/getAvailabilityV2", {
    data: { startDateISO: day.date, endDateISO: day.date, recaptchaToken: token },
  });
  expect(
    ((await after.json()) as { availability: Day[] }).availability[0]!.slots.map((s) => s.start),
  ).toContain(slot.start);

  // Cancel, after confirming.
  await page.getByRole("button", { name: "Cancel consultation" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(
    page.getByText("Your consultation is cancelled. We have emailed you a confirmation."),
  ).toBeVisible();
  await expect(page.getByTestId("consultation-state")).toHaveText("Status: cancelled");
  // The page says what is true now: cancelled, not "your consultation is on … moved to".
  await expect(page.getByTestId("consultation-intro")).toHaveText(
    "Hello Morgan Lee, this consultation was cancelled:",
  );
  await expect(page.getByText("This is the new time your consultation was moved to.")).toHaveCount(
    0,
  );
  await expect(page.getByText("your free 30-minute consultation is on")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Book again" })).toHaveAttribute(
    "href",
    "/start-here?open=consultation",
  );
  expect((await latestEmail(request, email))?.kind).toBe("consultation_cancelled_parent");

  // A forged link shows nothing.
  await page.goto(
    `/consultation/manage?token=${encodeURIComponent(`${link.searchParams.get("token")!.split(".")[0]}.forged`)}`,
  );
  await expect(
    page.getByText(
      "We could not find that consultation. Please use the link in your most recent email.",
    ),
  ).toBeVisible();
});
