// Every route of the spec's route table, with whether it shows the footer.
export const mainRoutes = [
  "/",
  "/meet-our-staff",
  "/start-here",
  "/get-started",
  "/structured-literacy",
  "/dyslexia",
  "/login",
  "/decoding-discoveries",
  "/class-info",
  "/assessments",
  "/utah-fits-all",
  "/dyslexia-resources",
  "/services-offered",
  "/contact",
  "/privacy",
  "/data-deletion",
  "/terms",
];

export const gameSlugs = [
  "letter-tiles",
  "writing-paper",
  "alphabet-sequencing-game",
  "alphabetical-order",
  "group-it",
  "match-it",
  "grammar",
  "place-value-showdown",
  "name-it",
  "math-it",
  "whack-a-mole",
  "mind-match",
  "vowel-sounds",
  "pdf-viewer",
  "b-and-d",
  "ice-fishers",
  "reading-roller",
];

export const studentAppRoutes = [
  "/student-apps",
  ...gameSlugs.map((slug) => `/student-apps/${slug}`),
];
