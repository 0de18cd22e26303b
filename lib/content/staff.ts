// The staff bios the site started with: migration 0023 seeded staff_profiles with them, and the
// build renders /meet-our-staff from them (it reads no database). Staff edit the profiles under
// Admin → Site → Staff profiles (lib/site-content/staff-profiles.ts), not here.
// Avatars are self-made SVG illustrations in public/images/staff (not photographs), each
// profile's picture until a photo is added.
export type StaffMember = {
  id: string;
  name: string;
  role: string;
  /** Degrees and training, shortest first. */
  credentials: string[];
  bio: string[];
  /** What parents most often ask this person about. */
  specialties: string[];
  avatar: { src: string; alt: string };
};

export const staff: StaffMember[] = [
  {
    id: "rachel-thompson",
    name: "Rachel Thompson, M.Ed.",
    role: "Founder and Lead Reading Specialist",
    credentials: [
      "M.Ed., Special Education",
      "Orton-Gillingham certified, with a supervised practicum",
      "Former elementary resource teacher",
    ],
    bio: [
      "Rachel spent six years as a resource teacher watching bright children fall further behind, not because they could not learn, but because no one was teaching them the way they learn. She trained in Orton-Gillingham, began tutoring families after school, and founded the practice to give every child that same explicit, patient, one-to-one instruction.",
      "After more than ten years of structured literacy teaching, she still takes consultation calls herself, trains every new tutor, and reviews each student's progress data every month.",
    ],
    specialties: ["Dyslexia", "Early reading", "Assessment and planning"],
    avatar: {
      src: "/images/staff/rachel-thompson.svg",
      alt: "Illustrated portrait of Rachel Thompson",
    },
  },
  {
    id: "megan-park",
    name: "Megan Park",
    role: "Structured Literacy Tutor",
    credentials: [
      "B.S., Communication Disorders",
      "Orton-Gillingham trained",
      "Certified in multisensory spelling instruction",
    ],
    bio: [
      "Megan's background in speech and language means she hears exactly which sounds a child is missing. She is known for turning phonemic awareness drills into games that even reluctant eight-year-olds ask to play again.",
      "She works with beginning and struggling readers from kindergarten through fifth grade, and with older students whose spelling has never caught up with their ideas.",
    ],
    specialties: ["Phonemic awareness", "Spelling", "Reluctant readers"],
    avatar: { src: "/images/staff/megan-park.svg", alt: "Illustrated portrait of Megan Park" },
  },
  {
    id: "daniel-reyes",
    name: "Daniel Reyes",
    role: "Math and Reading Tutor",
    credentials: [
      "B.A., Elementary Education",
      "Multisensory math training",
      "Orton-Gillingham trained",
    ],
    bio: [
      "Daniel taught fourth and fifth grade for eight years before joining us. Many of his students with dyslexia also struggled with math facts, word problems and the vocabulary of math, so he learned to teach numbers the same way we teach letters: concrete first, then pictures, then symbols.",
      "Parents tell us he is the first tutor their child has looked forward to seeing.",
    ],
    specialties: ["Math facts and number sense", "Word problems", "Upper-elementary reading"],
    avatar: { src: "/images/staff/daniel-reyes.svg", alt: "Illustrated portrait of Daniel Reyes" },
  },
  {
    id: "hannah-oliver",
    name: "Hannah Oliver",
    role: "Writing and Handwriting Specialist",
    credentials: [
      "B.S., Early Childhood Education",
      "Handwriting instruction training",
      "Orton-Gillingham trained",
    ],
    bio: [
      "Hannah teaches printing, D'Nealian and cursive, and then the harder part: getting ideas onto the page. She breaks writing into small, visible steps, from letter formation and spacing to sentences and organised paragraphs.",
      "She also helps children who reverse letters such as b and d build a reliable mental picture of each one.",
    ],
    specialties: ["Handwriting", "Letter reversals", "Written expression"],
    avatar: {
      src: "/images/staff/hannah-oliver.svg",
      alt: "Illustrated portrait of Hannah Oliver",
    },
  },
  {
    id: "sarah-jensen",
    name: "Sarah Jensen",
    role: "Family Coordinator",
    credentials: ["Parent of two children with dyslexia", "Utah Fits All scholarship guide"],
    bio: [
      "Sarah is usually the first person you talk to. She schedules consultations and assessments, matches each student with the right tutor, and helps families use Utah Fits All scholarship funds for tutoring.",
      "Having raised two dyslexic children herself, she knows how much it helps when someone simply explains the next step.",
    ],
    specialties: ["Scheduling and onboarding", "Scholarships and payment", "School communication"],
    avatar: { src: "/images/staff/sarah-jensen.svg", alt: "Illustrated portrait of Sarah Jensen" },
  },
];
