import { eq } from "drizzle-orm";
import { consultationBookings, emailOutbox } from "@/db/schema";
import { getAvailability } from "@/lib/booking/calendar/availability";
import { REQUEST_LABEL, requestConsultation, requestedCall } from "@/lib/booking/requests";
import { consultationRequestSchema } from "@/lib/booking/schemas";
import { siteConfig } from "@/lib/site-config";
import { testDatabaseTargets } from "../../helpers/test-db";
import { clockAt, mail, NOW, useBookingDatabase } from "./booking-fixtures";

// Databases start slowly on a busy machine.
jest.setTimeout(180_000);

const requestInput = (overrides: Record<string, unknown> = {}) =>
  consultationRequestSchema.parse({
    parentName: "Avery Chen",
    email: "avery@example.com",
    phone: "(385) 555-0123",
    childAge: "9 (3rd grade)",
    notes: "Guesses at long words.",
    recaptchaToken: "t",
    ...overrides,
  });

describe.each(testDatabaseTargets())("Get Started consultation requests on $label", (target) => {
  const db = useBookingDatabase(target);
  const request = (overrides: Record<string, unknown> = {}, key?: string) =>
    requestConsultation(db(), clockAt(NOW), requestInput(overrides), {
      idempotencyKey: key,
      staffAddress: mail.staffAddress,
    });
  const tuesdayStarts = async () =>
    (
      await getAvailability(db(), clockAt(NOW), {
        startDate: "2030-01-08",
        endDate: "2030-01-08",
        visitorKey: "anyone",
      })
    )[0]?.slots.map((s) => s.start) ?? [];

  it("records the request with the child's age, a 24-25 hour window, and both emails, without blocking the calendar", async () => {
    const before = await tuesdayStarts();
    const { id, created } = await request();
    expect(created).toBe(true);
    const [row] = await db().select().from(consultationBookings);
    expect(row).toMatchObject({
      id,
      kind: "request",
      bookingStatus: "requested",
      childAge: "9 (3rd grade)",
      notes: "Guesses at long words.",
      label: REQUEST_LABEL,
      dateISO: "2030-01-07",
      leadSource: "get_started_consultation",
      conversionStage: "consultation_requested",
    });
    expect(row?.startAt.toISOString()).toBe("2030-01-08T15:00:00.000Z");
    expect(row?.endAt.toISOString()).toBe("2030-01-08T16:00:00.000Z");
    expect(await tuesdayStarts()).toEqual(before);

    const emails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));
    const staff = emails.find((e) => e.toAddress === mail.staffAddress);
    const parent = emails.find((e) => e.toAddress === "avery@example.com");
    expect(staff?.textBody).toContain("Child's age: 9 (3rd grade)");
    expect(staff?.subject).toContain(siteConfig.replyTime);
    expect(parent?.textBody).toContain(
      `We will call you at (385) 555-0123 ${siteConfig.replyTime} to find a time that suits you.`,
    );
    // The thank-you page finds the request the flag names, and nothing once staff gave it a time.
    expect(await requestedCall(db(), id)).toEqual({ phone: "(385) 555-0123" });
    await db()
      .update(consultationBookings)
      .set({ kind: "booking", bookingStatus: "confirmed" })
      .where(eq(consultationBookings.id, id));
    expect(await requestedCall(db(), id)).toBeNull();
  });

  it("records a retried request (same Idempotency-Key) once, and the lead page's requests under their own source", async () => {
    const first = await request({}, "gs-1");
    const again = await Promise.all([request({}, "gs-1"), request({}, "gs-1")]);
    expect(again).toEqual([
      { id: first.id, created: false },
      { id: first.id, created: false },
    ]);
    await request({ source: "landing_page" });
    const rows = await db().select().from(consultationBookings);
    expect(rows.map((r) => r.leadSource).sort()).toEqual([
      "get_started_consultation",
      "landing_page_consultation",
    ]);
  });
});
