// Sentence Sense: the player rebuilds each sentence from its shuffled word cards. The capital at
// the start and the end mark (period, question mark, exclamation point) stay on their cards as cues.
import { createRandom } from "@/games/kit/random/random";
import {
  createRebuild,
  type Piece,
  type RebuildItem,
  type RebuildState,
} from "@/games/kit/input/rebuild";
import type { Answer } from "@/activities/confusions/answers";
import type { SentenceSenseContent } from "@/activities/sentence-sense/schema";

export type SentenceItem = RebuildItem<null>;

export function sentenceItems(content: SentenceSenseContent): SentenceItem[] {
  return content.sentences.map(({ sentence }, s) => {
    const words = sentence.trim().split(/\s+/);
    return {
      answer: words.join(" "),
      pieces: words.map((word, i) => ({ id: `${s}-${i}`, text: word, data: null })),
    };
  });
}

// US English names for the marks a sentence ends with.
const endMarks: Record<string, string> = {
  ".": "period",
  "?": "question mark",
  "!": "exclamation point",
};

/** The prompt's cue for this sentence: its capital starts it and its own end mark ends it. */
export function sentenceCue(answer: string): string {
  const mark = endMarks[answer.trim().slice(-1)];
  return mark
    ? `The capital letter starts it; the ${mark} ends it.`
    : "The capital letter starts it.";
}

export const joinWords = (pieces: Piece<unknown>[]) => pieces.map((piece) => piece.text).join(" ");

export function createSentenceSenseGame(seed: number) {
  return createRebuild<null>(createRandom(seed), joinWords);
}

/**
 * Each sentence's answer for the confusion record: right first time or not, and the order the
 * child first built. A sentence carries no sound tags, and the record names no spelling
 * confusion from it (a word order is not a spelling).
 */
export const sentenceSenseAnswers =
  (content: SentenceSenseContent) =>
  (state: RebuildState<null>): Answer[] => {
    const items = sentenceItems(content);
    return content.sentences.map(({ sentence }, s) => {
      const answer = items[s]!.answer;
      const right = !state.missed.includes(answer);
      return {
        kind: "spelling",
        item: sentence,
        tags: [],
        right,
        chose: right ? answer : (state.firstTries[answer] ?? ""),
      };
    });
  };
