// Which of a play's answers the confusion record keeps: only those about the activity's own items
// (its words, sentences, sort items, for Whack-a-Mole the words that pop up, to whack or not, and
// for Place Value Showdown numbers of its chart),
// so a tampered result cannot fill a student's record with words they never saw.
import { activityItems, type ActivityDraft } from "@/activities/schemas";
import { whackAMolePool } from "@/activities/whack-a-mole/schema";
import { isPlaceValueAnswer } from "@/activities/place-value-showdown/answers";
import type { Answer } from "./answers";

export function answersAboutItems(draft: ActivityDraft, answers: Answer[] | undefined): Answer[] {
  if (!answers?.length) return [];
  // A showdown's items are the numbers its rounds dealt: numbers of its chart, nothing else.
  if (draft.template === "place-value-showdown")
    return answers.filter((answer) => isPlaceValueAnswer(answer, draft.settings.places));
  const items = new Set(
    [
      ...activityItems(draft),
      ...(draft.template === "whack-a-mole" ? whackAMolePool(draft.content).others : []),
    ].map((item) => item.toLowerCase()),
  );
  // No template asks the child to read aloud: readings come from an assigned Reading Roller only.
  return answers.filter(
    (answer) => answer.kind !== "reading" && items.has(answer.item.toLowerCase()),
  );
}
