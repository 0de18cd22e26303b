import { assigneeState, percentRight, playCompletes, progressLabel } from "./status";

describe("playCompletes", () => {
  it("counts any play when there is no goal, even a low score", () => {
    expect(playCompletes(false, { score: 0, total: 10 })).toBe(true);
  });

  it.each([
    [9, 10, true],
    [10, 10, true],
    [18, 20, true],
    [8, 10, false],
    // 89.9% is not 90%: compared in whole numbers, never by a rounded percent.
    [899, 1000, false],
    [900, 1000, true],
    [0, 0, false],
  ])("with the 90%% goal, %i of %i completes: %s", (score, total, done) => {
    expect(playCompletes(true, { score, total })).toBe(done);
  });
});

describe("percentRight", () => {
  it("rounds down so a score just under the goal never reads as 90%", () => {
    expect(percentRight(899, 1000)).toBe(89);
    expect(percentRight(9, 10)).toBe(90);
    expect(percentRight(3, 0)).toBe(0);
  });
});

describe("assigneeState", () => {
  const today = "2026-11-26";
  const notDone = { doneAt: null };

  it("is done once finished, whatever the due date", () => {
    expect(assigneeState({ doneAt: new Date("2026-11-20T10:00:00Z") }, "2026-11-01", today)).toBe(
      "done",
    );
  });

  it("is for today when due today or with no due date", () => {
    expect(assigneeState(notDone, today, today)).toBe("due-today");
    expect(assigneeState(notDone, null, today)).toBe("due-today");
  });

  it("is overdue from the day after its due date, and later before it", () => {
    expect(assigneeState(notDone, "2026-11-25", today)).toBe("overdue");
    expect(assigneeState(notDone, "2026-11-27", today)).toBe("later");
    // Across a month and a year, the dates still compare as days.
    expect(assigneeState(notDone, "2026-12-31", "2027-01-01")).toBe("overdue");
  });
});

describe("progressLabel", () => {
  const never = { doneAt: null, openedAt: null, plays: 0 };

  it("names what the tutor needs to know", () => {
    expect(progressLabel(never, "due-today")).toBe("Not started");
    expect(progressLabel(never, "overdue")).toBe("Overdue");
    expect(progressLabel({ ...never, openedAt: new Date() }, "later")).toBe("Opened");
    expect(progressLabel({ ...never, plays: 2 }, "overdue")).toBe("Played, not yet 90% · overdue");
    expect(progressLabel({ ...never, plays: 1, doneAt: new Date() }, "done")).toBe("Done");
  });
});
