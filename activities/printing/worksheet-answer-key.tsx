// The answer key printed after a worksheet: what each line of the worksheet should say, in the
// worksheet's own order, so a tutor or parent can mark it at a glance.
import { anagramItems } from "@/activities/anagram/logic";
import { sentenceItems } from "@/activities/sentence-sense/logic";
import { expandedForm, numberFromDigits } from "@/games/place-value-showdown/numbers";
import { sortItemName } from "@/activities/sort-categories/schema";
import { type ActivityDraft } from "@/activities/schemas";
import { whackAMolePool } from "@/activities/whack-a-mole/schema";
import { worksheetRoundsOf } from "../place-value-showdown/worksheet";

const listClasses = "mt-4 list-decimal space-y-2 pl-8 text-lg";

/** The key for this activity's worksheet, or null where there is nothing to mark (a spinner). */
export function worksheetAnswerKey(draft: ActivityDraft) {
  switch (draft.template) {
    case "anagram":
      return (
        <ol className={listClasses}>
          {anagramItems(draft.content, draft.settings).map((item, i) => (
            <li key={i}>{item.answer}</li>
          ))}
        </ol>
      );
    case "sentence-sense":
      return (
        <ol className={listClasses}>
          {sentenceItems(draft.content).map((item, i) => (
            <li key={i}>{item.answer}</li>
          ))}
        </ol>
      );
    case "sort-categories":
      return (
        <dl className="mt-4 space-y-2 text-lg">
          {draft.content.categories.map((category) => (
            <div key={category.name}>
              <dt className="inline font-semibold">{category.name}: </dt>
              <dd className="inline">{category.items.map(sortItemName).join(", ")}</dd>
            </div>
          ))}
        </dl>
      );
    case "whack-a-mole": {
      const pool = whackAMolePool(draft.content);
      return (
        <p className="mt-4 text-lg">
          Circled: <strong>{pool.targets.join(", ")}</strong>. Everything else stays uncircled.
        </p>
      );
    }
    case "place-value-showdown":
      return (
        <ol className={listClasses}>
          {worksheetRoundsOf(draft.settings).map((round, i) => {
            // Greatest: biggest digit in the highest place; smallest: the reverse (a leading zero
            // is allowed, as in the game).
            const digits = [...round.digits].sort((a, b) =>
              round.goal === "smaller" ? a - b : b - a,
            );
            return (
              <li key={i}>
                {numberFromDigits(digits)} = {expandedForm(digits)}
              </li>
            );
          })}
        </ol>
      );
    case "spinner-wheel":
      return null;
  }
}
