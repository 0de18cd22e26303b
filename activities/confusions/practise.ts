// "Practise these": a new activity made from what a student missed over a period, so a tutor can
// assign it with one press. As an Anagram: the missed words, most missed first. As Sort
// Categories: the patterns the child mixed up as the groups, holding the words they met with
// those patterns (missed ones first). Pure; the caller stores and assigns it.
import { z } from "zod";
import { wordSchema } from "@/activities/fields";
import { activityDraftSchema, type ActivityDraft } from "@/activities/schemas";
import { sortFromList } from "@/activities/word-lists/generate";
import { tagSchema } from "@/activities/word-lists/list";
import type { DatedAnswer } from "./answers";
import { confusionSummary, periodText } from "./summary";

export const PRACTISE_MAX_WORDS = 12;
const SORT_GROUPS = 4;

export const practiseKinds = ["anagram", "sort-categories"] as const;
export const practiseKindSchema = z
  .enum(practiseKinds, { error: "Please choose an Anagram or Sort Categories." })
  .default("anagram");
export type PractiseKind = (typeof practiseKinds)[number];

export type PractiseResult = { ok: true; draft: ActivityDraft } | { ok: false; message: string };

type Options = { now: Date; days?: number; studentName: string; as?: PractiseKind };
type MetWord = { word: string; missed: number; tags: Set<string> };

/** Every word the child answered in the period, with how often they missed it and its tags. */
function wordsMet(all: readonly DatedAnswer[], now: Date, days: number): MetWord[] {
  const since = now.getTime() - days * 24 * 3600 * 1000;
  const met = new Map<string, MetWord>();
  for (const answer of all) {
    if (answer.at.getTime() <= since || answer.at > now) continue;
    // A sort's picture or a sentence is not a word to practise; only words are kept.
    const word = wordSchema.safeParse(answer.item);
    if (!word.success) continue;
    const key = word.data.toLowerCase();
    const seen = met.get(key) ?? { word: key, missed: 0, tags: new Set<string>() };
    if (!answer.right) seen.missed++;
    // Stored answers were checked more loosely than an activity's tags; only fitting ones travel.
    for (const tag of answer.tags) if (tagSchema.safeParse(tag).success) seen.tags.add(tag);
    met.set(key, seen);
  }
  return [...met.values()].sort((a, b) => b.missed - a.missed || a.word.localeCompare(b.word));
}

const nothingMissed = (studentName: string, days: number): PractiseResult => ({
  ok: false,
  message: `${studentName} has no missed words ${periodText(days)}, so there is nothing to practise yet.`,
});

const titleOf = (studentName: string) => `Practise these: ${studentName}`.slice(0, 80);

export function practiseThese(all: readonly DatedAnswer[], options: Options): PractiseResult {
  const { now, days = 7, studentName, as = "anagram" } = options;
  const met = wordsMet(all, now, days);
  const missed = met.filter((word) => word.missed > 0);
  if (!missed.length) return nothingMissed(studentName, days);
  if (as === "sort-categories") return practiseSort(all, met, options);
  const draft = activityDraftSchema.parse({
    template: "anagram",
    title: titleOf(studentName),
    content: {
      words: missed.slice(0, PRACTISE_MAX_WORDS).map(({ word, tags }) => ({
        word,
        ...(tags.size ? { tags: [...tags].slice(0, 5) } : {}),
      })),
    },
    settings: { keepDigraphs: true },
  });
  return { ok: true, draft };
}

/**
 * The groups: the patterns named in the child's confusions first (ch and sh when a ch word was
 * taken for sh), then the tags of the words they missed, most missed first; only tags that at
 * least two of the words met carry, as a sort needs two items in each group.
 */
function practiseSort(
  all: readonly DatedAnswer[],
  met: MetWord[],
  { now, days = 7, studentName }: Options,
): PractiseResult {
  const carriers = (tag: string) => met.filter((word) => word.tags.has(tag)).length;
  const counts = new Map<string, number>();
  for (const word of met)
    if (word.missed)
      for (const tag of word.tags) counts.set(tag, (counts.get(tag) ?? 0) + word.missed);
  const confused = confusionSummary(all, { now, days }).confusions.flatMap((c) => [
    c.target,
    c.wrote,
  ]);
  const candidates = [
    ...new Set([...confused, ...[...counts].sort((a, b) => b[1] - a[1]).map(([tag]) => tag)]),
  ].filter((tag) => counts.has(tag) || confused.includes(tag));
  const groups = candidates.filter((tag) => carriers(tag) >= 2).slice(0, SORT_GROUPS);
  // Each word goes in the first group it fits, in the groups' order.
  const order = (tags: Set<string>) => [...tags].sort((a, b) => rank(groups, a) - rank(groups, b));
  const list = {
    name: titleOf(studentName),
    words: met.map((word) => ({ word: word.word, tags: order(word.tags) })),
  };
  for (let size = groups.length; size >= 2; size--) {
    const made = sortFromList(list, { groupBy: "tags", tags: groups.slice(0, size) });
    if (made.ok) return { ok: true, draft: { ...made.made.draft, title: titleOf(studentName) } };
  }
  return {
    ok: false,
    message: `${studentName}'s missed words ${periodText(days)} don't make two patterns with two words each yet, so there is nothing to sort. An Anagram of them works now.`,
  };
}

const rank = (groups: string[], tag: string) => {
  const at = groups.indexOf(tag);
  return at < 0 ? groups.length : at;
};
