import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { consultationBookings, consultationReminders, emailOutbox } from "@/db/schema";
import { bookConsultation } from "@/lib/booking/bookings";
import { holdSlot } from "@/lib/booking/holds";
import { cancelConsultation, rescheduleConsultation } from "@/lib/booking/changes/manage";
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

const hours = (h: number) => h * 3600;
const reminderEmails = (rows: (typeof emailOutbox.$inferSelect)[]) =>
  rows.filter((e) => e.kind.startsWith("consultation_reminder_"));

describe.each(testDatabaseTargets())("consultation reminders on $label", (target) => {
  const db = useBookingDatabase(target);
  beforeEach(async () => {
    await db().execute(
      sql`update availability_settings set remind_day_before = true, remind_hour_before = true where id = 1`,
    );
  });
  const book = async (slot: ReturnType<typeof tuesdaySlot>, at = NOW) => {
    const parent = visitor();
    const { lockId } = await holdSlot(db(), clockAt(at), { ...slot, visitor: parent });
    return bookConsultation(db(), clockAt(at), bookingInput(slot, { lockId }), {
      visitor: parent,
      mail,
    });
  };
  const pending = () =>
    db().select().from(consultationReminders).where(eq(consultationReminders.status, "pending"));
  const sentReminders = async () => reminderEmails(await db().select().from(emailOutbox));

  it("queues a day-before and an hour-before reminder and sends each once, with both times, the manage link and the .ics", async () => {
    const slot = tuesdaySlot(10); // 26 hours after NOW
    const { id } = await book(slot);
    expect((await pending()).map((r) => [r.kind, r.dueAt.toISOString()]).sort()).toEqual([
      ["day_before", "2030-01-07T17:00:00.000Z"],
      ["hour_before", "2030-01-08T16:00:00.000Z"],
    ]);

    expect(await sendDueReminders(db(), later(hours(2) - 1), mail)).toEqual({
      sent: 0,
      skipped: 0,
    });
    expect(await sendDueReminders(db(), later(hours(2)), mail)).toEqual({ sent: 1, skipped: 0 });
    expect(await sendDueReminders(db(), later(hours(2) + 60), mail)).toEqual({
      sent: 0,
      skipped: 0,
    });
    const [dayBefore] = await sentReminders();
    expect(dayBefore).toMatchObject({
      kind: "consultation_reminder_day_before",
      toAddress: "jordan@example.com",
      relatedId: id,
    });
    expect(dayBefore?.subject).toBe(
      "Reminder: your free consultation on Tuesday, January 8, 2030, 10:00 AM - 10:30 AM MT",
    );
    expect(dayBefore?.textBody).toContain("When: Tuesday, January 8, 2030, 10:00 AM - 10:30 AM MT");
    expect(dayBefore?.textBody).toContain("Your time: 12:00 PM - 12:30 PM EST");
    expect(dayBefore?.textBody).toContain("https://bright.example/consultation/manage?token=");
    expect(dayBefore?.icsContent).toContain("DTSTART:20300108T170000Z");
    expect(dayBefore?.htmlBody).toContain("Change or cancel this consultation");

    expect(await sendDueReminders(db(), later(hours(25)), mail)).toEqual({ sent: 1, skipped: 0 });
    expect((await sentReminders()).map((e) => e.kind).sort()).toEqual([
      "consultation_reminder_day_before",
      "consultation_reminder_hour_before",
    ]);
    expect(await pending()).toEqual([]);
  });

  it("skips a reminder whose moment had already passed when the parent booked", async () => {
    await book(tuesdaySlot(10), later(hours(3))); // 23 hours ahead: too late for the day-before one
    expect((await pending()).map((r) => r.kind)).toEqual(["hour_before"]);
  });

  it("moves the reminders with a reschedule: the old time's never go out, the new time's carry the new link and SEQUENCE", async () => {
    const { id } = await book(tuesdaySlot(10));
    const target = tuesdaySlot(14);
    const parent = visitor();
    const { lockId } = await holdSlot(db(), clockAt(later(60)), { ...target, visitor: parent });
    const moved = await rescheduleConsultation(
      db(),
      clockAt(later(60)),
      { id, ...target, lockId, visitor: parent },
      mail,
    );
    const rows = await pending();
    expect(
      rows.map((r) => [r.bookingId, r.kind, r.dueAt.toISOString(), r.visitorTimeZone]).sort(),
    ).toEqual([
      [id, "day_before", "2030-01-07T21:00:00.000Z", "America/New_York"],
      [id, "hour_before", "2030-01-08T20:00:00.000Z", "America/New_York"],
    ]);
    expect(await sendDueReminders(db(), later(hours(2)), mail)).toEqual({ sent: 0, skipped: 0 });
    expect(await sendDueReminders(db(), later(hours(6)), mail)).toEqual({ sent: 1, skipped: 0 });
    const [email] = await sentReminders();
    expect(moved.id).toBe(id);
    expect(email?.relatedId).toBe(id);
    expect(email?.textBody).toContain("2:00 PM - 2:30 PM MT");
    expect(email?.icsContent).toContain("SEQUENCE:1");
    expect(email?.icsContent).toContain(`UID:consultation-${id}@`);
  });

  it("removes the reminders of a cancelled consultation", async () => {
    const { id } = await book(tuesdaySlot(10));
    await cancelConsultation(db(), clockAt(later(60)), id, mail);
    expect(await pending()).toEqual([]);
    expect(await sendDueReminders(db(), later(hours(25)), mail)).toEqual({ sent: 0, skipped: 0 });
    expect(await sentReminders()).toEqual([]);
  });

  it("never sends for a consultation that is no longer confirmed, has passed, or whose reminder staff turned off", async () => {
    const cancelled = await book(tuesdaySlot(10));
    await db()
      .update(consultationBookings)
      .set({ bookingStatus: "cancelled" })
      .where(eq(consultationBookings.id, cancelled.id));
    await book(tuesdaySlot(11));
    // The server was down past the start: nothing may go out late.
    expect(await sendDueReminders(db(), later(hours(28)), mail)).toEqual({ sent: 0, skipped: 4 });

    await book(tuesdaySlot(15));
    await db().execute(
      sql`update availability_settings set remind_day_before = false where id = 1`,
    );
    expect(await sendDueReminders(db(), later(hours(7)), mail)).toEqual({ sent: 0, skipped: 1 });
    expect(await sentReminders()).toEqual([]);
  });

  it("sends each due reminder exactly once when two instances claim at the same moment", async () => {
    for (const hour of [9, 10, 11, 12, 13, 14]) await book(tuesdaySlot(hour));
    const at = later(hours(25)); // 9:00 MT Tuesday: some day-before reminders are stale, the 10:00 hour-before is due
    const runs = await Promise.all([
      sendDueReminders(db(), at, mail, 3),
      sendDueReminders(db(), at, mail, 3),
      sendDueReminders(db(), at, mail, 3),
      sendDueReminders(db(), at, mail, 3),
    ]);
    const processed = runs.reduce((n, r) => n + r.sent + r.skipped, 0);
    const due = await db()
      .select()
      .from(consultationReminders)
      .where(sql`${consultationReminders.dueAt} <= ${at.toISOString()}::timestamptz`);
    expect(processed).toBe(due.length);
    expect(due.every((r) => r.status !== "pending")).toBe(true);
    const emails = await sentReminders();
    expect(emails).toHaveLength(runs.reduce((n, r) => n + r.sent, 0));
    expect(new Set(emails.map((e) => `${e.relatedId}:${e.kind}`)).size).toBe(emails.length);
  });
});

describe("consultation reminders across a restart", () => {
  it("keeps the queue in the database, so a restarted server sends what fell due while it was down", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reminders-"));
    try {
      const first = await openDatabase({ dataDir });
      await runMigrations(first);
      const slot = tuesdaySlot(10);
      const parent = visitor();
      const { lockId } = await holdSlot(first.db, clockAt(NOW), { ...slot, visitor: parent });
      await bookConsultation(first.db, clockAt(NOW), bookingInput(slot, { lockId }), {
        visitor: parent,
        mail,
      });
      await first.close();

      const second = await openDatabase({ dataDir });
      await runMigrations(second);
      expect(await sendDueReminders(second.db, later(hours(3)), mail)).toEqual({
        sent: 1,
        skipped: 0,
      });
      expect(await sendDueReminders(second.db, later(hours(3)), mail)).toEqual({
        sent: 0,
        skipped: 0,
      });
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
