// The lead forms' server actions (posts without JavaScript). /start-here and /contact are
// prerendered with no bot-check token in the form, so a first post comes back asking the parent
// to press Send again, with every answer and a fresh built-in token; the built-in check's minimum
// fill time counts from that token, and a press within it just gets another.
import type * as DbClient from "@/db/client";
import type * as LeadActions from "@/lib/leads/actions";
import { count, sql } from "drizzle-orm";
import { contactForms, intakeForms } from "@/db/schema";
import { resetServerEnvForTests } from "@/lib/env";
import { sendAgainMessage } from "@/lib/leads/messages";
import { openTestDatabase, type TestDatabase } from "../../helpers/test-db";

jest.mock("@/db/client", () => {
  const actual = jest.requireActual<typeof DbClient>("@/db/client");
  return {
    ...actual,
    getDb: () => Promise.resolve((globalThis as { __noScriptDb?: unknown }).__noScriptDb),
  };
});
let actionHeaders = new Headers();
const setCookies: string[] = [];
jest.mock("next/headers", () => ({
  headers: () => Promise.resolve(actionHeaders),
  cookies: () =>
    Promise.resolve({
      get: () => undefined,
      getAll: () => [],
      set: (name: string) => void setCookies.push(name),
      delete: () => undefined,
      has: () => false,
    }),
}));

/* eslint-disable @typescript-eslint/no-require-imports -- loads after the mocks above */
const actions = require("@/lib/leads/actions") as typeof LeadActions;
/* eslint-enable @typescript-eslint/no-require-imports */

const MIN_FILL_MS = 2500;
let handle: TestDatabase;
let ip = 0;
let clock = Date.parse("2026-03-02T15:00:00Z");

beforeAll(async () => {
  handle = await openTestDatabase({ label: "pglite" });
  (globalThis as { __noScriptDb?: unknown }).__noScriptDb = handle.db;
  process.env.BOT_CHECK_MIN_FILL_MS = String(MIN_FILL_MS);
  resetServerEnvForTests();
});
afterAll(async () => {
  delete process.env.BOT_CHECK_MIN_FILL_MS;
  resetServerEnvForTests();
  await handle.close();
});
beforeEach(() => {
  ip += 1;
  actionHeaders = new Headers({ host: "localhost", "x-forwarded-for": `198.51.100.${ip}` });
  setCookies.length = 0;
  // Only the clock is faked: the database keeps its own timers.
  jest.useFakeTimers({
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
  clock += 60 * 60 * 1000;
  jest.setSystemTime(clock);
});
afterEach(() => jest.useRealTimers());

const wait = (ms: number) => jest.setSystemTime((clock += ms));

function formData(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  return form;
}

const contact = {
  name: "Pat",
  email: "pat@example.com",
  subject: "general",
  message: "Can I pay by invoice?",
  intent: "send",
};
const intake = {
  parentName: "Jordan Rivera",
  email: "jordan@example.com",
  phone: "(801) 555-0199",
  studentAge: "9",
  school: "Maple",
  struggles: ["reading", "spelling"],
  goals: "Read for fun",
};

async function stored() {
  const [contacts] = await handle.db.select({ n: count() }).from(contactForms);
  const [intakes] = await handle.db.select({ n: count() }).from(intakeForms);
  return { contacts: contacts?.n, intakes: intakes?.n };
}

describe("contact form without JavaScript", () => {
  beforeEach(() => handle.db.execute(sql`truncate contact_forms, email_outbox`));

  it("asks to press Send again with a fresh token, then sends on the second press", async () => {
    const first = await actions.submitContactForm(
      null,
      formData({ ...contact, recaptchaToken: "" }),
    );
    expect(first).toMatchObject({
      status: "send_again",
      message: sendAgainMessage,
      values: { name: "Pat", email: "pat@example.com", subject: "general" },
    });
    expect(first.values.message).toBe("Can I pay by invoice?");
    expect(first.token).toMatch(/^contact\./);
    expect(await stored()).toMatchObject({ contacts: 0 });

    // Pressed again at once: too fast for a person, so another fresh token and the same request.
    const tooSoon = await actions.submitContactForm(
      first,
      formData({ ...contact, recaptchaToken: first.token ?? "" }),
    );
    expect(tooSoon).toMatchObject({ status: "send_again", values: first.values });
    expect(tooSoon.token).toMatch(/^contact\./);
    expect(tooSoon.token).not.toBe(first.token);

    wait(MIN_FILL_MS);
    await expect(
      actions.submitContactForm(
        tooSoon,
        formData({ ...contact, recaptchaToken: tooSoon.token ?? "" }),
      ),
    ).rejects.toThrow("NEXT_REDIRECT");
    expect(setCookies).toEqual(["bp_ty_contact"]);
    expect(await stored()).toMatchObject({ contacts: 1 });
  });

  it("keeps field messages and hands a token, so the corrected form sends on its next press", async () => {
    const first = await actions.submitContactForm(
      null,
      formData({ ...contact, email: "pat@localhost", recaptchaToken: "" }),
    );
    expect(first.status).toBe("invalid");
    expect(first.fieldErrors?.email).toBeDefined();
    expect(first.values.email).toBe("pat@localhost");
    wait(MIN_FILL_MS);
    await expect(
      actions.submitContactForm(first, formData({ ...contact, recaptchaToken: first.token ?? "" })),
    ).rejects.toThrow("NEXT_REDIRECT");
  });

  it("a filled honeypot still fails the check on the second press", async () => {
    const first = await actions.submitContactForm(
      null,
      formData({ ...contact, website: "spam.example", recaptchaToken: "" }),
    );
    expect(first.status).toBe("send_again");
    wait(MIN_FILL_MS);
    const second = await actions.submitContactForm(
      first,
      formData({ ...contact, website: "spam.example", recaptchaToken: first.token ?? "" }),
    );
    expect(second.status).toBe("bot_check_failed");
    expect(await stored()).toMatchObject({ contacts: 0 });
  });
});

describe("Start Here intake without JavaScript", () => {
  beforeEach(() => handle.db.execute(sql`truncate intake_forms, email_outbox`));

  it("keeps every answer, asks to press Send again, then saves on the second press", async () => {
    const first = await actions.submitStartHereIntakeForm(
      null,
      formData({ ...intake, recaptchaToken: "" }),
    );
    expect(first).toMatchObject({
      status: "send_again",
      message: sendAgainMessage,
      values: { ...intake, contactMethod: "email" },
    });
    expect(first.token).toMatch(/^intake\./);
    wait(MIN_FILL_MS);
    await expect(
      actions.submitStartHereIntakeForm(
        first,
        formData({ ...intake, recaptchaToken: first.token ?? "" }),
      ),
    ).rejects.toThrow("NEXT_REDIRECT");
    expect(setCookies).toEqual(["bp_ty_intake"]);
    expect(await stored()).toMatchObject({ intakes: 1 });
  });

  it("a contact token does not pass the intake's check", async () => {
    const contactState = await actions.submitContactForm(
      null,
      formData({ ...contact, recaptchaToken: "" }),
    );
    wait(MIN_FILL_MS);
    const state = await actions.submitStartHereIntakeForm(
      null,
      formData({ ...intake, recaptchaToken: contactState.token ?? "" }),
    );
    expect(state.status).toBe("bot_check_failed");
    expect(state.token).toMatch(/^intake\./);
  });
});

describe("with reCAPTCHA configured", () => {
  afterEach(() => {
    delete process.env.RECAPTCHA_SECRET_KEY;
    resetServerEnvForTests();
  });

  it("a post without a token fails the check as before, with no built-in token handed out", async () => {
    process.env.RECAPTCHA_SECRET_KEY = "test-secret";
    resetServerEnvForTests();
    const state = await actions.submitContactForm(
      null,
      formData({ ...contact, recaptchaToken: "" }),
    );
    expect(state.status).toBe("bot_check_failed");
    expect(state.token).toBeNull();
  });
});
