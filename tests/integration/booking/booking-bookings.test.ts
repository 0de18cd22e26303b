import { eq, sql } from "drizzle-orm";
import { consultationBookings, emailOutbox, slotHolds } from "@/db/schema";
import { getAvailability } from "@/lib/booking/calendar/availability";
import { bookConsultation } from "@/lib/booking/bookings";
import { holdSlot } from "@/lib/booking/holds";
import { bookingMessages } from "@/lib/booking/schemas";
import { testDatabaseTargets } from "../../helpers/test-db";
import {
  bookingInput,
  clockAt,
  errorOf,
  later,
  mail,
  NOW,
  settle,
  tuesdaySlot,
  visitor,
  useBookingDatabase,
} from "./booking-fixtures";

// Databases start slowly on a busy machine, and the contention tests are deliberately heavy.
jest.setTimeout(180_000);

describe.each(testDatabaseTargets())("consultation bookings on $label", (target) => {
  const db = useBookingDatabase(target);
  const book = (
    input: ReturnType<typeof bookingInput>,
    ctx: { who?: ReturnType<typeof visitor>; key?: string; at?: Date } = {},
  ) =>
    bookConsultation(db(), clockAt(ctx.at ?? NOW), input, {
      visitor: ctx.who ?? visitor(),
      idempotencyKey: ctx.key,
      mail,
    });
  const rows = () => db().select().from(consultationBookings);

  it("books a held slot with its CRM fields and both emails in one go, and releases the hold", async () => {
    const slot = tuesdaySlot(10);
    const parent = visitor();
    const { lockId } = await holdSlot(db(), clockAt(NOW), { ...slot, visitor: parent });
    const result = await book(bookingInput(slot, { lockId, parentName: "<b>Sam</b> & Co" }), {
      who: parent,
      at: later(60),
    });
    expect(result.created).toBe(true);

    const [row] = await rows();
    expect(row).toMatchObject({
      id: result.id,
      kind: "booking",
      bookingStatus: "confirmed",
      parentName: "<b>Sam</b> & Co",
      dateISO: "2030-01-08",
      label: "10:00 AM - 10:30 AM MT",
      lockId,
      status: "new",
      leadSource: "consultation_booking",
      conversionStage: "consultation_booked",
      priority: "medium",
      gclid: "gclid-123",
      idempotencyKey: `lock:${lockId}`,
    });
    expect(row?.attribution?.utm_source).toBe("google");
    expect(row?.startAt.toISOString()).toBe("2030-01-08T17:00:00.000Z");
    expect(await db().select().from(slotHolds)).toEqual([]);

    const emails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, result.id));
    const parentEmail = emails.find((e) => e.toAddress === "jordan@example.com");
    const staffEmail = emails.find((e) => e.toAddress === mail.staffAddress);
    expect(emails).toHaveLength(2);
    expect(parentEmail?.textBody).toContain("Tuesday, January 8, 2030, 10:00 AM - 10:30 AM MT");
    expect(parentEmail?.textBody).toContain("Your time: 12:00 PM - 12:30 PM EST");
    expect(parentEmail?.textBody).toContain("https://bright.example/consultation/manage?token=");
    expect(parentEmail?.textBody).toContain("What to expect");
    expect(parentEmail?.icsContent).toContain("DTSTART:20300108T170000Z");
    expect(parentEmail?.icsContent).toContain("METHOD:REQUEST");
    expect(parentEmail?.htmlBody).toContain("&lt;b&gt;Sam&lt;/b&gt; &amp; Co");
    expect(parentEmail?.htmlBody).not.toContain("<b>Sam</b>");
    expect(staffEmail?.textBody).toContain("(801) 555-0199");
    expect(staffEmail?.textBody).toContain("Reverses b and d.");
    expect(staffEmail?.icsContent).toBeTruthy();
  });

  it("never books twice for a retried request (same lockId, or same Idempotency-Key)", async () => {
    const slot = tuesdaySlot(10);
    const parent = visitor();
    const { lockId } = await holdSlot(db(), clockAt(NOW), { ...slot, visitor: parent });
    const first = await book(bookingInput(slot, { lockId }), { who: parent });
    const retry = await book(bookingInput(slot, { lockId }), { who: parent });
    expect(retry).toEqual({ id: first.id, created: false });

    const other = tuesdaySlot(11);
    const keyed = await book(bookingInput(other, { email: "casey@example.com" }), {
      key: "attempt-1",
    });
    const keyedRetry = await Promise.all(
      [1, 2, 3].map(() =>
        book(bookingInput(other, { email: "casey@example.com" }), { key: "attempt-1" }),
      ),
    );
    expect(keyedRetry.map((r) => r.id)).toEqual([keyed.id, keyed.id, keyed.id]);
    expect(await rows()).toHaveLength(2);
    expect(await db().select().from(emailOutbox)).toHaveLength(4);
    // A key reused for a different time is refused.
    expect(
      errorOf(await settle(book(bookingInput(tuesdaySlot(12)), { key: "attempt-1" }))),
    ).toEqual({ status: 409, message: bookingMessages.reusedRequest });
  });

  it("treats the same parent re-submitting the same slot as one booking", async () => {
    const slot = tuesdaySlot(10);
    const first = await book(bookingInput(slot));
    expect(await book(bookingInput(slot, { email: "JORDAN@example.com" }))).toEqual({
      id: first.id,
      created: false,
    });
    expect(
      errorOf(await settle(book(bookingInput(slot, { email: "someone@example.com" })))),
    ).toEqual({ status: 409, message: bookingMessages.slotTaken });
  });

  it("books without a hold only while the slot is free", async () => {
    const slot = tuesdaySlot(10);
    const holder = visitor();
    await holdSlot(db(), clockAt(NOW), { ...slot, visitor: holder });
    const forged = "7d9f2a3e-1111-4222-8333-944455556666";
    expect(errorOf(await settle(book(bookingInput(slot))))).toEqual({
      status: 409,
      message: bookingMessages.slotTaken,
    });
    expect(errorOf(await settle(book(bookingInput(slot, { lockId: forged }))))).toEqual({
      status: 409,
      message: bookingMessages.slotTaken,
    });
    expect(await rows()).toEqual([]);
    // Once the other visitor's hold has expired the slot is free again.
    await expect(book(bookingInput(slot), { at: later(301) })).resolves.toMatchObject({
      created: true,
    });
  });

  it("refuses a lockId that holds nothing, or holds another time, even when the slot is free", async () => {
    const slot = tuesdaySlot(10);
    const parent = visitor();
    const forged = "7d9f2a3e-1111-4222-8333-944455556666";
    expect(
      errorOf(await settle(book(bookingInput(slot, { lockId: forged }), { who: parent }))),
    ).toEqual({ status: 409, message: bookingMessages.invalidLock });
    const { lockId: otherTime } = await holdSlot(db(), clockAt(NOW), {
      ...tuesdaySlot(11),
      visitor: parent,
    });
    expect(
      errorOf(await settle(book(bookingInput(slot, { lockId: otherTime }), { who: parent }))),
    ).toEqual({ status: 409, message: bookingMessages.invalidLock });
    expect(await rows()).toEqual([]);
    expect(await db().select().from(emailOutbox)).toEqual([]);
    // A hold that ran out but was not taken over still names its slot: the booking goes through.
    const { lockId } = await holdSlot(db(), clockAt(NOW), { ...slot, visitor: parent });
    await expect(
      book(bookingInput(slot, { lockId }), { who: parent, at: later(400) }),
    ).resolves.toMatchObject({ created: true });
  });

  it.each([
    ["an off-grid time", tuesdaySlot(10, 10), 400, bookingMessages.invalidSlot],
    [
      "a date that is not the slot's",
      { ...tuesdaySlot(10), dateISO: "2030-01-09" },
      400,
      bookingMessages.invalidSlot,
    ],
    [
      "a past time",
      {
        start: new Date("2030-01-04T17:00:00Z"),
        end: new Date("2030-01-04T17:30:00Z"),
        dateISO: "2030-01-04",
      },
      409,
      bookingMessages.slotTaken,
    ],
  ])("refuses %s and stores nothing", async (_name, slot, status, message) => {
    expect(errorOf(await settle(book(bookingInput(slot))))).toEqual({ status, message });
    expect(await rows()).toEqual([]);
    expect(await db().select().from(emailOutbox)).toEqual([]);
  });

  it("keeps the buffer free around a booking", async () => {
    await db().execute(sql`update availability_settings set buffer_minutes = 15 where id = 1`);
    await book(bookingInput(tuesdaySlot(10)));
    expect(
      errorOf(await settle(book(bookingInput(tuesdaySlot(10, 30), { email: "b@example.com" })))),
    ).toEqual({ status: 409, message: bookingMessages.slotTaken });
    await expect(
      book(bookingInput(tuesdaySlot(11), { email: "c@example.com" })),
    ).resolves.toMatchObject({ created: true });
  });

  it("50 simultaneous bookings of one slot: exactly one wins, the rest get the conflict message", async () => {
    const slot = tuesdaySlot(14);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        settle(book(bookingInput(slot, { email: `parent${i}@example.com` }))),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const failures = outcomes.filter((o) => !o.ok).map(errorOf);
    expect(failures).toHaveLength(49);
    expect(new Set(failures.map((f) => `${f.status} ${f.message}`))).toEqual(
      new Set([`409 ${bookingMessages.slotTaken}`]),
    );
    expect(await rows()).toHaveLength(1);
    expect(await db().select().from(emailOutbox)).toHaveLength(2);
  });

  it("removes a booked slot from everyone's availability", async () => {
    const slot = tuesdaySlot(10);
    await book(bookingInput(slot));
    const [day] = await getAvailability(db(), clockAt(NOW), {
      startDate: "2030-01-08",
      endDate: "2030-01-08",
      visitorKey: "anyone",
    });
    expect(day?.slots.map((s) => s.start)).not.toContain(slot.start.toISOString());
    expect(day?.slots).toHaveLength(15);
  });
});
