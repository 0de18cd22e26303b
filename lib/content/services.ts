// Services and prices (spec section 9). The Services page, its JSON-LD and the lead pages read
// them from here; change a price once and every page follows.
export type ServiceUnit = "free" | "hour" | "assessment" | "program";

export type Service = {
  id: string;
  name: string;
  /** Price exactly as shown on the card. */
  price: string;
  /** Price in whole US dollars for structured data; 0 for free. */
  priceUsd: number;
  unit: ServiceUnit;
  /** The short note printed under the price (spec section 9), if any. */
  note?: string;
  description: string;
  cta: { label: string; href: string };
};

export const consultationHref = "/start-here?open=consultation";
export const intakeHref = "/start-here?open=intake";

export const services: Service[] = [
  {
    id: "free-consultation",
    name: "Free Consultation",
    price: "Free",
    priceUsd: 0,
    unit: "free",
    description:
      "A relaxed 30-minute video call with a reading specialist. Tell us what you are seeing at home and school, ask anything, and leave with clear next steps, whether or not you choose to work with us.",
    cta: { label: "Book a free call", href: consultationHref },
  },
  {
    id: "student-assessments",
    name: "Student Assessments",
    price: "$100",
    priceUsd: 100,
    unit: "assessment",
    note: "Free after completing 8 sessions",
    description:
      "A one-to-one online assessment of phonological awareness, decoding, fluency, spelling and comprehension, followed by a written summary and a walkthrough of the results with you.",
    cta: { label: "Request an assessment", href: intakeHref },
  },
  {
    id: "reading-tutoring",
    name: "1:1 Online Reading Tutoring",
    price: "$70/hour",
    priceUsd: 70,
    unit: "hour",
    description:
      "Orton-Gillingham structured literacy lessons for reading and spelling: sounds, phonics, syllables, fluency and comprehension, taught explicitly and in a steady sequence your child can master.",
    cta: { label: "Start with a free call", href: consultationHref },
  },
  {
    id: "math-tutoring",
    name: "1:1 Online Math Tutoring",
    price: "$70/hour",
    priceUsd: 70,
    unit: "hour",
    description:
      "Multisensory math for children who find numbers slippery: number sense, place value, math facts, word problems and the language of math, with concrete models before abstract rules.",
    cta: { label: "Start with a free call", href: consultationHref },
  },
  {
    id: "reading-discovery-program",
    name: "Reading Discovery Program",
    price: "$1,200",
    priceUsd: 1200,
    unit: "program",
    note: "Online 1:1, twenty sessions",
    description:
      "A complete twenty-session structured literacy program with the same tutor, a progress check at the midpoint and at the end, and a plan for what comes next.",
    cta: { label: "Ask about the program", href: consultationHref },
  },
  {
    id: "writing-tutoring",
    name: "1:1 Online Writing",
    price: "$50/hour",
    priceUsd: 50,
    unit: "hour",
    note: "Printing, D'Nealian, cursive",
    description:
      "Handwriting and written expression: correct letter formation, spacing and sizing, then sentences and paragraphs that say what your child means.",
    cta: { label: "Start with a free call", href: consultationHref },
  },
];
