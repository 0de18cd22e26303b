// The staff profile schema as the editor's form posts it (one value a string, several an array).
import {
  credentialText,
  hideProfileSchema,
  moveProfileSchema,
  paragraphsOf,
  PROFILE_LIMITS,
  staffProfileSchema,
  staffSnapshotSchema,
} from "./staff-profile-schema";

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "  Megan   Park ",
  role: "Structured Literacy Tutor",
  credentialKind: ["aogpe-certified", "other", "other"],
  credentialText: ["", "B.S., Communication Disorders", ""],
  bio: "First paragraph,\nstill the first.\r\n\r\nSecond paragraph.\n\n\n",
  specialties: "Spelling\n\n Reluctant readers \n",
  photoId: "",
  focusX: "0.5",
  focusY: "0.5",
  altText: "",
  userId: "",
  ...overrides,
});

const problem = (overrides: Record<string, unknown>) => {
  const parsed = staffProfileSchema.safeParse(form(overrides));
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe("staffProfileSchema", () => {
  it("reads the form: trimmed text, paragraphs, specialties and credentials", () => {
    expect(staffProfileSchema.parse(form())).toEqual({
      id: null,
      name: "Megan Park",
      role: "Structured Literacy Tutor",
      credentials: [
        { kind: "aogpe-certified", text: "" },
        { kind: "other", text: "B.S., Communication Disorders" },
      ],
      bio: ["First paragraph, still the first.", "Second paragraph."],
      specialties: ["Spelling", "Reluctant readers"],
      photoId: null,
      focusX: 0.5,
      focusY: 0.5,
      altText: "",
      userId: null,
    });
  });

  it("takes a single credential posted as a string", () => {
    const parsed = staffProfileSchema.parse(form({ credentialKind: "wilson", credentialText: "" }));
    expect(parsed.credentials).toEqual([{ kind: "wilson", text: "" }]);
  });

  it("asks for a name, a role and a bio", () => {
    expect(problem({ name: "  " })).toBe("Please enter the person's name.");
    expect(problem({ role: "" })).toMatch(/role/);
    expect(problem({ bio: "\n\n  \n" })).toMatch(/short bio/);
  });

  it("keeps to the limits", () => {
    expect(problem({ name: "x".repeat(PROFILE_LIMITS.name + 1) })).toMatch(/at most 80/);
    expect(problem({ bio: "x".repeat(PROFILE_LIMITS.bio + 1) })).toMatch(/at most 4000/);
    expect(problem({ bio: Array(7).fill("Para.").join("\n\n") })).toMatch(/6 paragraphs/);
    expect(problem({ specialties: Array(9).fill("Spelling").join("\n") })).toMatch(
      /at most 8 specialties/,
    );
    expect(
      problem({ credentialKind: Array(9).fill("wilson"), credentialText: Array(9).fill("") }),
    ).toMatch(/at most 8 credentials/);
  });

  it("takes plain text only", () => {
    expect(problem({ bio: "Hello <script>alert(1)</script>" })).toMatch(/plain text/);
    expect(problem({ name: "<b>Megan</b>" })).toMatch(/plain text/);
    expect(problem({ role: "Tutor\u0000" })).toMatch(/hidden characters/);
    // A less-than sign in a sentence is not a tag.
    expect(problem({ bio: "Children aged < 8 and 3 > 2." })).toBeNull();
  });

  it("refuses a credential not on the list", () => {
    expect(problem({ credentialKind: ["made-up"], credentialText: [""] })).toMatch(
      /choose a credential/,
    );
  });

  it("asks to describe a photo and checks its focal point", () => {
    const photoId = "0b9f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4";
    expect(problem({ photoId })).toMatch(/describe the photo/);
    expect(problem({ photoId, altText: "Megan at her desk" })).toBeNull();
    expect(problem({ photoId: "not-an-id", altText: "x" })).toMatch(/upload it again/);
    expect(problem({ focusX: "1.5" })).toMatch(/focal point/);
    expect(problem({ focusY: "-0.1" })).toMatch(/focal point/);
  });
});

describe("the staff list as a draft or a version keeps it", () => {
  const megan = {
    id: "megan-park",
    name: "Megan Park",
    role: "Structured Literacy Tutor",
    credentials: [{ kind: "aogpe-certified", text: "" }],
    bio: ["Megan teaches reading."],
    specialties: [],
    hidden: false,
    photoId: "0b9f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4",
    avatarSrc: null,
    altText: "Megan at her desk",
    userId: null,
  };

  it("keeps each photo's focal point, so a draft's crop waits for the publish", () => {
    const parsed = staffSnapshotSchema.parse({
      profiles: [{ ...megan, focusX: 0.3, focusY: 0.7 }],
    });
    expect(parsed.profiles[0]).toMatchObject({ focusX: 0.3, focusY: 0.7 });
    expect(
      staffSnapshotSchema.safeParse({ profiles: [{ ...megan, focusX: 1.2, focusY: 0.5 }] }).success,
    ).toBe(false);
  });

  it("reads a version kept before drafts (no focal point) as leaving the photo's focus alone", () => {
    expect(staffSnapshotSchema.parse({ profiles: [megan] }).profiles[0]).toMatchObject({
      focusX: null,
      focusY: null,
    });
  });
});

describe("the list's commands", () => {
  it("move up or down, hide or show", () => {
    expect(moveProfileSchema.safeParse({ id: "a", direction: "up" }).success).toBe(true);
    expect(moveProfileSchema.safeParse({ id: "a", direction: "left" }).success).toBe(false);
    expect(hideProfileSchema.safeParse({ id: "a", hidden: "yes" }).success).toBe(true);
    expect(hideProfileSchema.safeParse({ id: "", hidden: "yes" }).success).toBe(false);
  });
});

describe("shown text", () => {
  it("names a listed credential with its issuing body and keeps free text as typed", () => {
    expect(credentialText({ kind: "aogpe-fellow", text: "" })).toBe(
      "AOGPE Fellow (Academy of Orton-Gillingham Practitioners and Educators)",
    );
    expect(credentialText({ kind: "other", text: "M.Ed." })).toBe("M.Ed.");
    expect(paragraphsOf("a\n \nb")).toEqual(["a", "b"]);
  });
});
