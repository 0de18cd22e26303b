// What an assigned free game adds to the student's record. Each game reports a finished round in
// its own plain words (games never know about records); this reads that report against what the
// assignment really plays (Letter Tiles' dictated words, the Whack-a-Mole set, the Reading Roller
// list), so a tampered report cannot fill a record with words the child never met, and turns it
// into answers with the round's score.
import { z } from "zod";
import { DICTATION_ROUND, dictationWords } from "@/games/letter-tiles/dictation";
import { levels } from "@/games/letter-tiles/tiles";
import { COLUMNS, WORDS_PER_COLUMN, type PatternId } from "@/games/reading-roller/data";
import { ANSWER_LIMITS, type Answer } from "@/activities/confusions/answers";
import { itemTags } from "@/activities/confusions/tags";
import { findBuiltInSet } from "@/activities/word-lists/built-in";
import { whackAMoleAnswers } from "@/activities/whack-a-mole/answers";
import {
  whackAMoleContentSchema,
  whackAMolePool,
  whackAMoleResult,
  type WhackAMoleContent,
} from "@/activities/whack-a-mole/schema";
import { readingRollerList, type AssignableGame } from "./free-games";

const roundSeconds = z
  .number()
  .int()
  .min(0)
  .max(24 * 3600);

const spelling = z.string().trim().toLowerCase().max(ANSWER_LIMITS.text);

/** One finished round as the game reports it (games/letter-tiles/dictation.ts), with its time. */
export const dictationRoundSchema = z.object({
  words: z
    .array(z.object({ word: spelling.min(1), right: z.boolean(), built: spelling }))
    .min(1)
    .max(DICTATION_ROUND),
  seconds: roundSeconds,
});
export type DictationRound = z.infer<typeof dictationRoundSchema>;

const dictated = new Set(levels.flatMap((level) => dictationWords(level)));

/** The round's words as spelling answers: the word, its patterns, right or not, what was built. */
export function dictationAnswers(round: DictationRound): Answer[] {
  return round.words
    .filter(({ word }) => dictated.has(word))
    .map(({ word, right, built }) => ({
      kind: "spelling",
      item: word,
      tags: itemTags(word),
      right,
      chose: right ? word : built,
    }));
}

// A round without a timer can run long; past this many moles a report is not a child's round.
const WHACKS_PER_ROUND = 2000;
const whacked = z.array(spelling.min(1)).max(WHACKS_PER_ROUND);

/** A Whack-a-Mole round as the game ends it (games/whack-a-mole/logic.ts), with its time. */
export const whackRoundSchema = z.object({
  hits: whacked,
  missedTargets: whacked,
  wrongHits: whacked,
  seconds: roundSeconds,
});
export type WhackRound = z.infer<typeof whackRoundSchema>;

/** The assigned phonics set as the Whack-a-Mole template's content, so both map answers alike. */
export function whackSetContent(setId: string): WhackAMoleContent | undefined {
  const content = { source: "phonics", setId, targets: [], distractors: [] };
  return whackAMoleContentSchema.safeParse(content).data;
}

/** A column of the list as the record names its words, each with its tags. */
const columnEntries = (list: PatternId, column: number) =>
  findBuiltInSet(`reading-roller:${list}:${column + 1}`)?.entries ?? [];

/**
 * A Reading Roller round of the list `list`: every column read once, with the words of it the
 * child found tricky (none when all were read). A word that is not in that column is refused,
 * never stored, so a tampered report cannot put words in the record the child never met.
 */
export const readingRoundSchema = (list: PatternId) =>
  z
    .object({
      readings: z
        .array(
          z.object({
            column: z
              .number()
              .int()
              .min(0)
              .max(COLUMNS - 1),
            trickyWords: z.array(spelling.min(1)).max(WORDS_PER_COLUMN),
          }),
        )
        .length(COLUMNS)
        .refine(
          (readings) => new Set(readings.map((reading) => reading.column)).size === COLUMNS,
          "A round reads each column once.",
        ),
      seconds: roundSeconds,
    })
    .superRefine(({ readings }, ctx) => {
      readings.forEach(({ column, trickyWords }, i) => {
        const words = new Set(columnEntries(list, column).map((entry) => entry.word));
        trickyWords.forEach((word, j) => {
          if (!words.has(word))
            ctx.addIssue({
              code: "custom",
              message: `“${word}” is not a word of column ${column + 1} in this list.`,
              path: ["readings", i, "trickyWords", j],
            });
        });
      });
    });
export type ReadingRound = z.infer<ReturnType<typeof readingRoundSchema>>;

/** Each word of the list as a reading: read, or one the child found tricky. */
export function readingAnswers(list: PatternId, round: ReadingRound): Answer[] {
  return [...round.readings]
    .sort((a, b) => a.column - b.column)
    .flatMap(({ column, trickyWords }) =>
      columnEntries(list, column).map(({ word, tags }) => ({
        kind: "reading" as const,
        item: word,
        tags,
        right: !trickyWords.includes(word),
      })),
    );
}

/** A round as the record keeps it: its answers, its score and what was missed. */
export type GameRound = {
  score: number;
  total: number;
  seconds: number;
  missedItems: string[];
  answers: Answer[];
};

export type ReadRound =
  | { ok: true; round: GameRound }
  /** `error` when the report is malformed; none when nothing in it belongs to this game. */
  | { ok: false; error?: z.ZodError };

const scored = (answers: Answer[], seconds: number): GameRound => ({
  score: answers.filter((answer) => answer.right).length,
  total: answers.length,
  seconds,
  missedItems: [...new Set(answers.filter((a) => !a.right).map((a) => a.item))],
  answers,
});

/** Reads a round an assigned game reported, against the game and settings it was assigned with. */
export function readGameRound(
  game: AssignableGame,
  settings: Record<string, string>,
  input: unknown,
): ReadRound {
  let round: GameRound;
  if (game === "letter-tiles") {
    const parsed = dictationRoundSchema.safeParse(input);
    if (!parsed.success) return { ok: false, error: parsed.error };
    round = scored(dictationAnswers(parsed.data), parsed.data.seconds);
  } else if (game === "reading-roller") {
    const list = readingRollerList(settings);
    const parsed = readingRoundSchema(list).safeParse(input);
    if (!parsed.success) return { ok: false, error: parsed.error };
    round = scored(readingAnswers(list, parsed.data), parsed.data.seconds);
  } else {
    const parsed = whackRoundSchema.safeParse(input);
    if (!parsed.success) return { ok: false, error: parsed.error };
    const content = whackSetContent(settings.set ?? "");
    if (!content) return { ok: false };
    const pool = whackAMolePool(content);
    const targets = new Set(pool.targets.map((word) => word.toLowerCase()));
    const others = new Set(pool.others.map((word) => word.toLowerCase()));
    // Only moles this set can pop up count: targets whacked or missed, other words whacked.
    const kept = {
      hits: parsed.data.hits.filter((word) => targets.has(word)),
      missedTargets: parsed.data.missedTargets.filter((word) => targets.has(word)),
      wrongHits: parsed.data.wrongHits.filter((word) => others.has(word)),
    };
    const result = whackAMoleResult(kept);
    round = {
      score: result.score,
      total: result.total,
      seconds: parsed.data.seconds,
      missedItems: result.missed,
      answers: whackAMoleAnswers(content, kept),
    };
  }
  return round.total > 0 ? { ok: true, round } : { ok: false };
}
