// What a tutor may note about a student, in the business's words: the picture code's colours and
// animals and the year groups, with the labels people see. Shared by the schema, the store and the
// My Students tab, so a new choice is added in one place.

/** A first name or nickname is short; the form's limit and the schema's. */
export const STUDENT_NAME_MAX = 30;

export const pictureColours = {
  red: { label: "Red", emoji: "🔴" },
  orange: { label: "Orange", emoji: "🟠" },
  yellow: { label: "Yellow", emoji: "🟡" },
  green: { label: "Green", emoji: "🟢" },
  blue: { label: "Blue", emoji: "🔵" },
  purple: { label: "Purple", emoji: "🟣" },
  brown: { label: "Brown", emoji: "🟤" },
  black: { label: "Black", emoji: "⚫" },
} as const;
export type PictureColour = keyof typeof pictureColours;

export const pictureAnimals = {
  cat: { label: "Cat", emoji: "🐱" },
  dog: { label: "Dog", emoji: "🐶" },
  fox: { label: "Fox", emoji: "🦊" },
  owl: { label: "Owl", emoji: "🦉" },
  frog: { label: "Frog", emoji: "🐸" },
  bear: { label: "Bear", emoji: "🐻" },
  lion: { label: "Lion", emoji: "🦁" },
  rabbit: { label: "Rabbit", emoji: "🐰" },
  panda: { label: "Panda", emoji: "🐼" },
  tiger: { label: "Tiger", emoji: "🐯" },
  turtle: { label: "Turtle", emoji: "🐢" },
  whale: { label: "Whale", emoji: "🐳" },
} as const;
export type PictureAnimal = keyof typeof pictureAnimals;

export const yearGroups = {
  kindergarten: "Kindergarten",
  "grade-1": "Grade 1",
  "grade-2": "Grade 2",
  "grade-3": "Grade 3",
  "grade-4": "Grade 4",
  "grade-5": "Grade 5",
  "grade-6": "Grade 6",
  "grade-7": "Grade 7",
  "grade-8": "Grade 8",
  "grade-9": "Grade 9",
  "grade-10": "Grade 10",
  "grade-11": "Grade 11",
  "grade-12": "Grade 12",
  "not-in-school": "Not in school",
} as const;
export type YearGroup = keyof typeof yearGroups;

export const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

/** "Blue fox", or null when the student has no picture code. */
export function pictureCodeLabel(colour: string | null, animal: string | null): string | null {
  const c = colour ? pictureColours[colour as PictureColour] : undefined;
  const a = animal ? pictureAnimals[animal as PictureAnimal] : undefined;
  return c && a ? `${c.label} ${a.label.toLowerCase()}` : null;
}
