import { createRandom } from "@/games/kit/random/random";
import { isSuitableWord } from "@/games/kit/words/word-suitability";
import {
  ALPHABET,
  CARD_FACES,
  DEFAULT_CARD_FACE,
  DEFAULT_ORDER_MODE,
  MISSING_LETTER_CHOICES,
  MISSING_LETTER_QUESTIONS,
  ORDER_WORDS,
  WORD_COUNTS,
} from "./data";
import { cardLetters, splitAlphabet } from "./groups";
import {
  answerMissingLetter,
  createMissingLetterRound,
  currentQuestion,
  questionText,
  type MissingLetterRound,
} from "./missing-letter";
import {
  chooseWord,
  compareByFirstTwoLetters,
  createWordOrderRound,
  isPlaced,
  orderReason,
  type WordOrderRound,
} from "./word-order";

const seeds = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89];
const up = (letter: string) => letter.toUpperCase();

describe("defaults", () => {
  it("keeps the spec's letter groups with whole runs on the cards as the default", () => {
    expect(DEFAULT_ORDER_MODE).toBe("groups");
    expect(DEFAULT_CARD_FACE).toBe("all-letters");
    expect(CARD_FACES).toEqual(["all-letters", "first-letter"]);
  });
});

describe("first-letter cards (harder level)", () => {
  it("shows only the first letter of each group; the easier level shows the whole run", () => {
    const groups = splitAlphabet(4);
    expect(groups.map((g) => cardLetters(g, "first-letter"))).toEqual(["a", "h", "o", "u"]);
    expect(groups.map((g) => cardLetters(g, "all-letters"))).toEqual([
      "abcdefg",
      "hijklmn",
      "opqrst",
      "uvwxyz",
    ]);
  });

  it("first letters still tell every card apart and follow alphabetical order, at every subdivision", () => {
    for (const count of [1, 2, 3, 4, 5, 8, 16, 26]) {
      const firsts = splitAlphabet(count).map((g) => cardLetters(g, "first-letter"));
      expect(new Set(firsts).size).toBe(count);
      expect([...firsts].sort()).toEqual(firsts);
    }
  });
});

describe("missing-letter round", () => {
  const solve = (round: MissingLetterRound) =>
    round.questions.reduce((r, q) => answerMissingLetter(r, q.answer).round, round);

  test.each(seeds)("seed %i: ten questions with a correct gap and four nearby choices", (seed) => {
    const round = createMissingLetterRound(createRandom(seed));
    expect(round.questions).toHaveLength(MISSING_LETTER_QUESTIONS);
    expect(new Set(round.questions.map((q) => q.answer)).size).toBe(MISSING_LETTER_QUESTIONS);
    for (const q of round.questions) {
      // Filling the gap with the answer gives consecutive letters of the alphabet.
      const filled = q.sequence.map((l) => l ?? q.answer).join("");
      expect(ALPHABET).toContain(filled);
      expect(q.sequence.filter((l) => l === null)).toHaveLength(1);
      expect(q.sequence.length).toBe(q.kind === "between" ? 3 : 2);
      if (q.kind === "before") expect(q.sequence[0]).toBeNull();
      if (q.kind === "after") expect(q.sequence[1]).toBeNull();
      expect(q.choices).toHaveLength(MISSING_LETTER_CHOICES);
      expect(new Set(q.choices).size).toBe(MISSING_LETTER_CHOICES);
      expect(q.choices).toContain(q.answer);
      // Distractors are near neighbours, never a letter already on show.
      for (const c of q.choices) {
        expect(Math.abs(ALPHABET.indexOf(c) - ALPHABET.indexOf(q.answer))).toBeLessThanOrEqual(4);
        if (c !== q.answer) expect(q.sequence).not.toContain(c);
      }
    }
    expect(createMissingLetterRound(createRandom(seed))).toEqual(round);
    expect(solve(round).complete).toBe(true);
  });

  it("asks every kind of question across seeds", () => {
    const kinds = new Set(
      seeds.flatMap((seed) =>
        createMissingLetterRound(createRandom(seed)).questions.map((q) => q.kind),
      ),
    );
    expect(kinds).toEqual(new Set(["before", "after", "between"]));
  });

  it("a wrong letter is crossed out and the question stays; the right one moves on", () => {
    const round = createMissingLetterRound(createRandom(4));
    const q = currentQuestion(round)!;
    const wrongLetter = q.choices.find((c) => c !== q.answer)!;
    const wrong = answerMissingLetter(round, wrongLetter);
    expect(wrong.outcome).toEqual({ kind: "wrong" });
    expect(wrong.round.tried).toEqual([wrongLetter]);
    expect(wrong.round.mistakes).toBe(1);
    expect(currentQuestion(wrong.round)).toBe(q);
    expect(answerMissingLetter(wrong.round, wrongLetter).outcome).toEqual({ kind: "ignored" });
    const right = answerMissingLetter(wrong.round, q.answer.toUpperCase());
    expect(right.outcome).toEqual({ kind: "correct", complete: false });
    expect(right.round.index).toBe(1);
    expect(right.round.tried).toEqual([]);
  });

  it("ignores letters that are not among the choices, and everything once complete", () => {
    const round = createMissingLetterRound(createRandom(9));
    const q = currentQuestion(round)!;
    const outside = [...ALPHABET].find((l) => !q.choices.includes(l))!;
    expect(answerMissingLetter(round, outside)).toEqual({ round, outcome: { kind: "ignored" } });
    const almost = round.questions
      .slice(0, -1)
      .reduce((r, qq) => answerMissingLetter(r, qq.answer).round, round);
    const last = answerMissingLetter(almost, round.questions.at(-1)!.answer);
    expect(last.outcome).toEqual({ kind: "correct", complete: true });
    expect(currentQuestion(last.round)).toBeNull();
    expect(answerMissingLetter(last.round, "a").outcome).toEqual({ kind: "ignored" });
  });

  it("words each kind of question", () => {
    const base = { answer: "m", choices: ["m"] };
    expect(questionText({ ...base, kind: "before", sequence: [null, "n"] }, up)).toBe(
      "What comes before N?",
    );
    expect(questionText({ ...base, kind: "after", sequence: ["l", null] }, up)).toBe(
      "What comes after L?",
    );
    expect(questionText({ ...base, kind: "between", sequence: ["l", null, "n"] }, up)).toBe(
      "What goes between L and N?",
    );
  });
});

describe("word-order round", () => {
  const solve = (round: WordOrderRound) =>
    round.ordered.reduce((r, w) => chooseWord(r, w).round, round);

  it("uses only suitable, lower-case words from the bank", () => {
    expect(ORDER_WORDS.every((w) => /^[a-z]+$/.test(w) && isSuitableWord(w))).toBe(true);
    expect(new Set(ORDER_WORDS).size).toBe(ORDER_WORDS.length);
  });

  test.each(seeds)(
    "seed %i: 4 to 8 words, decided by the first or second letter, with a shared first letter",
    (seed) => {
      for (const count of WORD_COUNTS) {
        const round = createWordOrderRound(createRandom(seed), count);
        expect(round.ordered).toHaveLength(count);
        expect(new Set(round.ordered.map((w) => w.slice(0, 2))).size).toBe(count);
        expect(new Set(round.ordered.map((w) => w[0])).size).toBeLessThan(count);
        expect([...round.ordered].sort()).toEqual(round.ordered);
        expect([...round.shown].sort()).toEqual(round.ordered);
        expect(round.shown).not.toEqual(round.ordered);
        expect(round.ordered.every((w) => ORDER_WORDS.includes(w))).toBe(true);
        expect(solve(round).complete).toBe(true);
      }
      expect(createWordOrderRound(createRandom(seed), 6)).toEqual(
        createWordOrderRound(createRandom(seed), 6),
      );
    },
  );

  it("orders by the first letter, then the second", () => {
    expect(["pig", "bus", "bat", "pan"].sort(compareByFirstTwoLetters)).toEqual([
      "bat",
      "bus",
      "pan",
      "pig",
    ]);
  });

  it("a word out of turn is a mistake with a reason; the next word in order is placed", () => {
    const round = createWordOrderRound(createRandom(3), 5);
    const [first, second] = round.ordered as [string, string];
    const wrong = chooseWord(round, second);
    expect(wrong.outcome).toEqual({ kind: "wrong", reason: orderReason(first, second) });
    expect(wrong.round.placed).toBe(0);
    expect(wrong.round.mistakes).toBe(1);
    const right = chooseWord(wrong.round, first);
    expect(right.outcome).toEqual({ kind: "correct", complete: false });
    expect(isPlaced(right.round, first)).toBe(true);
    expect(isPlaced(right.round, second)).toBe(false);
    expect(chooseWord(right.round, first).outcome).toEqual({ kind: "ignored" });
    expect(chooseWord(right.round, "elephant").outcome).toEqual({ kind: "ignored" });
  });

  it("explains which letter decides", () => {
    expect(orderReason("bat", "cup")).toBe("bat comes first: b comes before c in the alphabet.");
    expect(orderReason("bat", "bus")).toBe(
      "Both start with b, so look at the second letter: a comes before u.",
    );
  });
});
