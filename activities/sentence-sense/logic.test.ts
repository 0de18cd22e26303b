import { confusionSummary } from "@/activities/confusions/summary";
import {
  createSentenceSenseGame,
  joinWords,
  sentenceCue,
  sentenceItems,
  sentenceSenseAnswers,
} from "./logic";

const items = sentenceItems({ sentences: [{ sentence: "The  cat sat on the mat." }] });

describe("sentence sense", () => {
  it("makes one card per word, keeping the capital and period on their cards", () => {
    expect(items[0]!.pieces.map((p) => p.text)).toEqual(["The", "cat", "sat", "on", "the", "mat."]);
    expect(items[0]!.answer).toBe("The cat sat on the mat.");
  });

  it("shuffles with the seed and finishes when the sentence is rebuilt", () => {
    const game = createSentenceSenseGame(5);
    let state = game.start(items);
    expect(joinWords(state.round!.pool)).not.toBe("The cat sat on the mat.");
    expect(createSentenceSenseGame(5).start(items).round!.pool).toEqual(state.round!.pool);
    for (const id of ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5"])
      state = game.step(state, { type: "place", pieceId: id });
    state = game.step(game.step(state, { type: "check" }), { type: "next" });
    expect(state).toMatchObject({ done: true, score: 1, missed: [] });
  });

  it("compares without case, so swapping 'The' and 'the' still counts as the sentence", () => {
    const game = createSentenceSenseGame(5);
    let state = game.start(items);
    for (const id of ["0-4", "0-1", "0-2", "0-3", "0-0", "0-5"])
      state = game.step(state, { type: "place", pieceId: id });
    expect(game.step(state, { type: "check" }).feedback).toBe("correct");
  });

  it("names the sentence's own end mark in US English: period, question mark, exclamation point", () => {
    expect(sentenceCue("The cat sat on the mat.")).toBe(
      "The capital letter starts it; the period ends it.",
    );
    expect(sentenceCue("Can you see it?")).toBe(
      "The capital letter starts it; the question mark ends it.",
    );
    expect(sentenceCue("Run to the bus!")).toBe(
      "The capital letter starts it; the exclamation point ends it.",
    );
    expect(sentenceCue("We like to read")).toBe("The capital letter starts it.");
  });

  it("reports the order a sentence was first built, and names no spelling confusion from it", () => {
    const content = { sentences: [{ sentence: "The  cat sat on the mat." }] };
    const game = createSentenceSenseGame(5);
    let state = game.start(items);
    for (const id of ["0-2", "0-1", "0-0", "0-3", "0-4", "0-5"])
      state = game.step(state, { type: "place", pieceId: id });
    state = game.step(state, { type: "check" });
    state = game.step(state, { type: "show" });
    state = game.step(state, { type: "next" });
    const answers = sentenceSenseAnswers(content)(state);
    expect(answers).toEqual([
      {
        kind: "spelling",
        item: "The  cat sat on the mat.",
        tags: [],
        right: false,
        chose: "sat cat The on the mat.",
      },
    ]);
    const at = new Date("2026-11-26T10:00:00Z");
    const week = confusionSummary(
      answers.map((answer) => ({ ...answer, at })),
      { now: new Date("2026-11-26T12:00:00Z") },
    );
    expect(week.confusions).toEqual([]);
  });
});
