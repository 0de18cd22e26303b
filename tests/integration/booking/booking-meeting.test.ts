// How the call happens (issue 36, point 2): staff's choice in Admin → Availability reaches the
// confirmation and reminder emails, the invitation, and the pages, with the host once assigned.
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { auditLog, consultationBookings, emailOutbox } from "@/db/schema";
import { bookConsultation } from "@/lib/booking/bookings";
import { holdSlot } from "@/lib/booking/holds";
import { consultationCalendarFile, getManagedConsultation } from "@/lib/booking/changes/manage";
import { meetingSettingsSchema, saveMeetingSettings } from "@/lib/booking/meeting";
import { sendDueReminders } from "@/lib/booking/messages/reminders";
import { testDatabaseTargets } from "../../helpers/test-db";
import { actorOf, seedUser } from "../admin/admin-fixtures";
import {
  bookingInput,
  clockAt,
  later,
  mail,
  NOW,
  tuesdaySlot,
  useBookingDatabase,
  visitor,
} from "./booking-fixtures";

jest.setTimeout(180_000);

const practiceLink = "https://meet.example.com/bright-path";
const danasLink = "https://zoom.example.com/j/555";

function inviteOf(ics: string | null) {
  const event = new ICAL.Component(ICAL.parse(ics ?? "") as unknown[]).getFirstSubcomponent(
    "vevent",
  )!;
  const value = (name: string) => String(event.getFirstPropertyValue(name) ?? "");
  return { location: value("location"), url: value("url"), description: value("description") };
}

describe.each(testDatabaseTargets())("how the consultation call happens on $label", (target) => {
  const db = useBookingDatabase(target);
  const book = async (slot: ReturnType<typeof tuesdaySlot>) => {
    const parent = visitor();
    const { lockId } = await holdSlot(db(), clockAt(NOW), { ...slot, visitor: parent });
    return bookConsultation(db(), clockAt(NOW), bookingInput(slot, { lockId }), {
      visitor: parent,
      mail,
    });
  };
  const parentEmail = async (id: string, kind: string) =>
    (await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id))).find(
      (e) => e.kind === kind,
    );

  it("by default, a phone call to the number the parent gave: in the email, the invitation and the page", async () => {
    const { id } = await book(tuesdaySlot(10));
    const email = await parentEmail(id, "consultation_confirmed_parent");
    expect(email?.textBody).toContain(
      "How: Phone call: we call you at (801) 555-0199, the number you gave",
    );
    const invite = inviteOf(email?.icsContent ?? null);
    expect(invite.location).toBe("Phone call to (801) 555-0199");
    expect(invite.url).toMatch(/\/consultation\/manage\?token=/);
    expect((await getManagedConsultation(db(), id, NOW))?.meeting).toEqual({
      format: "phone",
      phone: "(801) 555-0199",
      host: null,
    });
  });

  it("a video call: the practice's link when booked, the host's own link and name once assigned, in reminders and the calendar file", async () => {
    const admin = await seedUser(db(), "admin", { name: "Avery Admin" });
    const dana = await seedUser(db(), "teacher", { name: "Dana Reyes" });
    await saveMeetingSettings(
      db(),
      actorOf(admin),
      meetingSettingsSchema.parse({
        consultationFormat: "video",
        videoLink: practiceLink,
        [`staffLink_${dana.id}`]: danasLink,
        staffLink_nobody: "https://elsewhere.example.com/x",
      }),
    );
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "availability.meeting_updated"));
    expect(audit?.details).toMatchObject({
      after: { consultationFormat: "video", staffVideoLinks: { [dana.id]: danasLink } },
    });

    const { id } = await book(tuesdaySlot(10));
    const confirmation = await parentEmail(id, "consultation_confirmed_parent");
    expect(confirmation?.textBody).toContain(`How: Video call: ${practiceLink}`);
    expect(inviteOf(confirmation?.icsContent ?? null)).toMatchObject({
      location: practiceLink,
      url: practiceLink,
    });

    await db()
      .update(consultationBookings)
      .set({ assignedTo: dana.id })
      .where(eq(consultationBookings.id, id));
    expect((await getManagedConsultation(db(), id, NOW))?.meeting).toEqual({
      format: "video",
      link: danasLink,
      host: "Dana Reyes",
    });
    const file = inviteOf(await consultationCalendarFile(db(), id, NOW, mail));
    expect(file.location).toBe(danasLink);
    expect(file.url).toBe(danasLink);
    expect(file.description).toContain(`Video call with Dana Reyes: ${danasLink}`);
    expect(file.description).toMatch(/Need to change it\? https:\/\/bright\.example\/consultation/);

    await sendDueReminders(db(), later(2 * 3600), mail);
    const reminder = await parentEmail(id, "consultation_reminder_day_before");
    expect(reminder?.textBody).toContain(`How: Video call with Dana Reyes: ${danasLink}`);
    expect(inviteOf(reminder?.icsContent ?? null).location).toBe(danasLink);
  });
});
