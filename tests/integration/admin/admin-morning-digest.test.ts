// The morning digest with an injected clock: nothing before the hour, exactly one per opted-in
// admin per day however many instances tick, none for those who did not opt in (or are not
// admins any more), the counts right, "new since the last digest" the next day, and no child
// data or names in the email. The opt-in toggle goes through the admin action chain.
import type * as AdminSession from "../../helpers/admin-session";
import { eq } from "drizzle-orm";
import { auditLog, emailOutbox, staffDigests, staffPreferences } from "@/db/schema";
import {
  digestContent,
  digestMoment,
  saveDigestPreference,
  sendMorningDigests,
} from "@/lib/crm/reports/morning-digest";
import { testDatabaseForApp, testDatabaseTargets, type TestDatabase } from "../../helpers/test-db";
import {
  actorOf,
  resetAdminTables,
  seedConsultation,
  seedContact,
  seedIntake,
  seedRequest,
  seedUser,
} from "./admin-fixtures";
import { actAs, form, persona, SITE } from "../../helpers/admin-session";

jest.mock(
  "next/headers",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").nextHeadersMock,
);
jest.mock(
  "@/lib/auth/server",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").authServerMock,
);
jest.mock("next/cache", () => ({ refresh: jest.fn(), revalidatePath: jest.fn() }));
jest.setTimeout(240_000);

const options = { hour: 7, siteUrl: SITE };
/** Wednesday 2030-01-09 in MT (MST = UTC-7). */
const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2030, 0, day, hour + 7, minute));
const digests = async (db: TestDatabase["db"]) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.kind, "staff_morning_digest"));

describe.each(testDatabaseTargets())("morning digest on $label", (target) => {
  const database = testDatabaseForApp(target);
  beforeEach(async () => {
    await resetAdminTables(database().db);
  });

  it("goes out once a day from the hour to each opted-in admin, even with two instances ticking", async () => {
    const db = database().db;
    const reader = await seedUser(db, "admin", { email: "reader@example.com" });
    await seedUser(db, "admin", { email: "not-opted-in@example.com" });
    const teacher = await seedUser(db, "teacher", { email: "teacher@example.com" });
    const gone = await seedUser(db, "admin", { email: "disabled@example.com", disabled: true });
    await saveDigestPreference(db, actorOf(reader), { morningDigest: true });
    // Opted in while an admin, then made a teacher or disabled: no digest.
    await db.insert(staffPreferences).values([
      { userId: teacher.id, morningDigest: true },
      { userId: gone.id, morningDigest: true },
    ]);

    expect(await sendMorningDigests(db, at(9, 6, 59), options)).toEqual({ sent: 0 });
    expect(await digests(db)).toHaveLength(0);

    const ticks = await Promise.all([
      sendMorningDigests(db, at(9, 7), options),
      sendMorningDigests(db, at(9, 7), options),
    ]);
    expect(ticks.map((t) => t.sent).sort()).toEqual([0, 1]);
    // Later ticks the same day, on either instance, send nothing more.
    await sendMorningDigests(db, at(9, 7, 1), options);
    await sendMorningDigests(db, at(9, 23, 59), options);
    const sent = await digests(db);
    expect(sent.map((e) => e.toAddress)).toEqual(["reader@example.com"]);
    expect(await db.select().from(staffDigests)).toEqual([
      { userId: reader.id, businessDate: "2030-01-09", sentAt: at(9, 7) },
    ]);

    // The next morning brings the next one.
    await Promise.all([
      sendMorningDigests(db, at(10, 8), options),
      sendMorningDigests(db, at(10, 8), options),
    ]);
    expect(await digests(db)).toHaveLength(2);

    // Opting out stops them.
    await saveDigestPreference(db, actorOf(reader), { morningDigest: false });
    await sendMorningDigests(db, at(11, 9), options);
    expect(await digests(db)).toHaveLength(2);
    expect((await db.select().from(auditLog)).map((a) => a.action)).toEqual([
      "digest.subscribed",
      "digest.unsubscribed",
    ]);
  });

  it("counts new leads since the last digest, today's consultations and follow-ups due, with no names or child details", async () => {
    const db = database().db;
    const reader = await seedUser(db, "admin", { email: "reader@example.com" });
    await saveDigestPreference(db, actorOf(reader), { morningDigest: true });
    // Yesterday's digest went out at 7:00 MT on the 8th.
    await db
      .insert(staffDigests)
      .values({ userId: reader.id, businessDate: "2030-01-08", sentAt: at(8, 7) });
    await seedIntake(db, {
      parentName: "Avery Parent",
      studentAge: "8",
      strugglesDetails: "Reverses b and d",
      createdAt: at(8, 6),
    }); // before the last digest
    await seedIntake(db, {
      parentName: "Blake Parent",
      email: "blake@example.com",
      createdAt: at(8, 12),
      nextFollowUpDate: at(9, 0),
    });
    await seedIntake(db, {
      variant: "get_started",
      parentName: "Cory Parent",
      email: "cory@example.com",
      createdAt: at(8, 18),
      nextFollowUpDate: at(7, 0),
    });
    await seedContact(db, { name: "Dana Contact", createdAt: at(9, 6) });
    await seedRequest(db, { parentName: "Emery Request", childAge: "9", createdAt: at(9, 6, 30) });
    await seedConsultation(db, {
      parentName: "Finley Rivera",
      childAge: "7",
      notes: "Loves dinosaurs",
      startAt: at(9, 10),
      label: "10:00 AM - 10:30 AM MT",
      createdAt: at(1, 9),
    });
    await seedConsultation(db, {
      parentName: "Gale Rivera",
      email: "gale@example.com",
      startAt: at(9, 14),
      label: "2:00 PM - 2:30 PM MT",
      createdAt: at(1, 9),
    });
    await seedConsultation(db, {
      parentName: "Hollis Cancel",
      email: "hollis@example.com",
      startAt: at(9, 11),
      bookingStatus: "cancelled",
      label: "11:00 AM - 11:30 AM MT",
      createdAt: at(1, 9),
    });
    await seedConsultation(db, {
      parentName: "Indy Tomorrow",
      email: "indy@example.com",
      startAt: at(10, 10),
      label: "10:00 AM - 10:30 AM MT (Jan 10)",
      createdAt: at(1, 9),
    });

    expect(await sendMorningDigests(db, at(9, 7, 30), options)).toEqual({ sent: 1 });
    const [email] = await digests(db);
    expect(email?.subject).toBe(
      "Morning digest: 5 waiting for a first reply, 4 new leads, 2 consultations today, 2 follow-ups due",
    );
    // It leads with the families waiting for a first reply (the five without a booked time).
    expect(email?.textBody.split("\n")[2]).toBe(
      "Waiting for a first reply: 5; the longest has waited 1 day 1 hour; 1 past the 24-hour promise",
    );
    expect(email?.htmlBody?.indexOf("Waiting for a first reply")).toBeLessThan(
      email?.htmlBody?.indexOf("New leads") ?? 0,
    );
    expect(email?.textBody).toContain("New leads: 4 since Jan 8, 2030, 7:00 AM MT");
    expect(email?.textBody).toContain(
      "Consultations today: 10:00 AM - 10:30 AM MT\n2:00 PM - 2:30 PM MT",
    );
    expect(email?.textBody).toContain("Follow-ups due: 2 (1 overdue)");
    expect(email?.textBody).toContain(
      "Intake form: 1\nGet Started request: 1\nConsultation request: 1\nContact message: 1",
    );
    expect(email?.textBody).toContain(`${SITE}/admin`);
    for (const body of [email?.textBody ?? "", email?.htmlBody ?? "", email?.subject ?? ""]) {
      expect(body).not.toMatch(
        /Avery|Blake|Cory|Dana|Emery|Finley|Gale|Rivera|dinosaurs|Reverses|@example\.com/i,
      );
    }
  });

  it("counts a parent who wrote twice overnight as one new lead, waiting once", async () => {
    const db = database().db;
    const reader = await seedUser(db, "admin", { email: "reader@example.com" });
    await seedIntake(db, {
      parentName: "Jordan Rivera",
      email: "jordan@example.com",
      createdAt: at(8, 20),
    });
    await seedContact(db, {
      name: "Jordan Rivera",
      email: "jordan@example.com",
      createdAt: at(9, 6),
    });

    const content = await digestContent(db, reader.id, "2030-01-09", at(9, 7, 30));
    expect(content.newLeads).toEqual([{ kind: "intake", count: 1 }]);
    expect(content.waitingForReply.total).toBe(1);
  });

  it("starts at the configured hour, also on the day the clocks change", () => {
    expect(digestMoment("2030-01-09", 7).toISOString()).toBe("2030-01-09T14:00:00.000Z");
    expect(digestMoment("2030-07-09", 7).toISOString()).toBe("2030-07-09T13:00:00.000Z");
    // 2:00 AM does not exist on 2030-03-10 in MT: the digest waits for 3:00 AM MDT.
    expect(digestMoment("2030-03-10", 2).toISOString()).toBe("2030-03-10T09:00:00.000Z");
  });

  it("lets each admin turn their own digest on and off through the admin action chain; others are refused", async () => {
    const { db } = database();
    const { saveDigestAction } =
      (await import("@/app/(staff)/account/digest/actions")) as unknown as {
        saveDigestAction: (
          previous: null,
          data: FormData,
        ) => Promise<{ ok: boolean; message: string }>;
      };
    const admin = await persona(database(), "admin");
    const teacher = await persona(database(), "teacher");
    actAs(teacher.headers());
    expect(await saveDigestAction(null, form({ morningDigest: "on" }))).toEqual({
      ok: false,
      message: "You don't have access to this.",
    });
    actAs(admin.headers());
    expect(await saveDigestAction(null, form({ morningDigest: "yes please" }))).toMatchObject({
      ok: false,
      message: "That choice is not valid.",
    });
    expect(await db.select().from(staffPreferences)).toEqual([]);
    expect(await saveDigestAction(null, form({ morningDigest: "on" }))).toMatchObject({ ok: true });
    expect(
      await db
        .select({ userId: staffPreferences.userId, on: staffPreferences.morningDigest })
        .from(staffPreferences),
    ).toEqual([{ userId: admin.id, on: true }]);
    expect(await saveDigestAction(null, form({}))).toMatchObject({
      ok: true,
      message: "Morning digest off. You will not get it any more.",
    });
    expect(await db.select({ on: staffPreferences.morningDigest }).from(staffPreferences)).toEqual([
      { on: false },
    ]);
  });
});
