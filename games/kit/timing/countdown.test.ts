import { countdownDone, countdownEndsAt, countdownValue, startCountdown } from "./countdown";

describe("countdown", () => {
  const countdown = startCountdown(10_000, 2, 800);

  it.each([
    ["at the start", 10_000, 2],
    ["just before the first step ends", 10_799, 2],
    ["when the second number appears", 10_800, 1],
    ["just before the end", 11_599, 1],
    ["at the end", 11_600, null],
    ["long after", 20_000, null],
  ])("shows the right number %s", (_label, now, expected) => {
    expect(countdownValue(countdown, now)).toBe(expected);
  });

  it("ends after steps × stepMs", () => {
    expect(countdownEndsAt(countdown)).toBe(11_600);
    expect(countdownDone(countdown, 11_599)).toBe(false);
    expect(countdownDone(countdown, 11_600)).toBe(true);
  });

  it("treats a clock reading before the start as the first number", () => {
    expect(countdownValue(countdown, 9_000)).toBe(2);
  });
});
