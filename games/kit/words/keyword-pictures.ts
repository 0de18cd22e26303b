// The game art set's names: one self-made keyword picture per letter (games/kit/words/keyword-picture.tsx
// draws them). Mind Match pairs them with letters and words; tutors' activities use them as
// Anagram clues and Sort Categories items, so the set lives here rather than in one game.

/** Keyword pictures: the word starts with its letter's most common sound (a: apple, g: gift). */
export const keywordPictures = [
  { letter: "a", word: "apple" },
  { letter: "b", word: "ball" },
  { letter: "c", word: "cat" },
  { letter: "d", word: "dog" },
  { letter: "e", word: "egg" },
  { letter: "f", word: "fish" },
  { letter: "g", word: "gift" },
  { letter: "h", word: "hat" },
  { letter: "i", word: "igloo" },
  { letter: "j", word: "jam" },
  { letter: "k", word: "kite" },
  { letter: "l", word: "leaf" },
  { letter: "m", word: "moon" },
  { letter: "n", word: "nest" },
  { letter: "o", word: "octopus" },
  { letter: "p", word: "pig" },
  { letter: "r", word: "ring" },
  { letter: "s", word: "sun" },
  { letter: "t", word: "tent" },
  { letter: "u", word: "umbrella" },
  { letter: "v", word: "van" },
  { letter: "w", word: "web" },
] as const;

export type PictureName = (typeof keywordPictures)[number]["word"];

/** Every picture's name, in alphabet order (for z.enum and the editors' selects). */
export const pictureNames = keywordPictures.map((picture) => picture.word) as unknown as readonly [
  PictureName,
  ...PictureName[],
];

/** "a cat", "an apple": how a picture is named in a sentence. */
export const withArticle = (name: string) => `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}`;
