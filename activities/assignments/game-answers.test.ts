import { describeIssues } from "@/lib/result";
import { dictationResult, startDictation, stepDictation } from "@/games/letter-tiles/dictation";
import { createRandom } from "@/games/kit/random/random";
import { splitWord } from "@/games/letter-tiles/logic";
import { findTile, tileSets, type Tile } from "@/games/letter-tiles/tiles";
import { itemTags } from "@/activities/confusions/tags";
import { answerSchema } from "@/activities/confusions/answers";
import { confusionSummary } from "@/activities/confusions/summary";
import { findBuiltInSet } from "@/activities/word-lists/built-in";
import { whackAMoleAnswers } from "@/activities/whack-a-mole/answers";
import { patterns, wordOf } from "@/games/reading-roller/data";
import {
  dictationAnswers,
  dictationRoundSchema,
  readGameRound,
  readingAnswers,
  whackSetContent,
} from "./game-answers";
import { gameKeepsAnswers } from "./free-games";

describe("an assigned Letter Tiles dictation in the confusion record", () => {
  it("keeps answers for Letter Tiles as Listen and build, Whack-a-Mole and Reading Roller", () => {
    expect(gameKeepsAnswers("letter-tiles", { mode: "dictation", group: "sh" })).toBe(true);
    expect(gameKeepsAnswers("letter-tiles", { mode: "free" })).toBe(false);
    expect(gameKeepsAnswers("whack-a-mole", { set: "digraph-sh" })).toBe(true);
    expect(gameKeepsAnswers("reading-roller", { list: "vcv" })).toBe(true);
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

const at = new Date("2026-11-26T10:00:00Z");
const week = { now: new Date("2026-11-26T12:00:00Z") };

describe("an assigned Whack-a-Mole round in the record", () => {
  const sh = { set: "digraph-sh", speed: "slow", time: "60" };
  const round = {
    hits: ["ship", "fish"],
    missedTargets: ["shop"],
    wrongHits: ["chop"],
    seconds: 60,
  };

  it("maps the round as the Whack-a-Mole template does, with its score", () => {
    const read = readGameRound("whack-a-mole", sh, round);
    expect(read).toMatchObject({
      ok: true,
      round: { score: 2, total: 4, seconds: 60, missedItems: ["shop"] },
    });
    if (!read.ok) throw new Error("unread");
    const { seconds: _seconds, ...whacks } = round;
    expect(read.round.answers).toEqual(whackAMoleAnswers(whackSetContent("digraph-sh")!, whacks));
    expect(read.round.answers[0]).toMatchObject({
      kind: "choice",
      item: "chop",
      right: false,
      chose: "chop",
      choseFor: ["sh"],
    });
    expect(read.round.answers[0]!.tags).toContain("ch");
    const summary = confusionSummary(
      read.round.answers.map((answer) => ({ ...answer, at })),
      week,
    );
    expect(summary.confusions.map((c) => c.text)).toEqual(["took a ch word for sh once this week"]);
  });

  it("keeps only moles the set can pop up, in the roles they can have", () => {
    const read = readGameRound("whack-a-mole", sh, {
      hits: ["ship", "chop", "elephant"],
      missedTargets: ["thin"],
      wrongHits: ["fish", "zebra"],
      seconds: 9,
    });
    expect(read.ok && read.round.answers.map((a) => [a.item, a.right])).toEqual([["ship", true]]);
    expect(
      readGameRound("whack-a-mole", sh, { hits: [], missedTargets: [], wrongHits: [], seconds: 3 }),
    ).toEqual({ ok: false });
  });

  it("refuses a report that is not a round", () => {
    for (const bad of [
      { hits: "ship", missedTargets: [], wrongHits: [], seconds: 3 },
      { hits: [], missedTargets: [], seconds: 3 },
      { hits: [1], missedTargets: [], wrongHits: [], seconds: 3 },
      { ...round, seconds: -1 },
    ]) {
      const read = readGameRound("whack-a-mole", sh, bad);
      expect(read.ok).toBe(false);
      expect(!read.ok && read.error).toBeTruthy();
    }
  });
});

describe("an assigned Reading Roller round in the record", () => {
  const column3 = patterns.vcv.columns[2]!.map(wordOf);
  // Two words of column 3 were tricky; every other word was read.
  const tricky = [column3[1]!, column3[4]!];
  const readings = [0, 1, 2, 3, 4, 5].map((column) => ({
    column,
    trickyWords: column === 2 ? tricky : [],
  }));

  it("records every word of the list with its tags: read, or one the child found tricky", () => {
    const read = readGameRound("reading-roller", { list: "vcv" }, { readings, seconds: 300 });
    if (!read.ok) throw new Error("unread");
    const words = patterns.vcv.columns.flat().map(wordOf);
    expect(read.round).toMatchObject({ score: words.length - 2, total: words.length });
    expect(read.round.answers.map((a) => a.item)).toEqual(words);
    expect(read.round.missedItems).toEqual(tricky);
    // The column's other words were read.
    expect(read.round.answers.slice(2 * 9, 3 * 9).map((a) => a.right)).toEqual(
      column3.map((word) => !tricky.includes(word)),
    );
    const first = read.round.answers[2 * 9 + 1]!;
    expect(first).toEqual({
      kind: "reading",
      item: tricky[0],
      tags: findBuiltInSet("reading-roller:vcv:3")!.entries[1]!.tags,
      right: false,
    });
    expect(first.tags[0]).toBe("vcv");
    for (const answer of read.round.answers) expect(answerSchema.parse(answer)).toEqual(answer);
    // The tricky words show in the chart and by name; a word read aloud names no confusion.
    const summary = confusionSummary(
      read.round.answers.map((answer) => ({ ...answer, at })),
      week,
    );
    expect(summary.confusions).toEqual([]);
    expect(summary.tricky[0]).toEqual({
      tag: "vcv",
      words: tricky,
      text: `found vcv words tricky to read this week: ${tricky.join(", ")}`,
    });
    expect(summary.patterns).toContainEqual({
      tag: "vcv",
      tries: words.length,
      right: words.length - 2,
      percent: Math.round(((words.length - 2) / words.length) * 100),
    });
  });

  it("reads the assigned list, or the first list for an assignment made before lists", () => {
    const first = patterns["vccv-1"].columns.map((column) => column.map(wordOf));
    const vccvReadings = readings.map(({ column }) => ({
      column,
      trickyWords: column === 0 ? [first[0]![0]!] : [],
    }));
    const vccv = readingAnswers("vccv-1", { readings: vccvReadings, seconds: 1 });
    const read = readGameRound("reading-roller", {}, { readings: vccvReadings, seconds: 1 });
    expect(read.ok && read.round.answers).toEqual(vccv);
    expect(vccv[0]).toMatchObject({ item: first[0]![0], right: false });
    expect(vccv[0]!.tags[0]).toBe("vc/cv");
  });

  it("refuses a tricky word that is not in that column, saying which", () => {
    const otherColumn = patterns.vcv.columns[0]![0]!.replace("-", "");
    for (const word of ["elephant", otherColumn]) {
      const bad = readings.map((r) => (r.column === 2 ? { ...r, trickyWords: [word] } : r));
      const read = readGameRound("reading-roller", { list: "vcv" }, { readings: bad, seconds: 3 });
      expect(read.ok).toBe(false);
      expect(!read.ok && read.error && describeIssues(read.error).message).toBe(
        `“${word}” is not a word of column 3 in this list.`,
      );
    }
  });

  it("refuses a round that does not read each column once", () => {
    for (const bad of [
      { readings: readings.slice(1), seconds: 3 },
      { readings: [...readings.slice(1), { column: 1, trickyWords: [] }], seconds: 3 },
      { readings: [...readings.slice(1), { column: 6, trickyWords: [] }], seconds: 3 },
      { readings: readings.map((r) => ({ column: r.column, tricky: true })), seconds: 3 },
      { readings: readings.map((r) => ({ ...r, trickyWords: "salad" })), seconds: 3 },
      { readings },
    ]) {
      const read = readGameRound("reading-roller", { list: "vcv" }, bad);
      expect(read.ok).toBe(false);
      expect(!read.ok && read.error).toBeTruthy();
    }
  });
});
