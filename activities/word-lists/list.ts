// A tutor's word list (issue 35 point 4): what it may hold, how a pasted list is read, and how its
// words are checked. The checks are the editors' own: the word rule every spelling template uses
// (activities/fields.ts), the age check every game's words pass (games/kit/words), the phonics
// sets' pattern rules for tags that name a pattern, and "not in our word lists" as a second look.
import { z } from "zod";
import { unsuitableReason } from "@/games/kit/words/word-suitability";
import { isKnownWord } from "../editing/word-check";
import { plainText, wordSchema } from "../fields";
import { patternProblem } from "./patterns";

export const WORD_LIST_LIMITS = { words: 60, tagsPerWord: 5, tagLength: 30 } as const;

/** A tag: a sound or pattern in the tutor's words, kept lower-case ("sh", "short a", "-at", "vc/cv"). */
export const TAG_PATTERN = /^(?=.*[a-z0-9])[a-z0-9'/ -]+$/;

export const tagSchema = z
  .string()
  .transform((tag) => tag.trim().toLowerCase().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "A tag can't be empty.")
      .max(
        WORD_LIST_LIMITS.tagLength,
        `Please keep each tag to ${WORD_LIST_LIMITS.tagLength} characters or fewer.`,
      )
      .regex(TAG_PATTERN, "Tags can use letters, numbers, spaces, hyphens and slashes."),
  );

/** An item's own tags in an activity (from its word list, or typed in the editor). */
export const itemTagListSchema = z
  .array(tagSchema)
  .max(WORD_LIST_LIMITS.tagsPerWord, "Please give each word 5 tags or fewer.");

/**
 * The tutor's tags for items stored as plain text (Sort Categories items, Whack-a-Mole words),
 * keyed by the item lower-cased: beside the items, so activities saved before tags read as before.
 */
export const tagsByItemSchema = z
  .record(z.string().trim().toLowerCase().max(40), itemTagListSchema)
  .transform((map) => {
    const kept = Object.entries(map).filter(([, tags]) => tags.length);
    return kept.length ? Object.fromEntries(kept) : undefined;
  })
  .optional();
export type TagsByItem = z.output<typeof tagsByItemSchema>;

/** Do the tag keys all name items of the activity? (A tag for a removed word is not kept silently.) */
export const tagsNameItems = (tags: TagsByItem, items: readonly string[]) => {
  const names = new Set(items.map((item) => item.toLowerCase()));
  return Object.keys(tags ?? {}).every((key) => names.has(key));
};
export const tagsForUnknownItem = "Tags can only be given to the activity's own words.";

export type WordEntry = { word: string; tags: string[] };

export type WordProblem = {
  word: string;
  /** "error" stops the list from being saved; "check" is a second look, as in the editors. */
  kind: "error" | "check";
  text: string;
};

const reasonWords: Record<NonNullable<ReturnType<typeof unsuitableReason>>, string> = {
  crude: "it is a crude word",
  insults: "it is an insult",
  violence: "it is about violence",
  drugsAndAlcohol: "it is about drugs, alcohol or smoking",
};

/** What is wrong with each word of a list, in list order: errors first for a word, then checks. */
export function checkWords(entries: readonly WordEntry[]): WordProblem[] {
  const problems: WordProblem[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const parsed = wordSchema.safeParse(entry.word);
    const word = parsed.success ? parsed.data : entry.word.trim();
    if (!parsed.success) {
      problems.push({
        word,
        kind: "error",
        text: `“${word}”: ${parsed.error.issues[0]?.message ?? "Please check this word."}`,
      });
      continue;
    }
    const key = word.toLowerCase();
    if (seen.has(key)) {
      problems.push({ word, kind: "error", text: `“${word}” is listed twice.` });
      continue;
    }
    seen.add(key);
    const unsuitable = unsuitableReason(word);
    if (unsuitable) {
      problems.push({
        word,
        kind: "error",
        text: `“${word}” isn't right for children aged 6 to 10 (${reasonWords[unsuitable]}).`,
      });
      continue;
    }
    if (entry.tags.length > WORD_LIST_LIMITS.tagsPerWord)
      problems.push({
        word,
        kind: "error",
        text: `“${word}” has more than ${WORD_LIST_LIMITS.tagsPerWord} tags.`,
      });
    let tagsOk = true;
    for (const tag of entry.tags) {
      const tagParsed = tagSchema.safeParse(tag);
      const problem = tagParsed.success
        ? patternProblem(word, tagParsed.data)
        : `“${word}”, tag “${tag}”: ${tagParsed.error.issues[0]?.message ?? "Please check this tag."}`;
      if (problem) {
        problems.push({ word, kind: "error", text: problem });
        tagsOk = false;
      }
    }
    if (tagsOk && !isKnownWord(word))
      problems.push({
        word,
        kind: "check",
        text: `“${word}” is not in our word lists: please check the spelling.`,
      });
  }
  return problems;
}

const entrySchema = z.object({
  word: z.string({ error: "Please type a word." }).trim(),
  tags: z
    .array(z.string())
    .max(50)
    .transform((tags) => [
      ...new Set(tags.map((tag) => tag.trim().toLowerCase().replace(/\s+/g, " "))),
    ]),
});

/** A list as the tutor saves it; every error of checkWords refuses it, with the first one's words. */
export const wordListDraftSchema = z
  .object({
    name: plainText("a name for the list", 60),
    words: z
      .array(entrySchema)
      .min(1, "Please add at least one word.")
      .max(
        WORD_LIST_LIMITS.words,
        `A word list can hold up to ${WORD_LIST_LIMITS.words} words. Please make a second list for the rest.`,
      ),
  })
  .superRefine((list, ctx) => {
    const errors = checkWords(list.words).filter((problem) => problem.kind === "error");
    if (errors.length)
      ctx.addIssue({
        code: "custom",
        path: ["words"],
        message:
          errors.length === 1
            ? errors[0]!.text
            : `${errors.length} words need a change. The first: ${errors[0]!.text}`,
      });
  })
  .transform((list) => ({
    name: list.name,
    words: list.words.map((entry) => ({ word: entry.word, tags: entry.tags.filter(Boolean) })),
  }));
export type WordListDraft = z.output<typeof wordListDraftSchema>;

export const wordListIdSchema = z.uuid("That word list link is not valid.");

/**
 * Reads a pasted list. One word per line, or several separated by commas ("cat, hat, map"); a
 * line may give a word its tags after a space or a colon: "ship sh, short i" or "ship: sh".
 */
export function parsePastedList(text: string): WordEntry[] {
  const entries: WordEntry[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const match = /^([^\s,;:]+)\s*(?::\s*|\s+)(.+)$/.exec(line);
    if (match && !/^[,;]/.test(match[2]!)) {
      entries.push({ word: match[1]!, tags: splitTags(match[2]!) });
      continue;
    }
    for (const word of line.split(/[,;]+/)) {
      const trimmed = word.trim().replace(/:$/, "");
      if (trimmed) entries.push({ word: trimmed, tags: [] });
    }
  }
  return entries;
}

/** Tags as a tutor types them, comma-separated: "sh, short i". */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;]+/)
        .map((tag) => tag.trim().toLowerCase().replace(/\s+/g, " "))
        .filter(Boolean),
    ),
  ];
}

/** The list as text the paste box reads back: "ship: sh, short i". */
export function listAsText(entries: readonly WordEntry[]): string {
  return entries
    .map((entry) => (entry.tags.length ? `${entry.word}: ${entry.tags.join(", ")}` : entry.word))
    .join("\n");
}

/** Every tag in the list with how many words carry it, most used first (then as first met). */
export function tagCounts(entries: readonly WordEntry[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const entry of entries)
    for (const tag of entry.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count);
}
