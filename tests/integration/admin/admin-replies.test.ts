import { eq } from "drizzle-orm";
import { auditLog, emailOutbox, intakeForms, leadActivity } from "@/db/schema";
import { businessDateOf } from "@/lib/practice/business-time";
import { siteConfig } from "@/lib/site-config";
import { createRequest } from "@/lib/crm/privacy/data-requests";
import {
  fillTemplate,
  leadReplySchema,
  loadTemplates,
  replyMessages,
  saveTemplate,
  sendLeadReply,
  templateSaveSchema,
} from "@/lib/crm/leads/reply-templates";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import { actorOf, failureOf, NOW, resetAdminTables, seedIntake, seedUser } from "./admin-fixtures";

jest.setTimeout(180_000);
const SECRET = "test-secret";

describe.each(testDatabaseTargets())("replies from the lead page on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);

  it("offers the four templates, keeps staff's rewording, and fills in the lead's details", async () => {
    const admin = await seedUser(db(), "admin");
    expect((await loadTemplates(db())).map((t) => t.label)).toEqual([
      "First reply to an intake",
      "Consultation follow-up",
      "Assessment scheduling",
      "Rebook invitation",
    ]);
    await saveTemplate(
      db(),
      actorOf(admin),
      templateSaveSchema.parse({
        key: "intake_first_reply",
        subject: "Hello {name}",
        body: "Dear {name}, book here: {bookingLink}. {practice}",
      }),
    );
    const [first] = await loadTemplates(db());
    expect(first).toMatchObject({
      subject: "Hello {name}",
      body: "Dear {name}, book here: {bookingLink}. {practice}",
    });
    const filled = fillTemplate(first!, { name: "Avery" }, "https://bright.example/");
    expect(filled.subject).toBe("Hello Avery");
    expect(filled.body).toMatch(
      /^Dear Avery, book here: https:\/\/bright\.example\/start-here\?open=consultation\. \S/,
    );
    expect(
      templateSaveSchema.safeParse({ key: "spam", subject: "x", body: "y" }).error?.issues[0]
        ?.message,
    ).toBe("That template is not known.");
    expect(
      templateSaveSchema.safeParse({ key: "rebook_invitation", subject: " ", body: "y" }).error
        ?.issues[0]?.message,
    ).toBe("Write a subject line.");
  });

  it("sends a reply through the outbox with the body escaped, on the timeline and audit log, and never to a family that asked for deletion", async () => {
    const admin = await seedUser(db(), "admin");
    const lead = await seedIntake(db());
    const reply = leadReplySchema.parse({
      type: "intake",
      id: lead.id,
      subject: "About <b>reading</b>",
      body: "Hi Avery,\n\n<script>alert(1)</script> & more",
    });
    await sendLeadReply(db(), actorOf(admin), reply, NOW, SECRET);
    const [email] = await db().select().from(emailOutbox);
    expect(email).toMatchObject({
      kind: "lead_reply",
      toAddress: "avery@example.com",
      subject: "About <b>reading</b>",
      relatedId: lead.id,
    });
    expect(email?.htmlBody).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(email?.htmlBody).not.toContain("<script>");
    const [entry] = await db()
      .select()
      .from(leadActivity)
      .where(eq(leadActivity.leadId, lead.id))
      .orderBy(leadActivity.id);
    expect(entry).toMatchObject({ kind: "email", actorId: admin.id });
    expect(entry?.body).toContain("Email sent: About <b>reading</b>");
    expect((await db().select().from(auditLog).orderBy(auditLog.id)).map((a) => a.action)).toEqual([
      "lead.reply_sent",
      "lead.updated",
    ]);

    await createRequest(
      db(),
      actorOf(admin),
      { kind: "deletion", email: "Avery@Example.com", receivedOn: "2030-01-08" },
      SECRET,
      NOW,
    );
    expect((await failureOf(sendLeadReply(db(), actorOf(admin), reply, NOW, SECRET))).message).toBe(
      replyMessages.deletionRequested,
    );
    expect(await db().select().from(emailOutbox)).toHaveLength(1);
    expect(
      (
        await failureOf(
          sendLeadReply(
            db(),
            actorOf(admin),
            { ...reply, id: "0f8fad5b-d9cb-469f-a165-70867728950e" },
            NOW,
            SECRET,
          ),
        )
      ).status,
    ).toBe(404);
  });

  it("renders the reply as paragraphs, a list and public links with a signature and plain text, and marks a new lead contacted", async () => {
    const admin = await seedUser(db(), "admin", { name: "Megan Hale" });
    const lead = await seedIntake(db());
    await sendLeadReply(
      db(),
      actorOf(admin),
      leadReplySchema.parse({
        type: "intake",
        id: lead.id,
        subject: "Next steps",
        body: "Hi Avery,\n\nHere is what we suggest:\n- a free call\n- a short assessment\n\nPick a time here: http://localhost:3000/start-here?open=consultation.\n\nWarm wishes,",
      }),
      NOW,
      SECRET,
    );
    const [email] = await db().select().from(emailOutbox);
    const html = email!.htmlBody!;
    const paragraphs = [...html.matchAll(/<p\b[^>]*>(.*?)<\/p>/g)].map((m) => m[1]);
    expect(paragraphs).toEqual(
      expect.arrayContaining(["Hi Avery,", "Here is what we suggest:", "Warm wishes,"]),
    );
    expect(html).toMatch(/<ul\b[^>]*><li>a free call<\/li><li>a short assessment<\/li><\/ul>/);
    const booking = `${siteConfig.siteUrl}/start-here?open=consultation`;
    expect(html).toContain(`<a href="${booking}"`);
    expect(html).toContain("Megan Hale");
    expect(html).toContain(siteConfig.phone);
    expect(email!.textBody).toContain(`Pick a time here: ${booking}.`);
    expect(email!.textBody).toContain(`Warm wishes,\n\nMegan Hale\n${siteConfig.name}\n`);
    expect(email!.textBody).toContain(siteConfig.supportEmail);

    const [after] = await db().select().from(intakeForms).where(eq(intakeForms.id, lead.id));
    expect(after?.status).toBe("contacted");
    expect(after?.lastContactDate && businessDateOf(after.lastContactDate)).toBe(
      businessDateOf(NOW),
    );
    expect(after?.version).toBe(lead.version + 1);
    const [change] = await db().select().from(auditLog).where(eq(auditLog.action, "lead.updated"));
    expect(change?.details).toMatchObject({
      changes: { status: { from: "new", to: "contacted" } },
      via: "reply",
    });

    // A second reply the same day changes nothing more: the lead is already contacted today.
    await db().update(intakeForms).set({ status: "qualified" }).where(eq(intakeForms.id, lead.id));
    await sendLeadReply(
      db(),
      actorOf(admin),
      leadReplySchema.parse({ type: "intake", id: lead.id, subject: "Again", body: "Hello again" }),
      NOW,
      SECRET,
    );
    const [still] = await db().select().from(intakeForms).where(eq(intakeForms.id, lead.id));
    expect(still?.status).toBe("qualified");
    expect(
      await db().select().from(auditLog).where(eq(auditLog.action, "lead.updated")),
    ).toHaveLength(1);
  });
});
