// Every student app in one list: it feeds the overview page, the header's tools menu and the
// sitemap (STYLE.md, "Games") and heads each game page. Descriptions say what the game practises
// and who it suits; instructions say how to play.
import type { GameIconName } from "@/components/games/game-icon";

export type GameSkill =
  "phonics" | "handwriting" | "alphabet" | "grammar" | "math" | "memory" | "tools";

export type GameEntry = {
  slug: string;
  title: string;
  description: string;
  skill: GameSkill;
  /** Other addresses that show the same game (group-it shows Match It). */
  aliases?: string[];
  /** How to play, in a sentence or two: shown above the game on its page. */
  instructions: string;
  /** The emoji-free illustration components/games/game-icon.tsx draws for the game. */
  icon: GameIconName;
  /**
   * Playable on a phone held upright (390 px wide) with the whole play area on one screen.
   * Two-player races, writing and the teacher tools want a tablet or larger.
   */
  phoneFriendly?: true;
};

export const skillLabels: Record<GameSkill, string> = {
  phonics: "Phonics and reading",
  handwriting: "Handwriting and letter formation",
  alphabet: "Alphabet",
  grammar: "Grammar and sentences",
  math: "Math",
  memory: "Matching and memory",
  tools: "Teacher tools",
};

export const skillOrder: GameSkill[] = [
  "phonics",
  "handwriting",
  "alphabet",
  "grammar",
  "math",
  "memory",
  "tools",
];

export const games: GameEntry[] = [
  {
    slug: "letter-tiles",
    title: "Letter Tiles",
    description:
      "Build and change words with colour-coded vowel, consonant and digraph tiles. For beginning readers and tutors teaching word building.",
    skill: "phonics",
    icon: "tiles",
    instructions:
      "Pick a word group to lay a word, or build your own: choose a tile, then an empty slot. Double-tap or press Delete to erase.",
  },
  {
    slug: "reading-roller",
    title: "Reading Roller",
    description:
      "Roll the dice and read two-syllable words by pattern (VC/CV and VCV). For readers ready to split longer words.",
    skill: "phonics",
    icon: "dice",
    instructions:
      "Roll the dice, read the column with that number, and tick a circle each time you read it.",
  },
  {
    slug: "vowel-sounds",
    title: "Vowel Sounds",
    description:
      "Find and hear the five vowels and learn short versus long sounds. For early readers, ages 5 to 8.",
    skill: "phonics",
    icon: "vowel",
    instructions: "Tap every vowel once and listen to its word. Find all 28 to finish.",
  },
  {
    slug: "whack-a-mole",
    phoneFriendly: true,
    title: "Whack-a-Mole",
    description:
      "Tap the moles carrying the right sound, letter or word family. Quick phonics review for ages 6 to 10.",
    skill: "phonics",
    icon: "mole",
    instructions:
      "Read the word on each mole. Whack the ones that match the prompt and let the others go back down.",
  },
  {
    slug: "ice-fishers",
    title: "Ice Fishers",
    description:
      "Catch the fish carrying the word that matches the prompt: sounds, word families and sight words. Ages 6 to 10.",
    skill: "phonics",
    icon: "fish",
    instructions:
      "Read the words on the fish under the ice. Catch the fish that match, and fill your bucket with ten.",
  },
  {
    slug: "writing-paper",
    title: "Writing Paper",
    description:
      "Handwriting lines with pencil, eraser and colours for letter formation practice, printable. For all ages.",
    skill: "handwriting",
    icon: "pencil",
    instructions:
      "Write on the lines with a pen, your finger or the mouse. The first line is big for a model letter. Save prints your page.",
  },
  {
    slug: "b-and-d",
    title: "b and d",
    description:
      "Tell b from d by tracing each letter's path with a little car, then practise writing it. For children who reverse letters.",
    skill: "handwriting",
    icon: "car",
    instructions:
      "Choose the donut for d or the chocolate bar for b. The car shows which way the letter goes; then write it on the lines.",
  },
  {
    slug: "alphabet-sequencing-game",
    title: "Alphabet Sequencing",
    description:
      "Find the letters a to z in order inside real text. Builds letter recognition and scanning, ages 5 to 9.",
    skill: "alphabet",
    icon: "abc",
    instructions:
      "Find the letters a to z in order. Each letter must come after the one before it in the text.",
  },
  {
    slug: "alphabetical-order",
    title: "Alphabetical Order",
    description:
      "Put groups of letters in alphabetical order across themed scenes. Alphabet fluency for ages 5 to 10.",
    skill: "alphabet",
    icon: "order",
    instructions:
      "Choose a card of letters, then the slot where it belongs, until the whole alphabet is in order.",
  },
  {
    slug: "grammar",
    title: "Grammar",
    description:
      "Flip prompt cards and mark sentences with grammar symbols for nouns, verbs and more. For sentence building, ages 7 and up.",
    skill: "grammar",
    icon: "grammar",
    instructions:
      "Turn over a card, write a sentence in the box, then mark each word with its grammar symbol.",
  },
  {
    slug: "place-value-showdown",
    title: "Place Value Showdown",
    description:
      "Place digit cards to build the bigger number, then compare in expanded form. Two players or against the computer, ages 6 to 11.",
    skill: "math",
    icon: "place-value",
    instructions:
      "Put each digit card in a column to build the bigger number (or the smaller one, when the round says so). Then compare!",
  },
  {
    slug: "math-it",
    title: "Math It",
    description:
      "Two players race to find the answer to the same equation. Addition to division facts, ages 6 to 12.",
    skill: "math",
    icon: "math",
    instructions:
      "Two players, one equation. Find its answer on your card and tap it, or press the key shown on it: player 1 uses Q W E R / A S D F, player 2 uses U I O P / H J K L. A wrong answer makes you wait 2 seconds.",
  },
  {
    slug: "match-it",
    title: "Match It",
    description:
      "Match your card to the center card before time runs out, with numbers or letters. Visual matching for ages 4 to 8.",
    skill: "memory",
    aliases: ["group-it"],
    icon: "match",
    instructions:
      "Press Start Game, then find the card in Your Card that matches the center card. Tap it, or move with the arrow keys and press Enter.",
  },
  {
    slug: "name-it",
    title: "Name It",
    description:
      "Two players spot the one symbol their card shares with the center card. Visual attention and naming speed, all ages.",
    skill: "memory",
    icon: "spot",
    instructions:
      "Two players. Find the one symbol your card shares with the center card and tap it, or press the key shown on it: player 1 uses Q W E R / A S D F, player 2 uses U I O P / H J K L.",
  },
  {
    slug: "mind-match",
    phoneFriendly: true,
    title: "Mind Match",
    description:
      "Turn over cards to find pairs: letters and pictures, cases, words and numbers. Working memory for one or two players.",
    skill: "memory",
    icon: "cards",
    instructions:
      "Turn over two cards. If they go together, you keep them face up and go again. Remember where the others are!",
  },
  {
    slug: "pdf-viewer",
    title: "PDF Viewer",
    description:
      "Open a PDF from your device with a reading ruler, coloured overlays and a highlighter. For tutors and independent readers.",
    skill: "tools",
    icon: "document",
    instructions:
      "Open a worksheet or reading passage from your device, then use the reading ruler, coloured overlays, pen and highlighter.",
  },
];

export function gameHref(slug: string) {
  return `/student-apps/${slug}`;
}

export function findGame(slug: string): GameEntry | undefined {
  return games.find((g) => g.slug === slug || g.aliases?.includes(slug));
}

export function gamesBySkill(): { skill: GameSkill; label: string; games: GameEntry[] }[] {
  return skillOrder
    .map((skill) => ({
      skill,
      label: skillLabels[skill],
      games: games.filter((g) => g.skill === skill),
    }))
    .filter((group) => group.games.length > 0);
}
