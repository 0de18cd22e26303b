// The two reading passages. Each one hides the whole alphabet in order: scanning forward from
// the start there is an a, then a later b, then a later c, … up to z (checked by logic.test.ts),
// so a child who always takes the next matching letter can finish.
export type PassageId = "text1" | "text2";

export type Passage = { id: PassageId; label: string; title: string; text: string };

export const passages: Record<PassageId, Passage> = {
  text1: {
    id: "text1",
    label: "Text 1",
    title: "At the Pond",
    text:
      "A bear cub came down to the pond for a drink. The sun was bright, and the frogs began to hop. " +
      "In the reeds, Jack the duck swam slowly in circles. The kind old owl looked down from a maple tree. " +
      "Nobody made a sound. Plop! A quick fish jumped out of the water. Ripples spread over the mud. " +
      "The bear stood very still, then waved a paw. What an exciting day! " +
      "Soon the friends all went home for a lazy rest.",
  },
  text2: {
    id: "text2",
    label: "Text 2",
    title: "Kite Day",
    text:
      "Grandpa and Ben packed a big picnic basket with cheese, fresh grapes and hot cocoa. " +
      "The hill was high, just right for a kite. Ben let more line go, and up it flew. " +
      "A puppy named Quinn ran round, barking with joy. Then a strong gust tugged the kite over the trees, " +
      "but Ben held on. When the wind was calm, they ate their snack. Ben gave Grandpa an extra big hug. " +
      "It was a happy day, and that night they were both sleepy and cozy.",
  },
};

export const ALPHABET = "abcdefghijklmnopqrstuvwxyz";

/** Spec section 9: generated text has 90 extra random letters, in words of 3 to 5 letters. */
export const EXTRA_RANDOM_LETTERS = 90;
export const GENERATED_WORD_LENGTH = { min: 3, max: 5 } as const;
/** Spec section 9: after z, progress resets after 1200 ms. */
export const RESET_DELAY_MS = 1200;
/** Spec section 9: confetti 150 particles; fallback 160 pieces removed after 1600 ms. */
export const CONFETTI = { particleCount: 150 } as const;
export const FALLBACK_CONFETTI = { count: 160, removeAfterMs: 1600 } as const;

/** How letters are shown: the text's own capitals (the default), all lower case, or all capitals. */
export const LETTER_CASES = ["as-written", "lower", "upper"] as const;
export type LetterCase = (typeof LETTER_CASES)[number];
export const DEFAULT_LETTER_CASE: LetterCase = "as-written";
export const letterCaseLabels: Record<LetterCase, string> = {
  "as-written": "As written",
  lower: "lower case",
  upper: "CAPITALS",
};

/** A tutor's own text: long enough for a short passage, short enough to share in a link. */
export const CUSTOM_TEXT_MAX = 600;
