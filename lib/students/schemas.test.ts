import { defaultReadingPreferences } from "@/lib/reading-preferences";
import { describeIssues } from "@/lib/result";
import { pictureCodeLabel } from "./profile";
import {
  studentDeleteSchema,
  studentDraftSchema,
  studentEditSchema,
  studentMessages,
} from "./schemas";

// What the My Students form posts: every field a string, empty selects as "".
const form = (fields: Record<string, string> = {}) => ({
  name: "Sam",
  pictureColour: "",
  pictureAnimal: "",
  yearGroup: "",
  ...fields,
});

const refusal = (input: unknown) => {
  const parsed = studentDraftSchema.safeParse(input);
  if (parsed.success) throw new Error("expected a refusal");
  return describeIssues(parsed.error);
};

describe("studentDraftSchema", () => {
  it("keeps a first name with no picture code or year group, and the default reading preferences", () => {
    expect(studentDraftSchema.parse(form({ name: "  Sam  " }))).toEqual({
      name: "Sam",
      pictureColour: null,
      pictureAnimal: null,
      yearGroup: null,
      readingPreferences: defaultReadingPreferences,
    });
  });

  it("keeps a picture code, a year group and chosen reading preferences", () => {
    const parsed = studentDraftSchema.parse(
      form({
        name: "Zoë",
        pictureColour: "blue",
        pictureAnimal: "fox",
        yearGroup: "grade-3",
        font: "opendyslexic",
        textSize: "large",
        letterSpacing: "wide",
        wordSpacing: "wider",
        lineSpacing: "loose",
        tint: "cream",
      }),
    );
    expect(parsed).toEqual({
      name: "Zoë",
      pictureColour: "blue",
      pictureAnimal: "fox",
      yearGroup: "grade-3",
      readingPreferences: {
        font: "opendyslexic",
        textSize: "large",
        letterSpacing: "wide",
        wordSpacing: "wider",
        lineSpacing: "loose",
        tint: "cream",
      },
    });
    expect(pictureCodeLabel(parsed.pictureColour, parsed.pictureAnimal)).toBe("Blue fox");
  });

  it.each([
    ["an empty name", form({ name: "   " }), "name", studentMessages.name],
    ["a missing name", { pictureColour: "" }, "name", studentMessages.name],
    ["a long name", form({ name: "A".repeat(31) }), "name", studentMessages.nameTooLong],
    ["an email", form({ name: "sam@example.com" }), "name", studentMessages.nameLetters],
    ["digits", form({ name: "Sam 2" }), "name", studentMessages.nameLetters],
    ["a hidden character", form({ name: "Sa\u0000m" }), "name", studentMessages.nameLetters],
    [
      "a colour without an animal",
      form({ pictureColour: "red" }),
      "pictureAnimal",
      studentMessages.pictureHalf,
    ],
    [
      "an animal without a colour",
      form({ pictureAnimal: "owl" }),
      "pictureAnimal",
      studentMessages.pictureHalf,
    ],
    [
      "a colour not on the list",
      form({ pictureColour: "teal", pictureAnimal: "owl" }),
      "pictureColour",
      "Please choose a colour from the list.",
    ],
    [
      "a year group not on the list",
      form({ yearGroup: "grade-13" }),
      "yearGroup",
      "Please choose a year group from the list.",
    ],
    [
      "a font the reading preferences don't offer",
      form({ font: "comic-sans" }),
      "font",
      "Please choose one of the reading preferences shown.",
    ],
  ])("refuses %s with a message for people", (_case, input, field, message) => {
    const { message: first, fieldErrors } = refusal(input);
    expect(first).toBe(message);
    expect(fieldErrors[field]).toEqual([message]);
  });

  it("has no field for a surname, email, birthday or school: they are dropped, never stored", () => {
    const parsed = studentDraftSchema.parse(
      form({ surname: "Smith", email: "a@b.c", birthday: "2019-01-01", school: "Oak" }),
    );
    expect(Object.keys(parsed).sort()).toEqual(
      ["name", "pictureAnimal", "pictureColour", "readingPreferences", "yearGroup"].sort(),
    );
  });
});

describe("studentEditSchema and studentDeleteSchema", () => {
  const id = "0f8b7c3e-1d2a-4b5c-8d9e-0a1b2c3d4e5f";

  it("carries the student's id beside the same fields", () => {
    expect(studentEditSchema.parse({ id, ...form({ name: "Samira" }) })).toMatchObject({
      id,
      name: "Samira",
      readingPreferences: defaultReadingPreferences,
    });
  });

  it("refuses an id that is not one", () => {
    expect(studentEditSchema.safeParse({ id: "1; drop", ...form() }).success).toBe(false);
    const parsed = studentDeleteSchema.safeParse({ id: "nope" });
    expect(parsed.success || describeIssues(parsed.error).message).toBe(studentMessages.notFound);
  });
});
