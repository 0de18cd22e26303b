import {
  answerRoll,
  awaitsAnswer,
  columnsAnswered,
  startReadingCheck,
  toggleTrickyWord,
} from "./reading-check";

describe("how each rolled column went, when Reading Roller is assigned", () => {
  it("answers each settled roll once", () => {
    const check = startReadingCheck();
    expect(awaitsAnswer(check, 0)).toBe(false);
    expect(awaitsAnswer(check, 1)).toBe(true);
    const { check: next, round } = answerRoll(check, 1, 2, ["salad"]);
    expect(round).toBeNull();
    expect(columnsAnswered(next)).toBe(1);
    expect(awaitsAnswer(next, 1)).toBe(false);
    expect(answerRoll(next, 1, 2, []).check).toBe(next);
  });

  it("ends the round when every column has an answer, each column's latest one counting", () => {
    let check = startReadingCheck();
    // Column 3 has a tricky word first, then is read at its second roll; column 5 has two.
    const rolls: [number, string[]][] = [
      [2, ["salad"]],
      [0, []],
      [2, []],
      [1, []],
      [4, ["frozen", "cadet"]],
      [3, []],
    ];
    let roll = 0;
    for (const [column, tricky] of rolls) {
      const answered = answerRoll(check, ++roll, column, tricky);
      expect(answered.round).toBeNull();
      check = answered.check;
    }
    expect(columnsAnswered(check)).toBe(5);
    const last = answerRoll(check, ++roll, 5, []);
    expect(last.round).toEqual({
      readings: [
        { column: 0, trickyWords: [] },
        { column: 1, trickyWords: [] },
        { column: 2, trickyWords: [] },
        { column: 3, trickyWords: [] },
        { column: 4, trickyWords: ["frozen", "cadet"] },
        { column: 5, trickyWords: [] },
      ],
    });
    // The next round starts empty, and the roll just answered stays answered.
    expect(columnsAnswered(last.check)).toBe(0);
    expect(awaitsAnswer(last.check, roll)).toBe(false);
    expect(awaitsAnswer(last.check, roll + 1)).toBe(true);
  });

  it("ignores a column off the die", () => {
    const check = startReadingCheck();
    expect(answerRoll(check, 1, 6, []).check).toBe(check);
  });
});

describe("choosing the tricky words of a column", () => {
  const column = ["robot", "camel", "salad", "lemon"];

  it("adds a tapped word and takes it out at a second tap, in the column's order", () => {
    let chosen = toggleTrickyWord([], "salad", column);
    expect(chosen).toEqual(["salad"]);
    chosen = toggleTrickyWord(chosen, "robot", column);
    expect(chosen).toEqual(["robot", "salad"]);
    expect(toggleTrickyWord(chosen, "salad", column)).toEqual(["robot"]);
  });

  it("ignores a word that is not in the column", () => {
    const chosen = ["camel"];
    expect(toggleTrickyWord(chosen, "tiger", column)).toBe(chosen);
  });
});
