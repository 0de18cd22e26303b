// The one keyword for each of the 44 sounds of English, as an Orton-Gillingham card deck gives
// it: the child says "i, igloo, /ĭ/" the same way in every game, so every game that shows or says
// a keyword (Vowel Sounds, Letter Tiles, Mind Match, the phonics word sets) reads it from here;
// the ids are stable, for the sound library to file the practice's recordings under.
//
// Short i is "igloo", a keyword common in Orton-Gillingham card decks: a thing a child can
// picture (our art set draws it, and Letter Tiles and Mind Match already showed it), with the
// short i first and stressed. "itch" (Wilson's Fundations) is as sound, but an itch is hard to
// draw; "insect" had sent Vowel Sounds its own way.
import type { PictureName } from "./keyword-pictures";

export type SoundKind = "consonant" | "short vowel" | "long vowel" | "other vowel";

export type SoundKeyword = {
  /** Stable id, for the sound library to file a recording under. */
  id: string;
  /** How a tutor names the sound on screen: "short i", "/sh/". */
  name: string;
  kind: SoundKind;
  /** The spelling taught first for the sound: the letter or letters its card shows. */
  spelling: string;
  /** The one keyword: it holds the sound where a child hears it best (at the start, if it can). */
  keyword: string;
  /** The game art set's picture of the keyword, where it draws one. */
  picture?: PictureName;
};

const sound = (
  kind: SoundKind,
  id: string,
  name: string,
  spelling: string,
  keyword: string,
  picture?: PictureName,
): SoundKeyword => ({ id, name, kind, spelling, keyword, ...(picture ? { picture } : {}) });
const consonant = (spelling: string, keyword: string, picture?: PictureName, id = spelling) =>
  sound("consonant", id, `/${id}/`, spelling, keyword, picture);

export const soundKeywords: readonly SoundKeyword[] = [
  consonant("b", "ball", "ball"),
  // c, not k: /k/ has one keyword, so a deck never offers both "c, cat" and "k, kite".
  consonant("c", "cat", "cat", "k"),
  consonant("d", "dog", "dog"),
  consonant("f", "fish", "fish"),
  consonant("g", "gift", "gift"),
  consonant("h", "hat", "hat"),
  consonant("j", "jam", "jam"),
  consonant("l", "leaf", "leaf"),
  consonant("m", "moon", "moon"),
  consonant("n", "nest", "nest"),
  consonant("p", "pig", "pig"),
  consonant("r", "ring", "ring"),
  consonant("s", "sun", "sun"),
  consonant("t", "tent", "tent"),
  consonant("v", "van", "van"),
  consonant("w", "web", "web"),
  consonant("y", "yellow"),
  consonant("z", "zebra"),
  consonant("sh", "ship"),
  consonant("ch", "chip"),
  sound("consonant", "th", "/th/ (quiet, as in thumb)", "th", "thumb"),
  sound("consonant", "th-voiced", "/th/ (noisy, as in this)", "th", "this"),
  consonant("wh", "whip"),
  consonant("ng", "king"),
  sound("consonant", "zh", "/zh/", "s", "treasure"),
  sound("short vowel", "short-a", "short a", "a", "apple", "apple"),
  sound("short vowel", "short-e", "short e", "e", "egg", "egg"),
  sound("short vowel", "short-i", "short i", "i", "igloo", "igloo"),
  sound("short vowel", "short-o", "short o", "o", "octopus", "octopus"),
  sound("short vowel", "short-u", "short u", "u", "umbrella", "umbrella"),
  sound("long vowel", "long-a", "long a", "a", "acorn"),
  sound("long vowel", "long-e", "long e", "e", "eagle"),
  sound("long vowel", "long-i", "long i", "i", "ice"),
  sound("long vowel", "long-o", "long o", "o", "open"),
  sound("long vowel", "long-u", "long u", "u", "unicorn"),
  sound("other vowel", "oo-long", "/oo/ (as in spoon)", "oo", "spoon"),
  sound("other vowel", "oo-short", "/oo/ (as in book)", "oo", "book"),
  sound("other vowel", "ou", "/ou/", "ou", "out"),
  sound("other vowel", "oi", "/oi/", "oi", "oil"),
  sound("other vowel", "aw", "/aw/", "aw", "saw"),
  sound("other vowel", "ar", "/ar/", "ar", "car"),
  sound("other vowel", "or", "/or/", "or", "fork"),
  sound("other vowel", "er", "/er/", "er", "her"),
  sound("other vowel", "air", "/air/", "air", "hair"),
];

const byId = new Map(soundKeywords.map((entry) => [entry.id, entry]));

/** The table's entry for a sound id; throws for an id the table does not have. */
export function soundKeyword(id: string): SoundKeyword {
  const entry = byId.get(id);
  if (!entry) throw new Error(`No keyword for the sound "${id}"`);
  return entry;
}

export type ShortVowel = "a" | "e" | "i" | "o" | "u";

/** The keyword for a vowel's short sound: "a" → "apple". */
export const shortVowelKeyword = (vowel: ShortVowel) => soundKeyword(`short-${vowel}`).keyword;

/** Sounds with a keyword picture, one card each: what a letter-and-picture deck may pair. */
export const pictureSounds = soundKeywords.filter(
  (entry): entry is SoundKeyword & { picture: PictureName } => entry.picture !== undefined,
);
