// "Practise these": a new Anagram made from the words a student missed over a period, most
// missed first, so a tutor can assign it with one press. Pure; the caller stores and assigns it.
import { wordSchema } from "@/activities/fields";
import { activityDraftSchema, type ActivityDraft } from "@/activities/schemas";
import type { DatedAnswer } from "./answers";
import { periodText } from "./summary";

export const PRACTISE_MAX_WORDS = 12;

export type PractiseResult = { ok: true; draft: ActivityDraft } | { ok: false; message: string };

export function practiseThese(
  all: readonly DatedAnswer[],
  { now, days = 7, studentName }: { now: Date; days?: number; studentName: string },
): PractiseResult {
  const since = now.getTime() - days * 24 * 3600 * 1000;
  const missed = new Map<string, { times: number; tags: Set<string> }>();
  for (const answer of all) {
    if (answer.right || answer.at.getTime() <= since || answer.at > now) continue;
    // A sort's picture or a sentence is not a word to rebuild; only words are kept.
    const word = wordSchema.safeParse(answer.item);
    if (!word.success) continue;
    const key = word.data.toLowerCase();
    const seen = missed.get(key) ?? { times: 0, tags: new Set<string>() };
    seen.times++;
    answer.tags.forEach((tag) => seen.tags.add(tag));
    missed.set(key, seen);
  }
  if (!missed.size)
    return {
      ok: false,
      message: `${studentName} has no missed words ${periodText(days)}, so there is nothing to practise yet.`,
    };
  const words = [...missed]
    .sort(([a, x], [b, y]) => y.times - x.times || a.localeCompare(b))
    .slice(0, PRACTISE_MAX_WORDS);
  const draft = activityDraftSchema.parse({
    template: "anagram",
    title: `Practise these: ${studentName}`.slice(0, 80),
    content: { words: words.map(([word]) => ({ word })) },
    settings: { keepDigraphs: true },
  });
  return { ok: true, draft };
}
