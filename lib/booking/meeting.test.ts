import ICAL from "ical.js";
import { consultationCalendarInvite } from "./messages/emails";
import {
  meetingOf,
  meetingSettingsSchema,
  meetingText,
  type Meeting,
  type MeetingSettings,
} from "./meeting";

const video: MeetingSettings = {
  consultationFormat: "video",
  videoLink: "https://meet.example.com/bright-path",
  staffVideoLinks: { "staff-dana": "https://zoom.example.com/j/555" },
};
const phone: MeetingSettings = { ...video, consultationFormat: "phone" };

describe("how the consultation call happens", () => {
  it("uses the assigned staff member's own link, else the practice's", () => {
    expect(meetingOf(video, { phone: "801-555-0199", assignedTo: "" }, null)).toEqual({
      format: "video",
      link: "https://meet.example.com/bright-path",
      host: null,
    });
    expect(meetingOf(video, { phone: "801-555-0199", assignedTo: "staff-dana" }, "Dana")).toEqual({
      format: "video",
      link: "https://zoom.example.com/j/555",
      host: "Dana",
    });
    expect(meetingOf(video, { phone: "801-555-0199", assignedTo: "staff-lee" }, "Lee")).toEqual({
      format: "video",
      link: "https://meet.example.com/bright-path",
      host: "Lee",
    });
  });

  it("calls the number the parent gave, naming the host once one is assigned", () => {
    const unassigned = meetingOf(phone, { phone: "801-555-0199" }, null);
    expect(meetingText(unassigned)).toBe(
      "Phone call: we call you at 801-555-0199, the number you gave",
    );
    const assigned = meetingOf(phone, { phone: "801-555-0199", assignedTo: "staff-dana" }, "Dana");
    expect(meetingText(assigned)).toBe(
      "Phone call: Dana calls you at 801-555-0199, the number you gave",
    );
    expect(meetingText(meetingOf(video, { phone: "1", assignedTo: "staff-dana" }, "Dana"))).toBe(
      "Video call with Dana: https://zoom.example.com/j/555",
    );
  });

  it("accepts only https meeting links, and a video call needs the practice's link", () => {
    const parse = (form: Record<string, string>) => meetingSettingsSchema.safeParse(form);
    expect(
      parse({
        consultationFormat: "video",
        videoLink: " https://meet.example.com/abc ",
        "staffLink_staff-dana": "https://zoom.example.com/j/555",
        "staffLink_staff-lee": "",
      }).data,
    ).toEqual({
      consultationFormat: "video",
      videoLink: "https://meet.example.com/abc",
      staffVideoLinks: { "staff-dana": "https://zoom.example.com/j/555" },
    });
    expect(parse({ consultationFormat: "phone", videoLink: "" }).data).toEqual({
      consultationFormat: "phone",
      videoLink: null,
      staffVideoLinks: {},
    });
    for (const bad of ["http://meet.example.com/abc", "javascript:alert(1)", "meet.example.com"])
      expect(parse({ consultationFormat: "phone", videoLink: bad }).error?.issues[0]?.message).toBe(
        "Video links start with https:// (copy the meeting link from Zoom, Google Meet or Teams).",
      );
    expect(
      parse({ consultationFormat: "phone", "staffLink_staff-dana": "http://x.example.com" })
        .success,
    ).toBe(false);
    expect(parse({ consultationFormat: "video", videoLink: "" }).error?.issues[0]?.message).toBe(
      "A video call needs the practice's link: parents get it as soon as they book.",
    );
    expect(parse({ consultationFormat: "carrier pigeon" }).success).toBe(false);
  });
});

describe("the calendar invitation says how the call happens", () => {
  const consultation = {
    id: "6f1c2d3e-0000-4000-8000-000000000001",
    parentName: "Jordan Rivera",
    email: "jordan@example.com",
    phone: "(801) 555-0199",
    notes: null,
    dateISO: "2026-12-01",
    start: new Date("2026-12-01T23:00:00Z"),
    end: new Date("2026-12-01T23:30:00Z"),
    label: "4:00 PM - 4:30 PM MT",
    attribution: null,
    businessTimeZone: "America/Denver",
  };
  const manageUrl = "https://brightpath.example/consultation/manage?token=abc";
  const parsed = (meeting: Meeting) => {
    const calendar = new ICAL.Component(
      ICAL.parse(
        consultationCalendarInvite({ ...consultation, meeting }, { staffAddress: "", manageUrl }),
      ) as unknown[],
    );
    const event = calendar.getFirstSubcomponent("vevent")!;
    const value = (name: string) => String(event.getFirstPropertyValue(name) ?? "");
    return { location: value("location"), url: value("url"), description: value("description") };
  };

  it("a video call: the link is the LOCATION and URL, with the host in the description", () => {
    const invite = parsed({
      format: "video",
      link: "https://zoom.example.com/j/555",
      host: "Dana",
    });
    expect(invite.location).toBe("https://zoom.example.com/j/555");
    expect(invite.url).toBe("https://zoom.example.com/j/555");
    expect(invite.description).toContain("Video call with Dana: https://zoom.example.com/j/555");
    expect(invite.description).toContain(`Need to change it? ${manageUrl}`);
  });

  it("a phone call: the number the parent gave, and the manage page as the URL", () => {
    const invite = parsed({ format: "phone", phone: "(801) 555-0199", host: null });
    expect(invite.location).toBe("Phone call to (801) 555-0199");
    expect(invite.url).toBe(manageUrl);
    expect(invite.description).toContain(
      "Phone call: we call you at (801) 555-0199, the number you gave",
    );
  });
});
