// Does a finished play, as a browser reports it, fit the activity? Nothing invented is stored:
// the counts must be possible for the template and every missed item must be one of its items.
import { activityItems, type ActivityDraft, type PlayResult } from "../schemas";
import { placeValueShowdownResultFits } from "../place-value-showdown/schema";

export function playFitsActivity(
  draft: ActivityDraft,
  result: Pick<PlayResult, "score" | "total" | "missedItems">,
): boolean {
  const items = activityItems(draft);
  if (result.score > result.total || result.missedItems.some((item) => !items.includes(item)))
    return false;
  switch (draft.template) {
    case "anagram":
    case "sentence-sense":
    case "sort-categories":
      return result.total === items.length;
    case "spinner-wheel":
      // Nothing to score: a spinner's plays are never stored (results cannot be turned on).
      return false;
    case "place-value-showdown":
      return placeValueShowdownResultFits(draft.settings, result);
    case "whack-a-mole":
      // The round decides how many moles came up; only the targets that got away are named.
      return result.missedItems.length <= result.total - result.score;
  }
}
