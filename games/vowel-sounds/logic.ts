// Vowel Sounds as a pure state machine: 28 seeded random vowels in 2 lines of 14, each can be
// selected once, and selecting the last one completes the game (spec sections 3, 4 and 9).
// Two learning modes follow: find the vowels among consonants, and sort words by short or long vowel.
import { pick, shuffle, type Random } from "@/games/kit/random/random";
import {
  CONSONANT_COUNT,
  CONSONANTS,
  LINE_LENGTH,
  VOWEL_COUNT,
  VOWEL_MODES,
  VOWEL_SOUNDS,
  VOWELS,
  type Vowel,
  type VowelMode,
} from "./data";

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
  for (let start = 0; start < game.vowels.length; start += LINE_LENGTH)
    lines.push(game.vowels.slice(start, start + LINE_LENGTH));
  return lines;
}

export function isSelected(game: VowelGame, id: string): boolean {
  return game.selected.includes(id);
}

export function selectVowel(
  game: VowelGame,
  id: string,
): { game: VowelGame; outcome: SelectOutcome } {
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

export function isVowelMode(value: string | null | undefined): value is VowelMode {
  return (VOWEL_MODES as readonly string[]).includes(value ?? "");
}

// "Find the vowels": the same 28 vowels shuffled in among consonants. The child picks only the
// vowels; a consonant is marked "not a vowel" and costs nothing, so guessing never loses progress.
export type LetterTile = { id: string; char: string; isVowel: boolean };

export type FindVowelsGame = {
  tiles: LetterTile[];
  found: string[];
  /** Consonants picked by mistake, shown as "not a vowel". */
  misses: string[];
  complete: boolean;
  round: number;
};

export type FindOutcome = "found" | "complete" | "not-a-vowel" | "already-chosen" | "unknown";

export function createFindVowelsGame(random: Random, round = 1): FindVowelsGame {
  const vowels = createVowelGame(random, round).vowels.map((v) => v.char);
  const consonants = Array.from({ length: CONSONANT_COUNT }, () => pick(random, CONSONANTS));
  const tiles = shuffle(random, [...vowels, ...consonants]).map((char, index) => ({
    id: `r${round}-t${index + 1}`,
    char,
    isVowel: (VOWELS as readonly string[]).includes(char),
  }));
  return { tiles, found: [], misses: [], complete: false, round };
}

export function vowelsToFind(game: FindVowelsGame): number {
  return game.tiles.filter((t) => t.isVowel).length;
}

export function pickLetter(
  game: FindVowelsGame,
  id: string,
): { game: FindVowelsGame; outcome: FindOutcome } {
  const tile = game.tiles.find((t) => t.id === id);
  if (!tile || game.complete) return { game, outcome: "unknown" };
  if (game.found.includes(id) || game.misses.includes(id))
    return { game, outcome: "already-chosen" };
  if (!tile.isVowel)
    return { game: { ...game, misses: [...game.misses, id] }, outcome: "not-a-vowel" };
  const found = [...game.found, id];
  const complete = found.length === vowelsToFind(game);
  return { game: { ...game, found, complete }, outcome: complete ? "complete" : "found" };
}

export function resetFindVowelsGame(game: FindVowelsGame, random: Random): FindVowelsGame {
  return createFindVowelsGame(random, game.round + 1);
}

// "Short or long?": every example word of the game's own table, shuffled, sorted one at a time
// into the short or the long pile. A wrong pile explains the rule and keeps the word in play.
export type VowelSound = "short" | "long";
export type SortWord = { word: string; vowel: Vowel; sound: VowelSound };

export type SortGame = {
  words: SortWord[];
  /** Words sorted so far (always correctly), in order. */
  sorted: SortWord[];
  mistakes: number;
  complete: boolean;
};

export type SortOutcome =
  | { kind: "correct"; word: SortWord; complete: boolean }
  | { kind: "wrong"; word: SortWord }
  | { kind: "ignored" };

export function soundWords(): SortWord[] {
  return VOWELS.flatMap((vowel) => [
    ...VOWEL_SOUNDS[vowel].shortWords.map((word) => ({ word, vowel, sound: "short" as const })),
    ...VOWEL_SOUNDS[vowel].longWords.map((word) => ({ word, vowel, sound: "long" as const })),
  ]);
}

export function createSortGame(random: Random): SortGame {
  return { words: shuffle(random, soundWords()), sorted: [], mistakes: 0, complete: false };
}

export function currentWord(game: SortGame): SortWord | null {
  return game.words[game.sorted.length] ?? null;
}

export function sortInto(
  game: SortGame,
  sound: VowelSound,
): { game: SortGame; outcome: SortOutcome } {
  const word = currentWord(game);
  if (!word || game.complete) return { game, outcome: { kind: "ignored" } };
  if (word.sound !== sound)
    return { game: { ...game, mistakes: game.mistakes + 1 }, outcome: { kind: "wrong", word } };
  const sorted = [...game.sorted, word];
  const complete = sorted.length === game.words.length;
  return { game: { ...game, sorted, complete }, outcome: { kind: "correct", word, complete } };
}

/** Why a word's vowel is short or long, in words a child can follow. */
export function soundReason(word: SortWord): string {
  if (word.sound === "short")
    return `In "${word.word}" the ${word.vowel} is closed in by a consonant, so it is short, like ${VOWEL_SOUNDS[word.vowel].keyword}.`;
  return word.word.endsWith("e") && !word.word.endsWith(word.vowel)
    ? `In "${word.word}" the silent e at the end makes the ${word.vowel} say its name, so it is long.`
    : `In "${word.word}" the ${word.vowel} ends the word, so it says its name: it is long.`;
}
