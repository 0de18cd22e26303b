// The lead-source report: counts by source / medium / campaign and stage from seeded leads with
// known attributions, the weekly series, the period's edges in MT, a rescheduled consultation
// counted once; and who may see it: the page and the CSV refuse anyone but an admin, and bad
// dates get a clear 400, not a 500.
import type * as AdminSession from "../../helpers/admin-session";
import { loadLeadSourceReport } from "@/lib/crm/reports/reports";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import { resetAdminTables, seedConsultation, seedContact, seedIntake } from "./admin-fixtures";
import {
  actAs,
  anonymous,
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
jest.setTimeout(240_000);

type Page = (props: Record<string, unknown>) => Promise<unknown>;

const tags = (
  source: string | null,
  medium: string | null,
  campaign: string | null,
  gclid: string | null = null,
) => ({
  attribution: {
    gclid,
    utm_source: source,
    utm_medium: medium,
    utm_campaign: campaign,
    utm_term: null,
    utm_content: null,
    referrer: null,
    ts: null,
  },
  gclid,
});
// Mid-morning MT on given days of January 2030 (MST = UTC-7).
const on = (day: number, hour = 10) => new Date(Date.UTC(2030, 0, day, hour + 7));
const JANUARY = { from: "2030-01-01", to: "2030-01-31" };

describe.each(testDatabaseTargets())("lead-source report on $label", (target) => {
  const database = testDatabaseForApp(target);
  let people: Record<"admin" | "member" | "teacher", Persona>;
  let page: Page;
  let exportCsv: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    await resetAdminTables(database().db);
    people = {
      admin: await persona(database(), "admin"),
      member: await persona(database(), "member"),
      teacher: await persona(database(), "teacher"),
    };
    page = (await import("@/app/(staff)/admin/reports/page")).default as Page;
    exportCsv = (await import("@/app/api/admin/reports/export/route")).GET;
    const db = database().db;

    // google / cpc / reading: three leads, two booked, one held, one enrolled.
    await seedIntake(db, {
      ...tags("Google", "CPC", "reading"),
      createdAt: on(6),
      conversionStage: "enrolled",
    });
    await seedIntake(db, {
      ...tags("google", "cpc", "reading"),
      email: "b@example.com",
      createdAt: on(7),
      conversionStage: "consultation_booked",
    });
    await seedContact(db, { ...tags("google", "cpc", "reading"), createdAt: on(8) });
    // A Google Ads click without utm tags counts as google / cpc, campaign not set.
    await seedIntake(db, {
      ...tags(null, null, null, "gclid-1"),
      email: "c@example.com",
      createdAt: on(14),
    });
    // facebook / social / =HYPERLINK("evil") — a formula in a visitor's URL must not run in a spreadsheet.
    await seedContact(db, {
      ...tags("facebook", "social", '=HYPERLINK("http://evil.example")'),
      email: "d@example.com",
      createdAt: on(15),
      conversionStage: "consultation_completed",
    });
    // No tags at all: (direct) / (none). A consultation booked, then moved: one lead, held after the move.
    const first = await seedConsultation(db, {
      ...tags(null, null, null),
      createdAt: on(20),
      bookingStatus: "cancelled",
      conversionStage: "consultation_booked",
    });
    await seedConsultation(db, {
      ...tags(null, null, null),
      createdAt: on(21),
      rescheduledFrom: first.id,
      bookingStatus: "completed",
      conversionStage: "consultation_completed",
    });
    // A calendar booking that was cancelled is not a conversion: a lead, neither booked nor held.
    await seedConsultation(db, {
      ...tags("newsletter", "email", "spring"),
      email: "e@example.com",
      createdAt: on(22),
      bookingStatus: "cancelled",
      conversionStage: "lost",
    });
    // Outside the period by minutes either side (MT midnight, not UTC midnight).
    await seedIntake(db, {
      ...tags("google", "cpc", "reading"),
      email: "early@example.com",
      createdAt: new Date("2030-01-01T06:59:00Z"),
    });
    await seedIntake(db, {
      ...tags("google", "cpc", "reading"),
      email: "late@example.com",
      createdAt: new Date("2030-02-01T07:00:00Z"),
    });
  });

  it("counts leads, bookings, consultations held and enrolments by source, medium and campaign", async () => {
    const report = await loadLeadSourceReport(database().db, JANUARY);
    const row = (source: string, medium: string, campaign: string) =>
      report.rows.find(
        (r) => r.source === source && r.medium === medium && r.campaign === campaign,
      );
    expect(row("google", "cpc", "reading")).toMatchObject({
      leads: 3,
      booked: 2,
      held: 1,
      enrolled: 1,
    });
    expect(row("google", "cpc", "(not set)")).toMatchObject({
      leads: 1,
      booked: 0,
      held: 0,
      enrolled: 0,
    });
    expect(row("facebook", "social", '=HYPERLINK("http://evil.example")')).toMatchObject({
      leads: 1,
      booked: 1,
      held: 1,
      enrolled: 0,
    });
    expect(row("(direct)", "(none)", "(not set)")).toMatchObject({
      leads: 1,
      booked: 1,
      held: 1,
      enrolled: 0,
    });
    expect(row("newsletter", "email", "spring")).toMatchObject({
      leads: 1,
      booked: 0,
      held: 0,
      enrolled: 0,
    });
    expect(report.rows).toHaveLength(5);
    expect(report.totals).toEqual({ leads: 7, booked: 4, held: 3, enrolled: 1 });
    expect(report.rows[0]).toMatchObject({ source: "google", campaign: "reading" });

    // Weeks start on Monday in MT; January 6, 2030 is a Sunday, so it belongs to the week of Dec 31.
    expect(report.weekly.weeks).toEqual([
      "2029-12-31",
      "2030-01-07",
      "2030-01-14",
      "2030-01-21",
      "2030-01-28",
    ]);
    const weekly = Object.fromEntries(report.weekly.sources.map((s) => [s.source, s.counts]));
    expect(weekly).toEqual({
      google: [1, 2, 1, 0, 0],
      "(direct)": [0, 0, 1, 0, 0],
      facebook: [0, 0, 1, 0, 0],
      newsletter: [0, 0, 0, 1, 0],
    });

    const oneDay = await loadLeadSourceReport(database().db, {
      from: "2030-01-06",
      to: "2030-01-06",
    });
    expect(oneDay.totals.leads).toBe(1);
    const edges = await loadLeadSourceReport(database().db, {
      from: "2029-12-31",
      to: "2030-02-01",
    });
    expect(edges.totals.leads).toBe(9);
  });

  const outsiders: [string, () => Headers, string][] = [
    ["an anonymous visitor", anonymous, "/login?next="],
    ["a member", () => people.member.headers(), "/?denied=1"],
    ["a teacher", () => people.teacher.headers(), "/?denied=1"],
  ];

  it.each(outsiders)(
    "refuses %s the page and the CSV, leaking nothing",
    async (_who, headersOf, redirectTo) => {
      actAs(headersOf());
      expect(
        (await redirectOf(page({ searchParams: Promise.resolve({}) })))?.startsWith(redirectTo),
      ).toBe(true);
      const response = await exportCsv(
        new Request(`${SITE}/api/admin/reports/export?from=2030-01-01&to=2030-01-31`, {
          headers: headersOf(),
        }),
      );
      expect([401, 403]).toContain(response.status);
      expect(await response.text()).not.toMatch(/google|facebook|reading/);
    },
  );

  it("gives an admin the CSV, safe to open in a spreadsheet, and answers bad dates with a clear 400", async () => {
    actAs(people.admin.headers());
    expect(
      await redirectOf(
        page({ searchParams: Promise.resolve({ from: "2030-01-01", to: "2030-01-31" }) }),
      ),
    ).toBeNull();
    expect(
      await redirectOf(page({ searchParams: Promise.resolve({ from: "2030-02-30" }) })),
    ).toBeNull();

    const csv = await exportCsv(
      new Request(`${SITE}/api/admin/reports/export?from=2030-01-01&to=2030-01-31`, {
        headers: people.admin.headers(),
      }),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="lead-sources-2030-01-01-to-2030-01-31.csv"',
    );
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Source","Medium","Campaign","Leads","Consultations booked","Consultations held","Enrolled","Leads to booked","Booked to held","Held to enrolled","Leads to enrolled"',
    );
    expect(lines).toContain('"google","cpc","reading","3","2","1","1","67%","50%","100%","33%"');
    expect(lines).toContain(
      '"facebook","social","\'=HYPERLINK(""http://evil.example"")","1","1","1","0","100%","100%","0%","0%"',
    );
    expect(lines.at(-1)).toBe(
      '"All sources, 2030-01-01 to 2030-01-31","","","7","4","3","1","57%","75%","33%","14%"',
    );

    const cases: [string, string][] = [
      [
        "from=2030-02-30",
        "The start date is not a real date. Use the date picker or write it as YYYY-MM-DD.",
      ],
      [
        "to=yesterday",
        "The end date is not a real date. Use the date picker or write it as YYYY-MM-DD.",
      ],
      ["from=2030-02-01&to=2030-01-01", "The start date is after the end date. Please swap them."],
      ["from=2020-01-01&to=2030-01-01", "Please choose a period of at most three years."],
    ];
    for (const [query, message] of cases) {
      const bad = await exportCsv(
        new Request(`${SITE}/api/admin/reports/export?${query}`, {
          headers: people.admin.headers(),
        }),
      );
      expect([query, bad.status, await bad.json()]).toEqual([query, 400, { error: message }]);
    }
  });
});
