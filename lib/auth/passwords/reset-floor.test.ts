import { remainingFloorMs, RESET_ANSWER_FLOOR_MS } from "./password-reset";

// A reset request's answer waits for a common floor, so the extra work an existing account
// causes (a link stored, an email queued) does not show in how long the answer takes.
describe("the floor under a reset request's answer", () => {
  const started = 1_000_000;
  it.each([
    ["the moment it arrived", 0, RESET_ANSWER_FLOOR_MS],
    ["a quick answer (no account)", 15, RESET_ANSWER_FLOOR_MS - 15],
    ["a slower answer (an account: link and email)", 60, RESET_ANSWER_FLOOR_MS - 60],
    ["an answer already past the floor", RESET_ANSWER_FLOOR_MS + 40, 0],
  ])("%s", (_case, elapsed, wait) => {
    expect(remainingFloorMs(started, started + elapsed)).toBe(wait);
    // Either way the answer leaves at the same moment (or later, never sooner).
    expect(elapsed + remainingFloorMs(started, started + elapsed)).toBeGreaterThanOrEqual(
      RESET_ANSWER_FLOOR_MS,
    );
  });
});
