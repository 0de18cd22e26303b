// What an assigned free game adds to the student's confusion record. Letter Tiles' "Listen and
// build" reports each finished round in its own plain words (games never know about records);
// this reads that report, keeps only words the game really dictates (so a tampered report cannot
// fill a record with words the child never heard), and turns each into a spelling answer.
import { z } from "zod";
import { DICTATION_ROUND, dictationWords } from "@/games/letter-tiles/dictation";
import { levels } from "@/games/letter-tiles/tiles";
import { ANSWER_LIMITS, type Answer } from "@/activities/confusions/answers";
import { itemTags } from "@/activities/confusions/tags";
import type { AssignableGame } from "./free-games";

/** The assigned games whose plays feed the record: Letter Tiles, in "Listen and build". */
export function gameKeepsAnswers(game: AssignableGame, settings: Record<string, string>): boolean {
  return game === "letter-tiles" && settings.mode === "dictation";
}

const spelling = z.string().trim().toLowerCase().max(ANSWER_LIMITS.text);

/** One finished round as the game reports it (games/letter-tiles/dictation.ts), with its time. */
export const dictationRoundSchema = z.object({
  words: z
    .array(z.object({ word: spelling.min(1), right: z.boolean(), built: spelling }))
    .min(1)
    .max(DICTATION_ROUND),
  seconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
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
