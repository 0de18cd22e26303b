// Vowel Sounds as a pure state machine: 28 seeded random vowels in 2 lines of 14, each can be
// selected once, and selecting the last one completes the game (spec sections 3, 4 and 9).
import { pick, shuffle, type Random } from "@/games/kit/random";
import { LINE_LENGTH, VOWEL_COUNT, VOWELS, type Vowel } from "./data";

export type VowelEntry = { id: string; char: Vowel };

export type VowelGame = {
  vowels: VowelEntry[];
  /** Ids in the order the child found them. */
  selected: string[];
  complete: boolean;
  /** Counts boards so ids stay unique across resets. */
  round: number;
};

export type SelectOutcome = "selected" | "complete" | "already-selected" | "unknown";

/** Every vowel appears at least this often, so each one gets practised on every board. */
const MIN_EACH = 2;

export function createVowelGame(random: Random, round = 1): VowelGame {
  const guaranteed = VOWELS.flatMap((v) => Array<Vowel>(MIN_EACH).fill(v));
  const extra = Array.from({ length: VOWEL_COUNT - guaranteed.length }, () => pick(random, VOWELS));
  const chars = shuffle(random, [...guaranteed, ...extra]);
  return {
    vowels: chars.map((char, index) => ({ id: `r${round}-v${index + 1}`, char })),
    selected: [],
    complete: false,
    round,
  };
}

export function vowelLines(game: VowelGame): VowelEntry[][] {
  const lines: VowelEntry[][] = [];
  for (let start = 0; start < game.vowels.length; start += LINE_LENGTH) lines.push(game.vowels.slice(start, start + LINE_LENGTH));
  return lines;
}

export function isSelected(game: VowelGame, id: string): boolean {
  return game.selected.includes(id);
}

export function selectVowel(game: VowelGame, id: string): { game: VowelGame; outcome: SelectOutcome } {
  if (!game.vowels.some((v) => v.id === id)) return { game, outcome: "unknown" };
  // Each vowel is selected once; choosing it again changes nothing.
  if (isSelected(game, id)) return { game, outcome: "already-selected" };
  const selected = [...game.selected, id];
  const complete = selected.length === game.vowels.length;
  return { game: { ...game, selected, complete }, outcome: complete ? "complete" : "selected" };
}

/** Reset regenerates a new random board. */
export function resetVowelGame(game: VowelGame, random: Random): VowelGame {
  return createVowelGame(random, game.round + 1);
}
