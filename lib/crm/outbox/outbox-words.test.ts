import { deliveryWords, emailKindLabel } from "./outbox-words";

const base = { attempts: 1, sentAt: null, nextAttemptAt: new Date("2030-01-09T17:05:00Z") };

describe("the outbox in words", () => {
  it("says a sent email's time once, after its one label", () => {
    const words = deliveryWords(
      { ...base, status: "sent", sentAt: new Date("2030-01-09T17:00:00Z") },
      true,
    );
    expect(words).toBe("on Jan 9, 2030, 10:00 AM MT");
    expect(`Sent ${words}`).not.toMatch(/Sent Sent/);
  });

  it("counts tries and says when the next one is due", () => {
    expect(deliveryWords({ ...base, status: "pending", attempts: 0 }, false)).toBe("not tried yet");
    expect(deliveryWords({ ...base, status: "pending", attempts: 2 }, true)).toBe(
      "2 tries so far · next try Jan 9, 2030, 10:05 AM MT",
    );
  });

  it("names what an email is and who it is for", () => {
    expect(emailKindLabel("consultation_confirmed_staff")).toBe("Consultation confirmed, to staff");
    expect(emailKindLabel("intake_parent")).toBe("Intake, to the family");
    expect(emailKindLabel("lead_reply")).toBe("Reply from the lead page, to the family");
  });
});
