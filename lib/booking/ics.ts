// Calendar invitations (.ics) that every calendar app imports. A rescheduled consultation keeps
// the first booking's UID with a higher SEQUENCE, so calendars move the event instead of adding one.
import { createEvent } from "ics";

export type InviteInput = {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  title: string;
  description: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

export function consultationInvite(input: InviteInput): string {
  const { error, value } = createEvent({
    uid: input.uid,
    sequence: input.sequence,
    method: "REQUEST",
    start: input.start.getTime(),
    end: input.end.getTime(),
    title: input.title,
    description: input.description,
    url: input.url,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    organizer: input.organizer,
    attendees: [{ ...input.attendee, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
    alarms: [
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
