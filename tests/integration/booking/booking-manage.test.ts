import { eq } from "drizzle-orm";
import { consultationBookings, emailOutbox } from "@/db/schema";
import { getAvailability } from "@/lib/booking/calendar/availability";
import { bookConsultation } from "@/lib/booking/bookings";
import { holdSlot } from "@/lib/booking/holds";
import {
  cancelConsultation,
  consultationCalendarFile,
  getManagedConsultation,
  manageMessages,
  rescheduleConsultation,
} from "@/lib/booking/changes/manage";
import { manageToken, verifyManageToken } from "@/lib/booking/changes/manage-token";
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

// Databases start slowly on a busy machine.
jest.setTimeout(180_000);

describe("manage-link tokens", () => {
  const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
  it("round-trips a booking id and refuses forged, altered or foreign tokens", () => {
    const token = manageToken("secret-1", id);
    expect(verifyManageToken("secret-1", token)).toBe(id);
    expect(verifyManageToken("secret-2", token)).toBeNull();
    expect(
      verifyManageToken("secret-1", token.replace(id, "1f8fad5b-d9cb-469f-a165-70867728950e")),
    ).toBeNull();
    expect(verifyManageToken("secret-1", `${token}.x`)).toBeNull();
    expect(verifyManageToken("secret-1", "garbage")).toBeNull();
    expect(verifyManageToken("secret-1", undefined)).toBeNull();
  });
});

describe.each(testDatabaseTargets())("managing a consultation on $label", (target) => {
  const db = useBookingDatabase(target);
  const startsFor = async (date: string) =>
    (
      await getAvailability(db(), clockAt(NOW), {
        startDate: date,
        endDate: date,
        visitorKey: "anyone",
      })
    )[0]?.slots.map((s) => s.start) ?? [];

  it("cancels an upcoming consultation, freeing its slot, and only once", async () => {
    const slot = tuesdaySlot(10);
    const { id } = await bookConsultation(db(), clockAt(NOW), bookingInput(slot), {
      visitor: visitor(),
      mail,
    });
    await cancelConsultation(db(), clockAt(later(60)), id, mail);
    expect(await startsFor("2030-01-08")).toContain(slot.start.toISOString());
    expect((await getManagedConsultation(db(), id, NOW))?.state).toBe("cancelled");
    expect(errorOf(await settle(cancelConsultation(db(), clockAt(later(120)), id, mail)))).toEqual({
      status: 409,
      message: manageMessages.alreadyCancelled,
    });
    const kinds = (await db().select().from(emailOutbox)).map((e) => e.kind).sort();
    expect(kinds).toEqual([
      "consultation_cancelled_parent",
      "consultation_cancelled_staff",
      "consultation_confirmed_parent",
      "consultation_confirmed_staff",
    ]);
  });

  it("refuses to change a consultation whose time has passed", async () => {
    const { id } = await bookConsultation(db(), clockAt(NOW), bookingInput(tuesdaySlot(10)), {
      visitor: visitor(),
      mail,
    });
    const afterwards = new Date("2030-01-08T18:00:00Z");
    expect(errorOf(await settle(cancelConsultation(db(), clockAt(afterwards), id, mail)))).toEqual({
      status: 409,
      message: manageMessages.alreadyHappened,
    });
    expect((await getManagedConsultation(db(), id, afterwards))?.state).toBe("past");
  });

  it("moves a consultation to a held slot in one step: the same consultation, the same lead, the same link", async () => {
    const parent = visitor();
    const { id } = await bookConsultation(
      db(),
      clockAt(NOW),
      bookingInput(tuesdaySlot(10), { email: "move@example.com" }),
      { visitor: parent, mail },
    );
    const target = tuesdaySlot(15, 30);
    const { lockId } = await holdSlot(db(), clockAt(NOW), { ...target, visitor: parent });
    const moved = await rescheduleConsultation(
      db(),
      clockAt(later(30)),
      { id, ...target, lockId, visitor: parent },
      mail,
    );

    expect(moved.id).toBe(id);
    const rows = await db().select().from(consultationBookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      bookingStatus: "confirmed",
      rescheduledFrom: null,
      label: "3:30 PM - 4:00 PM MT",
      email: "move@example.com",
      leadSource: "consultation_booking",
      conversionStage: "consultation_booked",
      calendarSequence: 1,
    });
    expect(await startsFor("2030-01-08")).toContain(tuesdaySlot(10).start.toISOString());
    expect(await startsFor("2030-01-08")).not.toContain(target.start.toISOString());
    expect(await getManagedConsultation(db(), id, NOW)).toMatchObject({
      id,
      moved: false,
      state: "upcoming",
    });

    const parentEmail = (
      await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, moved.id))
    ).find((e) => e.kind === "consultation_rescheduled_parent");
    expect(parentEmail?.textBody).toContain(
      "Previously: Tuesday, January 8, 2030, 10:00 AM - 10:30 AM MT",
    );
    expect(parentEmail?.icsContent).toContain(`UID:consultation-${id}@`);
    expect(parentEmail?.icsContent).toContain("SEQUENCE:1");

    // The calendar file offered on the web follows the move and updates the same calendar event.
    const file = await consultationCalendarFile(db(), id, NOW, mail);
    expect(file).toContain(`UID:consultation-${id}@`);
    expect(file).toContain("SEQUENCE:1");
    expect(file).toContain("DTSTART:20300108T223000Z");
  });

  it("offers the calendar file of each state: the invitation while upcoming, its CANCEL once cancelled, none once over", async () => {
    const { id } = await bookConsultation(db(), clockAt(NOW), bookingInput(tuesdaySlot(10)), {
      visitor: visitor(),
      mail,
    });
    const upcoming = await consultationCalendarFile(db(), id, NOW, mail);
    expect(upcoming).toContain("DTSTART:20300108T170000Z");
    expect(upcoming).toContain("METHOD:REQUEST");
    await cancelConsultation(db(), clockAt(later(60)), id, mail);
    const cancelled = await consultationCalendarFile(db(), id, NOW, mail);
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("SEQUENCE:1");
    const { id: other } = await bookConsultation(
      db(),
      clockAt(NOW),
      bookingInput(tuesdaySlot(11), { email: "other@example.com" }),
      { visitor: visitor(), mail },
    );
    expect(await consultationCalendarFile(db(), other, later(27 * 3600), mail)).toBeNull();
  });

  it("refuses to move onto a taken slot and leaves the booking as it was", async () => {
    const { id } = await bookConsultation(db(), clockAt(NOW), bookingInput(tuesdaySlot(10)), {
      visitor: visitor(),
      mail,
    });
    await bookConsultation(
      db(),
      clockAt(NOW),
      bookingInput(tuesdaySlot(11), { email: "other@example.com" }),
      { visitor: visitor(), mail },
    );
    const outcome = await settle(
      rescheduleConsultation(
        db(),
        clockAt(NOW),
        { id, ...tuesdaySlot(11), visitor: visitor() },
        mail,
      ),
    );
    expect(errorOf(outcome)).toEqual({ status: 409, message: bookingMessages.slotTaken });
    const [row] = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, id));
    expect(row?.bookingStatus).toBe("confirmed");
  });
});
