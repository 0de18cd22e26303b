// Letter tiles by level, coloured the structured-literacy way: every tile type (and every kind of
// special tile) has its own colour AND its own shape/border cue, so colour is never the only cue.
//
// Levels build on each other:
// - beginner: single vowels and consonants, the first digraphs (sh, ch, th, wh-, -ck, qu) and
//   short-vowel keyword pictures (the keyword table's, games/kit/words/sound-keywords.ts).
// - intermediate: adds two-letter blends (start blends like "bl-", end blends like "-nd"),
//   floss endings (-ff, -ll, -ss, -zz), -ng and the welded sounds (-ang, -ing, -ong, -ung, -ank,
//   -ink, -onk, -unk).
// - advanced: adds three-letter blends, -tch, the closed-syllable exceptions (-ild, -ind, -old,
//   -olt, -ost), r-controlled vowels, vowel teams and suffixes (-s, -es, -ed, -ing).
import { shortVowelKeyword } from "@/games/kit/words/sound-keywords";

export type TileType = "vowel" | "consonant" | "special" | "image";
export type SpecialKind =
  "digraph" | "blend" | "welded" | "floss" | "exception" | "r-controlled" | "vowel-team" | "suffix";
export type TilePosition = "start" | "end";
export type Level = "beginner" | "intermediate" | "advanced";

export type Tile = {
  id: string;
  label: string;
  type: TileType;
  /** Which special family the tile belongs to; drives its colour and border. */
  colorScheme?: SpecialKind;
  /** Key of a self-drawn picture (games/letter-tiles/pictures.tsx) for image tiles. */
  imageUrl?: string;
  rules?: { position?: TilePosition };
  /**
   * False for suffixes: "-s", "-es", "-ed" and "-ing" cannot be told from base letters without
   * knowing the word's morphology (bus, yes, bed, king), so they are for hand-building only.
   */
  autoSplit?: boolean;
};

export const levels: Level[] = ["beginner", "intermediate", "advanced"];
export const levelLabels: Record<Level, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const VOWELS = ["a", "e", "i", "o", "u"] as const;
const CONSONANTS = "b c d f g h j k l m n p r s t v w x y z".split(" ");

function letters(type: "vowel" | "consonant", list: readonly string[]): Tile[] {
  return list.map((label) => ({ id: `${type}-${label}`, label, type }));
}

function specials(kind: SpecialKind, list: string, position?: TilePosition): Tile[] {
  return list.split(" ").map((label) => ({
    id: `${kind}-${position ? `${position}-` : ""}${label}`,
    label,
    type: "special" as const,
    colorScheme: kind,
    ...(position ? { rules: { position } } : {}),
    ...(kind === "suffix" ? { autoSplit: false } : {}),
  }));
}

function pictures(list: string): Tile[] {
  return list
    .split(" ")
    .map((word) => ({ id: `image-${word}`, label: word, type: "image" as const, imageUrl: word }));
}

// Start-only and end-only blends: "st", "sk" and "sp" exist in both places as separate tiles,
// the way structured-literacy card decks print "st-" and "-st".
export const START_BLENDS = "bl cl fl gl pl sl br cr dr fr gr pr tr sc sk sm sn sp st sw tw";
export const END_BLENDS = "nd nt mp st sk sp ft lt lp";
export const THREE_LETTER_BLENDS = "str spr spl scr shr thr squ";
export const WELDED_SOUNDS = "ang ing ong ung ank ink onk unk";
export const EXCEPTIONS = "ild ind old olt ost";
export const R_CONTROLLED = "ar er ir or ur";
export const VOWEL_TEAMS = "ai ee ea oa oo ou ow oi igh ew ue";
export const END_VOWEL_TEAMS = "ay oy";

const beginner: Tile[] = [
  ...letters("vowel", VOWELS),
  ...letters("consonant", CONSONANTS),
  ...specials("digraph", "sh ch th qu"),
  ...specials("digraph", "wh", "start"),
  ...specials("digraph", "ck", "end"),
  ...pictures([...VOWELS.map(shortVowelKeyword), "cat", "sun"].join(" ")),
];

const intermediate: Tile[] = [
  ...beginner,
  ...specials("digraph", "ng", "end"),
  ...specials("blend", START_BLENDS, "start"),
  ...specials("blend", END_BLENDS, "end"),
  ...specials("floss", "ff ll ss zz", "end"),
  ...specials("welded", WELDED_SOUNDS, "end"),
  ...pictures("fish ship ring drum"),
];

const advanced: Tile[] = [
  ...intermediate,
  ...specials("digraph", "tch", "end"),
  ...specials("blend", THREE_LETTER_BLENDS, "start"),
  ...specials("exception", EXCEPTIONS, "end"),
  ...specials("r-controlled", R_CONTROLLED),
  ...specials("vowel-team", VOWEL_TEAMS),
  ...specials("vowel-team", END_VOWEL_TEAMS, "end"),
  ...specials("suffix", "s es ed ing", "end"),
  ...pictures("cake star boat kite"),
];

export const tileSets: Record<Level, Tile[]> = { beginner, intermediate, advanced };

/** The larger sets draw their palette with 44 px tiles, so the whole set fits under the board on one screen. */
export const compactPalette: Record<Level, boolean> = {
  beginner: false,
  intermediate: true,
  advanced: true,
};

/** A letter the level has no tile for still gets a plain tile, so every word can be laid. */
export function letterTile(letter: string): Tile {
  const type = (VOWELS as readonly string[]).includes(letter) ? "vowel" : "consonant";
  return { id: `${type}-${letter}`, label: letter, type };
}

export function findTile(level: Level, id: string): Tile | undefined {
  return (
    tileSets[level].find((t) => t.id === id) ??
    Object.values(tileSets)
      .flat()
      .find((t) => t.id === id)
  );
}

/** The text shown on a tile: a hyphen marks where a position-bound tile goes (bl-, -ck). */
export function tileText(tile: Tile, uppercase: boolean): string {
  const text = uppercase ? tile.label.toUpperCase() : tile.label;
  if (tile.type !== "special") return text;
  if (tile.rules?.position === "start") return `${text}-`;
  if (tile.rules?.position === "end") return `-${text}`;
  return text;
}

export const specialKindLabels: Record<SpecialKind, string> = {
  digraph: "digraph",
  blend: "blend",
  welded: "welded sound",
  floss: "floss ending",
  exception: "closed-syllable exception",
  "r-controlled": "r-controlled vowel",
  "vowel-team": "vowel team",
  suffix: "suffix",
};

/** What a screen reader hears for a tile: its letters and what kind of tile it is. */
export function tileDescription(tile: Tile, uppercase: boolean): string {
  if (tile.type === "image") return `picture: ${tile.label}`;
  const text = uppercase ? tile.label.toUpperCase() : tile.label;
  if (tile.type !== "special") return `${text}, ${tile.type}`;
  const where =
    tile.rules?.position === "start"
      ? ", starts a word"
      : tile.rules?.position === "end"
        ? ", ends a word"
        : "";
  return `${text}, ${specialKindLabels[tile.colorScheme ?? "digraph"]}${where}`;
}
