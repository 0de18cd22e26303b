// Many words at once for the Anagram editor: a pasted list (one per line or separated by commas,
// tags after a colon ignored, as word lists write them) added after the words already there.
import { parsePastedList } from "../word-lists/list";

export type PasteOutcome = {
  /** The new words to add, in pasted order. */
  added: string[];
  /** Already in the activity, or pasted twice. */
  repeated: string[];
  /** Beyond what the activity holds. */
  overflow: string[];
};

export function wordsToAdd(existing: readonly string[], pasted: string, max: number): PasteOutcome {
  const seen = new Set(existing.map((word) => word.trim().toLowerCase()).filter(Boolean));
  const room = Math.max(0, max - seen.size);
  const outcome: PasteOutcome = { added: [], repeated: [], overflow: [] };
  for (const { word } of parsePastedList(pasted)) {
    const key = word.toLowerCase();
    if (seen.has(key)) outcome.repeated.push(word);
    else if (outcome.added.length >= room) outcome.overflow.push(word);
    else {
      seen.add(key);
      outcome.added.push(word);
    }
  }
  return outcome;
}

/** What the editor says after a paste. */
export function pasteMessage(outcome: PasteOutcome, max: number): string {
  const count = outcome.added.length;
  const parts = [
    count ? `Added ${count} ${count === 1 ? "word" : "words"}.` : "No new words to add.",
  ];
  if (outcome.repeated.length) parts.push(`Already on the list: ${outcome.repeated.join(", ")}.`);
  if (outcome.overflow.length)
    parts.push(
      `An anagram holds up to ${max} words, so these were left out: ${outcome.overflow.join(", ")}.`,
    );
  return parts.join(" ");
}
