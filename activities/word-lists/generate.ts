// One word list, many activities (issue 35 point 4): the content each template gets from a list,
// as pure functions. Every draft is checked with the templates' own schema (activityDraftSchema)
// before it is offered, so a made activity is always one its editor and player accept.
import { z } from "zod";
import { customLimits } from "@/games/whack-a-mole/word-pool";
import { activityDraftSchema, type ActivityDraft } from "../schemas";
import { SPINNER_SEGMENTS } from "../spinner-wheel/schema";
import { describeIssues } from "@/lib/result";
import type { WordEntry } from "./list";
import { patternTagsFor, phonicsSetForTag } from "./patterns";

export type ListForActivities = { name: string; words: readonly WordEntry[] };

export const makeKinds = ["anagram", "sort-categories", "whack-a-mole", "spinner-wheel"] as const;
export type MakeKind = (typeof makeKinds)[number];

export const makeKindLabels: Record<MakeKind | "worksheet", string> = {
  anagram: "Anagram",
  "sort-categories": "Sort Categories",
  "whack-a-mole": "Whack-a-Mole",
  "spinner-wheel": "Spinner Wheel",
  worksheet: "Worksheet",
};

const ANAGRAM_MAX = 30;
const SORT = { minCategories: 2, maxCategories: 4, minItems: 2, maxItems: 20 } as const;

/** What the tutor ticked, as the form sends it. */
export const makeChoiceSchema = z
  .object({
    anagram: z.boolean().default(false),
    sort: z
      .object({
        /** "tags": the words' own tags; "patterns": our phonics patterns, for a list without tags. */
        groupBy: z.enum(["tags", "patterns"]).default("tags"),
        /** The tags to sort into (2-4); empty means the list's most used ones. */
        tags: z.array(z.string().max(40)).max(SORT.maxCategories).default([]),
      })
      .nullable()
      .default(null),
    whack: z
      .object({ tag: z.string({ error: "Please choose the tag to whack." }).trim().max(40) })
      .nullable()
      .default(null),
    spinner: z.boolean().default(false),
    worksheet: z.boolean().default(false),
  })
  .refine(
    (choice) => choice.anagram || choice.sort || choice.whack || choice.spinner || choice.worksheet,
    "Please tick at least one activity to make.",
  );
export type MakeChoice = z.output<typeof makeChoiceSchema>;

export type Made = { kind: MakeKind; draft: ActivityDraft; note?: string };
export type Making = { ok: true; made: Made } | { ok: false; kind: MakeKind; message: string };

/** "<list> — Anagram", with the list's name shortened so the title fits its 80 characters. */
export function titleFor(listName: string, kind: MakeKind | "worksheet"): string {
  const suffix = ` — ${makeKindLabels[kind]}`;
  const room = 80 - suffix.length;
  const name = listName.length > room ? `${listName.slice(0, room - 1).trimEnd()}…` : listName;
  return `${name}${suffix}`;
}

function checked(kind: MakeKind, draft: unknown, note?: string): Making {
  const parsed = activityDraftSchema.safeParse(draft);
  if (!parsed.success)
    return {
      ok: false,
      kind,
      message: `${makeKindLabels[kind]}: ${describeIssues(parsed.error, "the list doesn't fit this activity.").message}`,
    };
  return { ok: true, made: { kind, draft: parsed.data, ...(note ? { note } : {}) } };
}

const words = (list: ListForActivities) => list.words.map((entry) => entry.word);

const firstOf = (count: number, total: number, what: string) =>
  total > count ? `Uses the first ${count} of the ${total} words (${what}).` : undefined;

export function anagramFromList(
  list: ListForActivities,
  kind: "anagram" | "worksheet" = "anagram",
): Making {
  const all = list.words;
  return checked(
    "anagram",
    {
      template: "anagram",
      title: titleFor(list.name, kind),
      // The list's tags travel with each word, so the child's answers are recorded under them.
      content: {
        words: all
          .slice(0, ANAGRAM_MAX)
          .map(({ word, tags }) => (tags.length ? { word, tags: [...tags] } : { word })),
      },
      settings: { keepDigraphs: true },
    },
    firstOf(ANAGRAM_MAX, all.length, `an anagram holds up to ${ANAGRAM_MAX}`),
  );
}

export function spinnerFromList(list: ListForActivities): Making {
  const all = words(list);
  if (all.length < SPINNER_SEGMENTS.min)
    return { ok: false, kind: "spinner-wheel", message: "Spinner Wheel needs at least 2 words." };
  return checked(
    "spinner-wheel",
    {
      template: "spinner-wheel",
      title: titleFor(list.name, "spinner-wheel"),
      content: { segments: all.slice(0, SPINNER_SEGMENTS.max) },
      settings: { removeAfterSpin: false, spins: 10 },
    },
    firstOf(SPINNER_SEGMENTS.max, all.length, `a wheel holds up to ${SPINNER_SEGMENTS.max}`),
  );
}

/** The list's own tags of the words an activity keeps, so the child's answers are recorded under them. */
function tagsOfWords(list: ListForActivities, kept: readonly string[]) {
  const keep = new Set(kept.map((word) => word.toLowerCase()));
  const entries = list.words
    .filter((entry) => entry.tags.length && keep.has(entry.word.toLowerCase()))
    .map((entry) => [entry.word.toLowerCase(), [...entry.tags]] as const);
  return entries.length ? { tags: Object.fromEntries(entries) } : {};
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Sort Categories: one category per tag, each word in the first of its tags that is sorted into
 * (so a word is in one category only). Without tags to sort by it refuses with a clear message;
 * grouping "by our patterns" tags each word with the phonics patterns it has instead.
 */
export function sortFromList(
  list: ListForActivities,
  choice: { groupBy: "tags" | "patterns"; tags: string[] },
): Making {
  const fail = (message: string): Making => ({ ok: false, kind: "sort-categories", message });
  const entries = list.words.map((entry) => ({
    word: entry.word,
    tags: choice.groupBy === "patterns" ? patternTagsFor(entry.word) : entry.tags,
  }));
  if (!entries.some((entry) => entry.tags.length))
    return fail(
      choice.groupBy === "patterns"
        ? "Sort Categories: none of these words has one of our phonics patterns (short vowels, digraphs, glued sounds, word families). Please add your own tags to the words."
        : "Sort Categories groups the words by their tags, and this list has none. Please add tags to the words (like “sh” or “short a”), or choose “group by our phonics patterns”.",
    );
  // Left to us, the categories are the tags most words carry first (a word's first tag is its
  // main pattern), so every category keeps its words.
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const first = entry.tags[0];
    if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const chosen = choice.tags.length
    ? [...new Set(choice.tags.map((tag) => tag.trim().toLowerCase()))]
    : [...counts]
        .filter(([, count]) => count >= SORT.minItems)
        .sort((a, b) => b[1] - a[1])
        .slice(0, SORT.maxCategories)
        .map(([tag]) => tag);
  if (chosen.length < SORT.minCategories)
    return fail(
      "Sort Categories needs at least 2 tags with 2 or more words each. Please tag more of the words, or choose the tags to sort by.",
    );
  const groups = new Map(chosen.map((tag) => [tag, [] as string[]]));
  let left = 0;
  for (const entry of entries) {
    const tag = entry.tags.find((candidate) => groups.has(candidate));
    if (tag) groups.get(tag)!.push(entry.word);
    else left++;
  }
  const thin = [...groups].find(([, items]) => items.length < SORT.minItems);
  if (thin)
    return fail(
      `Sort Categories: only ${thin[1].length} word${thin[1].length === 1 ? " is" : "s are"} left for “${thin[0]}” (each word goes in the first of its tags), and each category needs 2. Please choose other tags.`,
    );
  const cut = [...groups.values()].some((items) => items.length > SORT.maxItems);
  const notes = [
    left
      ? `${left} word${left === 1 ? " has" : "s have"} none of the chosen tags and ${left === 1 ? "is" : "are"} left out.`
      : "",
    cut ? `Each category keeps its first ${SORT.maxItems} words.` : "",
  ].filter(Boolean);
  const categories = [...groups].map(([tag, items]) => ({
    name: capitalised(tag),
    items: items.slice(0, SORT.maxItems),
  }));
  return checked(
    "sort-categories",
    {
      template: "sort-categories",
      title: titleFor(list.name, "sort-categories"),
      content: {
        categories,
        ...(choice.groupBy === "tags"
          ? tagsOfWords(
              list,
              categories.flatMap((category) => category.items),
            )
          : {}),
      },
      settings: { sortByHearing: false },
    },
    notes.join(" ") || undefined,
  );
}

/** A prompt the Whack-a-Mole schema takes: the phonics set's own, or "Words with <tag>". */
function whackPrompt(tag: string): string {
  const set = phonicsSetForTag(tag);
  if (set) return set.prompt;
  const plain = tag
    .replace(/[^A-Za-z0-9'",;:!?.()\- ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `Words with ${plain}`.slice(0, customLimits.prompt).trim();
}

/** Whack-a-Mole: the words with the chosen tag are the ones to whack, the others to skip. */
export function whackFromList(list: ListForActivities, tag: string): Making {
  const fail = (message: string): Making => ({ ok: false, kind: "whack-a-mole", message });
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return fail("Whack-a-Mole: please choose the tag whose words are whacked.");
  const targets = list.words.filter((entry) => entry.tags.includes(wanted)).map((e) => e.word);
  const others = list.words.filter((entry) => !entry.tags.includes(wanted)).map((e) => e.word);
  if (!targets.length) return fail(`Whack-a-Mole: no word in the list has the tag “${wanted}”.`);
  if (!others.length)
    return fail(
      `Whack-a-Mole: every word has the tag “${wanted}”, so there are none to skip. Please add some words without it.`,
    );
  const max = customLimits.words;
  return checked(
    "whack-a-mole",
    {
      template: "whack-a-mole",
      title: titleFor(list.name, "whack-a-mole"),
      content: {
        source: "own",
        prompt: whackPrompt(wanted),
        targets: targets.slice(0, max),
        distractors: others.slice(0, max),
        ...tagsOfWords(list, [...targets.slice(0, max), ...others.slice(0, max)]),
      },
      settings: { speed: "slow", time: 60 },
    },
    targets.length > max || others.length > max
      ? `Uses the first ${max} words to whack and to skip.`
      : undefined,
  );
}

/**
 * Everything the tutor ticked, in a fixed order. The worksheet is the print view of an anagram:
 * of the one made here when Anagram is ticked, else of an anagram made for the worksheet.
 */
export function activitiesFromList(
  list: ListForActivities,
  choice: MakeChoice,
): { ok: true; made: Made[]; worksheetOf: number | null } | { ok: false; messages: string[] } {
  const makings: Making[] = [];
  if (choice.anagram || choice.worksheet)
    makings.push(anagramFromList(list, choice.anagram ? "anagram" : "worksheet"));
  if (choice.sort) makings.push(sortFromList(list, choice.sort));
  if (choice.whack) makings.push(whackFromList(list, choice.whack.tag));
  if (choice.spinner) makings.push(spinnerFromList(list));
  const failures = makings.filter((making) => !making.ok);
  if (failures.length) return { ok: false, messages: failures.map((failure) => failure.message) };
  const made = makings.filter((making) => making.ok).map((making) => making.made);
  return { ok: true, made, worksheetOf: choice.worksheet ? 0 : null };
}
