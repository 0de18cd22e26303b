// Saving leads on PGlite and PostgreSQL: every field of spec section 3 stored exactly, the emails
// queued in the same transaction (nothing half-written when the outbox insert fails), and a
// double submission returning the first record.
import { sql } from "drizzle-orm";
import { contactForms, emailOutbox, intakeForms } from "@/db/schema";
import { saveContactMessage, saveFallbackContactMessage } from "@/lib/leads/contact";
import { DUPLICATE_WINDOW_MS } from "@/lib/leads/duplicates";
import { saveAssessmentRequest, saveStartHereIntake, type SaveDeps } from "@/lib/leads/intake";
import {
  assessmentRequestSchema,
  contactFallbackSchema,
  contactSchema,
  startHereIntakeSchema,
} from "@/lib/leads/schemas";
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from "../../helpers/test-db";

const NOW = new Date("2030-01-07T15:00:00Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);
const emails = { staffAddress: "staff@bright.example", siteUrl: "https://bright.example" };
const deps = (now = NOW, extra: Partial<SaveDeps> = {}): SaveDeps => ({ now, emails, ...extra });
const failingOutbox: SaveDeps["queue"] = () => Promise.reject(new Error("outbox unavailable"));
const attribution = {
  gclid: "gclid-9",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "spring",
  utm_term: "dyslexia tutor",
  utm_content: null,
  referrer: "https://www.google.com/",
  ts: "2030-01-06T10:00:00.000Z",
};

const intakeInput = (overrides: Record<string, unknown> = {}) =>
  startHereIntakeSchema.parse({
    parentName: "Jordan <b>Rivera</b>",
    email: "Jordan@Example.com",
    phone: "(801) 555-0199",
    contactMethod: "call",
    studentAge: "9 and a half",
    school: "Maple Elementary",
    strengths: "Loves audiobooks",
    struggles: ["spelling", "reading", "other"],
    strugglesOther: "Handwriting",
    strugglesDetails: "Reverses b and d",
    previousTutor: "yes",
    previousTutorDetails: "A summer program",
    goals: "<script>alert('hi')</script>",
    additionalInfo: "Prefers mornings",
    recaptchaToken: "t",
    attribution,
    ...overrides,
  });

const contactInput = (overrides: Record<string, unknown> = {}) =>
  contactSchema.parse({
    name: "Pat O'Neil",
    email: "pat@example.com",
    subject: "educational",
    message: "Do you teach <i>math</i>?",
    recaptchaToken: "t",
    attribution,
    ...overrides,
  });

describe.each(testDatabaseTargets())("lead writes on $label", (target) => {
  let handle: TestDatabase;
  const db = () => handle.db;
  const outbox = () => db().select().from(emailOutbox);

  beforeAll(async () => {
    handle = await openTestDatabase(target);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate intake_forms, contact_forms, email_outbox`);
  });

  it("stores a Start Here intake with every entered and server-added field", async () => {
    const saved = await saveStartHereIntake(db(), intakeInput(), deps());
    expect(saved.created).toBe(true);
    const rows = await db().select().from(intakeForms);
    expect(rows).toHaveLength(1);
    // The database gives every submission its family as it is written.
    expect(rows[0]?.familyId).toMatch(/^[0-9a-f-]{36}$/);
    expect({ ...rows[0], familyId: undefined }).toEqual({
      id: saved.id,
      familyId: undefined,
      variant: "start_here",
      parentName: "Jordan <b>Rivera</b>",
      email: "jordan@example.com",
      phone: "(801) 555-0199",
      contactMethod: "call",
      studentAge: "9 and a half",
      school: "Maple Elementary",
      strengths: "Loves audiobooks",
      struggles: ["reading", "spelling", "other"],
      strugglesOther: "Handwriting",
      strugglesDetails: "Reverses b and d",
      previousTutor: "yes",
      previousTutorDetails: "A summer program",
      goals: "<script>alert('hi')</script>",
      additionalInfo: "Prefers mornings",
      status: "new",
      leadSource: "intake_form",
      assignedTo: "",
      crmNotes: [],
      lastContactDate: null,
      nextFollowUpDate: null,
      priority: "medium",
      conversionStage: "intake_submitted",
      attribution,
      gclid: "gclid-9",
      idempotencyKey: null,
      version: 1,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const mail = await outbox();
    expect(mail.map((m) => [m.kind, m.toAddress, m.relatedType, m.relatedId]).sort()).toEqual([
      ["intake_parent", "jordan@example.com", "intake_form", saved.id],
      ["intake_staff", "staff@bright.example", "intake_form", saved.id],
    ]);
    const staff = mail.find((m) => m.kind === "intake_staff");
    expect(staff?.textBody).toContain(`https://bright.example/admin/leads/intake/${saved.id}`);
    expect(staff?.htmlBody).toContain("&lt;script&gt;");
    expect(staff?.htmlBody).not.toContain("<script>");
  });

  it("stores an intake without attribution as null, and answers that do not apply as null", async () => {
    const saved = await saveStartHereIntake(
      db(),
      intakeInput({ attribution: null, struggles: ["math"], previousTutor: "no", strengths: "" }),
      deps(),
    );
    const [row] = await db().select().from(intakeForms);
    expect(row).toMatchObject({
      id: saved.id,
      attribution: null,
      gclid: null,
      struggles: ["math"],
      strugglesOther: null,
      previousTutor: "no",
      previousTutorDetails: null,
      strengths: null,
    });
  });

  it("stores an assessment request as a landing_page_intake", async () => {
    const input = assessmentRequestSchema.parse({
      parentName: "Sam Lee",
      email: "sam@example.com",
      phone: "801 555 0100",
      studentAge: "7",
      struggles: "Sounding out words",
      goals: "Read chapter books",
      attribution: null,
    });
    const saved = await saveAssessmentRequest(db(), input, deps());
    const [row] = await db().select().from(intakeForms);
    expect(row).toMatchObject({
      id: saved.id,
      variant: "get_started",
      parentName: "Sam Lee",
      email: "sam@example.com",
      phone: "801 555 0100",
      studentAge: "7",
      strugglesDetails: "Sounding out words",
      goals: "Read chapter books",
      struggles: [],
      contactMethod: null,
      school: null,
      status: "new",
      leadSource: "landing_page_intake",
      conversionStage: "intake_submitted",
      priority: "medium",
      createdAt: NOW,
    });
    expect((await outbox()).map((m) => m.kind).sort()).toEqual([
      "assessment_request_parent",
      "assessment_request_staff",
    ]);
  });

  it("stores a contact message with createdAt, attribution and gclid", async () => {
    const saved = await saveContactMessage(db(), contactInput(), deps());
    const [row] = await db().select().from(contactForms);
    expect(row).toMatchObject({
      id: saved.id,
      name: "Pat O'Neil",
      email: "pat@example.com",
      subject: "educational",
      message: "Do you teach <i>math</i>?",
      submissionType: "standard",
      fallbackVerification: null,
      needsReview: false,
      status: "new",
      leadSource: "contact_form",
      conversionStage: "contact_submitted",
      attribution,
      gclid: "gclid-9",
      createdAt: NOW,
    });
    expect((await outbox()).map((m) => m.kind).sort()).toEqual(["contact_parent", "contact_staff"]);
  });

  it("stores a fallback message for review with its verification details", async () => {
    const input = contactFallbackSchema.parse({
      ...contactInput(),
      attribution: null,
      phone: "801-555-0100",
      alternateEmail: "",
      reason: "The check kept failing",
    });
    const saved = await saveFallbackContactMessage(db(), input, deps());
    const [row] = await db().select().from(contactForms);
    expect(row).toMatchObject({
      id: saved.id,
      submissionType: "fallback",
      fallbackVerification: {
        phone: "801-555-0100",
        alternateEmail: null,
        reason: "The check kept failing",
      },
      needsReview: true,
      gclid: null,
    });
    expect((await outbox()).map((m) => m.kind).sort()).toEqual([
      "contact_fallback_parent",
      "contact_fallback_staff",
    ]);
  });

  it.each([
    [
      "intake",
      () => saveStartHereIntake(handle.db, intakeInput(), deps(NOW, { queue: failingOutbox })),
    ],
    [
      "assessment request",
      () =>
        saveAssessmentRequest(
          handle.db,
          assessmentRequestSchema.parse({
            parentName: "A",
            email: "a@example.com",
            phone: "8015550100",
            studentAge: "8",
          }),
          deps(NOW, { queue: failingOutbox }),
        ),
    ],
    [
      "contact message",
      () => saveContactMessage(handle.db, contactInput(), deps(NOW, { queue: failingOutbox })),
    ],
  ])("keeps nothing of a %s when its emails cannot be queued", async (_name, save) => {
    await expect(save()).rejects.toThrow("outbox unavailable");
    expect(await db().select().from(intakeForms)).toEqual([]);
    expect(await db().select().from(contactForms)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("returns the first record for a repeat within the window, and saves a changed or later one", async () => {
    const first = await saveStartHereIntake(db(), intakeInput(), deps());
    const repeat = await saveStartHereIntake(db(), intakeInput(), deps(at(30_000)));
    expect(repeat).toEqual({ id: first.id, created: false });
    const changed = await saveStartHereIntake(
      db(),
      intakeInput({ goals: "Spell confidently" }),
      deps(at(60_000)),
    );
    expect(changed.created).toBe(true);
    const later = await saveStartHereIntake(db(), intakeInput(), deps(at(DUPLICATE_WINDOW_MS + 1)));
    expect(later.created).toBe(true);
    expect(await db().select().from(intakeForms)).toHaveLength(3);
    expect(await outbox()).toHaveLength(6);
  });

  it("treats simultaneous repeats (double-click, retry) as one contact message", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        saveContactMessage(db(), contactInput(), deps(at(i * 100))),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await db().select().from(contactForms)).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);
  });

  it("treats a repeated fallback (jsonb details) as the same message, but not a standard one", async () => {
    const input = contactFallbackSchema.parse({
      ...contactInput(),
      phone: "801-555-0100",
      alternateEmail: "alt@example.com",
      reason: "r",
    });
    const first = await saveFallbackContactMessage(db(), input, deps());
    expect(await saveFallbackContactMessage(db(), input, deps(at(1000)))).toEqual({
      id: first.id,
      created: false,
    });
    expect((await saveContactMessage(db(), contactInput(), deps(at(2000)))).created).toBe(true);
  });
});
