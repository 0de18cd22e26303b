// Grammar symbols in the Montessori / structured-literacy tradition, and sentence-building
// prompt cards. Each symbol has a distinct shape or size as well as a colour, and a text label,
// so colour is never the only cue.
export type GrammarIconId =
  | "noun"
  | "article"
  | "adjective"
  | "pronoun"
  | "verb"
  | "adverb"
  | "preposition"
  | "conjunction"
  | "interjection"
  | "end-mark";

export type GrammarIcon = {
  id: GrammarIconId;
  label: string;
  /** What the symbol stands for, in child-friendly words. */
  meaning: string;
  /** Words of this kind, for the tooltip and the screen-reader description. */
  examples: readonly string[];
};

export const GRAMMAR_ICONS: readonly GrammarIcon[] = [
  {
    id: "noun",
    label: "Noun",
    meaning: "a person, place or thing",
    examples: ["dog", "park", "Sam"],
  },
  {
    id: "article",
    label: "Article",
    meaning: "a, an or the, before a noun",
    examples: ["a", "an", "the"],
  },
  {
    id: "adjective",
    label: "Adjective",
    meaning: "describes a noun",
    examples: ["big", "red", "happy"],
  },
  {
    id: "pronoun",
    label: "Pronoun",
    meaning: "stands in for a noun",
    examples: ["he", "she", "they"],
  },
  {
    id: "verb",
    label: "Verb",
    meaning: "an action or being word",
    examples: ["run", "jump", "is"],
  },
  {
    id: "adverb",
    label: "Adverb",
    meaning: "tells how, when or where",
    examples: ["fast", "soon", "here"],
  },
  {
    id: "preposition",
    label: "Preposition",
    meaning: "shows where or when",
    examples: ["on", "under", "after"],
  },
  {
    id: "conjunction",
    label: "Conjunction",
    meaning: "joins words or ideas",
    examples: ["and", "but", "so"],
  },
  {
    id: "interjection",
    label: "Interjection",
    meaning: "a burst of feeling",
    examples: ["Wow", "Oh", "Hooray"],
  },
  { id: "end-mark", label: "End mark", meaning: "ends a sentence", examples: [".", "?", "!"] },
];

export const GRAMMAR_ICON_SIZE = 42.5; // px, spec section 9

export function grammarIcon(id: GrammarIconId): GrammarIcon {
  const icon = GRAMMAR_ICONS.find((i) => i.id === id);
  if (!icon) throw new Error(`Unknown grammar icon ${id}`);
  return icon;
}

export type GrammarCard = {
  number: number;
  /** Shown on the front with the number. */
  category: string;
  /** Shown on the back: what to write. */
  prompt: string;
  /** A model sentence that meets the prompt. */
  example: string;
  /** The symbols the prompt practises. */
  icons: readonly GrammarIconId[];
};

export const GRAMMAR_CARDS: readonly GrammarCard[] = [
  {
    number: 1,
    category: "Noun and verb",
    prompt: "Write a sentence with a noun and a verb.",
    example: "The dog runs.",
    icons: ["noun", "verb"],
  },
  {
    number: 2,
    category: "Adjective",
    prompt: "Add an adjective that tells what the noun is like.",
    example: "The brown dog runs.",
    icons: ["adjective", "noun"],
  },
  {
    number: 3,
    category: "Adverb",
    prompt: "Add an adverb that tells how, when or where.",
    example: "The dog runs quickly.",
    icons: ["verb", "adverb"],
  },
  {
    number: 4,
    category: "Pronoun",
    prompt: "Write a new sentence that uses he, she, it or they instead of the noun.",
    example: "It barks at the cat.",
    icons: ["pronoun", "verb"],
  },
  {
    number: 5,
    category: "Preposition",
    prompt: "Tell where something is with a preposition such as in, on or under.",
    example: "The cat sleeps under the bed.",
    icons: ["preposition", "noun"],
  },
  {
    number: 6,
    category: "Conjunction",
    prompt: "Join two ideas with and, but or so.",
    example: "I was hungry, so I ate an apple.",
    icons: ["conjunction"],
  },
  {
    number: 7,
    category: "Question",
    prompt:
      "Write a question that starts with who, what, where, when or why. End it with a question mark.",
    example: "Where did you find the shell?",
    icons: ["end-mark"],
  },
  {
    number: 8,
    category: "Interjection",
    prompt: "Start with an interjection and end with an exclamation mark.",
    example: "Wow! That fish is huge!",
    icons: ["interjection", "end-mark"],
  },
  {
    number: 9,
    category: "Articles",
    prompt: "Use the articles a, an and the in one sentence.",
    example: "An owl and a bat sat in the tree.",
    icons: ["article", "noun"],
  },
  {
    number: 10,
    category: "Who, what, where, when",
    prompt: "Write a sentence that tells who, did what, where and when.",
    example: "Mia kicked the ball at the park after school.",
    icons: ["noun", "verb", "preposition"],
  },
];

export const GRAMMAR_COLUMNS = 5; // spec: 10 cards in 5 columns
