import { eq, sql } from "drizzle-orm";
import { auditLog, dataRequests, emailOutbox, leadActivity, session, user } from "@/db/schema";
import { requestDeadlines } from "@/lib/crm/privacy/data-request-deadlines";
import {
  closeRequest,
  createRequest,
  fulfilAccess,
  fulfilDeletion,
  markStage,
  requestMessages,
} from "@/lib/crm/privacy/data-requests";
import { addLeadNote } from "@/lib/crm/leads/lead-update";
import {
  findPersonalData,
  hashEmail,
  personalDataCounts,
  personalDataJson,
  STAFF_ACCOUNT_MESSAGE,
} from "@/lib/crm/privacy/personal-data";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import {
  actorOf,
  failureOf,
  NOW,
  resetAdminTables,
  seedConsultation,
  seedContact,
  seedIntake,
  seedUser,
} from "./admin-fixtures";

jest.setTimeout(180_000);

const SECRET = "test-secret";

describe("the Data Deletion Policy's deadlines", () => {
  it("counts 48 hours to acknowledge, then business days (Monday to Friday, MT)", () => {
    // Received Friday 2030-01-11 at 10 AM MT.
    const receivedAt = new Date("2030-01-11T17:00:00Z");
    const stages = requestDeadlines(
      { receivedAt, acknowledgedAt: null, verifiedAt: null, completedAt: null },
      new Date("2030-01-12T00:00:00Z"),
    );
    const due = Object.fromEntries(stages.map((s) => [s.key, s.due.toISOString()]));
    expect(due).toEqual({
      acknowledge: "2030-01-13T17:00:00.000Z", // Sunday, 48 hours later
      verify: "2030-01-16T17:00:00.000Z", // 3 business days after that: Wednesday
      review: "2030-01-23T17:00:00.000Z", // 5 business days after verification's deadline
      complete: "2030-02-01T17:00:00.000Z", // 15 business days after receipt
    });
    expect(stages.some((s) => s.overdue)).toBe(false);
    const late = requestDeadlines(
      { receivedAt, acknowledgedAt: null, verifiedAt: null, completedAt: null },
      new Date("2030-01-14T00:00:00Z"),
    );
    expect(late.filter((s) => s.overdue).map((s) => s.key)).toEqual(["acknowledge"]);
    const done = requestDeadlines(
      {
        receivedAt,
        acknowledgedAt: receivedAt,
        verifiedAt: receivedAt,
        completedAt: new Date("2030-01-20T17:00:00Z"),
      },
      new Date("2030-03-01T00:00:00Z"),
    );
    expect(done.find((s) => s.key === "backups")?.due.toISOString()).toBe(
      "2030-02-19T17:00:00.000Z",
    );
    expect(done.some((s) => s.overdue)).toBe(false);
  });
});

describe.each(testDatabaseTargets())("data deletion and access requests on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);

  async function family() {
    const intake = await seedIntake(db(), { email: "Family@Example.com" });
    const contact = await seedContact(db(), {
      email: "someone-else@example.com",
      fallbackVerification: { phone: "1", alternateEmail: "family@example.com", reason: null },
      submissionType: "fallback",
    });
    const booking = await seedConsultation(db(), { email: "family@example.com" });
    const other = await seedIntake(db(), { email: "neighbour@example.com" });
    const member = await seedUser(db(), "member", { email: "family@example.com" });
    await db()
      .insert(session)
      .values({
        id: "s-f",
        token: "t-f",
        userId: member.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    await db()
      .insert(emailOutbox)
      .values([
        {
          kind: "consultation_confirmed_parent",
          toAddress: "family@example.com",
          subject: "Booked",
          textBody: "Hi",
          relatedType: "consultation_booking",
          relatedId: booking.id,
        },
        {
          kind: "consultation_confirmed_staff",
          toAddress: "staff@example.com",
          subject: "New booking: Family",
          textBody: "family@example.com",
          relatedType: "consultation_booking",
          relatedId: booking.id,
        },
        { kind: "other", toAddress: "neighbour@example.com", subject: "Hi", textBody: "Hi" },
      ]);
    return { intake, contact, booking, other, member };
  }

  it("finds everything stored for an email and exports it as JSON", async () => {
    const admin = await seedUser(db(), "admin");
    const { intake } = await family();
    await addLeadNote(
      db(),
      actorOf(admin),
      { type: "intake", id: intake.id, body: "Called mum" },
      NOW,
    );
    const data = await findPersonalData(db(), "  FAMILY@example.com ");
    expect(personalDataCounts(data)).toEqual({
      intakeForms: 1,
      contactMessages: 1,
      consultations: 1,
      leadActivity: 1,
      emails: 2,
      account: 1,
    });
    const json = JSON.parse(personalDataJson(data, NOW)) as Record<string, unknown>;
    expect(json).toMatchObject({ exportedAt: NOW.toISOString(), email: "family@example.com" });
    expect(JSON.stringify(json)).not.toContain("neighbour@example.com");
    expect(JSON.stringify(json.account)).not.toContain("password");
  });

  it("tracks a deletion request and deletes everything in one transaction, keeping only a hash", async () => {
    const admin = await seedUser(db(), "admin");
    const { other, member } = await family();
    const id = await createRequest(
      db(),
      actorOf(admin),
      { kind: "deletion", email: "family@example.com", receivedOn: "2030-01-08" },
      SECRET,
      NOW,
    );
    const [request] = await db().select().from(dataRequests).where(eq(dataRequests.id, id));
    expect(request).toMatchObject({
      status: "received",
      emailHash: hashEmail(SECRET, "Family@Example.com"),
      receivedAt: new Date("2030-01-08T07:00:00Z"),
    });

    expect(
      (
        await failureOf(
          fulfilDeletion(db(), actorOf(admin), { id, email: "family@example.com" }, SECRET, NOW),
        )
      ).message,
    ).toBe(requestMessages.notVerified);
    expect(
      (await failureOf(markStage(db(), actorOf(admin), { id, stage: "verified" }, NOW))).message,
    ).toBe(requestMessages.order);
    await markStage(db(), actorOf(admin), { id, stage: "acknowledged" }, NOW);
    await markStage(db(), actorOf(admin), { id, stage: "verified" }, NOW);
    expect(
      (
        await failureOf(
          fulfilDeletion(db(), actorOf(admin), { id, email: "neighbour@example.com" }, SECRET, NOW),
        )
      ).message,
    ).toBe(requestMessages.emailMismatch);

    const counts = await fulfilDeletion(
      db(),
      actorOf(admin),
      { id, email: "family@example.com" },
      SECRET,
      NOW,
    );
    expect(counts).toEqual({
      intakeForms: 1,
      contactMessages: 1,
      consultations: 1,
      leadActivity: 0,
      emails: 2,
      account: 1,
    });
    expect(personalDataCounts(await findPersonalData(db(), "family@example.com"))).toEqual({
      intakeForms: 0,
      contactMessages: 0,
      consultations: 0,
      leadActivity: 0,
      emails: 0,
      account: 0,
    });
    expect(await db().select().from(session).where(eq(session.userId, member.id))).toEqual([]);
    expect(personalDataCounts(await findPersonalData(db(), other.email)).intakeForms).toBe(1);
    const [completed] = await db().select().from(dataRequests).where(eq(dataRequests.id, id));
    expect(completed).toMatchObject({ status: "completed", completedAt: NOW });
    const audit = await db().select().from(auditLog);
    expect(audit.map((a) => a.action)).toEqual([
      "data_request.created",
      "data_request.acknowledged",
      "data_request.verified",
      "data_request.deleted",
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/family@example\.com/i);
    expect(audit.at(-1)?.details).toMatchObject({ emailHash: request?.emailHash });
    expect(
      (
        await failureOf(
          fulfilDeletion(db(), actorOf(admin), { id, email: "family@example.com" }, SECRET, NOW),
        )
      ).message,
    ).toBe(requestMessages.finished);
  });

  it("deletes nothing when any part of the deletion fails", async () => {
    const admin = await seedUser(db(), "admin");
    await family();
    await seedUser(db(), "teacher", { email: "staff-parent@example.com" });
    await seedIntake(db(), { email: "staff-parent@example.com" });
    const id = await createRequest(
      db(),
      actorOf(admin),
      { kind: "deletion", email: "staff-parent@example.com", receivedOn: "2030-01-08" },
      SECRET,
      NOW,
    );
    await markStage(db(), actorOf(admin), { id, stage: "acknowledged" }, NOW);
    await markStage(db(), actorOf(admin), { id, stage: "verified" }, NOW);
    expect(
      (
        await failureOf(
          fulfilDeletion(
            db(),
            actorOf(admin),
            { id, email: "staff-parent@example.com" },
            SECRET,
            NOW,
          ),
        )
      ).message,
    ).toBe(STAFF_ACCOUNT_MESSAGE);
    expect(
      personalDataCounts(await findPersonalData(db(), "staff-parent@example.com")),
    ).toMatchObject({ intakeForms: 1, account: 1 });

    // A failure half-way (the outbox refusing deletes) leaves every table as it was.
    const family2 = await createRequest(
      db(),
      actorOf(admin),
      { kind: "deletion", email: "family@example.com", receivedOn: "2030-01-08" },
      SECRET,
      NOW,
    );
    await markStage(db(), actorOf(admin), { id: family2, stage: "acknowledged" }, NOW);
    await markStage(db(), actorOf(admin), { id: family2, stage: "verified" }, NOW);
    await db().execute(
      sql`create or replace function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await db().execute(
      sql`create trigger refuse_user_delete before delete on "user" for each row execute function refuse_delete()`,
    );
    try {
      expect(
        (
          await failureOf(
            fulfilDeletion(
              db(),
              actorOf(admin),
              { id: family2, email: "family@example.com" },
              SECRET,
              NOW,
            ),
          )
        ).status,
      ).toBeUndefined();
    } finally {
      await db().execute(sql`drop trigger refuse_user_delete on "user"`);
    }
    expect(personalDataCounts(await findPersonalData(db(), "family@example.com"))).toMatchObject({
      intakeForms: 1,
      contactMessages: 1,
      consultations: 1,
      emails: 2,
      account: 1,
    });
    expect(
      (await db().select().from(dataRequests).where(eq(dataRequests.id, family2)))[0]?.status,
    ).toBe("verified");
  });

  it("completes an access request and closes a request without action", async () => {
    const admin = await seedUser(db(), "admin");
    await family();
    const access = await createRequest(
      db(),
      actorOf(admin),
      { kind: "access", email: "family@example.com", receivedOn: "2030-01-08" },
      SECRET,
      NOW,
    );
    expect(
      (
        await failureOf(
          fulfilDeletion(
            db(),
            actorOf(admin),
            { id: access, email: "family@example.com" },
            SECRET,
            NOW,
          ),
        )
      ).message,
    ).toBe(requestMessages.wrongKind);
    await markStage(db(), actorOf(admin), { id: access, stage: "acknowledged" }, NOW);
    await markStage(db(), actorOf(admin), { id: access, stage: "verified" }, NOW);
    await fulfilAccess(
      db(),
      actorOf(admin),
      { id: access, email: "family@example.com" },
      SECRET,
      NOW,
      await findPersonalData(db(), "family@example.com"),
    );
    expect(
      (await db().select().from(dataRequests).where(eq(dataRequests.id, access)))[0]?.status,
    ).toBe("completed");
    expect(personalDataCounts(await findPersonalData(db(), "family@example.com")).intakeForms).toBe(
      1,
    );

    const other = await createRequest(
      db(),
      actorOf(admin),
      { kind: "deletion", email: "x@example.com", receivedOn: "2030-01-08" },
      SECRET,
      NOW,
    );
    await closeRequest(
      db(),
      actorOf(admin),
      { id: other, reason: "Could not verify identity" },
      NOW,
    );
    expect(
      (await db().select().from(dataRequests).where(eq(dataRequests.id, other)))[0],
    ).toMatchObject({ status: "closed", notes: "Closed: Could not verify identity" });
    expect(
      (
        await failureOf(
          createRequest(
            db(),
            actorOf(admin),
            { kind: "deletion", email: "x@example.com", receivedOn: "2031-01-01" },
            SECRET,
            NOW,
          ),
        )
      ).message,
    ).toBe("The request can't have been received in the future.");
    expect(await db().select().from(leadActivity)).toEqual([]);
    expect(
      (await db().select().from(user).where(eq(user.email, "family@example.com"))).length,
    ).toBe(1);
  });
});
