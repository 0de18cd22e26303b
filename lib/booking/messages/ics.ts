// Calendar invitations (.ics) that every calendar app imports. A rescheduled consultation keeps
// the first booking's UID with a higher SEQUENCE, so calendars move the event instead of adding one;
// a cancelled one is a METHOD:CANCEL of that UID with a higher SEQUENCE still, so calendars remove
// the event (and its alarm) instead of keeping it.
import { createEvent } from "ics";

export type InviteInput = {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  title: string;
  description: string;
  /** Where the call happens: the video link, or "Phone call to …". */
  location?: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The consultation is cancelled: METHOD:CANCEL, STATUS:CANCELLED, no alarm. */
  cancelled?: boolean;
};

/**
 * A name as a quoted CN parameter may carry it. RFC 5545 forbids a double quote or a line break
 * inside a quoted parameter, and backslash escapes do not exist there; RFC 6868's caret escapes
 * (^' for a quote, ^n for a new line, ^^ for a caret) do, and calendar apps that predate them show
 * them literally, which is harmless. Commas and semicolons are safe inside the quotes.
 */
export function parameterSafeName(name: string): string {
  return name
    .replace(/\^/g, "^^")
    .replace(/\r\n|\r|\n/g, "^n")
    .replace(/"/g, "^'")
    .replace(/[\u0000-\u001F\u007F]/g, " ");
}

export function consultationInvite(input: InviteInput): string {
  const { error, value } = createEvent({
    uid: input.uid,
    sequence: input.sequence,
    method: input.cancelled ? "CANCEL" : "REQUEST",
    start: input.start.getTime(),
    end: input.end.getTime(),
    title: input.title,
    description: input.description,
    location: input.location,
    url: input.url,
    status: input.cancelled ? "CANCELLED" : "CONFIRMED",
    busyStatus: input.cancelled ? "FREE" : "BUSY",
    organizer: { ...input.organizer, name: parameterSafeName(input.organizer.name) },
    attendees: [
      {
        ...input.attendee,
        name: parameterSafeName(input.attendee.name),
        rsvp: false,
        partstat: "ACCEPTED",
        role: "REQ-PARTICIPANT",
      },
    ],
    alarms: input.cancelled
      ? []
      : [
          {
            action: "display",
            description: "Free consultation call",
            trigger: { minutes: 30, before: true },
          },
        ],
    productId: "bright-path/consultations",
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar invitation");
  return value;
}

/** The METHOD an invitation carries, which the email's text/calendar part must repeat. */
export function invitationMethod(ics: string): "REQUEST" | "CANCEL" {
  return /^METHOD:CANCEL\r?$/m.test(ics) ? "CANCEL" : "REQUEST";
}
