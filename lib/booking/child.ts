// The child a consultation is about (issue 36): first name, age and grade, each optional so a
// parent can skip what they would rather say on the call. One description of the fields, shared by
// the booking form, its schema and the staff pages.
import { z } from "zod";
import { plainString } from "@/lib/validation/text";

export const CHILD_NAME_MAX = 60;
export const CHILD_AGE_MAX = 20;

export const childGrades = [
  "Preschool",
  "Kindergarten",
  "1st grade",
  "2nd grade",
  "3rd grade",
  "4th grade",
  "5th grade",
  "6th grade",
  "7th grade",
  "8th grade",
  "9th grade",
  "10th grade",
  "11th grade",
  "12th grade",
  "Adult learner",
] as const;
export type ChildGrade = (typeof childGrades)[number];

export const childMessages = {
  nameTooLong: `Your child's first name can be at most ${CHILD_NAME_MAX} characters.`,
  ageTooLong: `Please keep your child's age short (for example 8), at most ${CHILD_AGE_MAX} characters.`,
  grade: "Please choose your child's grade from the list, or leave it empty.",
} as const;

const optionalEntry = (label: string, max: number, tooLong: string) =>
  plainString(label)
    .max(max, tooLong)
    .nullish()
    .transform((v) => v?.trim() || null);

/** The child's fields of a booking payload; an empty answer is stored as null. */
export const childFields = {
  childFirstName: optionalEntry("Child's First Name", CHILD_NAME_MAX, childMessages.nameTooLong),
  childAge: optionalEntry("Child's Age", CHILD_AGE_MAX, childMessages.ageTooLong),
  childGrade: z
    .union([z.literal(""), z.enum(childGrades)], { error: childMessages.grade })
    .nullish()
    .transform((v): ChildGrade | null => v || null),
};

export type Child = {
  childFirstName: string | null;
  childAge: string | null;
  childGrade: string | null;
};

/** "Maya, age 8, 3rd grade" for staff; null when the parent told us nothing. */
export function describeChild(child: Child): string | null {
  const parts = [
    child.childFirstName,
    child.childAge ? `age ${child.childAge}` : null,
    child.childGrade,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}
