// What the Whack A Mole editor says about each typed word, as the tutor types: a word the schema
// refuses, one that breaks the chosen phonics set's pattern, or one in none of our word lists.
import { isKnownWord } from "@/activities/editing/word-check";
import { phonicsPatternNote, whackItemSchema } from "@/activities/whack-a-mole/schema";

export type WordNote = { word: string; kind: "error" | "pattern" | "check"; text: string };

/** Words from the text box: one per line or separated by commas or semicolons. */
export function wordsFromText(text: string): string[] {
  return text
    .split(/[,;\n\r]+/)
    .map((word) => word.trim())
    .filter(Boolean);
}

export function wordNotes(
  words: string[],
  role: "target" | "distractor",
  setId: string | null,
): WordNote[] {
  const seen = new Set<string>();
  const notes: WordNote[] = [];
  for (const word of words) {
    const key = word.toLowerCase();
    if (seen.has(key)) {
      notes.push({ word, kind: "error", text: `“${word}” is listed twice.` });
      continue;
    }
    seen.add(key);
    const parsed = whackItemSchema.safeParse(word);
    if (!parsed.success) {
      notes.push({
        word,
        kind: "error",
        text: `“${word}”: ${parsed.error.issues[0]?.message ?? "Please check this word."}`,
      });
      continue;
    }
    const pattern = setId ? phonicsPatternNote(setId, word, role) : null;
    if (pattern) notes.push({ word, kind: "pattern", text: pattern });
    // Single letters are not words to look up.
    else if ([...word].length > 1 && !isKnownWord(word))
      notes.push({
        word,
        kind: "check",
        text: `“${word}” is not in our word lists: please check the spelling.`,
      });
  }
  return notes;
}
