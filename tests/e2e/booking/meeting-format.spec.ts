// How the call happens (issue 36, point 2): staff choose it in Admin → Availability, and the
// parent's confirmation, invitation and manage page say it. The setting is the practice's, so
// this test puts it back to a phone call before it ends.
import ICAL from "ical.js";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { signInAsAdmin } from "../admin/admin-helpers";
import { bookThroughApi, DAY, manageLinkOf, openPage, uniqueEmail } from "./booking-helpers";

const practiceLink = "https://meet.e2e.test/bright-path";

test("a video link set in availability settings reaches the confirmation, the invitation and the manage page", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await openPage(page, "/admin/availability");
  const form = page.getByRole("form", { name: "How the call happens" });
  const save = form.getByRole("button", { name: "Save how the call happens" });
  await form.getByLabel("Video call: the parent joins with a link").check();
  await form.getByLabel(/The practice's video link/).fill("http://meet.e2e.test/bright-path");
  await save.click();
  await expect(form.getByRole("alert")).toHaveText(
    "Video links start with https:// (copy the meeting link from Zoom, Google Meet or Teams).",
  );
  // A refused form starts again from the saved settings (React resets an action's form).
  await form.getByLabel("Video call: the parent joins with a link").check();
  await form.getByLabel(/The practice's video link/).fill(practiceLink);
  await save.click();
  await expect(form.getByRole("status")).toHaveText(
    "Saved. Parents join a video call with the link shown in their confirmation.",
  );
  await expectNoSeriousA11yViolations(page, { include: "form[aria-label='How the call happens']" });

  try {
    const email = uniqueEmail("meeting");
    await bookThroughApi(request, DAY.meetingFormat, {
      parentName: "Casey Morgan",
      phone: "801 555 0123",
      email,
    });
    const { confirmation, path } = await manageLinkOf(request, email);
    expect(confirmation?.text).toContain(`How: Video call: ${practiceLink}`);
    const event = new ICAL.Component(
      ICAL.parse(confirmation?.ics ?? "") as unknown[],
    ).getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("location")).toBe(practiceLink);
    expect(event?.getFirstPropertyValue("url")).toBe(practiceLink);
    expect(String(event?.getFirstPropertyValue("description"))).toContain(practiceLink);

    await openPage(page, path);
    const meeting = page.getByTestId("meeting-details");
    await expect(meeting).toContainText("A video call.");
    await expect(meeting.getByRole("link", { name: practiceLink })).toHaveAttribute(
      "href",
      practiceLink,
    );

    // Back to a phone call: the same page now says we call the number the parent gave.
    await openPage(page, "/admin/availability");
    await form.getByLabel("Phone call: we call the parent at the number they gave").check();
    await save.click();
    await expect(form.getByRole("status")).toHaveText(
      "Saved. Parents are told we call them at the number they gave.",
    );
    await openPage(page, path);
    await expect(meeting).toContainText("will call you at 801 555 0123, the number you gave");
  } finally {
    await openPage(page, "/admin/availability");
    await form.getByLabel("Phone call: we call the parent at the number they gave").check();
    await save.click();
    await expect(form.getByRole("status")).toBeVisible();
  }
});
