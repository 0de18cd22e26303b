// A Place Value Showdown round as an answer for the tutor: the number the child built against the
// best their cards could make for the round's goal (975 from 5, 9, 7 for "greater"). Tagged by
// the chart's highest place and the goal, never with phonics; it names no confusion (the child
// chose among places, not patterns). Only when the whole hand is dealt at once: card by card,
// the best chart is not knowable while placing, so a round then says nothing about the child.
import type { Answer } from "@/activities/confusions/answers";
import type { GameState } from "@/games/place-value-showdown/logic";
import { placesOf } from "@/games/place-value-showdown/numbers";

type Round = Pick<GameState, "settings" | "goal" | "boards">;

export function placeValueRoundAnswer(round: Round): Answer | null {
  const { hand, slots } = round.boards[0];
  if (round.settings.deal !== "hand" || slots.some((digit) => digit === null)) return null;
  const best = [...hand].sort((a, b) => (round.goal === "greater" ? b - a : a - b)).join("");
  const made = slots.join("");
  const tags = [
    placesOf(round.settings.places)[0]!,
    round.goal === "greater" ? "greatest number" : "smallest number",
  ];
  return { kind: "choice", item: best, tags, right: made === best, chose: made, choseFor: tags };
}

/** Does an answer read as a round of this chart: digits only, one per place? */
export const isPlaceValueAnswer = (answer: Answer, places: number) =>
  answer.kind === "choice" &&
  new RegExp(`^\\d{${places}}$`).test(answer.item) &&
  new RegExp(`^\\d{${places}}$`).test(answer.chose);
