// Sentence Sense: the player rebuilds each sentence from its shuffled word cards. The capital at
// the start and the full stop at the end stay on their cards as cues.
import { createRandom } from "@/games/kit/random";
import { createRebuild, type Piece, type RebuildItem } from "@/games/kit/rebuild";
import type { SentenceSenseContent } from "@/lib/activities/schemas";

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

export const joinWords = (pieces: Piece<unknown>[]) => pieces.map((piece) => piece.text).join(" ");

export function createSentenceSenseGame(seed: number) {
  return createRebuild<null>(createRandom(seed), joinWords);
}
