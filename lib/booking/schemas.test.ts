import {
  availabilityRequestSchema,
  bookingMessages,
  bookingRequestSchema,
  consultationRequestSchema,
  validateBookingForm,
  type BookingFormValues,
} from "./schemas";
import { childMessages } from "./child";

const filled: BookingFormValues = {
  date: "2030-01-08",
  time: "10:00 AM - 10:30 AM MT",
  parentName: "Jordan Rivera",
  phone: "(801) 555-0199",
  email: "jordan@example.com",
  notes: "",
  slot: {
    dateISO: "2030-01-08",
    startISO: "2030-01-08T17:00:00.000Z",
    endISO: "2030-01-08T17:30:00.000Z",
  },
};

describe("Start Here booking form (spec section 5)", () => {
  it.each([
    ["nothing missing", {}, null],
    [
      "every contact field blank or spaces",
      { parentName: "  ", phone: "", email: " " },
      "Please fill in the following required fields: Parent/Guardian Name, Phone, Email.",
    ],
    [
      "no date or time",
      { date: null, time: null },
      "Please fill in the following required fields: Date, Time.",
    ],
    [
      "no time after a new date",
      { time: null },
      "Please fill in the following required fields: Time.",
    ],
    [
      "an email without a dot in the domain",
      { email: "jordan@example" },
      bookingMessages.invalidEmail,
    ],
    ["an email with a space", { email: "jor dan@example.com" }, bookingMessages.invalidEmail],
    ["an email padded with spaces", { email: "  jordan@example.com " }, null],
    ["1,001 characters of notes", { notes: "x".repeat(1001) }, bookingMessages.notesTooLong],
    ["1,000 characters of notes", { notes: "x".repeat(1000) }, null],
    ["no slot details", { slot: null }, "Please select a date and time."],
  ])("%s", (_name, change, message) => {
    expect(validateBookingForm({ ...filled, ...change })).toBe(message);
  });

  it("trims what the server stores and keeps only the slot's instants", () => {
    const parsed = bookingRequestSchema.parse({
      parentName: "  Jordan ",
      phone: " 801 ",
      email: " jordan@example.com ",
      notes: " hi ",
      dateISO: "2030-01-08",
      startISO: "2030-01-08T17:00:00.000Z",
      endISO: "2030-01-08T17:30:00.000Z",
      label: "whatever the browser says",
      recaptchaToken: "t",
    });
    expect(parsed).toMatchObject({
      parentName: "Jordan",
      phone: "801",
      email: "jordan@example.com",
      notes: "hi",
      lockId: null,
      attribution: null,
    });
    expect(parsed.start.toISOString()).toBe("2030-01-08T17:00:00.000Z");
    expect(parsed).not.toHaveProperty("label");
  });

  const slotFields = {
    parentName: "Jordan",
    phone: "801 555 0199",
    email: "jordan@example.com",
    dateISO: "2030-01-08",
    startISO: "2030-01-08T17:00:00.000Z",
    endISO: "2030-01-08T17:30:00.000Z",
  };

  it("takes the child's first name, age and grade, each optional", () => {
    expect(bookingRequestSchema.parse(slotFields)).toMatchObject({
      childFirstName: null,
      childAge: null,
      childGrade: null,
    });
    expect(
      bookingRequestSchema.parse({
        ...slotFields,
        childFirstName: " Maya ",
        childAge: "8",
        childGrade: "3rd grade",
      }),
    ).toMatchObject({ childFirstName: "Maya", childAge: "8", childGrade: "3rd grade" });
    expect(
      bookingRequestSchema.parse({
        ...slotFields,
        childFirstName: "",
        childAge: " ",
        childGrade: "",
      }),
    ).toMatchObject({ childFirstName: null, childAge: null, childGrade: null });
  });

  it.each([
    ["a grade not on the list", { childGrade: "13th grade" }, childMessages.grade],
    ["a very long first name", { childFirstName: "M".repeat(61) }, childMessages.nameTooLong],
    ["a very long age", { childAge: "8".repeat(21) }, childMessages.ageTooLong],
  ])("refuses %s with a message a parent understands", (_name, change, message) => {
    const result = bookingRequestSchema.safeParse({ ...slotFields, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it.each([
    ["a lockId that is not a UUID", { lockId: "lock-1" }, bookingMessages.invalidLock],
    [
      "an end before the start",
      { endISO: "2030-01-08T16:30:00.000Z" },
      bookingMessages.invalidSlot,
    ],
    ["a date that is not a date", { dateISO: "2030-02-30" }, bookingMessages.invalidSlot],
  ])("refuses %s", (_name, change, message) => {
    const result = bookingRequestSchema.safeParse({
      ...filled,
      dateISO: filled.slot!.dateISO,
      startISO: filled.slot!.startISO,
      endISO: filled.slot!.endISO,
      ...change,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("availability ranges", () => {
  const parse = (startDateISO: string, endDateISO: string) =>
    availabilityRequestSchema.safeParse({ startDateISO, endDateISO });
  it.each([
    ["one day", "2030-01-08", "2030-01-08", null],
    ["a 42-day month grid", "2029-12-30", "2030-02-09", null],
    ["exactly 62 days", "2030-01-01", "2030-03-03", null],
    ["63 days", "2030-01-01", "2030-03-04", bookingMessages.rangeTooLong],
    ["a backwards range", "2030-01-08", "2030-01-07", bookingMessages.rangeBackwards],
    ["a date that does not exist", "2030-02-29", "2030-03-01", bookingMessages.invalidRange],
  ])("%s", (_name, start, end, message) => {
    const result = parse(start, end);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it("takes the date part of an ISO date-time", () => {
    expect(parse("2030-01-08T00:00:00.000Z", "2030-01-09T06:00:00Z").data).toMatchObject({
      startDateISO: "2030-01-08",
      endDateISO: "2030-01-09",
    });
  });
});

describe("Get Started request", () => {
  it("keeps the child's age and defaults the source to Get Started", () => {
    const parsed = consultationRequestSchema.parse({
      parentName: "Avery",
      email: "a@example.com",
      phone: "1",
      childAge: " 9 ",
      notes: null,
    });
    expect(parsed).toMatchObject({ childAge: "9", notes: "", source: "get_started" });
  });
});
