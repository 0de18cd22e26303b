// The practice's headline claims, in one place so every page states them the same way.
export type TrustFigure = { value: string; label: string };

export const trustFigures: TrustFigure[] = [
  { value: "500+", label: "families helped" },
  { value: "95%", label: "of students show measurable improvement" },
  { value: "10+", label: "years of structured literacy experience" },
  { value: "30 min", label: "free consultation, no obligation" },
];

/** What every tutoring relationship has in common, whatever the subject. */
export const teachingPromises = [
  "One tutor, one student: every session is private and one to one",
  "Orton-Gillingham structured literacy: explicit, systematic and multisensory",
  "Live online sessions from home, on a laptop or tablet",
  "A plan built from your child's assessment, not a one-size-fits-all program",
];
