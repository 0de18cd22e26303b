// Parent testimonials, shared by the home page, /dyslexia and the lead landing page.
// First name and last initial only, with the parent's permission.
export type Testimonial = { id: string; quote: string; name: string; detail: string };

export const testimonials: Testimonial[] = [
  {
    id: "amanda",
    quote:
      "Our son went from hiding his reading homework to reading chapter books to his little sister. After years of being told to wait and see, we finally had someone who knew exactly what to teach him.",
    name: "Amanda R.",
    detail: "Parent of a 9-year-old with dyslexia",
  },
  {
    id: "jared",
    quote:
      "Within six weeks his teacher emailed to ask what had changed. The sessions are online, but it never feels distant: his tutor notices every little win.",
    name: "Jared M.",
    detail: "Parent of a 7-year-old, second grade",
  },
  {
    id: "lisa",
    quote:
      "The assessment explained things no one had explained in three years of school meetings. We left the call with a plan, and she is now reading at grade level.",
    name: "Lisa T.",
    detail: "Parent of an 11-year-old, fifth grade",
  },
  {
    id: "marcus",
    quote:
      "Spelling used to end in tears. Now she marks the vowels and syllables herself and tells me the rule. Her confidence is the biggest change of all.",
    name: "Marcus D.",
    detail: "Parent of a 10-year-old with dyslexia",
  },
];
