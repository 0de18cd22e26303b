// The six game templates on the teacher portal's Create Games tab: each makes a saved, shareable
// activity in the activity editor.
export type TeacherGame = { id: string; title: string; description: string; setupHref: string };

export const teacherGames: TeacherGame[] = [
  {
    id: "anagram",
    title: "Anagram",
    description: "Unscramble letters to spell words from a list you choose.",
    setupHref: "/teacher-portal/activities/new?template=anagram",
  },
  {
    id: "place-value-showdown",
    title: "Place Value Showdown",
    description: "Build the bigger number from digit cards, then compare in expanded form.",
    setupHref: "/teacher-portal/activities/new?template=place-value-showdown",
  },
  {
    id: "sentence-sense",
    title: "Sentence Sense",
    description: "Put words in order to make a sentence that makes sense.",
    setupHref: "/teacher-portal/activities/new?template=sentence-sense",
  },
  {
    id: "sort-categories",
    title: "Sort Categories",
    description: "Sort words or pictures into groups, such as short and long vowels.",
    setupHref: "/teacher-portal/activities/new?template=sort-categories",
  },
  {
    id: "spinner-wheel",
    title: "Spinner Wheel",
    description: "Spin for a word, sound or question to practise together.",
    setupHref: "/teacher-portal/activities/new?template=spinner-wheel",
  },
  {
    id: "whack-a-mole",
    title: "Whack A Mole",
    description:
      "Whack the words that fit: your own words or a phonics set, at the speed you choose.",
    setupHref: "/teacher-portal/activities/new?template=whack-a-mole",
  },
];
