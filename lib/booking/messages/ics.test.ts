import ICAL from "ical.js";
import { consultationInvite } from "./ics";

const invite = (attendeeName: string) =>
  consultationInvite({
    uid: "c-1@brightpath.example",
    sequence: 0,
    start: new Date("2026-12-01T17:00:00Z"),
    end: new Date("2026-12-01T17:30:00Z"),
    title: "Free consultation",
    description: "Your free 30-minute consultation.",
    organizer: { name: "Bright Path Reading", email: "hello@brightpath.example" },
    attendee: { name: attendeeName, email: "parent@example.com" },
  });

describe("calendar invitation names", () => {
  const name = 'Ana "Bee" O\'Neil, Jr.; née Smith\nsecond line ^ caret';

  it("never puts a backslash or a bare quote inside the quoted CN parameter", () => {
    const attendeeLine = invite(name)
      .replace(/\r\n[ \t]/g, "")
      .split("\r\n")
      .find((line) => line.startsWith("ATTENDEE"));
    const cn = /CN="([^"]*)"/.exec(attendeeLine ?? "")?.[1];
    expect(cn).toBeDefined();
    expect(cn).not.toContain("\\");
    // The whole quoted value ends right before the address: no quote inside ended it early.
    expect(attendeeLine).toMatch(/;CN="[^"\\\u0000-\u001F]*":mailto:parent@example\.com$/);
  });

  it("round-trips a quote, comma, semicolon, new line and caret through a real iCalendar parser", () => {
    const calendar = new ICAL.Component(ICAL.parse(invite(name)) as unknown[]);
    const event = calendar.getFirstSubcomponent("vevent");
    const attendee = event?.getFirstProperty("attendee");
    expect(attendee?.getParameter("cn")).toBe(name);
    expect(attendee?.getFirstValue()).toBe("mailto:parent@example.com");
    expect(event?.getFirstProperty("organizer")?.getParameter("cn")).toBe("Bright Path Reading");
  });
});
