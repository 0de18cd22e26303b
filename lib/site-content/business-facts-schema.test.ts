// The business facts staff edit: what the form and the server action accept, and the words a
// person reads when something is refused.
import { businessFactsSchema, FACT_LIMITS } from "./business-facts-schema";

const today = {
  name: "Bright Path Reading",
  phone: "(801) 555-0142",
  email: "support@brightpathreading.com",
  hours: "Mon-Fri 8am-5pm",
  address: "",
  state: "Utah",
  replyTime: "within 24 hours",
  utahFitsAllUrl: "https://utahfitsall.org/apply",
};

const problem = (change: Record<string, unknown>) => {
  const parsed = businessFactsSchema.safeParse({ ...today, ...change });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the business facts schema", () => {
  it("accepts today's facts as they are", () => {
    expect(businessFactsSchema.parse(today)).toEqual(today);
  });

  it("trims, folds runs of spaces and lower-cases the email", () => {
    const parsed = businessFactsSchema.parse({
      ...today,
      name: "  Bright   Path Reading ",
      email: " Hello@BrightPathReading.com ",
    });
    expect(parsed.name).toBe("Bright Path Reading");
    expect(parsed.email).toBe("hello@brightpathreading.com");
  });

  it("refuses a phone number nobody can dial", () => {
    expect(problem({ phone: "call the office" })).toMatch(/phone number parents can dial/);
    expect(problem({ phone: "555-01" })).toMatch(/phone number parents can dial/);
    expect(problem({ phone: "+1 (385) 555-0177 ext 4" })).toBeNull();
  });

  it("refuses an email address a mail server would not", () => {
    expect(problem({ email: "support@brightpath" })).toMatch(/valid email address/);
  });

  it("takes the Utah Fits All link only as https, without a password in it", () => {
    expect(problem({ utahFitsAllUrl: "http://utahfitsall.org/apply" })).toMatch(/https:\/\//);
    expect(problem({ utahFitsAllUrl: "javascript:alert(1)" })).toMatch(/https:\/\//);
    expect(problem({ utahFitsAllUrl: "https://user:pw@utahfitsall.org" })).toMatch(/https:\/\//);
  });

  it("says which fact is missing, and lets only the address be empty", () => {
    expect(problem({ phone: "  " })).toBe("Please enter the phone number.");
    expect(problem({ replyTime: "" })).toMatch(/how soon families hear back/);
    expect(problem({ address: "" })).toBeNull();
  });

  it("limits each fact's length and refuses hidden characters", () => {
    expect(problem({ hours: "x".repeat(FACT_LIMITS.hours + 1) })).toBe(
      `Opening hours can be at most ${FACT_LIMITS.hours} characters.`,
    );
    expect(problem({ name: "Bright\u0000Path" })).toMatch(/hidden characters/);
  });

  it("refuses a field that is not text", () => {
    expect(problem({ state: 7 })).toBe("The state must be text.");
  });
});
