// A Whack-a-Mole round's answers for the confusion record: each wrong whack is a word taken for
// the ones to whack (choice: the word whacked, for the target set's tags), each target that got
// away a miss, each right whack a right answer. Pure, from the round the game reports.
import { getPhonicsSet } from "@/games/phonics-words";
import { ANSWER_LIMITS, type Answer } from "@/activities/confusions/answers";
import { givenTags, groupTags, itemTags } from "@/activities/confusions/tags";
import { tagOfSet } from "@/activities/word-lists/patterns";
import { whackAMolePool, type WhackAMoleContent } from "./schema";

/** What the child was looking for: the phonics set's pattern, or what the words to whack share. */
export function targetSetTags(content: WhackAMoleContent): string[] {
  const set = content.source === "phonics" ? getPhonicsSet(content.setId) : undefined;
  if (set) return [tagOfSet(set)];
  const targets = whackAMolePool(content).targets;
  return groupTags(
    "",
    targets.map((word) => itemTags(word, givenTags(content.tags, word))),
  );
}

export function whackAMoleAnswers(
  content: WhackAMoleContent,
  round: { hits: string[]; missedTargets: string[]; wrongHits: string[] },
): Answer[] {
  const sought = targetSetTags(content);
  const answer = (word: string, right: boolean, chose: string): Answer => ({
    kind: "choice",
    item: word,
    tags: itemTags(word, givenTags(content.tags, word)),
    right,
    chose,
    choseFor: sought,
  });
  // A long round can pop up more moles than a play may report; the mistakes are kept first.
  return [
    ...round.wrongHits.map((word) => answer(word, false, word)),
    ...round.missedTargets.map((word) => answer(word, false, "")),
    ...round.hits.map((word) => answer(word, true, word)),
  ].slice(0, ANSWER_LIMITS.answers);
}
