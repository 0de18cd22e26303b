// Every admin page, server action and route handler, called directly (not through the UI or
// proxy.ts) as an anonymous visitor, a member and a teacher: each is refused, nothing changes and
// no lead data comes back. Admins get in, but only from this site and, when required, with
// two-factor sign-in on.
import type * as AdminSession from "../../helpers/admin-session";
import { sql } from "drizzle-orm";
import { eq } from "drizzle-orm";
import { user } from "@/db/schema";
import { CROSS_SITE_MESSAGE } from "@/lib/crm/access";
import { createRequest } from "@/lib/crm/privacy/data-requests";
import {
  setAdminTwoFactorRequired,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from "@/lib/crm/staff/two-factor-policy";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import {
  resetAdminTables,
  seedConsultation,
  seedContact,
  seedIntake,
  seedRequest,
} from "../admin/admin-fixtures";
import {
  actAs,
  anonymous,
  form,
  persona,
  redirectOf,
  SITE,
  type Persona,
} from "../../helpers/admin-session";

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

const admin = "@/app/(staff)/admin";
type Action = (previous: null, data: FormData) => Promise<{ ok: boolean; message: string }>;
type Page = (props: Record<string, unknown>) => Promise<unknown>;

describe.each(testDatabaseTargets())("admin access control on $label", (target) => {
  const database = testDatabaseForApp(target);
  let people: Record<"admin" | "member" | "teacher", Persona>;
  let ids: { intake: string; contact: string; consultation: string; request: string };
  let pages: [string, Page, Record<string, unknown>][];
  let actions: [string, Action, Record<string, string>][];
  let routes: {
    exportCsv: (r: Request) => Promise<Response>;
    summary: (r: Request) => Promise<Response>;
  };

  const fingerprint = async () => {
    const result = await database().db.execute(sql`select
      (select count(*) from audit_log) as audits, (select count(*) from lead_activity) as activity,
      (select count(*) from data_requests) as requests, (select count(*) from availability_overrides) as overrides,
      (select string_agg(id || role || disabled::text || must_change_password::text, ',' order by id) from "user") as users,
      (select string_agg(version::text || status || booking_status, ',' order by id) from consultation_bookings) as consultations,
      (select string_agg(version::text || status || jsonb_array_length(crm_notes)::text, ',' order by id) from intake_forms) as intakes,
      (select weekly_hours::text || slot_minutes || remind_day_before::text || remind_hour_before::text from availability_settings) as settings,
      (select string_agg(user_id || token_hash, ',' order by user_id) from staff_calendar_feeds) as feeds,
      (select count(*) from app_settings) as settings_rows, (select count(*) from email_templates) as templates, (select count(*) from email_outbox) as emails`);
    return JSON.stringify(result);
  };

  beforeAll(async () => {
    await resetAdminTables(database().db);
    people = {
      admin: await persona(database(), "admin"),
      member: await persona(database(), "member"),
      teacher: await persona(database(), "teacher"),
    };
    ids = {
      intake: (await seedIntake(database().db)).id,
      contact: (await seedContact(database().db)).id,
      consultation: (
        await seedConsultation(database().db, { startAt: new Date(Date.now() + 3 * 86_400_000) })
      ).id,
      request: (await seedRequest(database().db)).id,
    };
    const dataRequest = await createRequest(
      database().db,
      { id: people.admin.id, email: people.admin.email },
      { kind: "deletion", email: "avery@example.com", receivedOn: "2026-01-05" },
      "secret",
      new Date(),
    );
    const load = async <T>(path: string): Promise<T> => (await import(`${admin}/${path}`)) as T;
    const id = { id: ids.intake };
    pages = [
      ["dashboard", (await load<{ default: Page }>("page")).default, {}],
      [
        "leads",
        (await load<{ default: Page }>("leads/page")).default,
        { searchParams: Promise.resolve({}) },
      ],
      [
        "lead",
        (await load<{ default: Page }>("leads/[type]/[id]/page")).default,
        { params: Promise.resolve({ type: "intake", ...id }), searchParams: Promise.resolve({}) },
      ],
      [
        "consultations",
        (await load<{ default: Page }>("consultations/page")).default,
        { searchParams: Promise.resolve({}) },
      ],
      ["availability", (await load<{ default: Page }>("availability/page")).default, {}],
      [
        "staff",
        (await load<{ default: Page }>("staff/page")).default,
        { searchParams: Promise.resolve({}) },
      ],
      ["data requests", (await load<{ default: Page }>("data-requests/page")).default, {}],
      [
        "data request",
        (await load<{ default: Page }>("data-requests/[id]/page")).default,
        { params: Promise.resolve({ id: dataRequest }) },
      ],
      [
        "outbox",
        (await load<{ default: Page }>("outbox/page")).default,
        { searchParams: Promise.resolve({}) },
      ],
      [
        "audit",
        (await load<{ default: Page }>("audit/page")).default,
        { searchParams: Promise.resolve({}) },
      ],
      [
        "pipeline",
        (await load<{ default: Page }>("pipeline/page")).default,
        { searchParams: Promise.resolve({}) },
      ],
      ["templates", (await load<{ default: Page }>("templates/page")).default, {}],
      ["calendar feed", (await import("@/app/(staff)/account/calendar/page")).default, {}],
    ];
    const leads = await load<Record<string, Action>>("leads/actions");
    const consultations = await load<Record<string, Action>>("consultations/actions");
    const availability = await load<Record<string, Action>>("availability/actions");
    const staff = await load<Record<string, Action>>("staff/actions");
    const outbox = await load<Record<string, Action>>("outbox/actions");
    const requests = await load<Record<string, Action>>("data-requests/actions");
    const pipeline = await load<Record<string, Action>>("pipeline/actions");
    const templates = await load<Record<string, Action>>("templates/actions");
    const calendarFeed =
      (await import("@/app/(staff)/account/calendar/actions")) as unknown as Record<string, Action>;
    const crm = {
      type: "intake",
      id: ids.intake,
      version: "1",
      status: "contacted",
      priority: "high",
      conversionStage: "intake_submitted",
      assignedTo: "",
      nextFollowUpDate: "",
      lastContactDate: "",
    };
    const someone = { userId: "" };
    const request = { id: "0f8fad5b-d9cb-469f-a165-70867728950e", email: "avery@example.com" };
    actions = [
      ["updateLead", leads.updateLeadAction!, crm],
      ["addNote", leads.addNoteAction!, { type: "intake", id: ids.intake, body: "A note" }],
      [
        "markOutcome",
        consultations.markOutcomeAction!,
        { id: ids.consultation, version: "1", outcome: "completed" },
      ],
      [
        "cancelConsultation",
        consultations.cancelConsultationAction!,
        { id: ids.consultation, version: "1" },
      ],
      [
        "inviteToRebook",
        consultations.inviteToRebookAction!,
        { id: ids.consultation, version: "1" },
      ],
      [
        "scheduleRequest",
        consultations.scheduleRequestAction!,
        {
          id: ids.request,
          version: "1",
          slot: "2030-01-10T17:00:00.000Z|2030-01-10T17:30:00.000Z",
        },
      ],
      [
        "saveSettings",
        availability.saveSettingsAction!,
        {
          slotMinutes: "60",
          bufferMinutes: "0",
          minNoticeHours: "2",
          horizonDays: "60",
          holdMinutes: "5",
        },
      ],
      ["addOverride", availability.addOverrideAction!, { date: "2099-12-25", kind: "closed" }],
      ["removeOverride", availability.removeOverrideAction!, { id: request.id }],
      ["saveReminders", availability.saveRemindersAction!, { remindDayBefore: "on" }],
      [
        "moveStage",
        pipeline.moveStageAction!,
        { type: "intake", id: ids.intake, version: "1", stage: "enrolled" },
      ],
      [
        "saveTemplate",
        templates.saveTemplateAction!,
        { key: "intake_first_reply", subject: "Hello", body: "Hi there" },
      ],
      [
        "sendReply",
        templates.sendLeadReplyAction!,
        { type: "intake", id: ids.intake, subject: "Hello", body: "Hi there" },
      ],
      ["issueFeed", calendarFeed.issueFeedAction!, {}],
      ["revokeFeed", calendarFeed.revokeFeedAction!, {}],
      [
        "inviteStaff",
        staff.inviteStaffAction!,
        { name: "New Teacher", email: "new-teacher@example.com", role: "admin" },
      ],
      ["resendInvitation", staff.resendInvitationAction!, someone],
      ["withdrawInvitation", staff.withdrawInvitationAction!, someone],
      ["changeRole", staff.changeRoleAction!, { ...someone, role: "admin" }],
      ["setDisabled", staff.setDisabledAction!, { ...someone, disabled: "true" }],
      ["pauseActivities", staff.pauseActivitiesAction!, someone],
      ["sendResetLink", staff.sendResetLinkAction!, someone],
      ["endStaffSession", staff.endStaffSessionAction!, { ...someone, sessionId: "any" }],
      ["endStaffSessions", staff.endStaffSessionsAction!, someone],
      ["twoFactorPolicy", staff.twoFactorPolicyAction!, { required: "true" }],
      ["retryEmail", outbox.retryEmailAction!, { id: "all" }],
      [
        "createRequest",
        requests.createRequestAction!,
        { kind: "deletion", email: "avery@example.com", receivedOn: "2026-01-01" },
      ],
      ["markStage", requests.markStageAction!, { id: request.id, stage: "acknowledged" }],
      ["closeRequest", requests.closeRequestAction!, { id: request.id, reason: "test" }],
      ["findData", requests.findDataAction!, request],
      ["exportData", requests.exportDataAction!, request],
      ["fulfilAccess", requests.fulfilAccessAction!, request],
      ["deleteData", requests.deleteDataAction!, { ...request, confirm: "delete" }],
    ];
    routes = {
      exportCsv: (await import("@/app/api/admin/leads/export/route")).GET,
      summary: (await import("@/app/api/admin/summary/route")).GET,
    };
  });

  const outsiders: [string, () => Headers, string, string][] = [
    ["an anonymous visitor", anonymous, "/login?next=", "Please sign in to continue."],
    ["a member", () => people.member.headers(), "/?denied=1", "You don't have access to this."],
    ["a teacher", () => people.teacher.headers(), "/?denied=1", "You don't have access to this."],
  ];

  it.each(outsiders)(
    "refuses %s on every page, action and route, leaking nothing",
    async (_who, headersOf, redirectTo, message) => {
      actAs(headersOf());
      const before = await fingerprint();
      for (const [name, page, props] of pages) {
        const to = await redirectOf(page(props));
        expect([name, to?.startsWith(redirectTo)]).toEqual([name, true]);
      }
      const allData = { someone: people.member.id };
      for (const [name, action, values] of actions) {
        const result = await action(
          null,
          form({ ...values, ...(values.userId === "" ? { userId: allData.someone } : {}) }),
        );
        expect([name, result]).toEqual([name, { ok: false, message }]);
      }
      for (const route of [routes.exportCsv, routes.summary]) {
        const response = await route(
          new Request(`${SITE}/api/admin/leads/export`, { headers: headersOf() }),
        );
        expect([401, 403]).toContain(response.status);
        const body = await response.text();
        expect(body).not.toMatch(/avery@example\.com|casey@example\.com|Avery Parent|intakeForms/);
      }
      expect(await fingerprint()).toBe(before);
    },
  );

  it("lets an admin in, from this site only", async () => {
    actAs(people.admin.headers());
    for (const [name, page, props] of pages)
      expect([name, await redirectOf(page(props))]).toEqual([name, null]);
    const note = actions.find(([name]) => name === "addNote")!;
    expect(await note[1](null, form(note[2]))).toEqual({ ok: true, message: "Note added." });

    // Bad form values get a clear message and change nothing.
    const before = await fingerprint();
    const update = actions.find(([name]) => name === "updateLead")!;
    expect(await update[1](null, form({ ...update[2], status: "won" }))).toMatchObject({
      ok: false,
      message: "Choose a status from the list.",
    });
    expect(
      await update[1](null, form({ ...update[2], nextFollowUpDate: "2030-02-30" })),
    ).toMatchObject({ ok: false, message: "Use a real date (YYYY-MM-DD)." });
    expect(await update[1](null, form({ ...update[2], id: "not-a-uuid" }))).toMatchObject({
      ok: false,
      message: "That lead id is not valid.",
    });
    const availability = actions.find(([name]) => name === "saveSettings")!;
    expect(
      await availability[1](
        null,
        form({ ...availability[2], d2w0start: "10:00", d2w0end: "09:00" }),
      ),
    ).toEqual({ ok: false, message: "Tuesday: each window must end after it starts." });
    const move = actions.find(([name]) => name === "moveStage")!;
    expect(await move[1](null, form({ ...move[2], stage: "graduated" }))).toMatchObject({
      ok: false,
      message: "Choose a stage from the list.",
    });
    expect(await move[1](null, form({ ...move[2], version: "x" }))).toMatchObject({
      ok: false,
      message: "The form is out of date; please reload the page.",
    });
    const reply = actions.find(([name]) => name === "sendReply")!;
    expect(await reply[1](null, form({ ...reply[2], body: "" }))).toMatchObject({
      ok: false,
      message: "Write the message first.",
    });
    const reminders = actions.find(([name]) => name === "saveReminders")!;
    expect(await reminders[1](null, form({ remindDayBefore: "yes please" }))).toMatchObject({
      ok: false,
      message: "That choice is not valid.",
    });
    expect(await fingerprint()).toBe(before);

    actAs(people.admin.headers({ origin: "https://evil.example" }));
    expect(await note[1](null, form(note[2]))).toEqual({ ok: false, message: CROSS_SITE_MESSAGE });
    const noOrigin = people.admin.headers();
    noOrigin.delete("origin");
    actAs(noOrigin);
    expect(await note[1](null, form(note[2]))).toEqual({ ok: false, message: CROSS_SITE_MESSAGE });
    expect(await fingerprint()).toBe(before);

    actAs(people.admin.headers());
    const csv = await routes.exportCsv(
      new Request(`${SITE}/api/admin/leads/export?type=intake`, {
        headers: people.admin.headers(),
      }),
    );
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain("avery@example.com");
    const bad = await routes.exportCsv(
      new Request(`${SITE}/api/admin/leads/export?page=-1`, { headers: people.admin.headers() }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'The page number "-1" is not valid; use a whole number from 1 to 100000.',
    });
  });

  it("sends admins without two-factor to set it up when the practice requires it", async () => {
    const { db } = database();
    await setAdminTwoFactorRequired(db, true);
    try {
      actAs(people.admin.headers());
      expect(await redirectOf(pages[0]![1](pages[0]![2]))).toBe("/account/security?required=1");
      const note = actions.find(([name]) => name === "addNote")!;
      expect(await note[1](null, form(note[2]))).toEqual({
        ok: false,
        message: TWO_FACTOR_REQUIRED_MESSAGE,
      });
      const csv = await routes.exportCsv(
        new Request(`${SITE}/api/admin/leads/export`, { headers: people.admin.headers() }),
      );
      expect(csv.status).toBe(403);
      await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, people.admin.id));
      expect(await redirectOf(pages[0]![1](pages[0]![2]))).toBeNull();
    } finally {
      await setAdminTwoFactorRequired(db, false);
      await db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, people.admin.id));
    }
  });

  it("shuts out a disabled admin at once", async () => {
    const other = await persona(database(), "admin");
    await database().db.update(user).set({ disabled: true }).where(eq(user.id, other.id));
    actAs(other.headers());
    expect(await redirectOf(pages[0]![1](pages[0]![2]))).toMatch(/^\/login/);
    const note = actions.find(([name]) => name === "addNote")!;
    expect(await note[1](null, form(note[2]))).toEqual({
      ok: false,
      message: "Please sign in to continue.",
    });
  });
});
