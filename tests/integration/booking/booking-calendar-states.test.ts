// The calendar side of a consultation's life, read back with a real iCalendar parser (ical.js):
// booked, moved twice, cancelled. Every email's invitation and the manage link's download carry
// one UID, a SEQUENCE that only goes up, and the METHOD and STATUS of the state it describes, so
// a parent's calendar moves the event and finally removes it (and its alarm).
import { asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { emailOutbox } from "@/db/schema";
import { bookConsultation } from "@/lib/booking/bookings";
import { holdSlot } from "@/lib/booking/holds";
import {
  cancelConsultation,
  consultationCalendarFile,
  rescheduleConsultation,
} from "@/lib/booking/changes/manage";
import { sendDueReminders } from "@/lib/booking/messages/reminders";
import { testDatabaseTargets } from "../../helpers/test-db";
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

type Seen = {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: string;
  alarms: number;
};

function read(ics: string | null | undefined): Seen {
  const calendar = new ICAL.Component(ICAL.parse(ics ?? "") as unknown[]);
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: String(event.getFirstPropertyValue("status")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    alarms: event.getAllSubcomponents("valarm").length,
  };
}

describe.each(testDatabaseTargets())(
  "calendar invitations through a consultation's life on $label",
  (target) => {
    const db = useBookingDatabase(target);
    // A move keeps the consultation's id, so the latest email of a kind is the one that counts.
    const parentEmail = async (kind: string, relatedId: string) =>
      (
        await db()
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.relatedId, relatedId))
          .orderBy(asc(emailOutbox.createdAt))
      )
        .filter((e) => e.kind === kind)
        .at(-1)?.icsContent;
    const moveTo = async (id: string, slot: ReturnType<typeof tuesdaySlot>, at: Date) => {
      const parent = visitor();
      const { lockId } = await holdSlot(db(), clockAt(at), { ...slot, visitor: parent });
      return (
        await rescheduleConsultation(
          db(),
          clockAt(at),
          { id, ...slot, lockId, visitor: parent },
          mail,
        )
      ).id;
    };

    it("REQUEST 0 when booked, REQUEST +1 on each move, CANCEL +1 when cancelled; the download matches each", async () => {
      const parent = visitor();
      const first = tuesdaySlot(10);
      const { lockId } = await holdSlot(db(), clockAt(NOW), { ...first, visitor: parent });
      const { id } = await bookConsultation(db(), clockAt(NOW), bookingInput(first, { lockId }), {
        visitor: parent,
        mail,
      });
      const uid = read(await parentEmail("consultation_confirmed_parent", id)).uid;
      expect(uid).toMatch(new RegExp(`^consultation-${id}@`));
      const booked = { method: "REQUEST", uid, status: "CONFIRMED", alarms: 1 };
      expect(read(await parentEmail("consultation_confirmed_parent", id))).toEqual({
        ...booked,
        sequence: 0,
        start: first.start.toISOString(),
      });
      expect(read(await consultationCalendarFile(db(), id, NOW, mail))).toMatchObject({
        sequence: 0,
      });

      const second = await moveTo(id, tuesdaySlot(13), later(60));
      expect(read(await parentEmail("consultation_rescheduled_parent", second))).toEqual({
        ...booked,
        sequence: 1,
        start: tuesdaySlot(13).start.toISOString(),
      });
      const third = await moveTo(second, tuesdaySlot(15), later(120));
      const moved = { ...booked, sequence: 2, start: tuesdaySlot(15).start.toISOString() };
      expect(read(await parentEmail("consultation_rescheduled_parent", third))).toEqual(moved);
      // The oldest link's download follows the moves to the current time.
      expect(read(await consultationCalendarFile(db(), id, later(130), mail))).toEqual(moved);
      // A reminder repeats the invitation as it stands.
      await sendDueReminders(db(), later(8 * 3600), mail);
      expect(read(await parentEmail("consultation_reminder_day_before", third))).toEqual(moved);

      await cancelConsultation(db(), clockAt(later(9 * 3600)), third, mail);
      const cancelled = { ...moved, method: "CANCEL", status: "CANCELLED", sequence: 3, alarms: 0 };
      expect(read(await parentEmail("consultation_cancelled_parent", third))).toEqual(cancelled);
      expect(read(await parentEmail("consultation_cancelled_staff", third))).toEqual(cancelled);
      expect(read(await consultationCalendarFile(db(), id, later(9 * 3600), mail))).toEqual(
        cancelled,
      );
    });
  },
);
