import { eq } from "drizzle-orm";
import { auditLog, intakeForms, leadActivity } from "@/db/schema";
import { defaultInboxQuery } from "@/lib/crm/leads/inbox-query";
import { loadPipeline, MOVE_CONFLICT_MESSAGE, moveLeadStage } from "@/lib/crm/leads/pipeline";
import { conversionStages } from "@/lib/practice/vocabulary";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import {
  actorOf,
  daysAgo,
  failureOf,
  NOW,
  resetAdminTables,
  seedConsultation,
  seedContact,
  seedIntake,
  seedUser,
} from "./admin-fixtures";

jest.setTimeout(180_000);

describe.each(testDatabaseTargets())("pipeline board on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);
  const column = (columns: Awaited<ReturnType<typeof loadPipeline>>, stage: string) =>
    columns.find((c) => c.stage === stage)!;

  it("puts every lead in its stage's column with counts and days in stage, under the inbox's filters", async () => {
    const old = await seedIntake(db(), { parentName: "Old Intake", createdAt: daysAgo(10) });
    await seedIntake(db(), {
      parentName: "New Intake",
      email: "new@example.com",
      createdAt: daysAgo(1),
    });
    await seedContact(db());
    await seedConsultation(db(), { parentName: "Booked Parent" });

    const columns = await loadPipeline(db(), defaultInboxQuery, NOW);
    expect(columns.map((c) => c.stage)).toEqual([...conversionStages]);
    expect(column(columns, "intake_submitted")).toMatchObject({ count: 2 });
    expect(column(columns, "intake_submitted").cards.map((c) => [c.name, c.daysInStage])).toEqual([
      ["New Intake", 1],
      ["Old Intake", 10],
    ]);
    expect(column(columns, "contact_submitted").count).toBe(1);
    expect(column(columns, "consultation_booked").cards.map((c) => c.name)).toEqual([
      "Booked Parent",
    ]);

    // Days in stage restart when the lead moves.
    const admin = await seedUser(db(), "admin");
    await moveLeadStage(
      db(),
      actorOf(admin),
      { type: "intake", id: old.id, version: 1, stage: "assessment_scheduled" },
      daysAgo(3),
    );
    const after = await loadPipeline(db(), defaultInboxQuery, NOW);
    expect(
      column(after, "assessment_scheduled").cards.map((c) => [c.name, c.daysInStage, c.version]),
    ).toEqual([["Old Intake", 3, 2]]);
    expect(column(after, "intake_submitted").count).toBe(1);

    const filtered = await loadPipeline(db(), { ...defaultInboxQuery, kind: "contact" }, NOW);
    expect(filtered.reduce((n, c) => n + c.count, 0)).toBe(1);
    const searched = await loadPipeline(db(), { ...defaultInboxQuery, q: "new@example" }, NOW);
    expect(searched.flatMap((c) => c.cards.map((card) => card.name))).toEqual(["New Intake"]);
  });

  it("shows on each card the child, the next appointment and the first-reply clock while nobody has answered", async () => {
    // NOW is Wednesday 9 January 2030, 10:00 AM in Denver; the practice opens 9 to 5 on weekdays.
    await seedIntake(db(), {
      parentName: "Waiting Family",
      studentAge: "8",
      createdAt: daysAgo(2),
    });
    await seedIntake(db(), {
      parentName: "Answered Family",
      email: "answered@example.com",
      studentAge: "11",
      status: "contacted",
      lastContactDate: daysAgo(1),
      nextFollowUpDate: new Date("2030-01-14T17:00:00Z"),
      createdAt: daysAgo(3),
    });
    await seedConsultation(db(), {
      parentName: "Booked Family",
      childFirstName: "Maya",
      childAge: "7",
      startAt: new Date("2030-01-10T17:00:00Z"),
    });
    await seedConsultation(db(), {
      parentName: "Cancelled Family",
      email: "cancelled@example.com",
      bookingStatus: "cancelled",
      cancelledAt: daysAgo(1),
      startAt: new Date("2030-01-11T17:00:00Z"),
    });

    const cards = (await loadPipeline(db(), defaultInboxQuery, NOW)).flatMap((c) => c.cards);
    const card = (name: string) => cards.find((c) => c.name === name)!;

    expect(card("Waiting Family")).toMatchObject({
      child: { firstName: null, age: "8" },
      next: null,
      clock: { tone: "late", waited: "2 days" },
    });
    expect(card("Answered Family")).toMatchObject({
      child: { firstName: null, age: "11" },
      next: { kind: "follow_up", at: new Date("2030-01-14T17:00:00Z") },
      clock: null,
    });
    // A booked time answers the family, so no clock runs on it.
    expect(card("Booked Family")).toMatchObject({
      child: { firstName: "Maya", age: "7" },
      next: { kind: "consultation", at: new Date("2030-01-10T17:00:00Z") },
      clock: null,
    });
    // A cancelled consultation is no appointment, and this seed told us nothing of the child.
    expect(card("Cancelled Family")).toMatchObject({ child: null, next: null });
  });

  it("records a move on the timeline and audit log, and refuses a move made from an out-of-date board", async () => {
    const admin = await seedUser(db(), "admin");
    const lead = await seedIntake(db());
    await moveLeadStage(
      db(),
      actorOf(admin),
      { type: "intake", id: lead.id, version: 1, stage: "enrolled" },
      NOW,
    );
    const [row] = await db().select().from(intakeForms).where(eq(intakeForms.id, lead.id));
    expect(row).toMatchObject({ conversionStage: "enrolled", version: 2 });
    const [change] = await db().select().from(leadActivity).where(eq(leadActivity.leadId, lead.id));
    expect(change).toMatchObject({
      kind: "change",
      actorId: admin.id,
      changes: { conversionStage: { from: "intake_submitted", to: "enrolled" } },
    });
    expect((await db().select().from(auditLog)).map((a) => [a.action, a.entityId])).toEqual([
      ["lead.stage_moved", lead.id],
    ]);

    expect(
      (
        await failureOf(
          moveLeadStage(
            db(),
            actorOf(admin),
            { type: "intake", id: lead.id, version: 1, stage: "lost" },
            NOW,
          ),
        )
      ).message,
    ).toBe(MOVE_CONFLICT_MESSAGE);
    const [unchanged] = await db().select().from(intakeForms).where(eq(intakeForms.id, lead.id));
    expect(unchanged).toMatchObject({ conversionStage: "enrolled", version: 2 });
    expect(
      (
        await failureOf(
          moveLeadStage(
            db(),
            actorOf(admin),
            {
              type: "intake",
              id: "0f8fad5b-d9cb-469f-a165-70867728950e",
              version: 1,
              stage: "lost",
            },
            NOW,
          ),
        )
      ).status,
    ).toBe(404);
  });
});
