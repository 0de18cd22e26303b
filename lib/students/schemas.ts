// What a tutor may send about a student: one definition for the My Students forms' server actions
// and the store. A first name or nickname only; no field for a surname, email, birthday or school.
import { z } from "zod";
import {
  defaultReadingPreferences,
  readingPreferenceOptions,
  type ReadingPreferences,
} from "@/lib/reading-preferences";
import { hasUnstorableCharacters } from "@/lib/validation/text";
import {
  STUDENT_NAME_MAX,
  keysOf,
  pictureAnimals,
  pictureColours,
  yearGroups,
  type PictureAnimal,
  type PictureColour,
  type YearGroup,
} from "./profile";

export const studentMessages = {
  name: "Please type the student's first name or a nickname.",
  nameTooLong: `Please keep the name to ${STUDENT_NAME_MAX} characters or fewer.`,
  // Letters from any language (Zoë, José), but no digits or @: an email or a full record has no
  // place here, and a first name never needs them.
  nameLetters: "Please use letters only: a first name or a nickname, no surname or email.",
  pictureHalf: "Please choose both a colour and an animal for the picture code, or neither.",
  notFound: "We couldn't find that student. They may have been deleted.",
  notStaff: "Only tutors can keep a list of students.",
} as const;

const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .-]*$/u;

export const studentNameSchema = z
  .string({ error: studentMessages.name })
  .trim()
  .min(1, { error: studentMessages.name, abort: true })
  .max(STUDENT_NAME_MAX, { error: studentMessages.nameTooLong, abort: true })
  .refine((v) => !hasUnstorableCharacters(v) && NAME_PATTERN.test(v), studentMessages.nameLetters);

/** A choice from a fixed list, where "" (the select's "none" option) means not set. */
const optionalChoice = <K extends string>(keys: K[], message: string) =>
  z
    .union([z.literal(""), z.enum(keys as [K, ...K[]], { error: message })], { error: message })
    .optional()
    .transform((v): K | null => (v ? v : null));

/** One of the reading-preferences model's own values (lib/reading-preferences.ts); default if absent. */
const preference = <K extends keyof ReadingPreferences>(key: K) =>
  z
    .enum(readingPreferenceOptions[key] as unknown as [string, ...string[]], {
      error: "Please choose one of the reading preferences shown.",
    })
    .default(defaultReadingPreferences[key])
    .transform((v) => v as ReadingPreferences[K]);

export const studentDraftSchema = z
  .object({
    name: studentNameSchema,
    pictureColour: optionalChoice(keysOf(pictureColours), "Please choose a colour from the list."),
    pictureAnimal: optionalChoice(keysOf(pictureAnimals), "Please choose an animal from the list."),
    yearGroup: optionalChoice(keysOf(yearGroups), "Please choose a year group from the list."),
    font: preference("font"),
    textSize: preference("textSize"),
    letterSpacing: preference("letterSpacing"),
    wordSpacing: preference("wordSpacing"),
    lineSpacing: preference("lineSpacing"),
    tint: preference("tint"),
  })
  .refine((v) => !v.pictureColour === !v.pictureAnimal, {
    message: studentMessages.pictureHalf,
    path: ["pictureAnimal"],
  })
  .transform((v): StudentDraft => ({
    name: v.name,
    pictureColour: v.pictureColour,
    pictureAnimal: v.pictureAnimal,
    yearGroup: v.yearGroup,
    readingPreferences: {
      font: v.font,
      textSize: v.textSize,
      letterSpacing: v.letterSpacing,
      wordSpacing: v.wordSpacing,
      lineSpacing: v.lineSpacing,
      tint: v.tint,
    },
  }));

export type StudentDraft = {
  name: string;
  pictureColour: PictureColour | null;
  pictureAnimal: PictureAnimal | null;
  yearGroup: YearGroup | null;
  readingPreferences: ReadingPreferences;
};

export const studentIdSchema = z.uuid({ error: studentMessages.notFound });

/** The edit form: which student, and the same fields as adding one. */
export const studentEditSchema = z.object({ id: studentIdSchema }).and(studentDraftSchema);

export const studentDeleteSchema = z.object({ id: studentIdSchema });
