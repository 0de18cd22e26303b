// Staff accounts a practice runs by itself (issue 32): invitations by email (single use, 72 hours,
// only a hash stored), deactivation that ends sessions at once and keeps the name, the last-admin
// rule with invitees not counted, sessions listed and ended, and every step in the audit log in
// plain words. The better-auth side (reset links, password change) is auth-passwords.test.ts.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import {
  account,
  activities,
  auditLog,
  emailOutbox,
  session,
  staffInvitations,
  user,
} from "@/db/schema";
import {
  endSession,
  endSessionsOf,
  listSessionsOf,
  SESSION_GONE_MESSAGE,
} from "@/lib/auth/sign-ins/sessions";
import {
  acceptInvitation,
  EMAIL_TAKEN_MESSAGE,
  INVITATION_HOURS,
  inviteStaff,
  lookUpInvitation,
  NOT_PENDING_MESSAGE,
  resendInvitation,
  withdrawInvitation,
} from "@/lib/crm/staff/invitations";
import {
  changeRole,
  INVITED_MESSAGE,
  LAST_ADMIN_MESSAGE,
  listStaffOptions,
  listUsers,
  pauseActivitiesOf,
  setDisabled,
} from "@/lib/crm/staff/staff";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import { actorOf, failureOf, NOW, resetAdminTables, seedUser } from "./admin-fixtures";

jest.setTimeout(180_000);

const SITE = "https://practice.example";
const hours = (n: number) => new Date(NOW.getTime() + n * 3600_000);

/** The token of the newest invitation email to an address, read from its plain-text link. */
async function linkTokenTo(db: ReturnType<typeof useTestDatabase>, email: string) {
  const rows = await db()
    .select({ text: emailOutbox.textBody, html: emailOutbox.htmlBody, kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email));
  const last = rows[rows.length - 1]!;
  const match = /https:\/\/practice\.example\/invitation\?token=([\w-]+)/.exec(last.text);
  expect(last.html).toContain(`https://practice.example/invitation?token=${match![1]}`);
  return { token: match![1]!, kind: last.kind };
}

async function summaries(db: ReturnType<typeof useTestDatabase>) {
  const rows = await db().select().from(auditLog).orderBy(auditLog.id);
  return rows.map((row) => row.details?.summary);
}

async function seedSession(db: ReturnType<typeof useTestDatabase>, userId: string, agent: string) {
  const id = crypto.randomUUID();
  await db()
    .insert(session)
    .values({
      id,
      token: `t-${id}`,
      userId,
      userAgent: agent,
      ipAddress: "203.0.113.7",
      expiresAt: hours(24),
    });
  return id;
}

describe.each(testDatabaseTargets())("staff accounts on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);

  it("invites by email with a single-use link: no password exists until the invitee chooses one", async () => {
    const megan = await seedUser(db(), "admin", { name: "Megan" });
    const { id } = await inviteStaff(
      db(),
      actorOf(megan),
      { name: "Sam Lee", email: " Sam@Example.com ", role: "teacher" },
      NOW,
      SITE,
    );
    const [sam] = await db().select().from(user).where(eq(user.id, id));
    expect(sam).toMatchObject({
      email: "sam@example.com",
      role: "teacher",
      mustChangePassword: false,
    });
    expect(await db().select().from(account).where(eq(account.userId, id))).toEqual([]);

    const { token, kind } = await linkTokenTo(db, "sam@example.com");
    expect(kind).toBe("staff_invitation");
    // Only a hash of the token is stored.
    const [invitation] = await db().select().from(staffInvitations);
    expect(invitation!.tokenHash).not.toContain(token);
    expect(invitation!.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(invitation!.expiresAt).toEqual(hours(INVITATION_HOURS));

    const { rows } = await listUsers(db(), { q: "sam", page: 1 }, NOW);
    expect(rows[0]).toMatchObject({ state: "invited", invitationExpiresAt: hours(72) });
    // An invitee is nobody's assignee until they join.
    expect((await listStaffOptions(db())).map((o) => o.name)).toEqual(["Megan"]);
    expect(
      (
        await failureOf(
          inviteStaff(
            db(),
            actorOf(megan),
            { name: "Again", email: "sam@example.com", role: "admin" },
            NOW,
            SITE,
          ),
        )
      ).message,
    ).toBe(EMAIL_TAKEN_MESSAGE);

    expect(await lookUpInvitation(db(), token, hours(1))).toEqual({
      state: "valid",
      name: "Sam Lee",
      email: "sam@example.com",
    });
    expect(await acceptInvitation(db(), token, "hashed:chosen", hours(1))).toMatchObject({
      state: "valid",
    });
    const [credential] = await db().select().from(account).where(eq(account.userId, id));
    expect(credential).toMatchObject({ providerId: "credential", password: "hashed:chosen" });
    expect((await db().select().from(user).where(eq(user.id, id)))[0]?.emailVerified).toBe(true);

    // Single use: the same link again says so and names whom to ask.
    const again = { state: "used", askName: "Megan", askEmail: megan.email };
    expect(await acceptInvitation(db(), token, "hashed:other", hours(2))).toEqual(again);
    expect(await lookUpInvitation(db(), token, hours(2))).toEqual(again);
    expect((await db().select().from(account).where(eq(account.userId, id)))[0]?.password).toBe(
      "hashed:chosen",
    );
    expect((await listUsers(db(), { q: "sam", page: 1 }, hours(2))).rows[0]?.state).toBe("active");
    expect(await summaries(db)).toEqual([
      "Megan invited Sam Lee as a teacher",
      "Sam Lee accepted the invitation and chose a password",
    ]);
  });

  it("a link runs out after 72 hours; a resent one replaces it, and a withdrawn one is gone", async () => {
    const megan = await seedUser(db(), "admin", { name: "Megan" });
    const { id } = await inviteStaff(
      db(),
      actorOf(megan),
      { name: "Ana Ruiz", email: "ana@example.com", role: "admin" },
      NOW,
      SITE,
    );
    const first = (await linkTokenTo(db, "ana@example.com")).token;
    const justBefore = new Date(hours(72).getTime() - 1);
    expect((await lookUpInvitation(db(), first, justBefore)).state).toBe("valid");
    expect(await lookUpInvitation(db(), first, hours(72))).toEqual({
      state: "expired",
      askName: "Megan",
      askEmail: megan.email,
    });
    expect((await acceptInvitation(db(), first, "hashed:late", hours(73))).state).toBe("expired");
    expect(await db().select().from(account).where(eq(account.userId, id))).toEqual([]);
    expect((await listUsers(db(), { q: "ana", page: 1 }, hours(73))).rows[0]?.state).toBe(
      "invitation_expired",
    );

    await resendInvitation(db(), actorOf(megan), id, hours(73), SITE);
    const second = (await linkTokenTo(db, "ana@example.com")).token;
    expect(second).not.toBe(first);
    expect((await lookUpInvitation(db(), first, hours(74))).state).toBe("unknown");
    expect((await lookUpInvitation(db(), second, hours(74))).state).toBe("valid");

    await withdrawInvitation(db(), actorOf(megan), id);
    expect(await db().select().from(user).where(eq(user.id, id))).toEqual([]);
    expect((await lookUpInvitation(db(), second, hours(74))).state).toBe("unknown");
    expect((await failureOf(withdrawInvitation(db(), actorOf(megan), id))).message).toBe(
      "That account no longer exists.",
    );
    expect(await summaries(db)).toEqual([
      "Megan invited Ana Ruiz as an admin",
      "Megan sent Ana Ruiz a new invitation",
      "Megan withdrew the invitation of Ana Ruiz",
    ]);
  });

  it("an accepted invitation can be neither resent nor withdrawn", async () => {
    const megan = await seedUser(db(), "admin", { name: "Megan" });
    const { id } = await inviteStaff(
      db(),
      actorOf(megan),
      { name: "Jo", email: "jo@example.com", role: "teacher" },
      NOW,
      SITE,
    );
    await acceptInvitation(db(), (await linkTokenTo(db, "jo@example.com")).token, "hashed:x", NOW);
    expect((await failureOf(resendInvitation(db(), actorOf(megan), id, NOW, SITE))).message).toBe(
      NOT_PENDING_MESSAGE,
    );
    expect((await failureOf(withdrawInvitation(db(), actorOf(megan), id))).message).toBe(
      NOT_PENDING_MESSAGE,
    );
  });

  it("never deactivates or demotes the last active admin; an invited admin does not count", async () => {
    const megan = await seedUser(db(), "admin", { name: "Megan" });
    const other = await seedUser(db(), "admin", { name: "Ola" });
    await setDisabled(db(), actorOf(megan), { userId: other.id, disabled: true });
    const { id: invitee } = await inviteStaff(
      db(),
      actorOf(megan),
      { name: "New Admin", email: "new@example.com", role: "admin" },
      NOW,
      SITE,
    );
    const teacher = await seedUser(db(), "teacher");
    expect(
      (await failureOf(changeRole(db(), actorOf(teacher), { userId: megan.id, role: "teacher" })))
        .message,
    ).toBe(LAST_ADMIN_MESSAGE);
    expect(
      (await failureOf(setDisabled(db(), actorOf(teacher), { userId: megan.id, disabled: true })))
        .message,
    ).toBe(LAST_ADMIN_MESSAGE);
    expect(
      (await failureOf(setDisabled(db(), actorOf(megan), { userId: invitee, disabled: true })))
        .message,
    ).toBe(INVITED_MESSAGE);
    // Once the invitee has joined, Megan may step down.
    await acceptInvitation(db(), (await linkTokenTo(db, "new@example.com")).token, "hashed:x", NOW);
    expect(await changeRole(db(), actorOf(teacher), { userId: megan.id, role: "teacher" })).toBe(
      true,
    );
  });

  it("deactivation ends every session at once, keeps the account and its activities, and reactivation restores it", async () => {
    const megan = await seedUser(db(), "admin", { name: "Megan" });
    const tutor = await seedUser(db(), "teacher", { name: "Tess Tutor" });
    await seedSession(
      db,
      tutor.id,
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0",
    );
    await seedSession(
      db,
      tutor.id,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1",
    );
    await db().insert(activities).values({
      shareCode: "abcdefghijkl",
      title: "Short a",
      template: "anagram",
      content: {},
      ownerId: tutor.id,
    });

    expect(await setDisabled(db(), actorOf(megan), { userId: tutor.id, disabled: true })).toBe(
      true,
    );
    expect(await db().select().from(session).where(eq(session.userId, tutor.id))).toEqual([]);
    const [kept] = await db().select().from(user).where(eq(user.id, tutor.id));
    expect(kept).toMatchObject({ name: "Tess Tutor", disabled: true });
    const [row] = (await listUsers(db(), { q: "tess", page: 1 }, NOW)).rows;
    expect(row).toMatchObject({ state: "deactivated", liveActivities: 1, sessions: 0 });
    // Their shared activity keeps working until the admin pauses it.
    expect((await db().select().from(activities))[0]?.paused).toBe(false);
    expect(await pauseActivitiesOf(db(), actorOf(megan), tutor.id)).toBe(1);
    expect((await db().select().from(activities))[0]?.paused).toBe(true);

    expect(await setDisabled(db(), actorOf(megan), { userId: tutor.id, disabled: false })).toBe(
      true,
    );
    expect((await listUsers(db(), { q: "tess", page: 1 }, NOW)).rows[0]?.state).toBe("active");
    expect(await summaries(db)).toEqual([
      "Megan deactivated Tess Tutor's account",
      "Megan paused Tess Tutor's 1 shared activity",
      "Megan reactivated Tess Tutor's account",
    ]);
  });

  it("lists an account's sessions and ends one, the others, or all of them", async () => {
    const megan = await seedUser(db(), "admin", { name: "Megan" });
    const tutor = await seedUser(db(), "teacher", { name: "Tess" });
    const mac = await seedSession(
      db,
      tutor.id,
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0",
    );
    const phone = await seedSession(
      db,
      tutor.id,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1",
    );
    const tablet = await seedSession(
      db,
      tutor.id,
      "Mozilla/5.0 (Linux; Android 14) Chrome/131.0.0.0 Safari/537.36",
    );
    const seen = await listSessionsOf(db(), tutor.id, NOW, mac);
    expect(seen.map((s) => [s.device, s.address, s.current]).sort()).toEqual([
      ["Chrome on Android", "203.0.113.7", false],
      ["Firefox on Mac", "203.0.113.7", true],
      ["Safari on iPhone or iPad", "203.0.113.7", false],
    ]);
    // Someone else's session id is treated as gone.
    expect((await failureOf(endSession(db(), actorOf(tutor), megan.id, phone))).message).toBe(
      SESSION_GONE_MESSAGE,
    );

    await endSession(db(), actorOf(tutor), tutor.id, phone);
    expect(await endSessionsOf(db(), actorOf(tutor), tutor.id, mac)).toBe(1);
    expect((await listSessionsOf(db(), tutor.id, NOW)).map((s) => s.id)).toEqual([mac]);
    expect(tablet).not.toBe(mac);
    expect(await endSessionsOf(db(), actorOf(megan), tutor.id)).toBe(1);
    expect(await listSessionsOf(db(), tutor.id, NOW)).toEqual([]);
    expect(await summaries(db)).toEqual([
      "Tess ended their own session on Safari on iPhone or iPad",
      "Tess ended all their other sessions (1)",
      "Megan ended all of Tess's sessions (1)",
    ]);
  });
});
