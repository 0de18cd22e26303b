// Words shown to parents in the booking modal and in the confirmation email alike.
export const whatToExpect = [
  "A relaxed 30-minute call with one of our reading specialists. It is free, with no obligation.",
  "Tell us what you are noticing with reading, spelling or writing. School reports or past testing help, but are not needed.",
  "We explain how structured, multisensory (Orton-Gillingham) tutoring works and whether it fits your child.",
  "You leave with clear next steps, such as an assessment or a first-session plan.",
];
