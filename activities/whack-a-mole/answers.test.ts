import { ANSWER_LIMITS } from "@/activities/confusions/answers";
import { confusionSummary } from "@/activities/confusions/summary";
import { targetSetTags, whackAMoleAnswers } from "./answers";
import { whackAMoleContentSchema } from "./schema";

const own = whackAMoleContentSchema.parse({
  source: "own",
  prompt: "Words with sh",
  targets: ["ship", "shop", "fish"],
  distractors: ["chop", "chin", "thin"],
});
const phonics = whackAMoleContentSchema.parse({
  source: "phonics",
  setId: "digraph-sh",
  targets: [],
  distractors: [],
});

describe("Whack-a-Mole answers", () => {
  it("looks for the phonics set's pattern, or what the tutor's words to whack share", () => {
    expect(targetSetTags(phonics)).toEqual(["sh"]);
    expect(targetSetTags(own)).toEqual(expect.arrayContaining(["sh", "closed syllable"]));
    expect(targetSetTags(own)).not.toContain("short i");
    const tagged = whackAMoleContentSchema.parse({ ...own, tags: { fish: ["sh", "final sh"] } });
    expect(targetSetTags(tagged)).toEqual(["sh"]);
  });

  it("reports a wrong whack as the word taken for the targets, a target that got away, and right whacks", () => {
    const answers = whackAMoleAnswers(own, {
      hits: ["ship"],
      missedTargets: ["fish"],
      wrongHits: ["chop"],
    });
    expect(answers).toMatchObject([
      { kind: "choice", item: "chop", right: false, chose: "chop" },
      { item: "fish", right: false, chose: "" },
      { item: "ship", right: true, chose: "ship" },
    ]);
    expect(answers[0]!.tags).toEqual(expect.arrayContaining(["ch", "short o"]));
    // The tutor reads it as a digraph confusion, and the missed target names none.
    const at = new Date("2026-11-26T10:00:00Z");
    const week = confusionSummary(
      answers.map((answer) => ({ ...answer, at })),
      { now: new Date("2026-11-26T12:00:00Z") },
    );
    expect(week.confusions.map((c) => c.text)).toEqual(["took a ch word for sh once this week"]);
  });

  it("keeps a long round within what a play may report, mistakes first", () => {
    const answers = whackAMoleAnswers(phonics, {
      hits: Array.from({ length: 150 }, () => "ship"),
      missedTargets: [],
      wrongHits: ["chop"],
    });
    expect(answers).toHaveLength(ANSWER_LIMITS.answers);
    expect(answers[0]).toMatchObject({ item: "chop", right: false, choseFor: ["sh"] });
  });
});
