// The consultation emails: the parent's confirmation (time in MT and in their own zone, what to
// expect, an .ics invitation, the signed manage link), the staff notice, and the messages for
// moves, cancellations and Get Started requests. Everything a visitor typed is escaped in HTML.
import type { Attribution } from "@/db/schema";
import { escapeHtml } from "@/lib/email/escape";
import {
  emailLayout as layout,
  htmlButton,
  htmlDetails as rows,
  htmlParagraph as p,
  textDetails as textRows,
} from "@/lib/email/layout";
import type { OutgoingEmail } from "@/lib/email/outbox";
import { siteConfig } from "@/lib/site-config";
import { businessFactsNow } from "@/lib/site-content/facts-now";
import { differsFromBusiness, longDate, slotInZone } from "../calendar/calendar";
import { callBackPromise, whatToExpect } from "../content";
import { consultationInvite } from "./ics";
import { meetingInvite, meetingText, type Meeting } from "../meeting";
import { zoneLabel } from "@/lib/practice/time-zone";

export type ConsultationDetails = {
  id: string;
  parentName: string;
  email: string;
  phone: string;
  notes: string | null;
  childAge?: string | null;
  dateISO: string;
  start: Date;
  end: Date;
  label: string;
  attribution: Attribution | null;
  businessTimeZone: string;
  /** The first booking of a moved chain, whose id the calendar UID keeps. */
  rescheduledFrom?: string | null;
  /** SEQUENCE of the invitation this email carries (consultation_bookings.calendar_sequence). */
  calendarSequence?: number;
};

/** A booked consultation as its emails and invitation describe it: with how the call happens. */
export type BookedDetails = ConsultationDetails & { meeting: Meeting };

export type EmailContext = {
  staffAddress: string;
  manageUrl?: string;
  visitorTimeZone?: string;
};

/** How every parent email with an .ics ends (plain text): the invitation, the manage link, where to ask. */
function invitationFooter(manageLine: string): string[] {
  return [
    "The calendar invitation is attached.",
    manageLine,
    "",
    `Questions? ${businessFactsNow().email} or ${businessFactsNow().phone}`,
  ];
}

export function whenText(c: ConsultationDetails): string {
  return `${longDate(c.dateISO, { year: true })}, ${c.label}`;
}

function visitorTime(c: ConsultationDetails, zone: string | undefined): string | null {
  if (!zone || !differsFromBusiness(zone, c.start.getTime(), c.businessTimeZone)) return null;
  return slotInZone({ start: c.start.toISOString(), end: c.end.toISOString() }, zone, c.dateISO);
}

/** The calendar UID of a consultation: its first booking's, so a moved one stays one event. */
export function calendarUid(booking: { id: string; rescheduledFrom?: string | null }): string {
  return `consultation-${booking.rescheduledFrom ?? booking.id}@${new URL(siteConfig.siteUrl).hostname}`;
}

/**
 * The .ics invitation, attached to the confirmation email and offered for download on the web;
 * for a cancelled consultation, the CANCEL of that invitation.
 */
export function consultationCalendarInvite(
  c: ConsultationDetails & { meeting?: Meeting },
  ctx: EmailContext,
  cancelled = false,
): string {
  const where = c.meeting ? meetingInvite(c.meeting) : null;
  const how = c.meeting ? `\n${meetingText(c.meeting)}.` : "";
  return consultationInvite({
    cancelled,
    uid: calendarUid(c),
    sequence: c.calendarSequence ?? 0,
    start: c.start,
    end: c.end,
    title: `Free consultation with ${businessFactsNow().name}`,
    description: `Your free 30-minute consultation call.${how}${ctx.manageUrl ? `\nNeed to change it? ${ctx.manageUrl}` : ""}`,
    location: where?.location,
    // The link to join when there is one; otherwise the page to change or cancel.
    url: where?.url ?? ctx.manageUrl,
    organizer: { name: businessFactsNow().name, email: businessFactsNow().email },
    attendee: { name: c.parentName, email: c.email },
  });
}

function staffDetails(c: ConsultationDetails, visitorZone: string | undefined): [string, string][] {
  const pairs: [string, string][] = [
    ["When", whenText(c)],
    ["Parent/guardian", c.parentName],
    ["Email", c.email],
    ["Phone", c.phone],
  ];
  if (c.childAge) pairs.push(["Child's age", c.childAge]);
  pairs.push(["Notes", c.notes || "(none)"]);
  if (visitorZone) pairs.push(["Parent's time zone", visitorZone]);
  const a = c.attribution;
  if (a && Object.values(a).some(Boolean)) {
    pairs.push([
      "Source",
      [a.utm_source, a.utm_medium, a.utm_campaign].filter(Boolean).join(" / ") ||
        a.referrer ||
        "(direct)",
    ]);
    if (a.gclid) pairs.push(["gclid", a.gclid]);
  }
  return pairs;
}

type Kind = "confirmed" | "rescheduled";

/** Parent confirmation (with .ics and manage link) and staff notice for a new or moved booking. */
export function bookingEmails(
  c: BookedDetails,
  ctx: EmailContext,
  kind: Kind = "confirmed",
  previous?: string,
): OutgoingEmail[] {
  const when = whenText(c);
  const local = visitorTime(c, ctx.visitorTimeZone);
  const ics = consultationCalendarInvite(c, ctx);
  const heading =
    kind === "confirmed" ? "Your free consultation is booked" : "Your consultation has moved";
  const intro =
    kind === "confirmed"
      ? `Hi ${c.parentName}, thank you for booking a free consultation with ${businessFactsNow().name}.`
      : `Hi ${c.parentName}, your consultation has a new time.`;
  const how = meetingText(c.meeting);
  const timeLines = [
    `When: ${when}`,
    ...(local ? [`Your time: ${local}`] : []),
    ...(previous ? [`Previously: ${previous}`] : []),
    `How: ${how}`,
  ];
  const manage = ctx.manageUrl ? `Need to pick another time or cancel? ${ctx.manageUrl}` : "";
  const parentText = [
    intro,
    "",
    ...timeLines,
    "",
    "What to expect:",
    ...whatToExpect.map((w) => `- ${w}`),
    "",
    ...invitationFooter(manage),
  ].join("\n");
  const parentHtml = layout(
    heading,
    p(intro) +
      rows([
        ["When", when],
        ...(local ? ([["Your time", local]] as [string, string][]) : []),
        ...(previous ? ([["Previously", previous]] as [string, string][]) : []),
        ["How", how],
      ]) +
      `<h2 style="font-size:17px;color:#0c4a6e">What to expect</h2><ul style="padding-left:20px;line-height:1.6">${whatToExpect.map((w) => `<li>${escapeHtml(w)}</li>`).join("")}</ul>` +
      p("The calendar invitation is attached.") +
      (ctx.manageUrl ? htmlButton("Change or cancel this consultation", ctx.manageUrl) : ""),
  );
  const staffSubject =
    kind === "confirmed" ? `New consultation booked: ${when}` : `Consultation moved: ${when}`;
  const details = staffDetails(c, ctx.visitorTimeZone);
  if (previous) details.splice(1, 0, ["Previously", previous]);
  details.splice(previous ? 2 : 1, 0, ["How", how]);
  return [
    {
      kind: `consultation_${kind}_parent`,
      to: c.email,
      subject:
        kind === "confirmed"
          ? `Your free consultation: ${when}`
          : `New time for your consultation: ${when}`,
      text: parentText,
      html: parentHtml,
      ics,
      relatedType: "consultation_booking",
      relatedId: c.id,
    },
    {
      kind: `consultation_${kind}_staff`,
      to: ctx.staffAddress,
      replyTo: c.email,
      subject: staffSubject,
      text: textRows(details),
      html: layout(staffSubject, rows(details)),
      ics,
      relatedType: "consultation_booking",
      relatedId: c.id,
    },
  ];
}

/** Parent and staff: the consultation is cancelled, with the calendar's CANCEL of its invitation. */
export function cancellationEmails(c: ConsultationDetails, ctx: EmailContext): OutgoingEmail[] {
  const when = whenText(c);
  const ics = consultationCalendarInvite(c, ctx, true);
  const intro = `Hi ${c.parentName}, your free consultation on ${when} is cancelled. You are welcome to book a new time whenever suits you: ${siteConfig.siteUrl}/start-here?open=consultation`;
  const details = staffDetails(c, undefined);
  return [
    {
      kind: "consultation_cancelled_parent",
      to: c.email,
      subject: `Consultation cancelled: ${when}`,
      text: intro,
      html: layout("Your consultation is cancelled", p(intro)),
      ics,
      relatedType: "consultation_booking",
      relatedId: c.id,
    },
    {
      kind: "consultation_cancelled_staff",
      to: ctx.staffAddress,
      replyTo: c.email,
      subject: `Consultation cancelled by parent: ${when}`,
      text: textRows(details),
      html: layout("Consultation cancelled by parent", rows(details)),
      ics,
      relatedType: "consultation_booking",
      relatedId: c.id,
    },
  ];
}

/** "Call me to find a time": no calendar time yet; staff call back within the promised reply time. */
export function requestEmails(c: ConsultationDetails, ctx: EmailContext): OutgoingEmail[] {
  const intro = `Hi ${c.parentName}, thank you for asking for a free consultation with ${businessFactsNow().name}. ${callBackPromise(c.phone)}`;
  const details = staffDetails(c, undefined).filter(([k]) => k !== "When");
  const by = new Intl.DateTimeFormat("en-US", {
    timeZone: c.businessTimeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(c.start);
  details.unshift(["Contact by", `${by} ${zoneLabel(c.businessTimeZone)}`]);
  return [
    {
      kind: "consultation_request_parent",
      to: c.email,
      subject: "We received your consultation request",
      text: [intro, "", "What to expect:", ...whatToExpect.map((w) => `- ${w}`)].join("\n"),
      html: layout(
        "We received your request",
        p(intro) +
          `<ul style="padding-left:20px;line-height:1.6">${whatToExpect.map((w) => `<li>${escapeHtml(w)}</li>`).join("")}</ul>`,
      ),
      relatedType: "consultation_booking",
      relatedId: c.id,
    },
    {
      kind: "consultation_request_staff",
      to: ctx.staffAddress,
      replyTo: c.email,
      subject: `Consultation request: please call ${c.parentName} ${businessFactsNow().replyTime}`,
      text: textRows(details),
      html: layout("New consultation request (Get Started)", rows(details)),
      relatedType: "consultation_booking",
      relatedId: c.id,
    },
  ];
}

/** The parent's reminder a day or an hour before: time in MT and their zone, manage link, .ics. */
export function reminderEmail(
  c: BookedDetails,
  ctx: EmailContext,
  kind: "day_before" | "hour_before",
): OutgoingEmail {
  const when = whenText(c);
  const local = visitorTime(c, ctx.visitorTimeZone);
  const soon = kind === "hour_before";
  const heading = soon ? "Your consultation starts in an hour" : "Your consultation is tomorrow";
  const intro = soon
    ? `Hi ${c.parentName}, a quick reminder: your free consultation with ${businessFactsNow().name} starts in about an hour. We are looking forward to talking with you.`
    : `Hi ${c.parentName}, a friendly reminder that your free consultation with ${businessFactsNow().name} is tomorrow. If you have school reports or notes about your child's reading, have them nearby, though they are not needed.`;
  const manage = ctx.manageUrl
    ? `Can't make it? You can pick another time or cancel here: ${ctx.manageUrl}`
    : "";
  const how = meetingText(c.meeting);
  const text = [
    intro,
    "",
    `When: ${when}`,
    ...(local ? [`Your time: ${local}`] : []),
    `How: ${how}`,
    "",
    ...invitationFooter(manage),
  ].join("\n");
  const html = layout(
    heading,
    p(intro) +
      rows([
        ["When", when],
        ...(local ? ([["Your time", local]] as [string, string][]) : []),
        ["How", how],
      ]) +
      p("The calendar invitation is attached.") +
      (ctx.manageUrl ? htmlButton("Change or cancel this consultation", ctx.manageUrl) : ""),
  );
  return {
    kind: `consultation_reminder_${kind}`,
    to: c.email,
    subject: soon
      ? `Starting soon: your free consultation at ${c.label}`
      : `Reminder: your free consultation on ${when}`,
    text,
    html,
    ics: consultationCalendarInvite(c, ctx),
    relatedType: "consultation_booking",
    relatedId: c.id,
  };
}

/** After a no-show: a warm, no-pressure invitation to pick a new time. */
export function rebookInvitation(
  c: Pick<ConsultationDetails, "id" | "parentName" | "email">,
): OutgoingEmail {
  const bookUrl = `${siteConfig.siteUrl}/start-here?open=consultation`;
  const intro = `Hi ${c.parentName}, we were sorry to miss you at your free consultation. Life with children is busy, and it happens. If you would still like to talk about your child's reading, you can choose a new time that suits you.`;
  const text = [
    intro,
    "",
    `Pick a new time: ${bookUrl}`,
    "",
    `Or simply reply to this email, or call us on ${businessFactsNow().phone}.`,
  ].join("\n");
  return {
    kind: "consultation_rebook_invite",
    to: c.email,
    subject: `Would you like to pick a new time? ${businessFactsNow().name}`,
    text,
    html: layout(
      "We missed you",
      p(intro) +
        htmlButton("Choose a new time", bookUrl) +
        p(`Or simply reply to this email, or call us on ${businessFactsNow().phone}.`),
    ),
    relatedType: "consultation_booking",
    relatedId: c.id,
  };
}
