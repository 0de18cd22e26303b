import { answerRoll, awaitsAnswer, columnsAnswered, startReadingCheck } from "./reading-check";

describe("how each rolled column went, when Reading Roller is assigned", () => {
  it("answers each settled roll once", () => {
    const check = startReadingCheck();
    expect(awaitsAnswer(check, 0)).toBe(false);
    expect(awaitsAnswer(check, 1)).toBe(true);
    const { check: next, round } = answerRoll(check, 1, 2, true);
    expect(round).toBeNull();
    expect(columnsAnswered(next)).toBe(1);
    expect(awaitsAnswer(next, 1)).toBe(false);
    expect(answerRoll(next, 1, 2, false).check).toBe(next);
  });

  it("ends the round when every column has an answer, each column's latest one counting", () => {
    let check = startReadingCheck();
    // Column 3 is tricky first, then read at its second roll; column 5 is tricky.
    const rolls: [number, boolean][] = [
      [2, true],
      [0, false],
      [2, false],
      [1, false],
      [4, true],
      [3, false],
    ];
    let roll = 0;
    for (const [column, tricky] of rolls) {
      const answered = answerRoll(check, ++roll, column, tricky);
      expect(answered.round).toBeNull();
      check = answered.check;
    }
    expect(columnsAnswered(check)).toBe(5);
    const last = answerRoll(check, ++roll, 5, false);
    expect(last.round).toEqual({
      readings: [
        { column: 0, tricky: false },
        { column: 1, tricky: false },
        { column: 2, tricky: false },
        { column: 3, tricky: false },
        { column: 4, tricky: true },
        { column: 5, tricky: false },
      ],
    });
    // The next round starts empty, and the roll just answered stays answered.
    expect(columnsAnswered(last.check)).toBe(0);
    expect(awaitsAnswer(last.check, roll)).toBe(false);
    expect(awaitsAnswer(last.check, roll + 1)).toBe(true);
  });

  it("ignores a column off the die", () => {
    const check = startReadingCheck();
    expect(answerRoll(check, 1, 6, false).check).toBe(check);
  });
});
