// Copy for the /dyslexia landing page, kept out of the route so the page reads as a layout.
import type { IconName } from "@/components/marketing/icons";

export const dyslexiaReasons: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "award",
    title: "Dyslexia specialists",
    text: "Every tutor is trained in Orton-Gillingham structured literacy, the approach designed for dyslexia.",
  },
  {
    icon: "person",
    title: "Truly one to one",
    text: "No groups and no apps doing the teaching: a skilled tutor focused on your child for the whole session.",
  },
  {
    icon: "video",
    title: "Online, from home",
    text: "No driving across town. Lessons fit around school, sports and siblings, wherever you live.",
  },
  {
    icon: "chart",
    title: "Progress you can see",
    text: "Regular progress checks and plain-language updates, so you always know what is working.",
  },
  {
    icon: "heart",
    title: "Patient and encouraging",
    text: "We celebrate every small win. Children who dreaded reading start looking forward to lessons.",
  },
  {
    icon: "calendar",
    title: "Flexible scheduling",
    text: "After-school and daytime sessions, with a consistent tutor your child gets to know.",
  },
];

export const dyslexiaOutcomes: { value: string; label: string }[] = [
  { value: "4-6 weeks", label: "until most families notice improvement" },
  { value: "3-6 months", label: "to significant gains in reading and spelling" },
  { value: "95%", label: "of our students show measurable improvement" },
  { value: "500+", label: "families helped over 10+ years" },
];

export type DyslexiaTopic = {
  id: string;
  title: string;
  paragraphs: string[];
  points?: string[];
  cta: string;
};

export const dyslexiaTopics: DyslexiaTopic[] = [
  {
    id: "signs",
    title: "Is it dyslexia? Common signs by age",
    paragraphs: [
      "Dyslexia affects as many as one in five people, and it often runs in families. It has nothing to do with intelligence. Many dyslexic children are quick, curious thinkers whose reading simply does not match their ability.",
    ],
    points: [
      "Trouble learning letter names and sounds, or rhyming, in preschool and kindergarten",
      "Guessing at words from the first letter or the picture instead of sounding them out",
      "Slow, effortful reading, and avoiding reading aloud",
      "Spelling the same word several different ways on one page",
      "Reversing letters such as b and d well after first grade",
      "Tummy aches or tears at homework time",
    ],
    cta: "Talk to a dyslexia specialist",
  },
  {
    id: "what-helps",
    title: "Why more practice is not enough, and what helps",
    paragraphs: [
      "Reading more books and practising sight words rarely closes the gap, because a dyslexic brain needs the code of English taught explicitly. Structured literacy does exactly that: each sound and spelling pattern is taught directly, practised with sight, sound and movement, and reviewed until it is automatic.",
      "Because our lessons are one to one, your child never waits for a group, never gets left behind and never repeats what they already know.",
    ],
    cta: "Find out how lessons would work",
  },
  {
    id: "spelling-writing",
    title: "Help with spelling, writing and math too",
    paragraphs: [
      "Dyslexia rarely stops at reading. We teach the rules behind English spelling, handwriting in printing, D'Nealian or cursive, and how to plan and write sentences and paragraphs. For children who also find numbers hard, our math tutors use the same multisensory, step-by-step approach.",
    ],
    cta: "Ask about a complete plan",
  },
  {
    id: "confidence",
    title: "Rebuilding confidence",
    paragraphs: [
      'By the time families find us, many children have decided they are "bad at reading". Success changes that. When lessons start at exactly the right level, children feel themselves improving within weeks, and that confidence follows them back into the classroom.',
    ],
    cta: "Book a free consultation",
  },
];
