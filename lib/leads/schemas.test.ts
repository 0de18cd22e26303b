// Every rule of the lead schemas, with the boundaries (250/251 characters, each enumeration).
import {
  assessmentRequestSchema,
  contactFallbackSchema,
  contactMethods,
  contactSchema,
  fieldMessages,
  previousTutorOptions,
  startHereIntakeSchema,
  startHereRequiredFields,
  struggleOptions,
  subjectLabel,
  subjectLabels,
  subjectOptions,
  TEXTAREA_MAX,
} from "./schemas";
import { fieldErrorsOf, firstErrors } from "@/lib/result";

const a = (n: number) => "a".repeat(n);

const intake = {
  parentName: "Jordan Rivera",
  email: "jordan@example.com",
  phone: "(801) 555-0199",
  contactMethod: "email",
  studentAge: "9",
  school: "Maple Elementary",
  strengths: "",
  struggles: [] as string[],
  strugglesOther: "",
  strugglesDetails: "",
  previousTutor: "",
  previousTutorDetails: "",
  goals: "",
  additionalInfo: "",
  recaptchaToken: "token",
  attribution: null,
};

function errorsOf(result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) {
  return result.success || !result.error ? {} : firstErrors(fieldErrorsOf(result.error));
}

describe("Start Here intake schema", () => {
  it("accepts the required answers alone, with the spec's defaults", () => {
    const parsed = startHereIntakeSchema.parse({
      parentName: " Jordan ",
      email: " Jordan@Example.COM ",
      phone: "801-555-0199",
      studentAge: "9",
      school: "Maple",
    });
    expect(parsed).toEqual({
      parentName: "Jordan",
      email: "jordan@example.com",
      phone: "801-555-0199",
      contactMethod: "email",
      studentAge: "9",
      school: "Maple",
      strengths: null,
      struggles: [],
      strugglesOther: null,
      strugglesDetails: null,
      previousTutor: null,
      previousTutorDetails: null,
      goals: null,
      additionalInfo: null,
      recaptchaToken: null,
      attribution: null,
    });
  });

  it("takes School as optional, and Home-schooled as the school when ticked", () => {
    const { school: _school, ...withoutSchool } = intake;
    expect(startHereIntakeSchema.parse(withoutSchool).school).toBeNull();
    expect(startHereIntakeSchema.parse({ ...intake, school: "  " }).school).toBeNull();
    expect(startHereIntakeSchema.parse({ ...intake, homeSchooled: "yes" }).school).toBe(
      "Home-schooled",
    );
    expect(startHereIntakeSchema.parse({ ...intake, homeSchooled: true })).not.toHaveProperty(
      "homeSchooled",
    );
    expect(errorsOf(startHereIntakeSchema.safeParse({ ...intake, homeSchooled: "maybe" }))).toEqual(
      { homeSchooled: fieldMessages.homeSchooled },
    );
    expect(startHereRequiredFields).not.toContain("school");
  });

  it.each(startHereRequiredFields)("requires %s (empty or only spaces)", (field) => {
    for (const value of ["", "   ", undefined, null]) {
      const errors = errorsOf(startHereIntakeSchema.safeParse({ ...intake, [field]: value }));
      expect(errors[field]).toBe(fieldMessages[field === "email" ? "email" : field]);
    }
  });

  it.each([
    "strengths",
    "strugglesDetails",
    "previousTutorDetails",
    "goals",
    "additionalInfo",
  ] as const)("limits %s to 250 characters", (field) => {
    const base = { ...intake, previousTutor: "yes" };
    expect(startHereIntakeSchema.safeParse({ ...base, [field]: a(TEXTAREA_MAX) }).success).toBe(
      true,
    );
    const errors = errorsOf(
      startHereIntakeSchema.safeParse({ ...base, [field]: a(TEXTAREA_MAX + 1) }),
    );
    expect(errors[field]).toMatch(/can be at most 250 characters\.$/);
  });

  it.each(contactMethods.map((m) => m.value))("accepts contact method %s", (method) => {
    expect(startHereIntakeSchema.parse({ ...intake, contactMethod: method }).contactMethod).toBe(
      method,
    );
  });
  it("defaults the contact method to email and refuses others", () => {
    expect(startHereIntakeSchema.parse({ ...intake, contactMethod: "" }).contactMethod).toBe(
      "email",
    );
    expect(
      errorsOf(startHereIntakeSchema.safeParse({ ...intake, contactMethod: "fax" })).contactMethod,
    ).toBe(fieldMessages.contactMethod);
  });

  it.each(struggleOptions.map((o) => o.value))("accepts the struggle %s", (struggle) => {
    expect(startHereIntakeSchema.parse({ ...intake, struggles: [struggle] }).struggles).toEqual([
      struggle,
    ]);
  });
  it("keeps struggles in the list's order without repeats and refuses unknown ones", () => {
    expect(
      startHereIntakeSchema.parse({ ...intake, struggles: ["math", "reading", "math"] }).struggles,
    ).toEqual(["reading", "math"]);
    expect(
      errorsOf(startHereIntakeSchema.safeParse({ ...intake, struggles: ["reading", "dancing"] }))
        .struggles,
    ).toBe(fieldMessages.struggles);
    expect(
      errorsOf(startHereIntakeSchema.safeParse({ ...intake, struggles: "reading" })).struggles,
    ).toBe(fieldMessages.struggles);
  });
  it("keeps the other-struggles text only when other is chosen", () => {
    expect(
      startHereIntakeSchema.parse({
        ...intake,
        struggles: ["other"],
        strugglesOther: "Handwriting",
      }).strugglesOther,
    ).toBe("Handwriting");
    expect(
      startHereIntakeSchema.parse({
        ...intake,
        struggles: ["reading"],
        strugglesOther: "Handwriting",
      }).strugglesOther,
    ).toBeNull();
  });

  it.each(previousTutorOptions.map((o) => o.value))("accepts previous tutor %s", (answer) => {
    expect(startHereIntakeSchema.parse({ ...intake, previousTutor: answer }).previousTutor).toBe(
      answer,
    );
  });
  it("keeps previous tutoring details only for yes, and refuses other answers", () => {
    expect(
      startHereIntakeSchema.parse({
        ...intake,
        previousTutor: "yes",
        previousTutorDetails: "Two years",
      }).previousTutorDetails,
    ).toBe("Two years");
    expect(
      startHereIntakeSchema.parse({
        ...intake,
        previousTutor: "no",
        previousTutorDetails: "Two years",
      }).previousTutorDetails,
    ).toBeNull();
    expect(
      startHereIntakeSchema.parse({
        ...intake,
        previousTutor: "",
        previousTutorDetails: "Two years",
      }).previousTutorDetails,
    ).toBeNull();
    expect(
      errorsOf(startHereIntakeSchema.safeParse({ ...intake, previousTutor: "maybe" }))
        .previousTutor,
    ).toBe(fieldMessages.previousTutor);
  });

  it.each([
    ["no @", "jordan.example.com"],
    ["no dot in the domain", "jordan@localhost"],
    ["a space", "jor dan@example.com"],
  ])("refuses an email with %s", (_name, email) => {
    expect(errorsOf(startHereIntakeSchema.safeParse({ ...intake, email })).email).toBe(
      fieldMessages.invalidEmail,
    );
  });

  it.each([
    ["letters", "call me"],
    ["too few digits", "555-01"],
    ["too many digits", "1234567890123456"],
  ])("refuses a phone with %s", (_name, phone) => {
    expect(errorsOf(startHereIntakeSchema.safeParse({ ...intake, phone })).phone).toBe(
      fieldMessages.invalidPhone,
    );
  });
  it.each(["+1 (801) 555-0199", "801.555.0199", "801-555-0199 x12"])(
    "accepts the phone %s",
    (phone) => {
      expect(startHereIntakeSchema.safeParse({ ...intake, phone }).success).toBe(true);
    },
  );

  it("limits the short answers", () => {
    expect(
      errorsOf(startHereIntakeSchema.safeParse({ ...intake, parentName: a(201) })).parentName,
    ).toMatch(/at most 200/);
    expect(errorsOf(startHereIntakeSchema.safeParse({ ...intake, school: a(201) })).school).toMatch(
      /at most 200/,
    );
    expect(
      errorsOf(startHereIntakeSchema.safeParse({ ...intake, studentAge: a(41) })).studentAge,
    ).toMatch(/at most 40/);
    expect(
      errorsOf(
        startHereIntakeSchema.safeParse({
          ...intake,
          struggles: ["other"],
          strugglesOther: a(201),
        }),
      ).strugglesOther,
    ).toMatch(/at most 200/);
  });

  it("keeps HTML as text", () => {
    const parsed = startHereIntakeSchema.parse({ ...intake, goals: "<script>alert(1)</script>" });
    expect(parsed.goals).toBe("<script>alert(1)</script>");
  });

  it("refuses wrong types and takes attribution", () => {
    expect(startHereIntakeSchema.safeParse({ ...intake, parentName: 42 }).success).toBe(false);
    const parsed = startHereIntakeSchema.parse({
      ...intake,
      attribution: { gclid: "g1", utm_source: "google" },
    });
    expect(parsed.attribution).toEqual({
      gclid: "g1",
      utm_source: "google",
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer: null,
      ts: null,
    });
  });
});

describe("assessment request schema", () => {
  const request = {
    parentName: "Sam Lee",
    email: "sam@example.com",
    phone: "8015550100",
    studentAge: "7",
    struggles: "",
    goals: "",
  };

  it("needs name, email, phone and age; struggles and goals are optional", () => {
    expect(assessmentRequestSchema.parse(request)).toMatchObject({ struggles: null, goals: null });
    const errors = errorsOf(assessmentRequestSchema.safeParse({}));
    expect(errors).toEqual({
      parentName: fieldMessages.parentName,
      email: fieldMessages.email,
      phone: fieldMessages.phone,
      studentAge: fieldMessages.studentAge,
    });
  });
  it.each(["struggles", "goals"] as const)("limits %s to 250 characters", (field) => {
    expect(assessmentRequestSchema.safeParse({ ...request, [field]: a(250) }).success).toBe(true);
    expect(
      errorsOf(assessmentRequestSchema.safeParse({ ...request, [field]: a(251) }))[field],
    ).toMatch(/at most 250/);
  });
});

describe("contact schemas", () => {
  const message = { name: "Pat", email: "pat@example.com", subject: "general", message: "Hello" };

  it.each(subjectOptions.map((o) => [o.value, o.label]))(
    "accepts the subject %s (%s)",
    (subject, label) => {
      expect(contactSchema.parse({ ...message, subject }).subject).toBe(subject);
      expect(subjectLabel(subject)).toBe(label);
      expect(subjectLabels[subject]).toBe(label);
    },
  );
  it("has the spec's five subjects", () => {
    expect(subjectOptions.map((o) => o.label)).toEqual([
      "General Inquiry",
      "Technical Support",
      "Educational Support",
      "Billing Question",
      "Partnership Opportunity",
    ]);
  });
  it("requires all four fields and a known subject", () => {
    expect(errorsOf(contactSchema.safeParse({}))).toEqual({
      name: fieldMessages.name,
      email: fieldMessages.email,
      subject: fieldMessages.subject,
      message: fieldMessages.message,
    });
    expect(errorsOf(contactSchema.safeParse({ ...message, subject: "sales" })).subject).toBe(
      fieldMessages.subject,
    );
    expect(
      errorsOf(contactSchema.safeParse({ ...message, subject: "General Inquiry" })).subject,
    ).toBe(fieldMessages.subject);
  });
  it("limits the message to 5000 characters", () => {
    expect(contactSchema.safeParse({ ...message, message: a(5000) }).success).toBe(true);
    expect(errorsOf(contactSchema.safeParse({ ...message, message: a(5001) })).message).toMatch(
      /at most 5000/,
    );
  });

  it("fallback: requires a phone; the alternate email is optional but must be an email", () => {
    expect(errorsOf(contactFallbackSchema.safeParse(message)).phone).toBe(fieldMessages.phone);
    const parsed = contactFallbackSchema.parse({
      ...message,
      phone: "801 555 0100",
      alternateEmail: " Other@Example.com ",
      reason: "",
    });
    expect(parsed).toMatchObject({
      phone: "801 555 0100",
      alternateEmail: "other@example.com",
      reason: null,
    });
    expect(
      contactFallbackSchema.parse({ ...message, phone: "8015550100", alternateEmail: "" })
        .alternateEmail,
    ).toBeNull();
    expect(
      errorsOf(
        contactFallbackSchema.safeParse({
          ...message,
          phone: "8015550100",
          alternateEmail: "nope",
        }),
      ).alternateEmail,
    ).toBe(fieldMessages.alternateEmail);
  });
  it("fallback: limits the reason to 250 characters", () => {
    expect(
      contactFallbackSchema.safeParse({ ...message, phone: "8015550100", reason: a(250) }).success,
    ).toBe(true);
    expect(
      errorsOf(contactFallbackSchema.safeParse({ ...message, phone: "8015550100", reason: a(251) }))
        .reason,
    ).toMatch(/at most 250/);
  });
});
