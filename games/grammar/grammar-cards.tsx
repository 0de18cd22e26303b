"use client";
// Ten prompt cards in 5 columns, all one height so the grid stays still when one flips; one open at a time. The cards are buttons (click, Enter or
// Space flips) and arrow keys move between them.
import { useRef, type KeyboardEvent } from "react";
import { moveInGrid, renderedGridColumns } from "@/games/kit/input/grid-keys";
import { GRAMMAR_CARDS } from "./data";
import { GrammarSymbol } from "./grammar-symbol";

type GrammarCardsProps = {
  openCard: number | null;
  onFlip: (card: number) => void;
  onClose: () => void;
};

export function GrammarCards({ openCard, onFlip, onClose }: GrammarCardsProps) {
  const grid = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === "Escape" && openCard !== null) {
      event.preventDefault();
      onClose();
      return;
    }
    const next = moveInGrid(
      index,
      event.key,
      GRAMMAR_CARDS.length,
      renderedGridColumns(grid.current),
    );
    if (next === null) return;
    event.preventDefault();
    grid.current?.querySelectorAll<HTMLButtonElement>("button[data-card]")[next]?.focus();
  };

  return (
    <ul ref={grid} aria-label="Prompt cards" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {GRAMMAR_CARDS.map((card, index) => {
        const open = openCard === card.number;
        return (
          <li key={card.number} className="[perspective:900px]">
            <button
              type="button"
              data-card={card.number}
              aria-pressed={open}
              onClick={() => onFlip(card.number)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="grid h-36 w-full rounded-2xl text-left transition-transform duration-500 [transform-style:preserve-3d] focus-visible:outline-offset-4 lg:h-[6.5rem]"
              style={{ transform: open ? "rotateY(180deg)" : "none" }}
            >
              <span
                aria-hidden={open}
                // On a laptop the cards share the row with the prompt, so they are narrower: the
                // number and symbols go side by side and the name below, which may take two lines.
                className="border-brand-300 bg-brand-50 flex flex-col items-center justify-center gap-1 overflow-hidden rounded-2xl border-2 p-2 text-center [backface-visibility:hidden] [grid-area:1/1] lg:flex-row lg:flex-wrap lg:content-center lg:gap-x-2"
              >
                <span className="bg-brand-700 flex h-8 w-8 items-center justify-center rounded-full text-lg font-bold text-white">
                  {card.number}
                </span>
                <span className="text-brand-900 text-sm leading-tight font-semibold sm:text-base lg:order-last lg:basis-full lg:text-sm">
                  {card.category}
                </span>
                <span className="flex gap-1" aria-hidden="true">
                  {card.icons.map((icon) => (
                    <GrammarSymbol key={icon} icon={icon} size={22} />
                  ))}
                </span>
                <span className="sr-only">, turn over to read the prompt</span>
              </span>
              <span
                aria-hidden={!open}
                className="border-sun-500 bg-cream text-ink flex [transform:rotateY(180deg)] flex-col justify-center overflow-hidden rounded-2xl border-2 p-2 text-sm [backface-visibility:hidden] [grid-area:1/1]"
              >
                <span className="text-brand-800 text-xs font-semibold">
                  {card.number}. {card.category}
                </span>
                {/* In full beside the cards on a laptop: here the start of it, cut with an ellipsis. */}
                <span className="leading-snug lg:line-clamp-2">{card.prompt}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
