// A student's confusion record, from their answers over a period: per pattern tag how often they
// tried it and got it right, and the likely confusions ("wrote ch for sh 4 times this week").
// Pure, with the clock passed in, so the page and its tests agree on what "this week" means.
import type { DatedAnswer } from "./answers";
import { graphemeSwaps } from "./graphemes";
import { phonicsSetForTag } from "@/activities/word-lists/patterns";

const DAY = 24 * 3600 * 1000;

export type PatternScore = { tag: string; tries: number; right: number; percent: number };
export type Confusion = {
  kind: "spelling" | "choice";
  /** What the child wrote or chose… */
  wrote: string;
  /** …in place of this. */
  target: string;
  times: number;
  /** The sentence the tutor reads. */
  text: string;
};
/** A pattern whose words the child found tricky to read aloud, with those words. */
export type TrickyPattern = { tag: string; words: string[]; text: string };
export type ConfusionSummary = {
  since: Date;
  patterns: PatternScore[];
  confusions: Confusion[];
  tricky: TrickyPattern[];
};

const percentOf = (right: number, tries: number) => Math.round((right / tries) * 100);
const timesText = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);
export const periodText = (days: number) => (days === 7 ? "this week" : `in the last ${days} days`);

function inPeriod(answers: readonly DatedAnswer[], now: Date, days: number) {
  const since = new Date(now.getTime() - days * DAY);
  return { since, answers: answers.filter((a) => a.at > since && a.at <= now) };
}

function scores(answers: readonly DatedAnswer[]): PatternScore[] {
  const byTag = new Map<string, { tries: number; right: number }>();
  for (const answer of answers)
    for (const tag of new Set(answer.tags)) {
      const score = byTag.get(tag) ?? { tries: 0, right: 0 };
      score.tries++;
      if (answer.right) score.right++;
      byTag.set(tag, score);
    }
  return [...byTag]
    .map(([tag, s]) => ({ tag, ...s, percent: percentOf(s.right, s.tries) }))
    .sort((x, y) => y.tries - x.tries || x.tag.localeCompare(y.tag));
}

/**
 * The kind of pattern a tag names (digraphs, short vowels, ...): a ch word sorted under sh is a
 * digraph confusion; its short o is beside the point, so only tags of one kind are paired.
 */
function kindOf(tag: string): string {
  if (tag === "closed syllable" || tag === "silent e") return "syllables";
  return phonicsSetForTag(tag)?.group ?? "the tutor's own";
}

/** The confusion pairs of one wrong answer. */
function pairsOf(
  answer: DatedAnswer,
): { kind: Confusion["kind"]; wrote: string; target: string }[] {
  // A word read aloud names no confusion: the child chose nothing in its place.
  if (answer.right || answer.kind === "reading") return [];
  // A rebuilt sentence is a word order, not a spelling: it names no grapheme confusion.
  if (answer.kind === "spelling")
    return /\s/.test(answer.item)
      ? []
      : graphemeSwaps(answer.item, answer.chose).map((swap) => ({ kind: "spelling", ...swap }));
  // A sort or a whack: the item's own patterns were taken for the ones the child looked for.
  const own = answer.tags.filter((tag) => !answer.choseFor.includes(tag));
  const sought = answer.choseFor.filter((tag) => !answer.tags.includes(tag));
  return own.flatMap((wrote) =>
    sought
      .filter((target) => kindOf(target) === kindOf(wrote))
      .map((target) => ({ kind: "choice" as const, wrote, target })),
  );
}

export function confusionSummary(
  all: readonly DatedAnswer[],
  { now, days = 7 }: { now: Date; days?: number },
): ConfusionSummary {
  const { since, answers } = inPeriod(all, now, days);
  const counts = new Map<string, Omit<Confusion, "text">>();
  for (const answer of answers)
    for (const pair of pairsOf(answer)) {
      const key = `${pair.kind}\u0000${pair.wrote}\u0000${pair.target}`;
      const seen = counts.get(key) ?? { ...pair, times: 0 };
      seen.times++;
      counts.set(key, seen);
    }
  const confusions = [...counts.values()]
    .sort(
      (x, y) =>
        y.times - x.times ||
        x.kind.localeCompare(y.kind) ||
        x.target.localeCompare(y.target) ||
        x.wrote.localeCompare(y.wrote),
    )
    .map((c) => ({
      ...c,
      text:
        c.kind === "spelling"
          ? `wrote ${c.wrote} for ${c.target} ${timesText(c.times)} ${periodText(days)}`
          : `took a ${c.wrote} word for ${c.target} ${timesText(c.times)} ${periodText(days)}`,
    }));
  return { since, patterns: scores(answers), confusions, tricky: trickyReading(answers, days) };
}

const TRICKY_WORDS_SHOWN = 6;

/** Per pattern, the words read aloud that the child found tricky: most words first. */
function trickyReading(answers: readonly DatedAnswer[], days: number): TrickyPattern[] {
  const byTag = new Map<string, Set<string>>();
  for (const answer of answers)
    if (answer.kind === "reading" && !answer.right)
      for (const tag of answer.tags) byTag.set(tag, (byTag.get(tag) ?? new Set()).add(answer.item));
  return [...byTag]
    .map(([tag, set]) => ({ tag, words: [...set] }))
    .sort((x, y) => y.words.length - x.words.length || x.tag.localeCompare(y.tag))
    .map(({ tag, words }) => {
      const more = words.length - TRICKY_WORDS_SHOWN;
      const shown = words.slice(0, TRICKY_WORDS_SHOWN).join(", ");
      return {
        tag,
        words,
        text: `found ${tag} words tricky to read ${periodText(days)}: ${shown}${more > 0 ? `, and ${more} more` : ""}`,
      };
    });
}

export type WeekPoint = { weekStart: Date; tries: number; right: number; percent: number | null };

/**
 * Progress over time: per tag, one point for each of the last `weeks` seven-day blocks ending at
 * `now` (oldest first); a week without tries has no percent, so the chart leaves a gap.
 */
export function weeklyProgress(
  all: readonly DatedAnswer[],
  { now, weeks = 6 }: { now: Date; weeks?: number },
): { tag: string; points: WeekPoint[] }[] {
  const starts = Array.from(
    { length: weeks },
    (_, w) => new Date(now.getTime() - (weeks - w) * 7 * DAY),
  );
  const tags = scores(inPeriod(all, now, weeks * 7).answers).map((s) => s.tag);
  return tags.map((tag) => ({
    tag,
    points: starts.map((weekStart) => {
      const end = weekStart.getTime() + 7 * DAY;
      const inWeek = all.filter(
        (a) =>
          a.tags.includes(tag) && a.at.getTime() > weekStart.getTime() && a.at.getTime() <= end,
      );
      const right = inWeek.filter((a) => a.right).length;
      return {
        weekStart,
        tries: inWeek.length,
        right,
        percent: inWeek.length ? percentOf(right, inWeek.length) : null,
      };
    }),
  }));
}
