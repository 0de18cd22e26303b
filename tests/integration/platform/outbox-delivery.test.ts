// Delivery to a real SMTP server (tests/helpers/smtp-sink.ts) that counts what it accepted: an
// email goes out once even when the database fails right after the server accepted it; a
// refusal backs off that email alone and leaves a code, not text; and nothing about a
// consultation that no longer stands reaches the parent, while its cancellation does, first.
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { emailOutbox } from "@/db/schema";
import { bookConsultation } from "@/lib/booking/bookings";
import { holdSlot } from "@/lib/booking/holds";
import { cancelConsultation } from "@/lib/booking/changes/manage";
import { sendDueReminders } from "@/lib/booking/messages/reminders";
import { deliverPending, messageIdFor, newCourier } from "@/lib/email/delivery";
import { queueEmails } from "@/lib/email/outbox";
import { smtpTransport } from "@/lib/email/smtp";
import { failOutboxUpdates } from "../../helpers/database-fault";
import { startSmtpSink, type SmtpSink } from "../../helpers/smtp-sink";
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
} from "../booking/booking-fixtures";

jest.setTimeout(180_000);

const minutes = (m: number) => later(m * 60);

describe.each(testDatabaseTargets())("delivering the outbox on $label", (target) => {
  const db = useBookingDatabase(target);
  let sink: SmtpSink;
  let transport: ReturnType<typeof smtpTransport>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    transport = smtpTransport(sink.url, "Bright Path Reading <hello@bright.example>");
  });
  afterAll(async () => {
    transport.close();
    await sink.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
    sink.refuseRecipient = () => null;
  });
  const rows = () => db().select().from(emailOutbox);
  const email = (to: string, subject: string) => ({ kind: "test", to, subject, text: "Hello." });

  it("sends an email once when the database fails after the mail server accepted it, and records it later", async () => {
    await queueEmails(db(), [email("parent@example.com", "Your consultation")]);
    const [queued] = await rows();
    const heal = await failOutboxUpdates(db(), "sent", 2);
    try {
      const courier = newCourier();
      expect(await deliverPending(db(), transport, NOW, { courier })).toMatchObject({
        claimed: 1,
        sent: 1,
        unrecorded: 1,
      });
      expect((await rows())[0]?.status).toBe("sending");
      // The database is still failing: the pass records nothing and claims nothing.
      await expect(deliverPending(db(), transport, minutes(1), { courier })).rejects.toThrow();
      expect(await deliverPending(db(), transport, minutes(2), { courier })).toMatchObject({
        claimed: 0,
        unrecorded: 0,
      });
      // Later passes, this instance's or another's, never hand it over again.
      await deliverPending(db(), transport, minutes(30));
      await deliverPending(db(), transport, minutes(300));
    } finally {
      await heal();
    }
    expect(sink.received.map((e) => e.subject)).toEqual(["Your consultation"]);
    expect(sink.received[0]?.messageId).toBe(messageIdFor(queued!.id));
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("sends the staff notice of a booking with Reply-To the parent, and the parent's own without one", async () => {
    await bookConsultation(db(), clockAt(NOW), bookingInput(tuesdaySlot(10)), {
      visitor: visitor(),
      mail,
    });
    await deliverPending(db(), transport, NOW);
    const replyTo = (subjectStart: string) => {
      const data = sink.received.find((e) => e.subject?.startsWith(subjectStart))?.data ?? "";
      return /^reply-to:\s*(.+)$/im.exec(data.split("\r\n\r\n", 1)[0] ?? "")?.[1] ?? null;
    };
    expect(replyTo("New consultation booked")).toBe("jordan@example.com");
    expect(replyTo("Your free consultation")).toBeNull();
  });

  it("backs off only the email the server refused, keeping a code and no address in last_error", async () => {
    await queueEmails(db(), [
      email("busy@example.com", "For the busy mailbox"),
      email("parent@example.com", "For everyone else"),
    ]);
    sink.refuseRecipient = (address) => (address === "busy@example.com" ? 450 : null);
    expect(await deliverPending(db(), transport, NOW)).toMatchObject({ sent: 1, failed: 1 });
    const busy = (await rows()).find((r) => r.toAddress === "busy@example.com");
    expect(busy).toMatchObject({ status: "pending", attempts: 1, lastError: "smtp 450" });
    expect(busy?.nextAttemptAt).toEqual(minutes(1));
    sink.refuseRecipient = () => null;
    expect(await deliverPending(db(), transport, minutes(1))).toMatchObject({ sent: 1 });
    expect(sink.received.map((e) => e.subject).sort()).toEqual([
      "For everyone else",
      "For the busy mailbox",
    ]);
  });

  it("after a cancellation, delivers only the cancellation (with the calendar's CANCEL) of all that was queued", async () => {
    const slot = tuesdaySlot(10); // 26 hours after NOW
    const parent = visitor();
    const { lockId } = await holdSlot(db(), clockAt(NOW), { ...slot, visitor: parent });
    const { id } = await bookConsultation(db(), clockAt(NOW), bookingInput(slot, { lockId }), {
      visitor: parent,
      mail,
    });
    // The outbox is backed up: the confirmation and both reminders are still waiting.
    await sendDueReminders(db(), later(2 * 3600), mail);
    await sendDueReminders(db(), later(25 * 3600 + 600), mail);
    const cancelledAt = later(25 * 3600 + 660);
    await cancelConsultation(db(), clockAt(cancelledAt), id, mail);
    expect((await rows()).filter((r) => r.status === "pending")).toHaveLength(6);

    expect(await deliverPending(db(), transport, cancelledAt)).toMatchObject({
      claimed: 6,
      withdrawn: 4,
      sent: 2,
    });
    expect(sink.received.map((e) => e.subject)).toEqual([
      "Consultation cancelled: Tuesday, January 8, 2030, 10:00 AM - 10:30 AM MT",
      "Consultation cancelled by parent: Tuesday, January 8, 2030, 10:00 AM - 10:30 AM MT",
    ]);
    expect(
      (await rows())
        .filter((r) => r.status === "withdrawn")
        .map((r) => r.kind)
        .sort(),
    ).toEqual([
      "consultation_confirmed_parent",
      "consultation_confirmed_staff",
      "consultation_reminder_day_before",
      "consultation_reminder_hour_before",
    ]);

    const [cancellation] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "consultation_cancelled_parent"));
    const calendar = new ICAL.Component(ICAL.parse(cancellation!.icsContent!) as unknown[]);
    const event = calendar.getFirstSubcomponent("vevent");
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event?.getFirstPropertyValue("uid")).toMatch(new RegExp(`^consultation-${id}@`));
    expect(event?.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event?.getFirstPropertyValue("sequence")).toBe(1);
    // The email's calendar part says CANCEL too, or mail apps treat it as an invitation.
    expect(sink.received[0]?.data).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/i);
  });

  it("claims each email for one sender only when two deliver at once", async () => {
    await queueEmails(
      db(),
      Array.from({ length: 30 }, (_, i) => email(`parent${i}@example.com`, `Email ${i}`)),
    );
    const runs = await Promise.all([
      deliverPending(db(), transport, NOW, { limit: 20 }),
      deliverPending(db(), transport, NOW, { limit: 20 }),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(30);
    expect(new Set(sink.received.map((e) => e.subject)).size).toBe(30);
    expect(sink.received).toHaveLength(30);
    expect((await rows()).filter((r) => r.status === "sent")).toHaveLength(30);
  });
});
