// Countdown arithmetic shared by the timed games. Pure: the clock is always an argument, so
// logic tests drive time by hand and the view passes Date.now().

/** Whole seconds left before endsAt, rounded up so the display shows 1 until the very end. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** "2:00", "0:05": minutes and two-digit seconds. */
export function formatClock(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/** Spoken form for screen readers: "2 minutes", "1 minute 5 seconds", "5 seconds". */
export function describeDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? "minute" : "minutes"}`);
  if (seconds > 0 || minutes === 0)
    parts.push(`${seconds} ${seconds === 1 ? "second" : "seconds"}`);
  return parts.join(" ");
}

/**
 * A short round length from ?seconds=N (1 to 3600), so browser tests do not wait minutes.
 * Returns null when absent or out of range.
 */
export function testSecondsFromSearch(search: string | undefined): number | null {
  const value = search ? new URLSearchParams(search).get("seconds") : null;
  if (value === null || !/^\d+$/.test(value)) return null;
  const seconds = Number.parseInt(value, 10);
  return seconds >= 1 && seconds <= 3600 ? seconds : null;
}

/** Seconds at which the games announce the time left (polite live region). */
export const TIME_MILESTONES = [60, 30, 10] as const;

/** The milestone crossed between two readings, if any (e.g. 31 → 30 gives 30). */
export function crossedMilestone(before: number, after: number): number | null {
  for (const mark of TIME_MILESTONES) {
    if (before > mark && after <= mark && after > 0) return mark;
  }
  return null;
}
