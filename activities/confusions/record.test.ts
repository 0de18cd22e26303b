import { activityDraftSchema } from "@/activities/schemas";
import { answersAboutItems } from "./record";

describe("the answers an activity's play may add to the record", () => {
  const draft = activityDraftSchema.parse({
    template: "anagram",
    title: "Lesson words",
    content: { words: [{ word: "ship" }, { word: "chop" }] },
    settings: {},
  });

  it("keeps answers about the activity's own words, and no reading, which no template asks for", () => {
    const built = {
      kind: "spelling" as const,
      item: "ship",
      tags: ["sh"],
      right: false,
      chose: "sip",
    };
    const stray = { ...built, item: "elephant" };
    const read = { kind: "reading" as const, item: "chop", tags: ["ch"], right: false };
    expect(answersAboutItems(draft, [built, stray, read])).toEqual([built]);
  });
});
