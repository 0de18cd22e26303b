// Round settings from the address, so a teacher's link opens the game ready to play:
// ?set=digraph-sh&speed=slow&time=60 (or time=off for practice without a clock).
import { poolFromQuery, poolQuery, type WordPool } from "./word-pool";
import type { Speed } from "./logic";

export type TimeChoice = 30 | 60 | 90 | "off";
export const timeChoices: TimeChoice[] = [30, 60, 90, "off"];

export type Settings = {
  pool: WordPool;
  speed: Speed;
  time: TimeChoice;
  /** ?seconds=N for tests and tutors. */ customSeconds: number | null;
};

export function parseSettings(search: string): { settings: Settings; problem: string | null } {
  const params = new URLSearchParams(search);
  const { pool, problem } = poolFromQuery(search);
  const speed = params.get("speed");
  const time = params.get("time");
  const seconds = Number.parseInt(params.get("seconds") ?? "", 10);
  return {
    settings: {
      pool,
      speed: speed === "medium" || speed === "fast" ? speed : "slow",
      time: time === "off" ? "off" : time === "30" ? 30 : time === "90" ? 90 : 60,
      customSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 600) : null,
    },
    problem,
  };
}

/** Round length in ms, or null for no clock. */
export function roundLengthMs(settings: Settings): number | null {
  if (settings.customSeconds !== null) return settings.customSeconds * 1000;
  return settings.time === "off" ? null : settings.time * 1000;
}

export function settingsQuery(settings: Settings): string {
  return new URLSearchParams({
    ...poolQuery(settings.pool),
    speed: settings.speed,
    time: String(settings.time),
  }).toString();
}
