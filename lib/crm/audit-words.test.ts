import type { AuditRow } from "@/lib/practice/audit";
import { auditSentence, changeValueWords, familyOf, type AuditNames } from "./audit-words";

const names: AuditNames = {
  staff: new Map([
    ["u-megan", "Megan"],
    ["u-sam", "Sam Lee"],
  ]),
  families: new Map([
    ["lead-1", { name: "Jordan Rivera", href: "/admin/leads/consultation/lead-1" }],
  ]),
};
const row = (action: string, details: Record<string, unknown> | null = null): AuditRow => ({
  id: 1,
  actorId: "u-megan",
  actorEmail: "megan@example.com",
  action,
  entityType: "consultation_booking",
  entityId: "lead-1",
  details,
  createdAt: new Date("2030-01-09T17:00:00Z"),
});

describe("audit entries as sentences", () => {
  it("names the family by the parent's first name", () => {
    expect(familyOf("Jordan Rivera")).toBe("Jordan's family");
    expect(familyOf("Chris")).toBe("Chris' family");
    expect(familyOf(null)).toBe("a family");
  });

  it("words consultation changes with labels and dates people write", () => {
    expect(
      auditSentence(
        row("consultation.scheduled", {
          changes: {
            kind: { from: "request", to: "booking" },
            time: { from: null, to: "2030-01-10 10:00 AM - 10:30 AM MT" },
            conversionStage: { from: "consultation_requested", to: "consultation_booked" },
          },
        }),
        names,
      ),
    ).toBe(
      "Megan booked Jordan's family in for Thu, Jan 10, 2030 10:00 AM - 10:30 AM MT and moved them to Consultation booked",
    );
    expect(
      auditSentence(
        row("consultation.no_show", {
          changes: { bookingStatus: { from: "confirmed", to: "no_show" } },
        }),
        names,
      ),
    ).toBe("Megan marked Jordan's family as a no-show");
    expect(auditSentence(row("consultation.rebook_invited"), names)).toBe(
      "Megan invited Jordan's family to pick a new consultation time",
    );
  });

  it("keeps an entry's own words, and words settings changes", () => {
    expect(
      auditSentence(row("staff.role_changed", { summary: "Megan made Sam an admin" }), names),
    ).toBe("Megan made Sam an admin");
    expect(auditSentence({ ...row("outbox.retried", { count: 3 }), entityId: null }, names)).toBe(
      "Megan put 3 failed emails back in the queue",
    );
    expect(
      auditSentence(
        {
          ...row("availability.holiday_reopened", {
            date: "2030-11-28",
            holiday: "Thanksgiving Day",
          }),
          entityId: null,
        },
        names,
      ),
    ).toBe("Megan opened Thanksgiving Day (Thu, Nov 28, 2030) for bookings");
  });

  it("shows a timeline change's values by their labels", () => {
    expect(changeValueWords("status", "new", names.staff)).toBe("New");
    expect(changeValueWords("conversionStage", "consultation_booked", names.staff)).toBe(
      "Consultation booked",
    );
    expect(changeValueWords("assignedTo", "u-sam", names.staff)).toBe("Sam Lee");
    expect(changeValueWords("nextFollowUpDate", "2030-01-14", names.staff)).toBe(
      "Mon, Jan 14, 2030",
    );
    expect(changeValueWords("lastContactDate", null, names.staff)).toBe("empty");
  });
});
