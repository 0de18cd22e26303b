// The audit log reads as sentences: the actor's and the family's names, stage and status labels
// and dates as people write them; no action codes, JSON or ids.
import { auditLog } from "@/db/schema";
import { listAudit } from "@/lib/practice/audit";
import { auditLines } from "@/lib/crm/audit-words";
import { addLeadNote, updateLeadCrm } from "@/lib/crm/leads/lead-update";
import { moveLeadStage } from "@/lib/crm/leads/pipeline";
import { leadReplySchema, sendLeadReply } from "@/lib/crm/leads/reply-templates";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import { actorOf, NOW, resetAdminTables, seedIntake, seedUser } from "./admin-fixtures";

jest.setTimeout(180_000);

describe.each(testDatabaseTargets())("audit entries in words on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);

  it("says who did what to which family", async () => {
    const megan = await seedUser(db(), "admin", { name: "Megan Hale" });
    const sam = await seedUser(db(), "teacher", { name: "Sam Lee" });
    const lead = await seedIntake(db(), { parentName: "Jordan Rivera" });
    await moveLeadStage(
      db(),
      actorOf(megan),
      { type: "intake", id: lead.id, version: 1, stage: "consultation_booked" },
      NOW,
    );
    await updateLeadCrm(db(), actorOf(megan), {
      type: "intake",
      id: lead.id,
      version: 2,
      status: "qualified",
      priority: "high",
      conversionStage: "consultation_booked",
      assignedTo: sam.id,
      nextFollowUpDate: "2030-01-14",
      lastContactDate: "",
    });
    await addLeadNote(
      db(),
      actorOf(megan),
      { type: "intake", id: lead.id, body: "Prefers mornings." },
      NOW,
    );
    await sendLeadReply(
      db(),
      actorOf(megan),
      leadReplySchema.parse({ type: "intake", id: lead.id, subject: "Hi", body: "Hello" }),
      NOW,
      "secret",
    );

    const { rows } = await listAudit(db(), {});
    const lines = await auditLines(db(), rows);
    expect(lines.map((l) => l.sentence).reverse()).toEqual([
      "Megan Hale moved Jordan's family to Consultation booked on the pipeline board",
      "Megan Hale marked Jordan's family as qualified, set them to high priority, assigned them to Sam Lee and set a follow-up with them for Mon, Jan 14, 2030",
      "Megan Hale added a note about Jordan's family",
      "Megan Hale emailed Jordan's family",
      "Megan Hale noted last contact with Jordan's family on Wed, Jan 9, 2030 after replying",
    ]);
    expect(lines[0]).toMatchObject({
      who: "Megan Hale",
      lead: { name: "Jordan Rivera", href: `/admin/leads/intake/${lead.id}` },
    });
    for (const line of lines) {
      expect(line.sentence).not.toMatch(/[{}_]|lead\.|\d{4}-\d{2}-\d{2}/);
      expect(line.sentence).not.toContain(lead.id);
    }

    // Entries written with their own words keep them; an unknown action still reads as words.
    await db().insert(auditLog).values({
      actorId: megan.id,
      actorEmail: megan.email,
      action: "staff.something_new",
      entityType: "user",
      entityId: sam.id,
    });
    const [newest] = await auditLines(db(), (await listAudit(db(), {})).rows);
    expect(newest?.sentence).toBe("Megan Hale staff something new");
  });
});
