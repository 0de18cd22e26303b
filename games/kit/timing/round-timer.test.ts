import {
  crossedMilestone,
  describeDuration,
  formatClock,
  secondsLeft,
  testSecondsFromSearch,
} from "./round-timer";

describe("round timer", () => {
  it("counts whole seconds up and stops at zero", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it("formats the clock and speaks durations", () => {
    expect(formatClock(120)).toBe("2:00");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(0)).toBe("0:00");
    expect(describeDuration(120)).toBe("2 minutes");
    expect(describeDuration(61)).toBe("1 minute 1 second");
    expect(describeDuration(5)).toBe("5 seconds");
  });

  it("reads a short test timer from ?seconds=", () => {
    expect(testSecondsFromSearch("?seconds=5")).toBe(5);
    expect(testSecondsFromSearch("?seed=1&seconds=12")).toBe(12);
    expect(testSecondsFromSearch("?seconds=0")).toBeNull();
    expect(testSecondsFromSearch("?seconds=abc")).toBeNull();
    expect(testSecondsFromSearch("")).toBeNull();
  });

  it("finds the milestone crossed between two readings", () => {
    expect(crossedMilestone(31, 30)).toBe(30);
    expect(crossedMilestone(12, 9)).toBe(10);
    expect(crossedMilestone(30, 29)).toBeNull();
    expect(crossedMilestone(1, 0)).toBeNull();
  });
});
