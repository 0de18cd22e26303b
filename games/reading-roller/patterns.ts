// Checks that a word really shows the syllable pattern its list claims (GAMES.md, "Quality").
// Structured-literacy conventions: a closed syllable has one vowel letter followed by at least
// one consonant; an open syllable ends in its single vowel. r-controlled vowels (ar, er), vowel
// teams (ai, ow, ay) and silent e are other syllable types, so they do not count.
const VOWEL = "[aeiou]";
/** Consonant letters that can close a syllable after its vowel (w and y would make a vowel team, r an r-controlled vowel). */
const CLOSER = "[bcdfghjklmnpqstvxz]";
/** Consonant letters allowed at the start of a syllable. */
const ONSET = "[bcdfghjklmnpqrstvwxyz]";

// Two letters that stand for one sound stay together, so a word with one of them in the
// middle is not split between its consonants (rock-et, fa-ther): not VC/CV.
const digraphs = new Set(["ck", "ch", "sh", "th", "ph", "wh", "gh", "ng", "qu", "dg"]);

const closedSyllable = new RegExp(`^${ONSET}*${VOWEL}${CLOSER}+$`);
const openSyllable = new RegExp(`^${ONSET}*${VOWEL}$`);
/** The second syllable of a VCV word may be closed (bot), r-controlled (ger) or end in a digraph (ish). */
const finalSyllable = new RegExp(`^${ONSET}*${VOWEL}[bcdfghjklmnpqrstvxz]+$`);

export function isClosedSyllable(syllable: string): boolean {
  return closedSyllable.test(syllable);
}

export function isOpenSyllable(syllable: string): boolean {
  return openSyllable.test(syllable);
}

/**
 * VC/CV: exactly two consonants between two single vowels, the split between them, and both
 * syllables closed (nap-kin, bas-ket, in-sect). The second consonant must not be l or r (unless
 * doubled), which would form a blend that can stay together (pro-blem, pub-lic).
 */
export function isVcCv(entry: string): boolean {
  const [first, second, extra] = entry.split("-");
  if (!first || !second || extra !== undefined) return false;
  if (!isClosedSyllable(first) || !isClosedSyllable(second)) return false;
  const middle = (first.match(/[^aeiou]+$/)?.[0] ?? "") + (second.match(/^[^aeiou]+/)?.[0] ?? "");
  const doubled = middle[0] === middle[1]; // gal-lon: a doubled letter always splits
  return middle.length === 2 && !digraphs.has(middle) && (doubled || !/[lry]$/.test(middle));
}

/**
 * VCV: a single consonant between two single vowels. Split before it (ro-bot: open first
 * syllable) or after it (cam-el: closed first syllable).
 */
export function vcvSplit(entry: string): "open" | "closed" | null {
  const [first, second, extra] = entry.split("-");
  if (!first || !second || extra !== undefined) return null;
  const word = first + second;
  if (
    !new RegExp(`^${ONSET}*${VOWEL}[bcdfghjklmnpqstvz]${VOWEL}[bcdfghjklmnpqrstvxz]+$`).test(word)
  )
    return null;
  if (isOpenSyllable(first) && finalSyllable.test(second)) return "open";
  if (isClosedSyllable(first) && /^[aeiou]/.test(second) && finalSyllable.test(second))
    return "closed";
  return null;
}
