import { eq } from "drizzle-orm";
import { auditLog, intakeForms, leadActivity } from "@/db/schema";
import { countLeads, loadInbox } from "@/lib/crm/leads/inbox";
import { parseInboxQuery } from "@/lib/crm/leads/inbox-query";
import { loadLead } from "@/lib/crm/leads/lead-detail";
import { familyIdOf, loadFamily } from "@/lib/crm/leads/families";
import { loadTimeline } from "@/lib/crm/leads/lead-history";
import {
  addLeadNote,
  CONFLICT_MESSAGE,
  LEAD_GONE_MESSAGE,
  updateLeadCrm,
} from "@/lib/crm/leads/lead-update";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import {
  actorOf,
  daysAgo,
  failureOf,
  NOW,
  resetAdminTables,
  seedConsultation,
  seedContact,
  seedIntake,
  seedRequest,
  seedUser,
} from "./admin-fixtures";

jest.setTimeout(180_000);

// The search text never comes from the URL (admin-inbox-search.test.ts): it is set here directly.
const query = ({ q, ...params }: Record<string, string>) => {
  const parsed = parseInboxQuery(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(parsed.message);
  return { ...parsed.query, q };
};

describe.each(testDatabaseTargets())("leads inbox and lead detail on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);

  it("lists every kind of lead newest first, with filters, search, sorting and pages", async () => {
    const teacher = await seedUser(db(), "teacher");
    await seedIntake(db(), { createdAt: daysAgo(1), assignedTo: teacher.id, priority: "high" });
    await seedIntake(db(), {
      variant: "get_started",
      leadSource: "landing_page_intake",
      parentName: "Gale Started",
      email: "gale@example.com",
      phone: "801-555-7777",
      createdAt: daysAgo(2),
    });
    await seedContact(db(), { createdAt: daysAgo(3) });
    await seedContact(db(), {
      name: "Fay Fallback",
      email: "fay@example.com",
      submissionType: "fallback",
      fallbackVerification: { phone: "385 555 0123", alternateEmail: null, reason: null },
      createdAt: daysAgo(4),
    });
    await seedConsultation(db(), { createdAt: daysAgo(5) });
    await seedRequest(db(), { createdAt: daysAgo(6) });

    const all = await loadInbox(db(), query({}), NOW);
    expect(all.total).toBe(6);
    expect(all.rows.map((r) => r.kind)).toEqual([
      "intake",
      "assessment",
      "contact",
      "contact",
      "consultation",
      "request",
    ]);
    expect(all.rows.find((r) => r.name === "Fay Fallback")?.needsReview).toBe(true);

    expect(
      (await loadInbox(db(), query({ type: "request" }), NOW)).rows.map((r) => r.name),
    ).toEqual(["Riley Request"]);
    expect((await loadInbox(db(), query({ review: "1" }), NOW)).rows.map((r) => r.name)).toEqual([
      "Fay Fallback",
    ]);
    expect((await loadInbox(db(), query({ assignee: teacher.id }), NOW)).total).toBe(1);
    expect((await loadInbox(db(), query({ assignee: "unassigned" }), NOW)).total).toBe(5);
    expect((await loadInbox(db(), query({ priority: "high" }), NOW)).total).toBe(1);
    expect((await loadInbox(db(), query({ stage: "contact_submitted" }), NOW)).total).toBe(2);
    expect((await loadInbox(db(), query({ source: "gclid" }), NOW)).total).toBe(2);
    expect((await loadInbox(db(), query({ source: "utm:facebook" }), NOW)).total).toBe(2);
    expect((await loadInbox(db(), query({ source: "utm:google" }), NOW)).total).toBe(0); // its leads carry a gclid
    expect(
      (await loadInbox(db(), query({ from: "2030-01-05", to: "2030-01-07" }), NOW)).rows.map(
        (r) => r.kind,
      ),
    ).toEqual(["assessment", "contact", "contact"]);

    // Search by name, email or phone (digits match whatever the punctuation).
    expect((await loadInbox(db(), query({ q: "gale" }), NOW)).rows.map((r) => r.name)).toEqual([
      "Gale Started",
    ]);
    expect(
      (await loadInbox(db(), query({ q: "FAY@EXAMPLE" }), NOW)).rows.map((r) => r.name),
    ).toEqual(["Fay Fallback"]);
    expect(
      (await loadInbox(db(), query({ q: "3855550123" }), NOW)).rows.map((r) => r.name),
    ).toEqual(["Fay Fallback"]);
    expect((await loadInbox(db(), query({ q: "100%_" }), NOW)).total).toBe(0);

    expect((await loadInbox(db(), query({ sort: "name" }), NOW)).rows[0]?.name).toBe(
      "Avery Parent",
    );
    expect((await loadInbox(db(), query({ sort: "oldest" }), NOW)).rows[0]?.kind).toBe("request");
    expect((await loadInbox(db(), query({ sort: "priority" }), NOW)).rows[0]?.priority).toBe(
      "high",
    );

    const pageTwo = await loadInbox(db(), { ...query({}), size: 25, page: 2 }, NOW);
    expect(pageTwo.rows).toEqual([]);
    expect(pageTwo.outOfRange).toBe("There is no page 2: these filters give 1 page.");
    expect(await countLeads(db(), query({ type: "contact", q: "casey" }), NOW)).toBe(1);
  });

  it("shows a lead's fields, timeline and the family's other records", async () => {
    const intake = await seedIntake(db(), { email: "Family@Example.com" });
    const booking = await seedConsultation(db(), { email: "family@example.com" });
    const detail = await loadLead(db(), "intake", intake.id);
    expect(detail?.fields.find((f) => f.label === "School")?.value).toBe("Maple Elementary");
    expect(detail?.gclid).toBe("gclid-avery");
    expect(await loadLead(db(), "contact", intake.id)).toBeNull();
    const family = await loadFamily(db(), (await familyIdOf(db(), detail!))!);
    expect(family?.submissions.map((r) => r.id)).toEqual([intake.id, booking.id]);
    const timeline = await loadTimeline(db(), [detail!]);
    expect(timeline.map((t) => t.kind)).toEqual(["submitted"]);
  });

  it("edits CRM fields with a version, records the change, and refuses a stale edit without losing it", async () => {
    const admin = await seedUser(db(), "admin");
    const teacher = await seedUser(db(), "teacher");
    const lead = await seedIntake(db());
    const base = {
      type: "intake" as const,
      id: lead.id,
      status: "new" as const,
      priority: "medium" as const,
      conversionStage: "intake_submitted" as const,
      assignedTo: "",
      nextFollowUpDate: "",
      lastContactDate: "",
    };

    const first = await updateLeadCrm(db(), actorOf(admin), {
      ...base,
      version: 1,
      assignedTo: teacher.id,
      nextFollowUpDate: "2030-01-12",
    });
    expect(first).toEqual({ changed: ["assignedTo", "nextFollowUpDate"], version: 2 });
    const [row] = await db().select().from(intakeForms).where(eq(intakeForms.id, lead.id));
    expect(row?.assignedTo).toBe(teacher.id);
    expect(row?.nextFollowUpDate?.toISOString()).toBe("2030-01-12T07:00:00.000Z"); // midnight MT

    const stale = await failureOf(
      updateLeadCrm(db(), actorOf(admin), { ...base, version: 1, status: "contacted" }),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(CONFLICT_MESSAGE);
    expect(stale.data).toEqual({
      version: 2,
      current: expect.objectContaining({
        assignedTo: teacher.id,
        nextFollowUpDate: "2030-01-12",
        status: "new",
      }) as unknown,
    });
    const [unchanged] = await db().select().from(intakeForms).where(eq(intakeForms.id, lead.id));
    expect(unchanged?.status).toBe("new");

    // Saving again from the newer version keeps both people's changes.
    await updateLeadCrm(db(), actorOf(admin), {
      ...base,
      version: 2,
      status: "contacted",
      assignedTo: teacher.id,
      nextFollowUpDate: "2030-01-12",
    });
    const [both] = await db().select().from(intakeForms).where(eq(intakeForms.id, lead.id));
    expect(both).toMatchObject({ status: "contacted", assignedTo: teacher.id, version: 3 });

    const member = await seedUser(db(), "member");
    expect(
      (
        await failureOf(
          updateLeadCrm(db(), actorOf(admin), {
            ...base,
            version: 3,
            status: "contacted",
            assignedTo: member.id,
          }),
        )
      ).message,
    ).toBe("Leads can only be assigned to an active teacher or admin.");
    expect(
      (
        await failureOf(
          updateLeadCrm(db(), actorOf(admin), {
            ...base,
            id: "0f8fad5b-d9cb-469f-a165-70867728950e",
            version: 1,
          }),
        )
      ).message,
    ).toBe(LEAD_GONE_MESSAGE);

    const changes = await db().select().from(leadActivity).where(eq(leadActivity.leadId, lead.id));
    expect(changes.map((c) => c.kind)).toEqual(["change", "change"]);
    const audits = await db().select().from(auditLog);
    expect(audits.map((a) => a.action)).toEqual(["lead.updated", "lead.updated"]);
    expect(JSON.stringify(audits)).not.toContain("avery@example.com");
  });

  it("adds notes with author and time, shown in the timeline", async () => {
    const admin = await seedUser(db(), "admin", { name: "Morgan Admin" });
    const lead = await seedContact(db());
    await addLeadNote(
      db(),
      actorOf(admin),
      { type: "contact", id: lead.id, body: "Called, <b>left</b> a voicemail." },
      NOW,
    );
    const detail = await loadLead(db(), "contact", lead.id);
    expect(detail?.notes).toEqual([
      expect.objectContaining({
        authorName: "Morgan Admin",
        body: "Called, <b>left</b> a voicemail.",
        at: NOW.toISOString(),
      }),
    ]);
    expect(detail?.version).toBe(1);
    const timeline = await loadTimeline(db(), [detail!]);
    expect(timeline[0]).toMatchObject({ kind: "note", actor: "Morgan Admin" });
    const [audit] = await db().select().from(auditLog);
    expect(audit?.details).toEqual({ noteId: detail?.notes[0]?.id, length: 32 });
  });
});

describe("inbox query strings", () => {
  it.each([
    ["an unknown type", { type: "pizza" }, '"pizza" is not a lead type we know.'],
    ["an unknown status", { status: "won" }, '"won" is not a status we know.'],
    ["a bad page", { page: "0" }, 'The page number "0" is not valid'],
    ["a non-numeric page", { page: "abc" }, 'The page number "abc" is not valid'],
    [
      "an impossible date",
      { from: "2030-02-30" },
      'The start date "2030-02-30" is not a real date',
    ],
    [
      "reversed dates",
      { from: "2030-02-03", to: "2030-02-01" },
      "The start date is after the end date",
    ],
    ["a bad page size", { size: "7" }, "Show 25, 50, 100 leads per page."],
    ["an unknown sort", { sort: "random" }, '"random" is not a sort order we know.'],
    ["a bad assignee", { assignee: "<script>" }, "That assignee is not a staff member."],
    ["an unknown source", { source: "tv" }, '"tv" is not a source we know.'],
  ])("explains %s", (_name, params, message) => {
    const parsed = parseInboxQuery(new URLSearchParams(params));
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.message).toContain(message);
  });

  it("refuses a filter given twice", () => {
    const parsed = parseInboxQuery(new URLSearchParams("status=new&status=closed"));
    expect(parsed).toMatchObject({
      ok: false,
      message: 'The filter "status" was given more than once. Please use each filter once.',
    });
  });
});
