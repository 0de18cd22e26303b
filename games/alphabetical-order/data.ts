// Settings and constants of Alphabetical Order (spec sections 2, 4 and 9).
export const ALPHABET = "abcdefghijklmnopqrstuvwxyz";

/** How many groups the alphabet is cut into; shown as "1/N" like the original. */
export const SUBDIVISIONS = [1, 2, 3, 4, 5, 8, 16, 26] as const;
export type Subdivision = (typeof SUBDIVISIONS)[number];
export const DEFAULT_SUBDIVISION: Subdivision = 4;

export const THEMES = ["desert", "ocean", "winter", "summer"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "desert";

export type Mascot = "bird" | "dolphin" | "yeti" | "plane";

/** Which mascot crosses each scene: a bird over the dunes, a dolphin in the waves, a yeti in the snow, a plane over the beach. */
export const themeInfo: Record<Theme, { label: string; mascot: Mascot; mascotName: string }> = {
  desert: { label: "Desert", mascot: "bird", mascotName: "A bird" },
  ocean: { label: "Ocean", mascot: "dolphin", mascotName: "A dolphin" },
  winter: { label: "Winter", mascot: "yeti", mascotName: "A yeti" },
  summer: { label: "Summer", mascot: "plane", mascotName: "A plane" },
};

export const COUNTDOWN = { steps: 2, stepMs: 800 } as const;
export const WRONG_FLASH_MS = 400;
/** A mascot appears every 25-37 s and stays 6 s; the winter yeti dashes across in 2.2 s. */
export const MASCOT_INTERVAL_MS = { min: 25_000, max: 37_000 } as const;
export const MASCOT_DURATION_MS = 6_000;
export const YETI_DURATION_MS = 2_200;
/** Music volume 0.15 on the original's 0-0.7 scale, used as a fixed gain. */
export const MUSIC_VOLUME = 0.15;
export const CONFETTI = { particleCount: 150 } as const;
export const FALLBACK_CONFETTI = { count: 140, removeAfterMs: 1600 } as const;

/** How the game is played; "groups" is the spec's game and the default. */
export const ORDER_MODES = ["groups", "missing-letter", "word-order"] as const;
export type OrderMode = (typeof ORDER_MODES)[number];
export const DEFAULT_ORDER_MODE: OrderMode = "groups";
export const orderModeLabels: Record<OrderMode, string> = {
  groups: "Letter groups",
  "missing-letter": "Missing letter",
  "word-order": "Word order",
};

/** What a letter-group card shows: its whole run (the spec's cards) or, harder, its first letter. */
export const CARD_FACES = ["all-letters", "first-letter"] as const;
export type CardFace = (typeof CARD_FACES)[number];
export const DEFAULT_CARD_FACE: CardFace = "all-letters";
export const cardFaceLabels: Record<CardFace, string> = {
  "all-letters": "All their letters",
  "first-letter": "First letter only (harder)",
};

/** A missing-letter round asks this many questions, each with this many letters to choose from. */
export const MISSING_LETTER_QUESTIONS = 10;
export const MISSING_LETTER_CHOICES = 4;

/** A word-order round has 4 to 8 words (default 5). */
export const WORD_COUNTS = [4, 5, 6, 7, 8] as const;
export type WordCount = (typeof WORD_COUNTS)[number];
export const DEFAULT_WORD_COUNT: WordCount = 5;

/**
 * Everyday words a 6-10 year old can read or picture: animals, food, things at home and school.
 * Several share a first letter (bat, bee, bus) so the second letter has to decide.
 */
export const ORDER_WORDS: readonly string[] = [
  "ant",
  "apple",
  "arm",
  "bat",
  "bee",
  "boat",
  "bus",
  "cake",
  "cat",
  "clock",
  "cow",
  "cup",
  "desk",
  "dog",
  "duck",
  "egg",
  "elf",
  "fish",
  "flag",
  "fox",
  "frog",
  "gate",
  "goat",
  "grape",
  "hat",
  "hen",
  "hill",
  "jam",
  "jet",
  "kite",
  "lamp",
  "leaf",
  "lion",
  "map",
  "milk",
  "moon",
  "nest",
  "nut",
  "owl",
  "pan",
  "pen",
  "pig",
  "pot",
  "rain",
  "ring",
  "rug",
  "sand",
  "ship",
  "sock",
  "star",
  "sun",
  "tent",
  "tree",
  "tub",
  "van",
  "web",
  "wig",
  "yak",
  "zip",
  "zoo",
];
