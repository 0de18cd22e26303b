// The emails every lead sends (issue: "staff hear about it at once, and the parent gets a clear
// answer"): a staff notice with every field and a link to the lead in the admin area, and the
// parent's acknowledgement promising a reply as soon as the saved reply time says (the same words
// as the contact and thank-you pages). Built from the stored record, so the email shows exactly
// what was saved; everything typed is escaped in HTML.
import type { Attribution, contactForms, intakeForms } from "@/db/schema";
import type { OutgoingEmail } from "@/lib/email/outbox";
import {
  emailLayout,
  htmlButton,
  htmlDetails,
  htmlParagraph,
  textDetails,
  type Detail,
} from "@/lib/email/layout";
import { attributionSentence } from "@/lib/attribution/words";
import { formatDateTime } from "@/lib/practice/business-time";
import { labelOf, leadSourceLabels } from "@/lib/practice/vocabulary";
import { businessFactsNow } from "@/lib/site-content/facts-now";
import { contactMethods, struggleLabel, subjectLabel } from "./schemas";

export type IntakeRecord = typeof intakeForms.$inferSelect;
export type ContactRecord = typeof contactForms.$inferSelect;
export type LeadEmailContext = { staffAddress: string; siteUrl: string };
export type LeadType = "intake" | "contact";

export function adminLeadUrl(siteUrl: string, type: LeadType, id: string): string {
  return `${siteUrl.replace(/\/$/, "")}/admin/leads/${type}/${id}`;
}

const none = "(none)";
const orNone = (value: string | null | undefined) => (value ? value : none);

function attributionDetails(attribution: Attribution | null, gclid: string | null): Detail[] {
  const details: Detail[] = [["Source", attributionSentence(attribution, gclid)]];
  // Kept as it is: staff paste it into Google Ads to report the conversion.
  if (gclid) details.push(["Google Ads click id", gclid]);
  return details;
}

function staffEmail(
  kind: string,
  to: string,
  replyTo: string,
  subject: string,
  intro: string,
  details: Detail[],
  link: string,
  related: { type: string; id: string },
): OutgoingEmail {
  return {
    kind,
    to,
    replyTo,
    subject,
    text: [intro, "", textDetails(details), "", `Open in the admin area: ${link}`].join("\n"),
    html: emailLayout(
      subject,
      htmlParagraph(intro) + htmlDetails(details) + htmlButton("Open in the admin area", link),
    ),
    relatedType: related.type,
    relatedId: related.id,
  };
}

function acknowledgement(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  related: { type: string; id: string },
): OutgoingEmail {
  const facts = businessFactsNow();
  const closing = `Questions in the meantime? Email ${facts.email} or call ${facts.phone}.`;
  return {
    kind,
    to,
    subject,
    text: [...paragraphs, closing, "", facts.name].join("\n\n"),
    html: emailLayout(subject, [...paragraphs, closing].map(htmlParagraph).join("")),
    relatedType: related.type,
    relatedId: related.id,
  };
}

/** The reply promise, worded as on the contact page and the thank-you pages. */
function replyPromise(): string {
  const facts = businessFactsNow();
  return `A member of our team will contact you ${facts.replyTime}. Our hours are ${facts.hoursShown}.`;
}

export function intakeEmails(record: IntakeRecord, ctx: LeadEmailContext): OutgoingEmail[] {
  const fullIntake = record.variant === "start_here";
  const related = { type: "intake_form", id: record.id };
  const link = adminLeadUrl(ctx.siteUrl, "intake", record.id);
  const details: Detail[] = fullIntake
    ? [
        ["Parent/guardian", record.parentName],
        ["Email", record.email],
        ["Phone", record.phone],
        [
          "Preferred contact",
          contactMethods.find((m) => m.value === record.contactMethod)?.label ??
            orNone(record.contactMethod),
        ],
        ["Student's age", record.studentAge],
        ["School", orNone(record.school)],
        ["Strengths", orNone(record.strengths)],
        [
          "Struggles",
          record.struggles.length ? record.struggles.map(struggleLabel).join(", ") : none,
        ],
        ...(record.struggles.includes("other")
          ? ([["Other struggles", orNone(record.strugglesOther)]] as Detail[])
          : []),
        ["Struggle details", orNone(record.strugglesDetails)],
        [
          "Worked with a tutor before",
          record.previousTutor === "yes"
            ? "Yes"
            : record.previousTutor === "no"
              ? "No"
              : "(not answered)",
        ],
        ...(record.previousTutor === "yes"
          ? ([["Previous tutoring", orNone(record.previousTutorDetails)]] as Detail[])
          : []),
        ["Goals", orNone(record.goals)],
        ["Additional information", orNone(record.additionalInfo)],
      ]
    : [
        ["Parent/guardian", record.parentName],
        ["Email", record.email],
        ["Phone", record.phone],
        ["Student's age", record.studentAge],
        ["Learning struggles", orNone(record.strugglesDetails)],
        ["Goals", orNone(record.goals)],
      ];
  details.push(
    ["Lead source", labelOf(leadSourceLabels, record.leadSource)],
    ["Received", formatDateTime(record.createdAt)],
    ...attributionDetails(record.attribution, record.gclid),
  );
  const what = fullIntake ? "intake form" : "assessment request";
  return [
    staffEmail(
      fullIntake ? "intake_staff" : "assessment_request_staff",
      ctx.staffAddress,
      record.email,
      `New ${what}: ${record.parentName}`,
      `A new ${what} arrived. Please contact the family ${businessFactsNow().replyTime}.`,
      details,
      link,
      related,
    ),
    acknowledgement(
      fullIntake ? "intake_parent" : "assessment_request_parent",
      record.email,
      fullIntake ? "We received your intake form" : "We received your assessment request",
      [
        `Hi ${record.parentName},`,
        fullIntake
          ? `Thank you for telling us about your child. A reading specialist will review your intake form.`
          : `Thank you for requesting an assessment for your child. A reading specialist will review what you shared.`,
        replyPromise(),
      ],
      related,
    ),
  ];
}

export function contactEmails(record: ContactRecord, ctx: LeadEmailContext): OutgoingEmail[] {
  const fallback = record.submissionType === "fallback";
  const related = { type: "contact_form", id: record.id };
  const link = adminLeadUrl(ctx.siteUrl, "contact", record.id);
  const details: Detail[] = [
    ["Name", record.name],
    ["Email", record.email],
    ["Subject", subjectLabel(record.subject)],
    ["Message", record.message],
  ];
  if (fallback && record.fallbackVerification) {
    details.push(
      ["Phone", record.fallbackVerification.phone],
      ["Alternate email", orNone(record.fallbackVerification.alternateEmail)],
      ["Reason", orNone(record.fallbackVerification.reason)],
    );
  }
  details.push(
    ["Received", formatDateTime(record.createdAt)],
    ...attributionDetails(record.attribution, record.gclid),
  );
  const subject = fallback
    ? `Contact message to verify: ${subjectLabel(record.subject)} from ${record.name}`
    : `New contact message: ${subjectLabel(record.subject)} from ${record.name}`;
  const intro = fallback
    ? "This message did not pass the automatic security check. The sender asked for manual verification: please confirm it is genuine (for example by phone) before replying."
    : "A new message arrived through the contact form.";
  return [
    staffEmail(
      fallback ? "contact_fallback_staff" : "contact_staff",
      ctx.staffAddress,
      record.email,
      subject,
      intro,
      details,
      link,
      related,
    ),
    acknowledgement(
      fallback ? "contact_fallback_parent" : "contact_parent",
      record.email,
      "We received your message",
      [
        `Hi ${record.name},`,
        // One promise only: "shortly" next to "within 24 hours" left parents unsure which held.
        fallback
          ? "Thank you for contacting us. We will verify your message before we reply."
          : "Thank you for contacting us.",
        replyPromise(),
      ],
      related,
    ),
  ];
}
