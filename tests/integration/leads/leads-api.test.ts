// Contract tests of the four lead endpoints through their route handlers: 201 {id} with the
// one-time thank-you flag, and a clear 4xx {error} that stores nothing for every bad input
// (missing or wrong bot token, bad fields, malformed bodies, floods). Also the e2e fault switch.
import * as intakeRoute from "@/app/api/intake/route";
import * as assessmentRoute from "@/app/api/assessment-request/route";
import * as contactRoute from "@/app/api/contact/route";
import * as fallbackRoute from "@/app/api/contact-fallback/route";
import { count, sql } from "drizzle-orm";
import { contactForms, emailOutbox, intakeForms } from "@/db/schema";
import { issueBuiltinToken } from "@/lib/bot-check/server";
import { resetServerEnvForTests } from "@/lib/env";
import { E2E_CLIENT_COOKIE, E2E_FAULT_COOKIE } from "@/lib/http/e2e-faults";
import { fieldMessages } from "@/lib/leads/schemas";
import { leadRates } from "@/lib/leads/submit";
import { TOO_MANY_REQUESTS } from "@/lib/rate-limit";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { CLIENT_ADDRESS_HEADER } from "@/server/traffic/client-address.mjs";
import { LIMITED_ROUTES, refusalFromMemory } from "@/server/traffic/public-limits.mjs";
import { testDatabaseForApp } from "../../helpers/test-db";

const database = testDatabaseForApp();
let secret = "";
let nonce = 0;
// Tokens are single-use: every body gets its own, issued as if the form opened ten seconds ago.
const freshToken = (action: "intake" | "contact") =>
  issueBuiltinToken(secret, action, new Date(Date.now() - 10_000), `n-${action}-${++nonce}`);
const tokens = {
  get intake() {
    return freshToken("intake");
  },
  get contact() {
    return freshToken("contact");
  },
};
let ip = 0;
let client = "";

function post(body: unknown, options: { raw?: string; type?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {
    "content-type": options.type ?? "application/json",
    // What the custom server sets from the connection (server/serve.mjs).
    [CLIENT_ADDRESS_HEADER]: client,
  };
  if (options.cookie) headers.cookie = options.cookie;
  return new Request("http://localhost/api/lead", {
    method: "POST",
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
}

async function answer(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cookie: response.headers.get("set-cookie"),
  };
}

async function stored() {
  const [intakes] = await database().db.select({ n: count() }).from(intakeForms);
  const [contacts] = await database().db.select({ n: count() }).from(contactForms);
  const [emails] = await database().db.select({ n: count() }).from(emailOutbox);
  return { intakes: intakes?.n, contacts: contacts?.n, emails: emails?.n };
}
const nothing = { intakes: 0, contacts: 0, emails: 0 };

const intake = () => ({
  parentName: "Jordan Rivera",
  email: "jordan@example.com",
  phone: "(801) 555-0199",
  studentAge: "9",
  school: "Maple",
  struggles: ["reading"],
  recaptchaToken: tokens.intake,
});
const assessment = () => ({
  parentName: "Sam Lee",
  email: "sam@example.com",
  phone: "801 555 0100",
  studentAge: "7",
  struggles: "Spelling",
  goals: "",
  recaptchaToken: tokens.intake,
});
const contact = () => ({
  name: "Pat",
  email: "pat@example.com",
  subject: "general",
  message: "Hello there",
  recaptchaToken: tokens.contact,
});
const fallback = () => ({
  name: "Pat",
  email: "pat@example.com",
  subject: "general",
  message: "Hello there",
  phone: "801 555 0100",
  alternateEmail: "",
  reason: "",
});

const routes = [
  {
    name: "/api/intake",
    form: "intake",
    route: () => intakeRoute,
    body: intake,
    cookie: "bp_ty_intake",
    path: "/thank-you/intake",
    table: "intakes",
    required: "parentName",
  },
  {
    name: "/api/assessment-request",
    form: "assessment",
    route: () => assessmentRoute,
    body: assessment,
    cookie: "bp_ty_intake",
    path: "/thank-you/intake",
    table: "intakes",
    required: "parentName",
  },
  {
    name: "/api/contact",
    form: "contact",
    route: () => contactRoute,
    body: contact,
    cookie: "bp_ty_contact",
    path: "/thank-you/contact",
    table: "contacts",
    required: "name",
  },
  {
    name: "/api/contact-fallback",
    form: "contact-fallback",
    route: () => fallbackRoute,
    body: fallback,
    cookie: "bp_ty_contact",
    path: "/thank-you/contact",
    table: "contacts",
    required: "phone",
  },
] as const;

beforeAll(async () => {
  secret = await resolveAppSecret(database().db);
});
beforeEach(async () => {
  await database().db.execute(
    sql`truncate intake_forms, contact_forms, email_outbox, request_buckets`,
  );
  ip += 1;
  client = `203.0.113.${ip}`;
});
afterEach(() => {
  delete process.env.E2E_TEST_HOOKS;
  resetServerEnvForTests();
});

describe.each(routes)("POST $name", ({ route, body, cookie, path, table, required, form }) => {
  it("answers 201 {id}, stores the lead with two emails and sets the one-time flag", async () => {
    const {
      status,
      body: json,
      cookie: setCookie,
    } = await answer(await route().POST(post(body())));
    expect(status).toBe(201);
    expect(Object.keys(json)).toEqual(["id"]);
    expect(setCookie).toContain(`${cookie}=1`);
    expect(setCookie).toContain(`Path=${path}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(await stored()).toEqual({ ...nothing, [table]: 1, emails: 2 });
  });

  it("answers a repeat with the same id and stores it once", async () => {
    const first = await answer(await route().POST(post(body())));
    const second = await answer(await route().POST(post(body())));
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(await stored()).toEqual({ ...nothing, [table]: 1, emails: 2 });
  });

  it.each([
    ["a wrong content type", { type: "text/plain" }, 415, "Please send the request as JSON."],
    ["a malformed body", { raw: "{not json" }, 400, "The request body is not valid JSON."],
    [
      "an oversized body",
      { raw: JSON.stringify({ message: "x".repeat(40_000) }) },
      413,
      "That request is too large.",
    ],
  ])("refuses %s", async (_name, options, code, message) => {
    const { status, body: json } = await answer(await route().POST(post(body(), options)));
    expect(status).toBe(code);
    expect(json.error).toBe(message);
    expect(await stored()).toEqual(nothing);
  });

  it("refuses missing required fields with a message per field", async () => {
    const { status, body: json } = await answer(
      await route().POST(post({ ...body(), email: "not-an-email", [required]: "  " })),
    );
    expect(status).toBe(400);
    expect(json.code).toBe("invalid");
    expect(json.fieldErrors).toEqual({
      email: ["Please enter a valid email address."],
      [required]: [fieldMessages[required]],
    });
    expect(await stored()).toEqual(nothing);
  });

  it("refuses a flood from one client with 429, then lets another client in", async () => {
    const rule = leadRates[form];
    for (let i = 0; i < rule.limit; i++) await route().POST(post({}));
    const response = await route().POST(post(body()));
    const { status, body: json } = await answer(response);
    expect(status).toBe(429);
    expect(json).toEqual({ error: TOO_MANY_REQUESTS, code: "rate_limited" });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    // From the same bucket, the server now answers the client itself, exactly as the route did.
    const url = Object.keys(LIMITED_ROUTES).find((path) => LIMITED_ROUTES[path] === `lead:${form}`);
    expect(refusalFromMemory({ method: "POST", url, address: client, nowMs: Date.now() })).toEqual({
      status: 429,
      headers: {
        "content-type": "application/json",
        "cache-control": "no-store",
        "retry-after": response.headers.get("retry-after"),
      },
      body: json,
    });
    expect(await stored()).toEqual(nothing);
    client = "198.51.100.7";
    expect((await route().POST(post(body()))).status).toBe(201);
  });

  it("honours the leads-write fault only on a test server, storing nothing", async () => {
    const faulty = { cookie: `${E2E_FAULT_COOKIE}=leads-write` };
    expect((await route().POST(post(body(), faulty))).status).toBe(201);
    await database().db.execute(sql`truncate intake_forms, contact_forms, email_outbox`);
    process.env.E2E_TEST_HOOKS = "1";
    resetServerEnvForTests();
    const { status, body: json } = await answer(await route().POST(post(body(), faulty)));
    expect(status).toBe(500);
    expect(json.error).toBe("Something went wrong on our side. Please try again in a moment.");
    expect(await stored()).toEqual(nothing);
  });
});

describe.each(routes.filter((r) => r.name !== "/api/contact-fallback"))(
  "bot check on $name",
  ({ route, body, form }) => {
    it.each([
      ["a missing token", { recaptchaToken: undefined }],
      ["an empty token", { recaptchaToken: "" }],
      ["a forged token", { recaptchaToken: "intake.abc.def.ghi" }],
      ["a tripped honeypot", { recaptchaToken: `${tokens.intake}.hp` }],
    ])("refuses %s with 403 bot_check_failed", async (_name, change) => {
      const { status, body: json } = await answer(
        await route().POST(post({ ...body(), ...change })),
      );
      expect(status).toBe(403);
      expect(json.code).toBe("bot_check_failed");
      expect(await stored()).toEqual(nothing);
    });

    it("accepts a token once: a different message on the same token is refused, an identical repeat answers as the first", async () => {
      const first = body();
      expect((await route().POST(post(first))).status).toBe(201);
      expect((await route().POST(post(first))).status).toBe(201);
      const reused = await answer(
        await route().POST(
          post({
            ...body(),
            email: "someone.else@example.com",
            recaptchaToken: first.recaptchaToken,
          }),
        ),
      );
      expect(reused.status).toBe(403);
      expect(reused.body.code).toBe("bot_check_failed");
      expect(await stored()).toMatchObject({ emails: 2 });
    });

    it("keeps a token usable when the save fails, so the retry succeeds", async () => {
      process.env.E2E_TEST_HOOKS = "1";
      resetServerEnvForTests();
      const attempt = body();
      expect(
        (await route().POST(post(attempt, { cookie: `${E2E_FAULT_COOKIE}=leads-write` }))).status,
      ).toBe(500);
      expect((await route().POST(post(attempt))).status).toBe(201);
    });

    it("refuses another form's token", async () => {
      const other = form === "contact" ? tokens.intake : tokens.contact;
      expect((await route().POST(post({ ...body(), recaptchaToken: other }))).status).toBe(403);
    });

    it("fails a good token when the test server is asked to (bot-check fault)", async () => {
      process.env.E2E_TEST_HOOKS = "1";
      resetServerEnvForTests();
      const { status, body: json } = await answer(
        await route().POST(post(body(), { cookie: `${E2E_FAULT_COOKIE}=bot-check` })),
      );
      expect(status).toBe(403);
      expect(json.code).toBe("bot_check_failed");
      expect(await stored()).toEqual(nothing);
    });
  },
);

describe("POST /api/contact-fallback", () => {
  it("needs no token, is flagged for review and refuses a filled honeypot", async () => {
    expect(
      (await fallbackRoute.POST(post({ ...fallback(), website: "http://spam.example" }))).status,
    ).toBe(403);
    expect(await stored()).toEqual(nothing);
    expect((await fallbackRoute.POST(post(fallback()))).status).toBe(201);
    const [row] = await database().db.select().from(contactForms);
    expect(row).toMatchObject({
      submissionType: "fallback",
      needsReview: true,
      fallbackVerification: { phone: "801 555 0100", alternateEmail: null, reason: null },
    });
  });
});

it("takes an intake without a school, or from a home-schooling family (issue 36)", async () => {
  const { db } = database();
  const { school: _school, ...noSchool } = intake();
  expect((await intakeRoute.POST(post(noSchool))).status).toBe(201);
  expect(
    (
      await intakeRoute.POST(
        post({ ...intake(), email: "home@example.com", school: "", homeSchooled: "yes" }),
      )
    ).status,
  ).toBe(201);
  const rows = await db
    .select({ email: intakeForms.email, school: intakeForms.school })
    .from(intakeForms);
  expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
    { email: "home@example.com", school: "Home-schooled" },
    { email: "jordan@example.com", school: null },
  ]);
});

it("stores HTML and script as text and answers wrong enumerations with 400", async () => {
  const { db } = database();
  const html = "<img src=x onerror=alert(1)>";
  expect(
    (
      await contactRoute.POST(
        post({ ...contact(), name: html, message: `<script>${html}</script>` }),
      )
    ).status,
  ).toBe(201);
  const [row] = await db.select().from(contactForms);
  expect(row?.name).toBe(html);
  expect(row?.message).toBe(`<script>${html}</script>`);
  const [staff] = await db
    .select()
    .from(emailOutbox)
    .where(sql`kind = 'contact_staff'`);
  expect(staff?.htmlBody).not.toContain("<img");
  expect(staff?.htmlBody).not.toContain("<script>");

  for (const [route, bad] of [
    [contactRoute, { ...contact(), subject: "sales" }],
    [intakeRoute, { ...intake(), contactMethod: "pigeon" }],
    [intakeRoute, { ...intake(), struggles: ["juggling"] }],
    [intakeRoute, { ...intake(), previousTutor: "maybe" }],
    [intakeRoute, { ...intake(), goals: "x".repeat(251) }],
  ] as const) {
    expect((await route.POST(post(bad))).status).toBe(400);
  }
});

it("gives a browser test its own rate-limit bucket only on a test server", async () => {
  const limit = leadRates.contact.limit;
  const flood = async (cookie: string) => {
    for (let i = 0; i < limit; i++) await contactRoute.POST(post({}, { cookie }));
  };
  // Ignored outside a test server: both tags share the address's bucket.
  await flood(`${E2E_CLIENT_COOKIE}=run-a`);
  expect(
    (await contactRoute.POST(post(contact(), { cookie: `${E2E_CLIENT_COOKIE}=run-b` }))).status,
  ).toBe(429);

  process.env.E2E_TEST_HOOKS = "1";
  resetServerEnvForTests();
  client = "192.0.2.44";
  await flood(`${E2E_CLIENT_COOKIE}=run-a`);
  expect(
    (await contactRoute.POST(post(contact(), { cookie: `${E2E_CLIENT_COOKIE}=run-a` }))).status,
  ).toBe(429);
  expect(
    (await contactRoute.POST(post(contact(), { cookie: `${E2E_CLIENT_COOKIE}=run-b` }))).status,
  ).toBe(201);
});
