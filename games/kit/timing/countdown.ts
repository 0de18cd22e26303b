// A "get ready" countdown before a round (Alphabetical Order: 2 then 1, 0.8 s each). Pure: the
// clock is an argument, so tests step through it by hand and the view passes Date.now().
export type Countdown = {
  startedAt: number;
  /** Numbers shown, counting down from steps to 1. */
  steps: number;
  stepMs: number;
};

export function startCountdown(now: number, steps: number, stepMs: number): Countdown {
  return { startedAt: now, steps, stepMs };
}

/** When the last number disappears and play begins. */
export function countdownEndsAt(countdown: Countdown): number {
  return countdown.startedAt + countdown.steps * countdown.stepMs;
}

/** The number on screen at `now` (steps … 1), or null once the countdown is over. */
export function countdownValue(countdown: Countdown, now: number): number | null {
  if (now >= countdownEndsAt(countdown)) return null;
  const elapsed = Math.max(0, now - countdown.startedAt);
  return countdown.steps - Math.floor(elapsed / countdown.stepMs);
}

export function countdownDone(countdown: Countdown, now: number): boolean {
  return countdownValue(countdown, now) === null;
}
