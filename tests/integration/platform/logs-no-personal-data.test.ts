// No personal data in any log line: when the database fails while a lead is saved, through the
// route handler or the no-JavaScript server action, the error is logged by name, code, table and
// a request id, and nothing the parent typed (name, phone, email, free text) reaches the log.
import type * as IntakeRoute from "@/app/api/intake/route";
import type * as ContactRoute from "@/app/api/contact/route";
import type * as LeadActions from "@/lib/leads/actions";
import { sql } from "drizzle-orm";
import { issueBuiltinToken } from "@/lib/bot-check/server";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { testDatabaseForApp } from "../../helpers/test-db";

let actionHeaders = new Headers();
jest.mock("next/headers", () => ({
  headers: () => Promise.resolve(actionHeaders),
  cookies: () =>
    Promise.resolve({
      get: () => undefined,
      getAll: () => [],
      set: () => undefined,
      delete: () => undefined,
      has: () => false,
    }),
}));

/* eslint-disable @typescript-eslint/no-require-imports -- these load after the next/headers mock above */
const intakeRoute = require("@/app/api/intake/route") as typeof IntakeRoute;
const contactRoute = require("@/app/api/contact/route") as typeof ContactRoute;
const actions = require("@/lib/leads/actions") as typeof LeadActions;
/* eslint-enable @typescript-eslint/no-require-imports */

const parent = {
  name: "Quillon Harrowgate",
  email: "quillon.harrowgate@example.com",
  phone: "(801) 555-0177",
  phoneDigits: "5550177",
  school: "Brambleford Elementary",
  story: "Marisol has an epilepsy diagnosis and reverses letters since spring",
};
const secrets = [
  parent.name,
  "Quillon",
  "Harrowgate",
  parent.email,
  "quillon",
  parent.phone,
  parent.phoneDigits,
  "0177",
  parent.school,
  "Brambleford",
  parent.story,
  "epilepsy",
  "Marisol",
];

const database = testDatabaseForApp();
let secret = "";
let nonce = 0;
let lines: string[] = [];
const token = (action: "intake" | "contact") =>
  issueBuiltinToken(secret, action, new Date(Date.now() - 10_000), `logs-${(nonce += 1)}`);

function capture() {
  lines = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  jest.spyOn(console, "error").mockImplementation(keep);
  jest.spyOn(console, "log").mockImplementation(keep);
  jest.spyOn(console, "warn").mockImplementation(keep);
}

function expectNoPersonalData() {
  const text = lines.join("\n").toLowerCase();
  for (const value of secrets) expect(text).not.toContain(value.toLowerCase());
}

function errorLines(): Record<string, unknown>[] {
  return lines.flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      return parsed.level === "error" ? [parsed] : [];
    } catch {
      return [];
    }
  });
}

beforeAll(async () => {
  secret = await resolveAppSecret(database().db);
  // Every save now fails inside the database at the insert, whose error carries the values
  // twice: drizzle's message lists the parameters, PostgreSQL's detail the failing row.
  for (const table of ["intake_forms", "contact_forms"])
    await database().db.execute(
      sql.raw(`alter table ${table} add constraint refuse_for_test check (false) not valid`),
    );
});
beforeEach(capture);
afterEach(() => jest.restoreAllMocks());

const post = (body: unknown) =>
  new Request("http://localhost/api/lead", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${nonce % 250}` },
    body: JSON.stringify(body),
  });

describe("a database failure while saving a lead", () => {
  it("route handler: 500 with a request id; the log names the error, not the parent", async () => {
    const response = await intakeRoute.POST(
      post({
        parentName: parent.name,
        email: parent.email,
        phone: parent.phone,
        studentAge: "9",
        school: parent.school,
        struggles: ["reading"],
        strugglesDetails: parent.story,
        recaptchaToken: token("intake"),
      }),
    );
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string; requestId?: string };
    const errors = errorLines();
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors)).toContain("intake_forms");
    expect(errors.some((e) => e.requestId === body.requestId)).toBe(true);
    expect(errors.every((e) => typeof e.requestId === "string")).toBe(true);
    expectNoPersonalData();
  });

  it("contact route handler logs nothing the person wrote", async () => {
    const response = await contactRoute.POST(
      post({
        name: parent.name,
        email: parent.email,
        subject: "general",
        message: parent.story,
        recaptchaToken: token("contact"),
      }),
    );
    expect(response.status).toBe(500);
    expect(errorLines().length).toBeGreaterThan(0);
    expectNoPersonalData();
  });

  it("no-JavaScript server action: the form shows an error and the log has no personal data", async () => {
    actionHeaders = new Headers({ host: "localhost", "x-forwarded-for": "198.51.100.7" });
    const form = new FormData();
    for (const [key, value] of Object.entries({
      parentName: parent.name,
      email: parent.email,
      phone: parent.phone,
      studentAge: "9",
      school: parent.school,
      strugglesDetails: parent.story,
      goals: parent.story,
      recaptchaToken: token("intake"),
    }))
      form.set(key, value);
    form.append("struggles", "reading");
    const state = await actions.submitStartHereIntakeForm(
      { status: "idle", values: {} } as never,
      form,
    );
    expect(state.status).toBe("error");
    const errors = errorLines();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => typeof e.requestId === "string")).toBe(true);
    expectNoPersonalData();
  });
});
