import { redact } from "./logger";

describe("log redaction", () => {
  it("drops sensitive keys and masks emails and phone numbers in text", () => {
    expect(
      redact({ email: "a@b.co", password: "x", path: "/api/x", detail: "from jane@example.com at (801) 555-0142", nested: { phone: "1" } }),
    ).toEqual({ email: "[redacted]", password: "[redacted]", path: "/api/x", detail: "from [email] at [phone]", nested: { phone: "[redacted]" } });
  });
});
