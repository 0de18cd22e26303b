// The free games a tutor can assign, with the settings each one reads from its address: the
// assignment keeps them as query parameters and the child's page opens the game with them.
// Only settings a game really reads are offered (Whack-a-Mole's word set, speed and time;
// Letter Tiles' mode and word group; Reading Roller's list, which it reads when assigned).
import { z } from "zod";
import { phonicsSets } from "@/games/phonics-words";
import { LETTER_TILES_MODES, letterTilesModeLabels } from "@/games/letter-tiles/dictation";
import { wordGroups } from "@/games/letter-tiles/words";
import {
  DEFAULT_PATTERN,
  PATTERN_IDS,
  patterns,
  type PatternId,
} from "@/games/reading-roller/data";

export const assignableGames = {
  "whack-a-mole": { title: "Whack-a-Mole", path: "/student-apps/whack-a-mole" },
  "letter-tiles": { title: "Letter Tiles", path: "/student-apps/letter-tiles" },
  "reading-roller": { title: "Reading Roller", path: "/student-apps/reading-roller" },
} as const;
export type AssignableGame = keyof typeof assignableGames;
export const assignableGameIds = Object.keys(assignableGames) as AssignableGame[];

export const whackSpeeds = ["slow", "medium", "fast"] as const;
export const whackTimes = ["30", "60", "90", "off"] as const;
export { letterTilesModeLabels };

/**
 * The assigned games whose rounds feed the record (game-answers.ts reads them): Letter Tiles in
 * "Listen and build", Whack-a-Mole with its phonics set, and Reading Roller with its list. Only
 * these can say how well the child did, so only these can be given the 90% goal.
 */
export function gameKeepsAnswers(game: AssignableGame, settings: Record<string, string>): boolean {
  return game !== "letter-tiles" || settings.mode === "dictation";
}

/** How an assigned game plays where it differs from the free game's own instructions. */
export const assignedGameInstructions: Partial<Record<AssignableGame, string>> = {
  "reading-roller":
    "Roll the dice and read the column with that number aloud. Then tap “I read it”, or “That was tricky” and tap the words that were hard.",
};

/** Letter Tiles' word groups a link can open ("none" is the game's own default). */
export const letterTilesGroups = wordGroups.filter((group) => group.id !== "none");
const groupIds = letterTilesGroups.map((group) => group.id) as [string, ...string[]];

/** Reading Roller's lists, as the tutor picks one: "VC/CV #1: Two closed syllables". */
export const readingRollerLists = PATTERN_IDS.map((id) => ({
  id,
  label: `${patterns[id].label}: ${patterns[id].description}`,
}));

/** The list an assigned Reading Roller reads (one assigned before lists were offered: the first). */
export function readingRollerList(settings: Record<string, string>): PatternId {
  return (PATTERN_IDS as string[]).includes(settings.list ?? "")
    ? (settings.list as PatternId)
    : DEFAULT_PATTERN;
}

const setIds = phonicsSets.map((set) => set.id) as [string, ...string[]];
const choose = "Please choose one of the game's settings shown.";

/** Each game's settings as the form sends them; anything else the form sends is dropped. */
export const gameSettingsSchemas = {
  "whack-a-mole": z.object({
    set: z.enum(setIds, { error: "Please choose a word set for Whack-a-Mole." }),
    speed: z.enum(whackSpeeds, { error: choose }).default("slow"),
    time: z.enum(whackTimes, { error: choose }).default("60"),
  }),
  "letter-tiles": z.object({
    mode: z.enum(LETTER_TILES_MODES, { error: choose }).default("free"),
    // "" is the form's "no group" choice.
    group: z
      .union([z.literal(""), z.enum(groupIds, { error: choose })], { error: choose })
      .optional()
      .transform((v) => v || undefined),
  }),
  "reading-roller": z.object({
    list: z
      .enum(PATTERN_IDS as [PatternId, ...PatternId[]], {
        error: "Please choose a list for Reading Roller.",
      })
      .default(DEFAULT_PATTERN),
  }),
} satisfies Record<AssignableGame, z.ZodType<Record<string, string | undefined>>>;

/** The game's settings as its address's query ("?mode=free&group=sh"), or "" for none. */
export function gameQuery(game: AssignableGame, settings: Record<string, string>): string {
  // In the settings' own order (the database's jsonb keeps keys in an order of its own).
  const keys = Object.keys(gameSettingsSchemas[game].shape).filter((key) => settings[key]);
  const query = new URLSearchParams(keys.map((key) => [key, settings[key]!])).toString();
  return query ? `?${query}` : "";
}

/** The game's address with its settings, as the free game's own page reads them. */
export function gameUrl(game: AssignableGame, settings: Record<string, string>): string {
  return `${assignableGames[game].path}${gameQuery(game, settings)}`;
}

/** "Whack-a-Mole: Short a, slow, 60 seconds", in the words the tutor chose them by. */
export function describeGame(game: AssignableGame, settings: Record<string, string>): string {
  const title = assignableGames[game].title;
  if (game === "whack-a-mole") {
    const set = phonicsSets.find((s) => s.id === settings.set)?.label ?? settings.set;
    const time = settings.time === "off" ? "no timer" : `${settings.time ?? "60"} seconds`;
    return `${title}: ${set}, ${settings.speed ?? "slow"}, ${time}`;
  }
  if (game === "letter-tiles") {
    const mode = settings.mode === "dictation" ? "dictation" : "free";
    const group = letterTilesGroups.find((g) => g.id === settings.group)?.label;
    return `${title}: ${letterTilesModeLabels[mode]}${group ? `, ${group} words` : ""}`;
  }
  return `${title}: ${patterns[readingRollerList(settings)].label}`;
}
