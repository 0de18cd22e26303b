// Replies to a lead from its page, starting from templates staff can reword under Admin →
// Templates. A template's words go through the outbox as plain text and escaped HTML, so nothing
// typed into a template or a reply can become markup. A reply is refused when the family asked
// for their data to be deleted (an open deletion request for the address) or the lead is gone.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { AppDatabase } from "@/db/client";
import { dataRequests, emailTemplates, leadActivity } from "@/db/schema";
import { emailLayout, staffSignature } from "@/lib/email/layout";
import { publicLinksInText, richTextHtml } from "@/lib/email/rich-text";
import { queueEmails } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/responses";
import { siteConfig } from "@/lib/site-config";
import { recordAudit, type Actor } from "@/lib/practice/audit";
import { crmTable, leadEntity } from "./lead-tables";
import { markContacted } from "./lead-update";
import type { StaffActor } from "@/lib/practice/audit";
import { hashEmail } from "../privacy/personal-data";
import { leadRefSchema } from "../schemas";
import { businessFactsNow } from "@/lib/site-content/facts-now";

export const templateKeys = [
  "intake_first_reply",
  "consultation_follow_up",
  "assessment_scheduling",
  "rebook_invitation",
] as const;
export type TemplateKey = (typeof templateKeys)[number];
export type ReplyTemplate = { key: TemplateKey; label: string; subject: string; body: string };

export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;

/** Placeholders a template may use; each is filled in from the lead when staff pick it. */
export const placeholders = {
  "{name}": "the parent's name",
  "{practice}": "the practice's name",
  "{bookingLink}": "the consultation booking page",
} as const;

const builtIn: Record<TemplateKey, Omit<ReplyTemplate, "key">> = {
  intake_first_reply: {
    label: "First reply to an intake",
    subject: "Thank you for telling us about your child",
    body: "Hi {name},\n\nThank you for filling in our intake form. We have read what you shared, and we would love to talk it through with you.\n\nThe easiest next step is a free 30-minute consultation call. You can pick a time that suits you here: {bookingLink}\n\nWarm wishes,",
  },
  consultation_follow_up: {
    label: "Consultation follow-up",
    subject: "Following up on our conversation",
    body: "Hi {name},\n\nThank you for talking with us. As promised, here is a short summary of what we discussed and the next steps we suggested.\n\n[Add your notes here]\n\nIf you have any questions, just reply to this email.\n\nWarm wishes,",
  },
  assessment_scheduling: {
    label: "Assessment scheduling",
    subject: "Scheduling your child's reading assessment",
    body: "Hi {name},\n\nWe are glad you would like to go ahead with an assessment. It helps us see exactly where your child is and plan lessons that fit.\n\nCould you reply with two or three times that work for you over the next two weeks?\n\nWarm wishes,",
  },
  rebook_invitation: {
    label: "Rebook invitation",
    subject: "Would you like to pick a new time?",
    body: "Hi {name},\n\nWe were sorry to miss you. If you would still like to talk about your child's reading, you can choose a new time here: {bookingLink}\n\nWarm wishes,",
  },
};

const subject = z
  .string()
  .trim()
  .min(1, "Write a subject line.")
  .max(SUBJECT_MAX, `Subjects are limited to ${SUBJECT_MAX} characters.`);
const body = z
  .string()
  .trim()
  .min(1, "Write the message first.")
  .max(BODY_MAX, `Messages are limited to ${BODY_MAX.toLocaleString("en-US")} characters.`);

export const templateSaveSchema = z.object({
  key: z.enum(templateKeys, { error: "That template is not known." }),
  subject,
  body,
});
export const leadReplySchema = leadRefSchema.extend({ subject, body });

export async function loadTemplates(db: Pick<AppDatabase, "select">): Promise<ReplyTemplate[]> {
  const saved = new Map(
    (
      await db
        .select()
        .from(emailTemplates)
        .where(inArray(emailTemplates.key, [...templateKeys]))
    ).map((t) => [t.key, t]),
  );
  return templateKeys.map((key) => ({
    key,
    label: builtIn[key].label,
    subject: saved.get(key)?.subject ?? builtIn[key].subject,
    body: saved.get(key)?.body ?? builtIn[key].body,
  }));
}

export async function saveTemplate(
  db: AppDatabase,
  actor: Actor,
  input: z.infer<typeof templateSaveSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(emailTemplates)
      .values({ ...input, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: emailTemplates.key,
        set: {
          subject: input.subject,
          body: input.body,
          updatedBy: actor.id,
          updatedAt: new Date(),
        },
      });
    await recordAudit(tx, actor, {
      action: "template.updated",
      entityType: "email_template",
      entityId: input.key,
    });
  });
}

/** A template with the lead's details filled in, ready for staff to edit before sending. */
export function fillTemplate(
  template: Pick<ReplyTemplate, "subject" | "body">,
  lead: { name: string },
  siteUrl = siteConfig.siteUrl,
): { subject: string; body: string } {
  const values: Record<string, string> = {
    "{name}": lead.name,
    "{practice}": businessFactsNow().name,
    "{bookingLink}": `${siteUrl.replace(/\/$/, "")}/start-here?open=consultation`,
  };
  const fill = (text: string) =>
    text.replace(/\{(name|practice|bookingLink)\}/g, (token) => values[token] ?? token);
  return { subject: fill(template.subject), body: fill(template.body) };
}

export const replyMessages = {
  deletionRequested:
    "This family asked for their data to be deleted, so we can't email them from here. Finish or close the deletion request first.",
} as const;

export async function sendLeadReply(
  db: AppDatabase,
  actor: StaffActor,
  input: z.infer<typeof leadReplySchema>,
  now: Date,
  secret: string,
): Promise<void> {
  const table = crmTable(input.type);
  await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        id: table.id,
        email: table.email,
        status: table.status,
        lastContactDate: table.lastContactDate,
      })
      .from(table)
      .where(eq(table.id, input.id))
      .for("update");
    if (!lead) throw new AppError(404, "This lead no longer exists. It may have been deleted.");
    const [pendingDeletion] = await tx
      .select({ id: dataRequests.id })
      .from(dataRequests)
      .where(
        and(
          eq(dataRequests.kind, "deletion"),
          eq(dataRequests.emailHash, hashEmail(secret, lead.email)),
          isNull(dataRequests.completedAt),
          inArray(dataRequests.status, ["received", "acknowledged", "verified"]),
        ),
      )
      .limit(1);
    if (pendingDeletion) throw new AppError(409, replyMessages.deletionRequested);
    const siteUrl = siteConfig.siteUrl;
    const signature = staffSignature(actor.name || "", siteUrl);
    await queueEmails(tx, [
      {
        kind: "lead_reply",
        to: lead.email,
        subject: input.subject,
        text: `${publicLinksInText(input.body, siteUrl)}\n\n${signature.text}`,
        html: emailLayout(input.subject, richTextHtml(input.body, siteUrl) + signature.html),
        relatedType: leadEntity[input.type],
        relatedId: lead.id,
      },
    ]);
    await tx.insert(leadActivity).values({
      leadType: input.type,
      leadId: lead.id,
      actorId: actor.id,
      actorName: actor.name || actor.email,
      kind: "email",
      body: `Email sent: ${input.subject}\n\n${input.body}`,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: "lead.reply_sent",
      entityType: leadEntity[input.type],
      entityId: lead.id,
      details: { subjectLength: input.subject.length, bodyLength: input.body.length },
    });
    await markContacted(tx, actor, { type: input.type, id: lead.id }, lead, now);
  });
}
