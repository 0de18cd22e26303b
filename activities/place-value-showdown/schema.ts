// Place Value Showdown as an activity: the game's own settings (places, goal, cards, opponent,
// target), checked with the game's lists of allowed values, and how a finished game is scored.
import { z } from "zod";
import {
  dealChoices,
  goalChoices,
  maxTarget,
  modeChoices,
  placesChoices,
  type Settings,
} from "@/games/place-value-showdown/settings";

export const placeValueShowdownContentSchema = z.object({});

export const placeValueShowdownSettingsSchema = z.object({
  places: z.literal(placesChoices, "Please choose 2, 3 or 4 places."),
  goal: z.enum(goalChoices, "Please choose which number wins."),
  target: z
    .number("Please choose how many points win the game.")
    .int("Please choose a whole number of points.")
    .min(1, "The game needs at least 1 point to win.")
    .max(maxTarget, `Please keep the winning score to ${maxTarget} points or fewer.`),
  mode: z.enum(modeChoices, "Please choose who plays."),
  deal: z.enum(dealChoices, "Please choose how the cards are dealt."),
}) satisfies z.ZodType<Settings>;

/**
 * A finished game as a result: the rounds the student (the first player, "You") won out of every
 * round played, ties included. Nothing is "missed" item by item in this game.
 */
export function placeValueShowdownResult(game: { scores: [number, number]; round: number }): {
  score: number;
  total: number;
  missed: string[];
} {
  return { score: game.scores[0], total: game.round, missed: [] };
}

/** Does a reported result fit a game played to `target`? Someone reached the target, so at least that many rounds were played. */
export function placeValueShowdownResultFits(
  settings: Settings,
  result: { score: number; total: number; missedItems: string[] },
): boolean {
  return (
    result.missedItems.length === 0 &&
    result.score <= settings.target &&
    result.total >= settings.target &&
    result.score <= result.total
  );
}
