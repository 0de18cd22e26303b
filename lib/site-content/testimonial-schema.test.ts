import {
  FIRST_NAME_ONLY,
  looksLikeFullName,
  PERMISSION_NEEDED,
  testimonialSchema,
  testimonialsSnapshotSchema,
} from "./testimonial-schema";

const valid = {
  quote: "  Our son now reads\n chapter books.  ",
  name: "Amanda R.",
  detail: "Parent of a 9-year-old",
  ageGroup: "3rd-5th grade",
  source: "Parent email",
  permissionGiven: "yes",
  permissionDate: "2026-11-20",
  pages: ["home", "dyslexia"],
};

function messages(input: Record<string, unknown>): string[] {
  const parsed = testimonialSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe("looksLikeFullName", () => {
  it.each(["Amanda R.", "J. M.", "AR", "Jo Ann", "amanda rogers"])("lets %s through", (name) =>
    expect(looksLikeFullName(name)).toBe(false),
  );
  it.each(["Amanda Rogers", "Lisa Marie Taylor", "Marcus D. Dalton", "Amanda O'Neil"])(
    "refuses %s as a full name",
    (name) => expect(looksLikeFullName(name)).toBe(true),
  );
});

describe("testimonialSchema", () => {
  it("keeps a valid testimonial, tidying its spaces", () => {
    expect(testimonialSchema.parse(valid)).toEqual({
      id: null,
      quote: "Our son now reads chapter books.",
      name: "Amanda R.",
      detail: "Parent of a 9-year-old",
      ageGroup: "3rd-5th grade",
      source: "Parent email",
      permissionGiven: true,
      permissionDate: "2026-11-20",
      pages: ["home", "dyslexia"],
      hidden: false,
    });
  });

  it("asks for a first name or initials only", () => {
    expect(messages({ ...valid, name: "Amanda Rogers" })).toEqual([FIRST_NAME_ONLY]);
  });

  it("never lets one be shown without the family's permission recorded", () => {
    const withoutBox = { ...valid, permissionGiven: undefined };
    expect(messages(withoutBox)).toEqual([PERMISSION_NEEDED]);
    expect(messages({ ...valid, permissionDate: "" })).toContain(
      "Please give the date the family gave permission.",
    );
  });

  it("keeps one without permission when it is saved hidden", () => {
    const parsed = testimonialSchema.parse({
      ...valid,
      permissionGiven: undefined,
      permissionDate: "",
      hidden: "yes",
    });
    expect(parsed).toMatchObject({ permissionGiven: false, permissionDate: null, hidden: true });
  });

  it("takes a source in the editor's words, and asks for it when Other is chosen", () => {
    expect(
      testimonialSchema.parse({ ...valid, source: "other", sourceOther: "Facebook" }).source,
    ).toBe("Facebook");
    expect(messages({ ...valid, source: "other" })).toEqual([
      "Please say where the words came from.",
    ]);
  });

  it("refuses an age group, a page or a date not on the lists, and a tag", () => {
    expect(messages({ ...valid, ageGroup: "Toddler" })).toEqual([
      "Please choose the child's age group.",
    ]);
    expect(messages({ ...valid, pages: ["pricing"] })).toEqual([
      "Please choose from the pages listed.",
    ]);
    expect(messages({ ...valid, permissionDate: "2026-02-30" })).toEqual([
      "Please give a real date (YYYY-MM-DD).",
    ]);
    expect(messages({ ...valid, quote: "<b>Great</b>" })).toEqual([
      "Please write plain text: formatting tags are not shown.",
    ]);
  });

  it("limits the quote and asks for one", () => {
    expect(messages({ ...valid, quote: "x".repeat(601) })).toEqual([
      "The quote can be at most 600 characters.",
    ]);
    expect(messages({ ...valid, quote: "   " })).toEqual(["Please enter the family's words."]);
  });

  it("takes one page as a single value and lists each page once", () => {
    expect(testimonialSchema.parse({ ...valid, pages: "dyslexia" }).pages).toEqual(["dyslexia"]);
    expect(testimonialSchema.parse({ ...valid, pages: ["home", "home"] }).pages).toEqual(["home"]);
  });
});

describe("the testimonials snapshot", () => {
  const item = {
    id: "amanda",
    quote: "She reads at bedtime now.",
    name: "Amanda R.",
    detail: "",
    ageGroup: "3rd-5th grade",
    source: "Google review",
    permissionGiven: true,
    permissionDate: "2026-11-20",
    pages: ["home"],
    hidden: false,
  };

  it("keeps a list that passes today's checks", () => {
    expect(testimonialsSnapshotSchema.parse({ testimonials: [item] })).toEqual({
      testimonials: [item],
    });
  });

  it("never keeps one shown without the family's permission, nor an unknown page", () => {
    const unpermitted = { ...item, permissionGiven: false, permissionDate: null };
    expect(testimonialsSnapshotSchema.safeParse({ testimonials: [unpermitted] }).success).toBe(
      false,
    );
    expect(
      testimonialsSnapshotSchema.safeParse({ testimonials: [{ ...unpermitted, hidden: true }] })
        .success,
    ).toBe(true);
    expect(
      testimonialsSnapshotSchema.safeParse({ testimonials: [{ ...item, pages: ["blog"] }] })
        .success,
    ).toBe(false);
  });
});
