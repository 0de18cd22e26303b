// Every bad input a clear 4xx and nothing stored: the fuzz cases of issue #13 sent to every public
// POST through its route handler (and to the manage-link actions), each otherwise valid, with a
// fresh bot token and client address so nothing but the bad input can refuse it. Prints the table
// (case × endpoint → status, rows stored) for the report.
import * as manage from "@/lib/booking/changes/manage-actions";
import { sql } from "drizzle-orm";
import { issueBuiltinToken } from "@/lib/bot-check/server";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { CLIENT_ADDRESS_HEADER } from "@/server/traffic/client-address.mjs";
import { testDatabaseForApp } from "../../helpers/test-db";

type Route = { POST: (request: Request) => Promise<Response> };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- each case names its endpoint by path
const load = (path: string) => require(`@/app/api/${path}/route`) as Route;

// Rate-limit counters record every attempt by design; everything else must stay untouched.
const BOOKKEEPING = new Set(["request_buckets", "rate_limit"]);

const database = testDatabaseForApp();
let secret = "";
let sequence = 0;
const token = (action: "consultation" | "intake" | "contact") =>
  issueBuiltinToken(secret, action, new Date(Date.now() - 10_000), `fuzz-${(sequence += 1)}`);

const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const slot = {
  dateISO: tomorrow,
  startISO: `${tomorrow}T16:00:00.000Z`,
  endISO: `${tomorrow}T16:30:00.000Z`,
};
const person = {
  parentName: "Jordan Rivera",
  email: "jordan@example.com",
  phone: "(801) 555-0199",
};

type Endpoint = {
  name: string;
  path: string;
  text: string;
  email?: string;
  body: () => Record<string, unknown>;
};
const endpoints: Endpoint[] = [
  {
    name: "/api/getAvailabilityV2",
    path: "getAvailabilityV2",
    text: "startDateISO",
    body: () => ({
      startDateISO: tomorrow,
      endDateISO: tomorrow,
      recaptchaToken: token("consultation"),
    }),
  },
  {
    name: "/api/holdSlot",
    path: "holdSlot",
    text: "startISO",
    body: () => ({ ...slot, label: "9:00 AM", recaptchaToken: token("consultation") }),
  },
  {
    name: "/api/bookConsultation",
    path: "bookConsultation",
    text: "parentName",
    email: "email",
    body: () => ({
      ...person,
      ...slot,
      label: "9:00 AM",
      notes: "",
      recaptchaToken: token("consultation"),
    }),
  },
  {
    name: "/api/consultationRequest",
    path: "consultationRequest",
    text: "parentName",
    email: "email",
    body: () => ({
      ...person,
      childAge: "8",
      notes: "Reads slowly",
      recaptchaToken: token("consultation"),
    }),
  },
  {
    name: "/api/intake",
    path: "intake",
    text: "school",
    email: "email",
    body: () => ({
      ...person,
      studentAge: "9",
      school: "Maple",
      struggles: ["reading"],
      recaptchaToken: token("intake"),
    }),
  },
  {
    name: "/api/assessment-request",
    path: "assessment-request",
    text: "goals",
    email: "email",
    body: () => ({
      ...person,
      studentAge: "7",
      struggles: "Spelling",
      goals: "Confidence",
      recaptchaToken: token("intake"),
    }),
  },
  {
    name: "/api/contact",
    path: "contact",
    text: "message",
    email: "email",
    body: () => ({
      name: "Pat",
      email: "pat@example.com",
      subject: "general",
      message: "Hello there",
      recaptchaToken: token("contact"),
    }),
  },
  {
    name: "/api/contact-fallback",
    path: "contact-fallback",
    text: "reason",
    email: "email",
    body: () => ({
      name: "Pat",
      email: "pat@example.com",
      subject: "general",
      message: "Hello",
      phone: "801 555 0100",
      alternateEmail: "",
      reason: "Form blocked",
    }),
  },
];

type Sent = { body?: unknown; raw?: string; type?: string };
type Case = { name: string; make: (e: Endpoint) => Sent | null };
const withField = (e: Endpoint, field: string | undefined, value: unknown): Sent | null =>
  field ? { body: { ...e.body(), [field]: value } } : null;
const cases: Case[] = [
  { name: "NUL in a text field", make: (e) => withField(e, e.text, "Ma\u0000ple") },
  { name: "other C0 control (BEL)", make: (e) => withField(e, e.text, "Ma\u0007ple") },
  { name: "DEL", make: (e) => withField(e, e.text, "Ma\u007fple") },
  { name: "lone surrogate", make: (e) => withField(e, e.text, "Ma\ud800ple") },
  { name: "oversized by bytes (11k × €)", make: (e) => withField(e, e.text, "€".repeat(11_000)) },
  { name: "number for a string", make: (e) => withField(e, e.text, 12345) },
  { name: "array for a string", make: (e) => withField(e, e.text, ["Maple"]) },
  { name: "object for a string", make: (e) => withField(e, e.text, { $gt: "" }) },
  {
    name: "huge number",
    make: (e) => ({ raw: JSON.stringify(e.body()).replace(/\}$/, `,"${e.text}":1e400}`) }),
  },
  {
    name: "missing fields",
    make: (e) => ({
      body: e.path === "contact-fallback" ? {} : { recaptchaToken: e.body().recaptchaToken },
    }),
  },
  {
    name: "HTML as email",
    make: (e) => withField(e, e.email, "<img/src=x/onerror=alert(1)>@evil.io"),
  },
  { name: "email without domain dot", make: (e) => withField(e, e.email, "mom@gmail") },
  { name: "email with space", make: (e) => withField(e, e.email, "mom smith@gmail.com") },
  { name: "quoted email local part", make: (e) => withField(e, e.email, '"a b"@example.com') },
  {
    name: "HTML in a date/slot field",
    make: (e) => (e.email ? null : withField(e, e.text, "<script>alert(1)</script>")),
  },
  { name: "malformed JSON", make: () => ({ raw: '{"parentName": "Jo' }) },
  { name: "JSON array body", make: () => ({ raw: "[]" }) },
  { name: "invalid UTF-8", make: () => ({ raw: "\uFFFD" }) },
  {
    name: "wrong content-type",
    make: (e) => ({ raw: JSON.stringify(e.body()), type: "text/plain" }),
  },
];

/** PGlite answers {rows}, postgres.js an array. */
function resultRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function rowCounts(): Promise<Record<string, number>> {
  const rows = resultRows<{ table_name: string }>(
    await database().db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    if (BOOKKEEPING.has(table_name)) continue;
    const list = resultRows<{ n: number }>(
      await database().db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`)),
    );
    counts[table_name] = Number(list[0]?.n ?? 0);
  }
  return counts;
}

const added = (before: Record<string, number>, after: Record<string, number>) =>
  Object.entries(after).reduce((sum, [table, n]) => sum + Math.max(0, n - (before[table] ?? 0)), 0);

function request(sent: Sent): Request {
  sequence += 1;
  return new Request("http://localhost/api/fuzz", {
    method: "POST",
    headers: {
      "content-type": sent.type ?? "application/json",
      [CLIENT_ADDRESS_HEADER]: `198.51.${Math.floor(sequence / 250) % 250}.${sequence % 250}`,
      cookie: `bp_booking_visitor=fuzz-${sequence}-0123456789abcdefghij`,
    },
    body:
      sent.raw === "\uFFFD"
        ? new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])
        : (sent.raw ?? JSON.stringify(sent.body)),
  });
}

const table: string[][] = [];

beforeAll(async () => {
  secret = await resolveAppSecret(database().db);
});
afterAll(() => {
  const width = Math.max(...cases.map((c) => c.name.length));
  const header = ["case".padEnd(width), ...endpoints.map((e) => e.name.replace("/api/", ""))].join(
    " | ",
  );
  process.stdout.write(
    `\nFuzz table (status/rows stored; - = not applicable)\n${header}\n${table.map((r) => r.join(" | ")).join("\n")}\n`,
  );
});

describe("public POSTs refuse every bad input with a clear 4xx and store nothing", () => {
  it("sanity: a valid contact message is accepted, so refusals below are the bad input's doing", async () => {
    const before = await rowCounts();
    const response = await load("contact").POST(request({ body: endpoints[6]!.body() }));
    expect(response.status).toBe(201);
    expect(added(before, await rowCounts())).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, fuzz) => {
    const row = [fuzz.name.padEnd(Math.max(...cases.map((c) => c.name.length)))];
    for (const endpoint of endpoints) {
      const sent = fuzz.make(endpoint);
      if (!sent) {
        row.push("-");
        continue;
      }
      const before = await rowCounts();
      const response = await load(endpoint.path).POST(request(sent));
      const stored = added(before, await rowCounts());
      row.push(`${response.status}/${stored}`);
      const body = (await response.json()) as { error?: unknown };
      // A rate limit (429) would refuse for the wrong reason and hide a missing check.
      const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
      expect({ endpoint: endpoint.name, status: response.status, refused, stored }).toEqual({
        endpoint: endpoint.name,
        status: response.status,
        refused: true,
        stored: 0,
      });
      expect(typeof body.error === "string" && body.error.length > 10).toBe(true);
    }
    table.push(row);
  });

  it.each([
    ["NUL in the new time", { startISO: `${tomorrow}T16:00:00.000Z\u0000`, endISO: slot.endISO }],
    ["array for the time", { startISO: [slot.startISO], endISO: slot.endISO }],
    ["HTML for the time", { startISO: "<script>alert(1)</script>", endISO: slot.endISO }],
    ["missing fields", {}],
  ])(
    "manage link, move: %s is refused with a message and changes nothing",
    async (_name, input) => {
      const before = await rowCounts();
      const result = await manage.moveConsultationAction("not-a-real-token", input as never);
      expect(result.ok).toBe(false);
      expect(result.ok ? "" : result.message).toMatch(/\w{3,}/);
      expect(added(before, await rowCounts())).toBe(0);
    },
  );

  it("manage link, cancel: a forged token is refused and changes nothing", async () => {
    const before = await rowCounts();
    const result = await manage.cancelConsultationAction("forged\u0000token");
    expect(result.ok).toBe(false);
    expect(added(before, await rowCounts())).toBe(0);
  });
});
