// The six game templates on the teacher portal's Create Games tab. Two open a real setup today;
// the others are honest about not being ready.
export type TeacherGame = { id: string; title: string; description: string; setupHref?: string };

export const teacherGames: TeacherGame[] = [
  { id: "anagram", title: "Anagram", description: "Unscramble letters to spell words from a list you choose." },
  {
    id: "place-value-showdown",
    title: "Place Value Showdown",
    description: "Build the bigger number from digit cards, then compare in expanded form.",
    setupHref: "/student-apps/place-value-showdown?setup=1",
  },
  { id: "sentence-sense", title: "Sentence Sense", description: "Put words in order to make a sentence that makes sense." },
  { id: "sort-categories", title: "Sort Categories", description: "Sort words or pictures into groups, such as short and long vowels." },
  { id: "spinner-wheel", title: "Spinner Wheel", description: "Spin for a word, sound or question to practise together." },
  {
    id: "whack-a-mole",
    title: "Whack A Mole",
    description: "Type your own target words and share a link your students can play.",
    setupHref: "/student-apps/whack-a-mole?setup=1",
  },
];
