// Outside resources we recommend to families on /dyslexia-resources. Only well-established
// organisations and widely read books; links open the publisher's or organisation's own site.
export type Resource = { title: string; by?: string; description: string; href: string };
export type ResourceGroup = { id: string; title: string; intro: string; items: Resource[] };

function openLibrarySearch(title: string, author: string) {
  return `https://openlibrary.org/search?${new URLSearchParams({ title, author }).toString()}`;
}

export const resourceGroups: ResourceGroup[] = [
  {
    id: "websites",
    title: "Websites",
    intro: "Trustworthy places to learn what dyslexia is, how it is identified and what helps.",
    items: [
      {
        title: "International Dyslexia Association",
        description:
          "Research-based fact sheets, the definition of dyslexia used by most US states, and a directory of local branches.",
        href: "https://dyslexiaida.org/",
      },
      {
        title: "Understood.org",
        description:
          "Clear, practical articles for parents on learning and thinking differences, school supports and IEPs.",
        href: "https://www.understood.org/",
      },
      {
        title: "Yale Center for Dyslexia & Creativity",
        description:
          "Research, parent guides and success stories from the team led by Drs. Sally and Bennett Shaywitz.",
        href: "https://dyslexia.yale.edu/",
      },
      {
        title: "Decoding Dyslexia Utah",
        description:
          "A parent-led group working for better dyslexia awareness, identification and instruction in Utah schools.",
        href: "https://decodingdyslexiautah.org/",
      },
      {
        title: "Reading Rockets",
        description:
          "A national public-media literacy project with articles, videos and reading tips for families and teachers.",
        href: "https://www.readingrockets.org/",
      },
    ],
  },
  {
    id: "books",
    title: "Books",
    intro: "Books parents tell us changed how they understood their child.",
    items: [
      {
        title: "Overcoming Dyslexia",
        by: "Sally Shaywitz, M.D., and Jonathan Shaywitz, M.D.",
        description:
          "The standard parent guide to the science of dyslexia, early signs, and the instruction that works.",
        href: openLibrarySearch("Overcoming Dyslexia", "Shaywitz"),
      },
      {
        title: "The Dyslexic Advantage",
        by: "Brock L. Eide, M.D., and Fernette F. Eide, M.D.",
        description:
          "A hopeful look at the strengths in reasoning and creativity that often come with dyslexia.",
        href: openLibrarySearch("The Dyslexic Advantage", "Eide"),
      },
      {
        title: "Proust and the Squid: The Story and Science of the Reading Brain",
        by: "Maryanne Wolf",
        description:
          "How the brain learns to read at all, and why some brains take a different route.",
        href: openLibrarySearch("Proust and the Squid", "Maryanne Wolf"),
      },
      {
        title: "Language at the Speed of Sight",
        by: "Mark Seidenberg",
        description:
          "A cognitive scientist explains how we read and why explicit phonics instruction matters.",
        href: openLibrarySearch("Language at the Speed of Sight", "Seidenberg"),
      },
      {
        title: "Fish in a Tree",
        by: "Lynda Mullaly Hunt",
        description:
          "A middle-grade novel about a girl with dyslexia and the teacher who sees her. A good read-aloud for ages 9-12.",
        href: openLibrarySearch("Fish in a Tree", "Lynda Mullaly Hunt"),
      },
    ],
  },
  {
    id: "podcasts",
    title: "Podcasts",
    intro: "For the car ride or the walk: how reading is learned and taught.",
    items: [
      {
        title: "Sold a Story",
        by: "Emily Hanford, APM Reports",
        description:
          "An award-winning investigation into how schools came to teach reading by guessing, and what changed.",
        href: "https://features.apmreports.org/sold-a-story/",
      },
      {
        title: "Science of Reading: The Podcast",
        by: "Amplify",
        description:
          "Conversations with reading researchers and teachers, including episodes devoted to dyslexia.",
        href: "https://amplify.com/science-of-reading-the-podcast/",
      },
      {
        title: "Understood podcasts",
        by: "Understood.org",
        description: "Shows for parents raising children who learn and think differently.",
        href: "https://www.understood.org/en/podcasts",
      },
    ],
  },
  {
    id: "videos",
    title: "Videos",
    intro: "Short videos to watch together or share with family and teachers.",
    items: [
      {
        title: "What is dyslexia?",
        by: "Kelli Sandman-Hurley, TED-Ed",
        description:
          "A five-minute animated explanation that children and grandparents alike understand.",
        href: "https://ed.ted.com/lessons/what-is-dyslexia-kelli-sandman-hurley",
      },
      {
        title: "Launching Young Readers: Reading and the Brain",
        by: "Reading Rockets (PBS)",
        description:
          "Brain-imaging researchers show what happens when children learn to read, and how instruction changes it.",
        href: "https://www.readingrockets.org/shows/launching/brain",
      },
    ],
  },
  {
    id: "courses",
    title: "Courses",
    intro: "For parents and teachers who want to understand the methods behind the lessons.",
    items: [
      {
        title: "Reading 101",
        by: "Reading Rockets",
        description:
          "A free, self-paced course on the building blocks of reading and writing, from phonemic awareness to comprehension.",
        href: "https://www.readingrockets.org/reading-101",
      },
      {
        title: "Orton-Gillingham training",
        by: "Academy of Orton-Gillingham Practitioners and Educators",
        description:
          "Accredited Orton-Gillingham courses and the directory of certified practitioners.",
        href: "https://www.ortonacademy.org/",
      },
    ],
  },
  {
    id: "parent-resources",
    title: "Parent resources",
    intro: "Help with school, rights and reading at home.",
    items: [
      {
        title: "IDA fact sheets",
        by: "International Dyslexia Association",
        description:
          "Free one-page guides on dyslexia basics, accommodations and choosing an intervention.",
        href: "https://dyslexiaida.org/fact-sheets/",
      },
      {
        title: "Wrightslaw",
        description: "Plain-language guidance on special education law, IEPs and 504 plans.",
        href: "https://www.wrightslaw.com/",
      },
      {
        title: "Utah Parent Center",
        description:
          "Free help for Utah families navigating special education and school meetings.",
        href: "https://utahparentcenter.org/",
      },
      {
        title: "Learning Ally",
        description:
          "Human-read audiobooks so children can enjoy grade-level books while their decoding catches up.",
        href: "https://learningally.org/",
      },
      {
        title: "Bookshare",
        description:
          "Free accessible ebooks for qualifying US students with reading barriers such as dyslexia.",
        href: "https://www.bookshare.org/",
      },
    ],
  },
];
