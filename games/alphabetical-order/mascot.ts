// When the theme's mascot crosses the scene: it appears 25-37 s (seeded) after the previous
// appearance began and stays 6 s (the winter yeti 2.2 s). Pausing freezes the schedule, so a
// paused mascot neither moves nor sneaks in later (WCAG 2.2.2). Pure: `now` is an argument.
import { randomInt, type Random } from "@/games/kit/random/random";
import { MASCOT_DURATION_MS, MASCOT_INTERVAL_MS, YETI_DURATION_MS, type Theme } from "./data";

export type MascotSchedule = {
  /** When the next crossing starts (or the current one started). */
  nextAt: number;
  /** While crossing: when it ends. */
  visibleUntil: number | null;
  pausedAt: number | null;
  appearances: number;
};

export function mascotDuration(theme: Theme): number {
  return theme === "winter" ? YETI_DURATION_MS : MASCOT_DURATION_MS;
}

function interval(random: Random): number {
  return randomInt(random, MASCOT_INTERVAL_MS.min, MASCOT_INTERVAL_MS.max);
}

export function startMascots(random: Random, now: number): MascotSchedule {
  return { nextAt: now + interval(random), visibleUntil: null, pausedAt: null, appearances: 0 };
}

export function advanceMascots(
  schedule: MascotSchedule,
  random: Random,
  theme: Theme,
  now: number,
): MascotSchedule {
  if (schedule.pausedAt !== null) return schedule;
  let next = schedule;
  if (next.visibleUntil !== null) {
    if (now < next.visibleUntil) return next;
    next = { ...next, visibleUntil: null, nextAt: next.nextAt + interval(random) };
  }
  // A crossing missed entirely (a background tab does not tick) is skipped, not replayed late.
  while (now >= next.nextAt + mascotDuration(theme))
    next = { ...next, nextAt: next.nextAt + interval(random) };
  if (now < next.nextAt) return next;
  return {
    ...next,
    visibleUntil: next.nextAt + mascotDuration(theme),
    appearances: next.appearances + 1,
  };
}

export function mascotVisible(schedule: MascotSchedule): boolean {
  return schedule.visibleUntil !== null;
}

export function pauseMascots(schedule: MascotSchedule, now: number): MascotSchedule {
  return schedule.pausedAt === null ? { ...schedule, pausedAt: now } : schedule;
}

/** Resuming shifts the schedule by the paused time, so the crossing continues where it stopped. */
export function resumeMascots(schedule: MascotSchedule, now: number): MascotSchedule {
  if (schedule.pausedAt === null) return schedule;
  const paused = Math.max(0, now - schedule.pausedAt);
  return {
    ...schedule,
    pausedAt: null,
    nextAt: schedule.nextAt + paused,
    visibleUntil: schedule.visibleUntil === null ? null : schedule.visibleUntil + paused,
  };
}
