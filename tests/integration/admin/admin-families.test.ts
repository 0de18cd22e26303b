// Families on the staff side: one parent's records found as one family by email or phone, a
// family with every child and record, staff merging two families and undoing it (with sentences
// in the audit log), and a pipeline move taking the whole family along.
import { eq } from "drizzle-orm";
import { auditLog, familyMerges } from "@/db/schema";
import {
  familyIdOf,
  familyMessages,
  loadFamily,
  mergeFamilies,
  undoFamilyMerge,
} from "@/lib/crm/leads/families";
import { countLeads } from "@/lib/crm/leads/inbox";
import { defaultInboxQuery } from "@/lib/crm/leads/inbox-query";
import { loadPipeline, moveLeadStage } from "@/lib/crm/leads/pipeline";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import {
  actorOf,
  minutesAgo,
  NOW,
  resetAdminTables,
  seedConsultation,
  seedContact,
  seedIntake,
  seedUser,
} from "./admin-fixtures";

jest.setTimeout(180_000);

const failureOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => ({ message: "no failure" }),
    (error: Error) => error,
  );

describe.each(testDatabaseTargets())("families on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);
  const familyOf = async (type: "intake" | "contact" | "consultation", id: string) =>
    (await familyIdOf(db(), { type, id }))!;

  it("joins a parent's records by email in any case or by the same phone written another way", async () => {
    const booking = await seedConsultation(db(), {
      parentName: "Jordan Rivera",
      email: "jordan@example.com",
      phone: "(801) 555-0199",
      childFirstName: "Maya",
      childAge: "8",
      childGrade: "3rd grade",
      createdAt: minutesAgo(90),
    });
    const intake = await seedIntake(db(), {
      parentName: "Jordan Rivera",
      email: "JORDAN@example.COM",
      phone: "801.555.0100",
      studentAge: "11",
      createdAt: minutesAgo(60),
    });
    // Another address, but the booking's number: still Jordan.
    const byPhone = await seedIntake(db(), {
      parentName: "Jordan R.",
      email: "j.rivera@work.example",
      phone: "+1 801 555 0199",
      studentAge: "8",
      createdAt: minutesAgo(30),
    });
    const stranger = await seedContact(db(), { email: "someone@example.com" });

    const family = await familyOf("consultation", booking.id);
    expect(await familyOf("intake", intake.id)).toBe(family);
    expect(await familyOf("intake", byPhone.id)).toBe(family);
    expect(await familyOf("contact", stranger.id)).not.toBe(family);
    expect(await countLeads(db(), defaultInboxQuery, NOW)).toBe(2);

    const loaded = await loadFamily(db(), family);
    expect(loaded?.name).toBe("Jordan Rivera");
    expect(loaded?.submissions.map((s) => s.id)).toEqual([byPhone.id, intake.id, booking.id]);
    // Maya (8) from the booking; the 11-year-old from the intake; the second intake's age 8 is Maya.
    expect(loaded?.children).toEqual([
      { firstName: "Maya", age: "8", grade: "3rd grade" },
      { firstName: null, age: "11", grade: null },
    ]);
  });

  it("merges two families on staff's word and undoes it, moving exactly the records it moved", async () => {
    const admin = await seedUser(db(), "admin", { name: "Megan Hale" });
    const first = await seedIntake(db(), {
      parentName: "Jordan Rivera",
      email: "jordan@example.com",
      createdAt: minutesAgo(90),
    });
    const second = await seedContact(db(), {
      name: "Jordan Rivera",
      email: "jordan.rivera@work.example",
      createdAt: minutesAgo(30),
    });
    const into = await familyOf("intake", first.id);
    const from = await familyOf("contact", second.id);
    expect(from).not.toBe(into);
    // Same name, other address: offered as perhaps the same family.
    expect((await loadFamily(db(), into))?.candidates.map((c) => c.familyId)).toEqual([from]);
    expect(await countLeads(db(), defaultInboxQuery, NOW)).toBe(2);

    const { mergeId } = await mergeFamilies(db(), actorOf(admin), {
      fromFamilyId: from,
      intoFamilyId: into,
    });
    expect(await familyOf("contact", second.id)).toBe(into);
    expect(await countLeads(db(), defaultInboxQuery, NOW)).toBe(1);
    const merged = await loadFamily(db(), into);
    expect(merged?.submissions).toHaveLength(2);
    expect(merged?.candidates).toEqual([]);
    expect(merged?.merges.map((m) => m.id)).toEqual([mergeId]);
    expect(
      (
        await failureOf(
          mergeFamilies(db(), actorOf(admin), { fromFamilyId: into, intoFamilyId: into }),
        )
      ).message,
    ).toBe(familyMessages.same);

    // A record that arrives after the merge with the first address stays with the family.
    const later = await seedIntake(db(), {
      parentName: "Jordan Rivera",
      email: "jordan@example.com",
      createdAt: minutesAgo(5),
    });
    expect(await familyOf("intake", later.id)).toBe(into);

    await undoFamilyMerge(db(), actorOf(admin), { mergeId }, NOW);
    expect(await familyOf("contact", second.id)).toBe(from);
    expect(await familyOf("intake", later.id)).toBe(into);
    expect(await countLeads(db(), defaultInboxQuery, NOW)).toBe(2);
    expect((await loadFamily(db(), into))?.merges).toEqual([]);
    const [merge] = await db().select().from(familyMerges).where(eq(familyMerges.id, mergeId));
    expect(merge?.undoneAt).toEqual(NOW);
    expect((await failureOf(undoFamilyMerge(db(), actorOf(admin), { mergeId }, NOW))).message).toBe(
      familyMessages.alreadyUndone,
    );

    const audit = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.details?.summary])).toEqual([
      ["family.merged", "Megan Hale merged Jordan's family into Jordan's family"],
      ["family.merge_undone", "Megan Hale undid the merge of Jordan's family into Jordan's family"],
    ]);
  });

  it("moves the whole family when staff move its card on the pipeline", async () => {
    const admin = await seedUser(db(), "admin");
    const booking = await seedConsultation(db(), { email: "pat@example.com" });
    const contact = await seedContact(db(), { email: "pat@example.com", createdAt: minutesAgo(5) });
    const column = async (stage: string) =>
      (await loadPipeline(db(), defaultInboxQuery, NOW)).find((c) => c.stage === stage)!;
    // The family stands at its furthest record: the booking.
    expect((await column("consultation_booked")).cards.map((c) => c.id)).toEqual([booking.id]);
    expect((await column("contact_submitted")).count).toBe(0);

    await moveLeadStage(
      db(),
      actorOf(admin),
      { type: "consultation", id: booking.id, version: 1, stage: "lost" },
      NOW,
    );
    expect((await column("lost")).count).toBe(1);
    expect((await column("consultation_booked")).count).toBe(0);
    expect((await column("contact_submitted")).count).toBe(0);
    expect(await familyOf("contact", contact.id)).toBe(await familyOf("consultation", booking.id));
  });
});
