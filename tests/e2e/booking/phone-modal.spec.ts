// The booking modal on a phone (issue 36, point 5): a tapped day's times come into view, the held
// time and its countdown stay in sight while the parent types, and the confirm button repeats
// the time as the calendar shows it.
import { expect, test } from "../helpers/test";
import {
  bookingDialog,
  DAY,
  holdResponse,
  openDay,
  openPage,
  START_HERE_URL,
  timeButtons,
} from "./booking-helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, timezoneId: "America/Denver" });

/** "Tuesday 2 December, 4:00 PM MT" for an instant, on the business clock. */
function onDenverClock(iso: string): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "America/Denver", ...options }).format(
      Date.parse(iso),
    );
  return `${part({ weekday: "long" })} ${part({ day: "numeric" })} ${part({ month: "long" })}, ${part({ hour: "numeric", minute: "2-digit" })} MT`;
}

for (const motion of ["no-preference", "reduce"] as const) {
  test(`at 390x844 (motion: ${motion}) the times, the countdown and the confirm button stay where a thumb and eye are`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await openPage(page, START_HERE_URL);
    const dialog = bookingDialog(page);
    const day = await openDay(
      dialog,
      motion === "reduce" ? DAY.phoneModalReducedMotion : DAY.phoneModal,
    );
    await day.tap();
    const firstTime = timeButtons(dialog).first();
    await expect(firstTime).toBeInViewport({ ratio: 1 });

    const held = holdResponse(page);
    await firstTime.tap();
    const { startISO } = (await held).request().postDataJSON() as { startISO: string };
    const countdown = page.getByTestId("hold-countdown");
    await expect(countdown).toBeVisible();

    await dialog.getByLabel("Parent/Guardian Name").fill("Jordan Rivera");
    await dialog.getByLabel("Phone").fill("(801) 555-0199");
    await dialog.getByLabel("Email").fill("jordan@example.com");
    const notes = dialog.getByLabel("Notes");
    await notes.focus();
    await notes.fill("Mixes up b and d.");
    await expect(notes).toBeFocused();
    await expect(notes).toBeInViewport();
    await expect(countdown).toBeInViewport({ ratio: 1 });

    await expect(dialog.getByRole("button", { name: /^Confirm / })).toHaveText(
      `Confirm ${onDenverClock(startISO)}`,
    );
  });
}
