import { eq } from "drizzle-orm";
import { auditLog, emailOutbox, leadActivity } from "@/db/schema";
import { inviteToRebook, rebookMessages } from "@/lib/crm/consultations/rebook";
import { markOutcome } from "@/lib/booking/changes/staff-actions";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import {
  actorOf,
  failureOf,
  NOW,
  resetAdminTables,
  seedConsultation,
  seedUser,
} from "./admin-fixtures";

jest.setTimeout(180_000);

describe.each(testDatabaseTargets())("no-show follow-up on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);

  it("invites a no-show parent to rebook once, by email through the outbox, on the timeline and audit log", async () => {
    const admin = await seedUser(db(), "admin");
    const missed = await seedConsultation(db(), {
      parentName: "<i>Sam</i>",
      startAt: new Date("2030-01-08T17:00:00Z"),
      endAt: new Date("2030-01-08T17:30:00Z"),
    });
    expect(
      (await failureOf(inviteToRebook(db(), actorOf(admin), { id: missed.id }, NOW))).message,
    ).toBe(rebookMessages.notNoShow);

    await markOutcome(db(), actorOf(admin), { id: missed.id, version: 1, outcome: "no_show" }, NOW);
    await inviteToRebook(db(), actorOf(admin), { id: missed.id }, NOW);
    const [email] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, missed.id));
    expect(email).toMatchObject({
      kind: "consultation_rebook_invite",
      toAddress: "jordan@example.com",
      status: "pending",
    });
    expect(email?.textBody).toContain("/start-here?open=consultation");
    expect(email?.htmlBody).toContain("&lt;i&gt;Sam&lt;/i&gt;");
    expect(email?.htmlBody).not.toContain("<i>Sam</i>");
    const timeline = await db()
      .select()
      .from(leadActivity)
      .where(eq(leadActivity.leadId, missed.id));
    expect(timeline.map((t) => [t.kind, t.body])).toContainEqual([
      "email",
      "Invitation to rebook emailed to the parent.",
    ]);
    expect((await db().select().from(auditLog)).map((a) => a.action)).toContain(
      "consultation.rebook_invited",
    );

    expect(
      (await failureOf(inviteToRebook(db(), actorOf(admin), { id: missed.id }, NOW))).message,
    ).toMatch(/^An invitation to rebook was already sent on /);
    expect(await db().select().from(emailOutbox)).toHaveLength(1);
    expect(
      (
        await failureOf(
          inviteToRebook(db(), actorOf(admin), { id: "0f8fad5b-d9cb-469f-a165-70867728950e" }, NOW),
        )
      ).status,
    ).toBe(404);
  });
});
