import { dictationResult, startDictation, stepDictation } from "@/games/letter-tiles/dictation";
import { createRandom } from "@/games/kit/random/random";
import { splitWord } from "@/games/letter-tiles/logic";
import { findTile, tileSets, type Tile } from "@/games/letter-tiles/tiles";
import { itemTags } from "@/activities/confusions/tags";
import { answerSchema } from "@/activities/confusions/answers";
import { dictationAnswers, dictationRoundSchema, gameKeepsAnswers } from "./game-answers";

describe("an assigned Letter Tiles dictation in the confusion record", () => {
  it("keeps answers only for Letter Tiles assigned as Listen and build", () => {
    expect(gameKeepsAnswers("letter-tiles", { mode: "dictation", group: "sh" })).toBe(true);
    expect(gameKeepsAnswers("letter-tiles", { mode: "free" })).toBe(false);
    expect(gameKeepsAnswers("whack-a-mole", { mode: "dictation" })).toBe(false);
  });

  it("turns a played round into spelling answers: the first wrong build, or the word", () => {
    let state = startDictation("beginner", createRandom(3), 2);
    const [first, second] = state.words as [string, string];
    // The first word's first tile swapped for a wrong vowel, then put right; the second right.
    const wrong: Tile[] = [
      findTile("beginner", "vowel-e")!,
      ...splitWord(first, tileSets.beginner).slice(1),
    ];
    state = stepDictation(state, { type: "check", built: wrong });
    state = stepDictation(state, { type: "check", built: splitWord(first, tileSets.beginner) });
    state = stepDictation(state, { type: "next" });
    state = stepDictation(state, { type: "check", built: splitWord(second, tileSets.beginner) });
    state = stepDictation(state, { type: "next" });

    const round = dictationRoundSchema.parse({ ...dictationResult(state), seconds: 40 });
    const answers = dictationAnswers(round);
    const builtFirst = `e${splitWord(first, tileSets.beginner)
      .slice(1)
      .map((tile) => tile.label)
      .join("")}`;
    expect(answers).toEqual([
      { kind: "spelling", item: first, tags: itemTags(first), right: false, chose: builtFirst },
      { kind: "spelling", item: second, tags: itemTags(second), right: true, chose: second },
    ]);
    for (const answer of answers) expect(answerSchema.parse(answer)).toEqual(answer);
  });

  it("tags a dictated word by its patterns, as the record groups it", () => {
    const [answer] = dictationAnswers({
      words: [{ word: "ship", right: false, built: "sip" }],
      seconds: 5,
    });
    expect(answer?.tags).toEqual(expect.arrayContaining(["sh"]));
  });

  it("drops words the game never dictates, so a forged report cannot fill the record", () => {
    expect(
      dictationAnswers({
        words: [
          { word: "ship", right: true, built: "ship" },
          { word: "elephant", right: false, built: "elefant" },
        ],
        seconds: 5,
      }).map((answer) => answer.item),
    ).toEqual(["ship"]);
  });

  it("refuses a report that is not a round", () => {
    expect(dictationRoundSchema.safeParse({ words: [], seconds: 3 }).success).toBe(false);
    expect(
      dictationRoundSchema.safeParse({
        words: Array.from({ length: 6 }, () => ({ word: "ship", right: true, built: "ship" })),
        seconds: 3,
      }).success,
    ).toBe(false);
    expect(
      dictationRoundSchema.safeParse({
        words: [{ word: "ship", right: "yes", built: "ship" }],
        seconds: 3,
      }).success,
    ).toBe(false);
  });
});
