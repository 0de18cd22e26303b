import { answerSchema } from "@/activities/confusions/answers";
import { answersAboutItems } from "@/activities/confusions/record";
import { confusionSummary } from "@/activities/confusions/summary";
import { activityDraftSchema } from "@/activities/schemas";
import { isPlaceValueAnswer, placeValueRoundAnswer } from "./answers";

const settings = {
  places: 3 as const,
  goal: "greater" as const,
  target: 3,
  mode: "computer" as const,
  deal: "hand" as const,
};
const board = (hand: number[], slots: (number | null)[]) => ({
  hand,
  used: hand.map(() => true),
  slots,
});
const round = (slots: (number | null)[], goal: "greater" | "smaller" = "greater") => ({
  settings,
  goal,
  boards: [board([5, 9, 7], slots), board([1, 2, 3], [1, 2, 3])] as [
    ReturnType<typeof board>,
    ReturnType<typeof board>,
  ],
});

describe("Place Value Showdown answers", () => {
  it("sets the number the child built against the best their cards could make", () => {
    expect(placeValueRoundAnswer(round([9, 7, 5]))).toEqual({
      kind: "choice",
      item: "975",
      tags: ["hundreds", "greatest number"],
      right: true,
      chose: "975",
      choseFor: ["hundreds", "greatest number"],
    });
    expect(placeValueRoundAnswer(round([7, 9, 5]))).toMatchObject({
      item: "975",
      right: false,
      chose: "795",
    });
    expect(placeValueRoundAnswer(round([5, 7, 9], "smaller"))).toMatchObject({
      item: "579",
      tags: ["hundreds", "smallest number"],
      right: true,
    });
  });

  it("judges a round dealt card by card the same way, tagged so the tutor sees it apart", () => {
    const cardByCard = { ...round([7, 9, 5]), settings: { ...settings, deal: "one" as const } };
    expect(placeValueRoundAnswer(cardByCard)).toEqual({
      kind: "choice",
      item: "975",
      tags: ["hundreds", "greatest number", "card by card"],
      right: false,
      chose: "795",
      choseFor: ["hundreds", "greatest number", "card by card"],
    });
    expect(answerSchema.parse(placeValueRoundAnswer(cardByCard))).toEqual(
      placeValueRoundAnswer(cardByCard),
    );
  });

  it("says nothing for a round not yet built", () => {
    expect(placeValueRoundAnswer(round([9, null, 5]))).toBeNull();
  });

  it("names no confusion, and the record keeps only numbers of the activity's chart", () => {
    const wrong = placeValueRoundAnswer(round([7, 9, 5]))!;
    const at = new Date("2026-11-26T10:00:00Z");
    const week = confusionSummary([{ ...wrong, at }], { now: new Date("2026-11-26T12:00:00Z") });
    expect(week.confusions).toEqual([]);
    expect(week.patterns).toContainEqual({ tag: "hundreds", tries: 1, right: 0, percent: 0 });
    const draft = activityDraftSchema.parse({
      template: "place-value-showdown",
      title: "Showdown",
      content: {},
      settings,
    });
    const stray = { ...wrong, item: "ship", chose: "chip" };
    const tooLong = { ...wrong, item: "9750" };
    expect(answersAboutItems(draft, [wrong, stray, tooLong])).toEqual([wrong]);
    expect(isPlaceValueAnswer(wrong, 2)).toBe(false);
  });
});
