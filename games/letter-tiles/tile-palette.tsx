"use client";
// The tile palette for the chosen level, in labelled sections. One tab stop for the whole palette
// (roving tabindex); arrow keys move between tiles, Enter or Space selects.
import type { PointerEvent as ReactPointerEvent } from "react";
import { specialKindLabels, tileDescription, type SpecialKind, type Tile } from "./tiles";
import { TileFace } from "./tile-face";

type Section = { id: string; title: string; tiles: Tile[] };

const sectionTitles: Record<SpecialKind, string> = {
  digraph: "Digraphs",
  blend: "Blends",
  floss: "Floss endings",
  welded: "Welded sounds",
  exception: "Closed-syllable exceptions",
  "r-controlled": "R-controlled vowels",
  "vowel-team": "Vowel teams",
  suffix: "Suffixes",
};

export function paletteSections(tiles: readonly Tile[]): Section[] {
  const sections: Section[] = [
    { id: "vowel", title: "Vowels", tiles: tiles.filter((t) => t.type === "vowel") },
    { id: "consonant", title: "Consonants", tiles: tiles.filter((t) => t.type === "consonant") },
    ...(Object.keys(specialKindLabels) as SpecialKind[]).map((kind) => ({
      id: kind,
      title: sectionTitles[kind],
      tiles: tiles.filter((t) => t.type === "special" && t.colorScheme === kind),
    })),
    { id: "image", title: "Pictures", tiles: tiles.filter((t) => t.type === "image") },
  ];
  return sections.filter((s) => s.tiles.length > 0);
}

type TilePaletteProps = {
  tiles: readonly Tile[];
  uppercase: boolean;
  /** Smaller tiles and gaps for the large sets (still 44 px targets). */
  compact: boolean;
  selectedTileId: string | null;
  focusTileId: string;
  onFocusTile: (tileId: string) => void;
  onSelect: (tile: Tile) => void;
  onStartDrag: (tile: Tile, event: ReactPointerEvent<HTMLElement>) => void;
};

export function TilePalette({
  tiles,
  uppercase,
  compact,
  selectedTileId,
  focusTileId,
  onFocusTile,
  onSelect,
  onStartDrag,
}: TilePaletteProps) {
  const tabStop = tiles.some((t) => t.id === focusTileId) ? focusTileId : tiles[0]?.id;
  return (
    // Short sections (vowels, digraphs, pictures) share a line, so the palette stays under the board on one screen.
    <div
      className={`flex flex-wrap ${compact ? "gap-x-4 gap-y-1" : "gap-x-6 gap-y-2"}`}
      data-testid="tile-palette"
    >
      {paletteSections(tiles).map((section) => (
        <div key={section.id} role="group" aria-labelledby={`palette-${section.id}`}>
          <h3
            id={`palette-${section.id}`}
            className={`font-semibold text-slate-700 ${compact ? "text-xs" : "mb-1 text-sm"}`}
          >
            {section.title}
          </h3>
          <div className={`flex flex-wrap ${compact ? "gap-1" : "gap-1.5"}`}>
            {section.tiles.map((tile) => {
              const selected = tile.id === selectedTileId;
              return (
                <button
                  key={tile.id}
                  type="button"
                  data-nav-item="palette"
                  data-tile-id={tile.id}
                  tabIndex={tile.id === tabStop ? 0 : -1}
                  aria-pressed={selected}
                  aria-label={tileDescription(tile, uppercase)}
                  onFocus={() => onFocusTile(tile.id)}
                  onClick={() => onSelect(tile)}
                  onPointerDown={(event) => onStartDrag(tile, event)}
                  className={`relative [touch-action:none] rounded-xl p-0.5 ${selected ? "bg-sun-300 ring-brand-900 -translate-y-0.5 ring-4" : ""}`}
                >
                  <TileFace tile={tile} uppercase={uppercase} compact={compact} />
                  {selected ? (
                    <span
                      aria-hidden="true"
                      className="bg-brand-900 absolute -top-1.5 -right-1.5 flex h-5 w-5 items-center justify-center rounded-full text-white"
                    >
                      <svg
                        viewBox="0 0 16 16"
                        className="h-3 w-3"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.5"
                      >
                        <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
