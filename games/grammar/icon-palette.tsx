"use client";
// The ten grammar symbols. Picking one (click, Enter or Space) arms it for placing in the text
// box; picking it again or pressing Escape puts it down.
import { useRef, type KeyboardEvent } from "react";
import { moveInGrid, renderedGridColumns } from "@/games/kit/input/grid-keys";
import { GRAMMAR_ICONS, GRAMMAR_ICON_SIZE, type GrammarIconId } from "./data";
import { GrammarSymbol } from "./grammar-symbol";

type IconPaletteProps = {
  selected: GrammarIconId | null;
  onSelect: (icon: GrammarIconId) => void;
  onClear: () => void;
};

export function IconPalette({ selected, onSelect, onClear }: IconPaletteProps) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClear();
      return;
    }
    const next = moveInGrid(
      index,
      event.key,
      GRAMMAR_ICONS.length,
      renderedGridColumns(list.current),
    );
    if (next === null) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  };

  return (
    <div
      role="group"
      aria-labelledby="grammar-palette-title"
      className="md:flex md:items-center md:gap-3"
    >
      <h2
        id="grammar-palette-title"
        className="text-brand-900 mb-2 text-lg font-semibold md:mb-0 md:w-24 md:shrink-0 md:leading-tight"
      >
        Grammar symbols
      </h2>
      <div
        ref={list}
        className="grid grid-cols-2 gap-2 min-[460px]:grid-cols-5 md:flex-1 lg:grid-cols-10"
      >
        {GRAMMAR_ICONS.map((icon, index) => {
          const isSelected = selected === icon.id;
          return (
            <button
              key={icon.id}
              type="button"
              aria-pressed={isSelected}
              aria-describedby={`grammar-icon-${icon.id}-meaning`}
              data-icon={icon.id}
              onClick={() => onSelect(icon.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`flex min-h-11 flex-col items-center gap-0.5 rounded-xl border-2 px-1 py-1 text-sm font-semibold transition-colors ${
                isSelected
                  ? "border-brand-700 bg-brand-100 text-brand-950 ring-brand-700 ring-2"
                  : "text-ink hover:border-brand-300 border-slate-200 bg-white"
              }`}
            >
              <GrammarSymbol icon={icon.id} size={GRAMMAR_ICON_SIZE} />
              <span>{icon.label}</span>
              <span id={`grammar-icon-${icon.id}-meaning`} className="sr-only">
                {icon.meaning}, for example {icon.examples.join(", ")}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
