// The missing-letter round: "what comes before M?", "what comes after M?", "what goes between
// L and N?". Ten seeded questions, four letters to choose from; a wrong letter is crossed out and
// the question stays until it is answered, so the round always ends in success.
import { pick, randomInt, shuffle, type Random } from "@/games/kit/random/random";
import { ALPHABET, MISSING_LETTER_CHOICES, MISSING_LETTER_QUESTIONS } from "./data";

export type MissingKind = "before" | "after" | "between";

export type MissingQuestion = {
  kind: MissingKind;
  /** The letters shown around the gap, in alphabet order; null marks the gap. */
  sequence: (string | null)[];
  answer: string;
  choices: string[];
};

export type MissingLetterRound = {
  questions: MissingQuestion[];
  index: number;
  /** Wrong letters already tried on the current question. */
  tried: string[];
  mistakes: number;
  complete: boolean;
};

export type AnswerOutcome =
  { kind: "correct"; complete: boolean } | { kind: "wrong" } | { kind: "ignored" };

const letterAt = (index: number) => ALPHABET[index] as string;

function questionFor(kind: MissingKind, answerIndex: number, random: Random): MissingQuestion {
  const answer = letterAt(answerIndex);
  const sequence =
    kind === "before"
      ? [null, letterAt(answerIndex + 1)]
      : kind === "after"
        ? [letterAt(answerIndex - 1), null]
        : [letterAt(answerIndex - 1), null, letterAt(answerIndex + 1)];
  const shown = new Set(sequence.filter((l): l is string => l !== null));
  // Near neighbours make the child think about order rather than spot a far-off letter; letters
  // four away only fill in at the ends of the alphabet, where there are fewer neighbours.
  const within = (distance: number) =>
    [-distance, distance]
      .map((offset) => answerIndex + offset)
      .filter((i) => i >= 0 && i < ALPHABET.length)
      .map(letterAt)
      .filter((letter) => !shown.has(letter));
  const near = [1, 2, 3].flatMap(within);
  const pool = near.length >= MISSING_LETTER_CHOICES - 1 ? near : [...near, ...within(4)];
  const distractors = shuffle(random, pool).slice(0, MISSING_LETTER_CHOICES - 1);
  return { kind, sequence, answer, choices: shuffle(random, [answer, ...distractors]) };
}

/** Which answers each kind allows: nothing comes before a, after z, or between beyond the ends. */
function answerRange(kind: MissingKind): { min: number; max: number } {
  const last = ALPHABET.length - 1;
  if (kind === "before") return { min: 0, max: last - 1 };
  if (kind === "after") return { min: 1, max: last };
  return { min: 1, max: last - 1 };
}

export function createMissingLetterRound(random: Random): MissingLetterRound {
  const used = new Set<number>();
  const questions: MissingQuestion[] = [];
  while (questions.length < MISSING_LETTER_QUESTIONS) {
    const kind = pick(random, ["before", "after", "between"] as const);
    const { min, max } = answerRange(kind);
    const answerIndex = randomInt(random, min, max);
    // Each answer once per round, so ten questions practise ten different letters.
    if (used.has(answerIndex)) continue;
    used.add(answerIndex);
    questions.push(questionFor(kind, answerIndex, random));
  }
  return { questions, index: 0, tried: [], mistakes: 0, complete: false };
}

export function currentQuestion(round: MissingLetterRound): MissingQuestion | null {
  return round.complete ? null : (round.questions[round.index] ?? null);
}

export function answerMissingLetter(
  round: MissingLetterRound,
  letter: string,
): { round: MissingLetterRound; outcome: AnswerOutcome } {
  const question = currentQuestion(round);
  const chosen = letter.toLowerCase();
  if (!question || !question.choices.includes(chosen) || round.tried.includes(chosen))
    return { round, outcome: { kind: "ignored" } };
  if (chosen !== question.answer) {
    return {
      round: { ...round, tried: [...round.tried, chosen], mistakes: round.mistakes + 1 },
      outcome: { kind: "wrong" },
    };
  }
  const index = round.index + 1;
  const complete = index === round.questions.length;
  return {
    round: { ...round, index, tried: [], complete },
    outcome: { kind: "correct", complete },
  };
}

/** The question as a sentence: "What comes before M?" */
export function questionText(question: MissingQuestion, show: (letter: string) => string): string {
  const [first, , third] = question.sequence;
  if (question.kind === "before")
    return `What comes before ${show(question.sequence[1] as string)}?`;
  if (question.kind === "after") return `What comes after ${show(first as string)}?`;
  return `What goes between ${show(first as string)} and ${show(third as string)}?`;
}
