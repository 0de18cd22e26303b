// How a tile looks. Structured-literacy colour coding with a second cue for every type: vowels are
// round, consonants square, special tiles have a dashed (or dotted, for suffixes) border and a
// hyphen where they attach, pictures are framed. The legend spells this out in words.
import type { SpecialKind, Tile } from "./tiles";
import { tileText } from "./tiles";
import { TilePicture } from "./pictures";

const specialLooks: Record<SpecialKind, string> = {
  digraph: "rounded-lg border-dashed border-emerald-700 bg-emerald-100 text-emerald-950",
  blend: "rounded-lg border-dashed border-amber-700 bg-amber-100 text-amber-950",
  floss: "rounded-lg border-dashed border-teal-700 bg-teal-100 text-teal-950",
  welded: "rounded-lg border-dashed border-violet-700 bg-violet-100 text-violet-950",
  exception: "rounded-lg border-dashed border-lime-800 bg-lime-100 text-lime-950",
  "r-controlled": "rounded-full border-dashed border-orange-700 bg-orange-100 text-orange-950",
  "vowel-team": "rounded-full border-dashed border-rose-700 bg-rose-100 text-rose-950",
  suffix:
    "rounded-l-md rounded-r-3xl border-dotted border-yellow-800 bg-yellow-100 text-yellow-950",
};

export function tileLook(tile: Tile): string {
  switch (tile.type) {
    case "vowel":
      return "rounded-full border-rose-600 bg-rose-50 text-rose-900";
    case "consonant":
      return "rounded-md border-brand-700 bg-white text-brand-950";
    case "image":
      return "rounded-lg border-slate-400 bg-white";
    case "special":
      return specialLooks[tile.colorScheme ?? "digraph"];
  }
}

function textSize(text: string, compact: boolean): string {
  if (text.length <= 1) return compact ? "text-xl" : "text-2xl";
  if (text.length === 2) return compact ? "text-lg" : "text-xl";
  if (text.length === 3) return compact ? "text-sm" : "text-base";
  return compact ? "text-[0.8rem]" : "text-sm";
}

/**
 * The face of a tile: 48 px, or 40 px when compact (the large sets' palette, whose buttons add
 * 2 px a side and so stay 44 px targets). Interactive wrappers (palette button, board slot) add
 * behaviour.
 */
export function TileFace({
  tile,
  uppercase,
  compact = false,
  className = "",
}: {
  tile: Tile;
  uppercase: boolean;
  compact?: boolean;
  className?: string;
}) {
  const box = compact ? "h-10 w-10" : "h-12 w-12";
  if (tile.type === "image") {
    return (
      <span
        className={`flex ${box} items-center justify-center border-2 ${tileLook(tile)} ${className}`}
      >
        <TilePicture
          name={tile.imageUrl ?? tile.label}
          className={compact ? "h-8 w-8" : "h-10 w-10"}
        />
      </span>
    );
  }
  const text = tileText(tile, uppercase);
  return (
    <span
      className={`flex ${box} items-center justify-center select-none ${compact ? "border-2" : "border-[3px]"} leading-none font-semibold tracking-normal ${textSize(text, compact)} ${tileLook(tile)} ${className}`}
    >
      {text}
    </span>
  );
}

/** Legend rows: every look explained in words, so the colour is never the only cue. */
export const tileLegend: { sample: Tile; text: string }[] = [
  { sample: { id: "l-v", label: "a", type: "vowel" }, text: "Vowels: round tiles" },
  { sample: { id: "l-c", label: "b", type: "consonant" }, text: "Consonants: square tiles" },
  {
    sample: { id: "l-d", label: "sh", type: "special", colorScheme: "digraph" },
    text: "Digraphs, blends and welded sounds: dashed border",
  },
  {
    sample: {
      id: "l-e",
      label: "ck",
      type: "special",
      colorScheme: "digraph",
      rules: { position: "end" },
    },
    text: "A hyphen shows where the tile goes: -ck ends a word, bl- starts one",
  },
  {
    sample: { id: "l-t", label: "ai", type: "special", colorScheme: "vowel-team" },
    text: "Vowel teams and r-controlled vowels: round with a dashed border",
  },
  {
    sample: {
      id: "l-s",
      label: "ed",
      type: "special",
      colorScheme: "suffix",
      rules: { position: "end" },
    },
    text: "Suffixes: dotted border",
  },
];
