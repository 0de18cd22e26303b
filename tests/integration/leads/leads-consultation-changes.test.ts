// A family's consultation is one lead through every change: a move keeps the same consultation
// and the same lead, and a cancellation moves the lead's stage back and says so on its timeline.
import { eq, sql } from "drizzle-orm";
import { consultationBookings, emailOutbox, leadActivity } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { bookConsultation } from "@/lib/booking/bookings";
import { cancelConsultation, rescheduleConsultation } from "@/lib/booking/changes/manage";
import { loadTimeline } from "@/lib/crm/leads/lead-history";
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

describe.each(testDatabaseTargets())(
  "a consultation's lead through its changes on $label",
  (target) => {
    const db = useBookingDatabase(target);
    const leadsOf = async (email: string) =>
      rowsOf<{ id: string; conversion_stage: string; booking_status: string }>(
        await db().execute(
          sql`select id, conversion_stage, booking_status from leads where lower(email) = ${email}`,
        ),
      );

    it("a reschedule updates the same consultation and the same lead", async () => {
      const email = "one-lead@example.com";
      const { id } = await bookConsultation(
        db(),
        clockAt(NOW),
        bookingInput(tuesdaySlot(10), { email }),
        { visitor: visitor(), mail },
      );
      const moved = await rescheduleConsultation(
        db(),
        clockAt(later(60)),
        { id, ...tuesdaySlot(14) },
        mail,
      );
      expect(moved.id).toBe(id);
      expect(await leadsOf(email)).toEqual([
        { id, conversion_stage: "consultation_booked", booking_status: "confirmed" },
      ]);
      const timeline = await loadTimeline(db(), [
        { type: "consultation", kind: "consultation", id, createdAt: NOW },
      ]);
      expect(timeline.find((e) => e.kind === "change")).toMatchObject({
        actor: "The parent",
        body: "The parent moved the consultation.",
        changes: {
          time: {
            from: "2030-01-08 10:00 AM - 10:30 AM MT",
            to: "2030-01-08 2:00 PM - 2:30 PM MT",
          },
        },
      });
    });

    it("withdraws the waiting emails that name the old time when the consultation moves", async () => {
      const { id } = await bookConsultation(
        db(),
        clockAt(NOW),
        bookingInput(tuesdaySlot(10), { email: "waiting@example.com" }),
        { visitor: visitor(), mail },
      );
      await rescheduleConsultation(db(), clockAt(later(60)), { id, ...tuesdaySlot(14) }, mail);
      const emails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));
      expect(emails.map((e) => [e.kind, e.status]).sort()).toEqual([
        ["consultation_confirmed_parent", "withdrawn"],
        ["consultation_confirmed_staff", "withdrawn"],
        ["consultation_rescheduled_parent", "pending"],
        ["consultation_rescheduled_staff", "pending"],
      ]);
    });

    it("a cancellation by the parent moves the lead back to Consultation requested and says so on the timeline", async () => {
      const email = "cancels@example.com";
      const { id } = await bookConsultation(
        db(),
        clockAt(NOW),
        bookingInput(tuesdaySlot(10), { email }),
        { visitor: visitor(), mail },
      );
      await cancelConsultation(db(), clockAt(later(60)), id, mail);
      expect(await leadsOf(email)).toEqual([
        { id, conversion_stage: "consultation_requested", booking_status: "cancelled" },
      ]);
      const [entry] = await db().select().from(leadActivity).where(eq(leadActivity.leadId, id));
      expect(entry).toMatchObject({
        leadType: "consultation",
        actorName: "The parent",
        body: "The parent cancelled the consultation.",
        changes: {
          bookingStatus: { from: "confirmed", to: "cancelled" },
          conversionStage: { from: "consultation_booked", to: "consultation_requested" },
        },
      });
    });

    it("a cancellation leaves a stage staff set after the booking as it was", async () => {
      const { id } = await bookConsultation(
        db(),
        clockAt(NOW),
        bookingInput(tuesdaySlot(10), { email: "enrolled@example.com" }),
        { visitor: visitor(), mail },
      );
      await db()
        .update(consultationBookings)
        .set({ conversionStage: "enrolled" })
        .where(eq(consultationBookings.id, id));
      await cancelConsultation(db(), clockAt(later(60)), id, mail);
      const [row] = await db()
        .select()
        .from(consultationBookings)
        .where(eq(consultationBookings.id, id));
      expect(row?.conversionStage).toBe("enrolled");
    });
  },
);
