// Frequently asked questions. The structured literacy FAQ also feeds that page's FAQPage JSON-LD,
// so the visible answers and the structured data can never disagree.
export type FaqItem = { question: string; answer: string };

export const structuredLiteracyFaq: FaqItem[] = [
  {
    question: "Who benefits from structured literacy?",
    answer:
      "Children with dyslexia benefit most, but so does any student who struggles to decode words, spell, or read fluently, including children with ADHD or a language delay and readers who have simply fallen behind. Structured literacy teaches the code of English explicitly, so no child has to guess.",
  },
  {
    question: "How is structured literacy different from how my child is taught at school?",
    answer:
      "Many classrooms teach reading through exposure, pictures and guessing from context. Structured literacy teaches every sound, spelling pattern and syllable type directly, in a planned sequence, with each new skill built on one already mastered. Lessons are multisensory (seeing, hearing, saying and writing together) and one to one, so pace and review match your child exactly.",
  },
  {
    question: "How long does it take to see results?",
    answer:
      "Most families notice improvement within 4-6 weeks of regular sessions: more confident sounding out, fewer guesses, less frustration. Significant gains in reading and spelling usually come within 3-6 months. Every child is different, so we track progress regularly and share it with you.",
  },
  {
    question: "Are your instructors certified?",
    answer:
      "Yes. Every tutor completes Orton-Gillingham structured literacy training that includes a supervised practicum, and keeps learning through our monthly case reviews. Many also hold teaching or special education degrees. You can read about each of them on our Meet Our Staff page.",
  },
];
