// Which of a play's answers the confusion record keeps: only those about the activity's own items
// (its words, sentences, sort items, and for Whack-a-Mole the words that pop up, to whack or not),
// so a tampered result cannot fill a student's record with words they never saw.
import { activityItems, type ActivityDraft } from "@/activities/schemas";
import { whackAMolePool } from "@/activities/whack-a-mole/schema";
import type { Answer } from "./answers";

export function answersAboutItems(draft: ActivityDraft, answers: Answer[] | undefined): Answer[] {
  if (!answers?.length) return [];
  const items = new Set(
    [
      ...activityItems(draft),
      ...(draft.template === "whack-a-mole" ? whackAMolePool(draft.content).others : []),
    ].map((item) => item.toLowerCase()),
  );
  return answers.filter((answer) => items.has(answer.item.toLowerCase()));
}
