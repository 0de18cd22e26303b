// A Place Value Showdown round as an answer for the tutor: the number the child built against the
// best their cards could make for the round's goal (975 from 5, 9, 7 for "greater"). Tagged by
// the chart's highest place and the goal, never with phonics; it names no confusion (the child
// chose among places, not patterns). Dealt card by card, the best chart is only knowable once
// the last card is down, so such a round is judged the same way but carries a "card by card" tag:
// the tutor sees those rounds apart, where luck plays a part beside place value.
import type { Answer } from "@/activities/confusions/answers";
import type { GameState } from "@/games/place-value-showdown/logic";
import { placesOf } from "@/games/place-value-showdown/numbers";

type Round = Pick<GameState, "settings" | "goal" | "boards">;

export function placeValueRoundAnswer(round: Round): Answer | null {
  const { hand, slots } = round.boards[0];
  if (slots.some((digit) => digit === null)) return null;
  const best = [...hand].sort((a, b) => (round.goal === "greater" ? b - a : a - b)).join("");
  const made = slots.join("");
  const tags = [
    placesOf(round.settings.places)[0]!,
    round.goal === "greater" ? "greatest number" : "smallest number",
    ...(round.settings.deal === "hand" ? [] : ["card by card"]),
  ];
  return { kind: "choice", item: best, tags, right: made === best, chose: made, choseFor: tags };
}

/** Does an answer read as a round of this chart: digits only, one per place? */
export const isPlaceValueAnswer = (answer: Answer, places: number) =>
  answer.kind === "choice" &&
  new RegExp(`^\\d{${places}}$`).test(answer.item) &&
  new RegExp(`^\\d{${places}}$`).test(answer.chose);
