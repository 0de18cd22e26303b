// One parent books, moves, cancels, then sends the intake form and the contact form: one family,
// at the stage it really stands at, and the dashboard, the pipeline, the inbox and the reports
// count it the same way (lib/crm/counts.ts), with a cancelled booking counted as no conversion.
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { bookConsultation } from "@/lib/booking/bookings";
import { cancelConsultation, rescheduleConsultation } from "@/lib/booking/changes/manage";
import { saveContactMessage } from "@/lib/leads/contact";
import { saveStartHereIntake } from "@/lib/leads/intake";
import { contactSchema, startHereIntakeSchema } from "@/lib/leads/schemas";
import { loadInbox } from "@/lib/crm/leads/inbox";
import { defaultInboxQuery } from "@/lib/crm/leads/inbox-query";
import { loadPipeline } from "@/lib/crm/leads/pipeline";
import { loadDashboard } from "@/lib/crm/reports/dashboard";
import { loadLeadSourceReport } from "@/lib/crm/reports/reports";
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

const deps = {
  now: later(120),
  emails: { staffAddress: mail.staffAddress, siteUrl: mail.siteUrl },
};

describe.each(testDatabaseTargets())("one family's numbers on $label", (target) => {
  const db = useBookingDatabase(target);
  beforeEach(async () => {
    for (const table of ["intake_forms", "contact_forms", "lead_activity"])
      await db().execute(sql.raw(`delete from ${table}`));
  });

  async function jordansMorning() {
    // Jordan books, moves the call, then cancels it.
    const { id } = await bookConsultation(db(), clockAt(NOW), bookingInput(tuesdaySlot(10)), {
      visitor: visitor(),
      mail,
    });
    await rescheduleConsultation(db(), clockAt(later(30)), { id, ...tuesdaySlot(14) }, mail);
    await cancelConsultation(db(), clockAt(later(60)), id, mail);
    // Then sends the intake (email in other letters, phone written another way) and a message.
    await saveStartHereIntake(
      db(),
      startHereIntakeSchema.parse({
        parentName: "Jordan Rivera",
        email: "JORDAN@Example.com",
        phone: "+1 801 555 0199",
        contactMethod: "call",
        studentAge: "8",
        struggles: ["reading"],
        recaptchaToken: "t",
        attribution: null,
      }),
      deps,
    );
    await saveContactMessage(
      db(),
      contactSchema.parse({
        name: "Jordan Rivera",
        email: "jordan@example.com",
        subject: "general",
        message: "We had to cancel the call; could we find another time next week?",
        recaptchaToken: "t",
        attribution: null,
      }),
      deps,
    );
    // Sam, another parent, books and keeps the time.
    await bookConsultation(
      db(),
      clockAt(NOW),
      bookingInput(tuesdaySlot(11), {
        parentName: "Sam Lee",
        email: "sam@example.com",
        phone: "(385) 555-0144",
      }),
      { visitor: visitor(), mail },
    );
  }

  it("puts every submission of one parent in one family", async () => {
    await jordansMorning();
    const families = await db().execute(sql`
      select family_id, count(*)::int as n from leads group by family_id order by n desc`);
    expect(rowsOf<{ n: number }>(families).map((r) => Number(r.n))).toEqual([3, 1]);
  });

  it("keeps each family's row in a table, current as its submissions are written, changed and removed", async () => {
    await jordansMorning();
    // A table read by index, not a view grouping every lead per request (the inbox's speed).
    const kind = await db().execute(
      sql`select relkind from pg_class where relname = 'family_leads'`,
    );
    expect(rowsOf<{ relkind: string }>(kind)[0]?.relkind).toBe("r");
    const rows = async () =>
      rowsOf<{ name: string; conversion_stage: string; submissions: number }>(
        await db().execute(
          sql`select name, conversion_stage, submissions::int as submissions from family_leads order by name`,
        ),
      ).map((r) => [r.name, r.conversion_stage, Number(r.submissions)]);
    expect(await rows()).toEqual([
      ["Jordan Rivera", "consultation_requested", 3],
      ["Sam Lee", "consultation_booked", 1],
    ]);

    await db().execute(sql`update intake_forms set conversion_stage = 'enrolled'`);
    expect(await rows()).toEqual([
      ["Jordan Rivera", "enrolled", 3],
      ["Sam Lee", "consultation_booked", 1],
    ]);

    await db().execute(sql`delete from intake_forms`);
    expect(await rows()).toEqual([
      ["Jordan Rivera", "consultation_requested", 2],
      ["Sam Lee", "consultation_booked", 1],
    ]);

    // Moving a record to another family (a merge) rewrites both families' rows.
    await db().execute(sql`update contact_forms set family_id =
      (select family_id from consultation_bookings where email = 'sam@example.com')`);
    expect(await rows()).toEqual([
      ["Jordan Rivera", "consultation_requested", 1],
      ["Sam Lee", "consultation_booked", 2],
    ]);

    // A truncate fires no row triggers; the rows are rebuilt whole.
    await db().execute(sql`truncate contact_forms`);
    expect(await rows()).toEqual([
      ["Jordan Rivera", "consultation_requested", 1],
      ["Sam Lee", "consultation_booked", 1],
    ]);
  });

  it("shows the family once, at Consultation requested, and every page counts the same", async () => {
    await jordansMorning();
    const inbox = await loadInbox(db(), defaultInboxQuery, NOW);
    expect(inbox.total).toBe(2);
    expect(inbox.rows.map((r) => [r.name, r.conversionStage]).sort()).toEqual([
      ["Jordan Rivera", "consultation_requested"],
      ["Sam Lee", "consultation_booked"],
    ]);

    const dashboard = await loadDashboard(db(), NOW);
    const pipeline = await loadPipeline(db(), defaultInboxQuery, NOW);
    const report = await loadLeadSourceReport(db(), { from: "2020-01-01", to: "2030-12-31" });

    const dashboardStages = Object.fromEntries(dashboard.byStage.map((t) => [t.key, t.count]));
    const pipelineStages = Object.fromEntries(
      pipeline.filter((c) => c.count > 0).map((c) => [c.stage, c.count]),
    );
    expect(dashboardStages).toEqual({ consultation_requested: 1, consultation_booked: 1 });
    expect(pipelineStages).toEqual(dashboardStages);
    expect(pipeline.flatMap((c) => c.cards.map((card) => card.name)).sort()).toEqual([
      "Jordan Rivera",
      "Sam Lee",
    ]);

    const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
    expect(sum(dashboard.bySource.map((t) => t.count))).toBe(2);
    expect(report.totals.leads).toBe(2);
    // Only Sam's consultation stands: Jordan's cancelled booking is no conversion.
    expect(report.totals.booked).toBe(1);
    expect(report.totals.booked).toBe(pipelineStages.consultation_booked);
    expect(report.totals.held).toBe(0);
  });
});
