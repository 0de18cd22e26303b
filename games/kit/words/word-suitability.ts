// One age check for every word a game can show a 6-10 year old. The deny list was reviewed for
// words a tutor would not put in front of a young child: crude or toilet words, insults and
// name-calling, violence and weapons, drugs, alcohol and smoking, and words whose everyday
// meaning for children is now mostly a slang one. Words with a plain, common meaning for
// children (pot, pop, hit, rock, punch, whip, pipe) stay allowed.
const unsuitable = {
  crude: [
    "arse",
    "ass",
    "bum",
    "butt",
    "crap",
    "damn",
    "fart",
    "hell",
    "hoe",
    "piss",
    "poo",
    "poop",
    "scat",
    "shag",
    "smut",
    "tit",
    "turd",
    "willy",
    "sexy",
    "sex",
    "nude",
    "nob",
    "knob",
    "prick",
    "cock",
    "dick",
  ],
  insults: [
    "brat",
    "dork",
    "dumb",
    "dope",
    "dunce",
    "fat",
    "fool",
    "geek",
    "git",
    "hag",
    "idiot",
    "jerk",
    "loser",
    "moron",
    "nerd",
    "prat",
    "scum",
    "slob",
    "snob",
    "stupid",
    "twit",
    "ugly",
    "wimp",
    "thug",
    "punk",
    "freak",
  ],
  violence: [
    "bomb",
    "bloody",
    "dead",
    "gun",
    "guns",
    "kill",
    "knife",
    "shoot",
    "slay",
    "stab",
    "war",
    "slap",
    "smack",
    "choke",
    "murder",
    "rifle",
  ],
  drugsAndAlcohol: [
    "beer",
    "booze",
    "drunk",
    "gin",
    "keg",
    "pub",
    "rum",
    "swig",
    "wine",
    "ale",
    "vodka",
    "cigar",
    "meth",
    "coke",
    "vape",
    "bong",
    "stoned",
  ],
} as const;

export type UnsuitableReason = keyof typeof unsuitable;

const reasonOf = new Map<string, UnsuitableReason>(
  (Object.keys(unsuitable) as UnsuitableReason[]).flatMap((reason) =>
    unsuitable[reason].map((word) => [word, reason] as const),
  ),
);

/** Why a single word is unsuitable for ages 6-10, or null when it is fine. Case is ignored. */
export function unsuitableReason(word: string): UnsuitableReason | null {
  return reasonOf.get(word.trim().toLowerCase()) ?? null;
}

export function isSuitableWord(word: string): boolean {
  return unsuitableReason(word) === null;
}

/**
 * Every unsuitable word inside a text (a passage, a sentence, a list entry), in order. A hyphen
 * inside a word is a syllable break ("al-bum" is album), so the parts are read as one word.
 */
export function unsuitableWordsIn(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z]+(?:['-][a-z]+)*/g) ?? [];
  return words.map((word) => word.replaceAll("-", "")).filter((word) => !isSuitableWord(word));
}
