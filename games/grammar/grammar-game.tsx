"use client";
// Grammar: flip a prompt card, write a sentence, then mark its words with grammar symbols.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { PlayArea } from "@/games/kit/screen/play-area";
import { buttonClasses } from "@/components/ui/button";
import { useReducer } from "react";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { HearButton } from "@/games/kit/audio/hear-button";
import { useCanSpeak } from "@/games/kit/audio/speech";
import { GRAMMAR_CARDS, grammarIcon, type GrammarIconId } from "./data";
import { GrammarCards } from "./grammar-cards";
import { IconPalette } from "./icon-palette";
import { grammarReducer, initialGrammarState } from "./logic";
import { SentenceBox } from "./sentence-box";

export function GrammarGame() {
  const [state, dispatch] = useReducer(grammarReducer, initialGrammarState);
  const { announce, region } = useAnnouncer();
  const speechAvailable = useCanSpeak();
  const openCard = GRAMMAR_CARDS.find((card) => card.number === state.openCard) ?? null;

  const flip = (number: number) => {
    const opening = state.openCard !== number;
    dispatch({ type: "flip-card", card: number });
    const card = GRAMMAR_CARDS.find((c) => c.number === number);
    if (card)
      announce(opening ? `Card ${number}: ${card.prompt}` : `Card ${number} turned back over.`);
  };

  const selectIcon = (icon: GrammarIconId) => {
    const picking = state.selectedIcon !== icon;
    dispatch({ type: "select-icon", icon });
    announce(
      picking
        ? `${grammarIcon(icon).label} picked. Click above a word, or press Enter in your writing, to place it.`
        : "Symbol put down.",
    );
  };

  const trash = () => {
    dispatch({ type: "trash" });
    announce("Writing and symbols cleared.");
  };

  return (
    <div className="space-y-6">
      {region}
      <PlayArea className="space-y-2">
        {/* On a laptop the prompt sits beside the cards, so turning one over changes no height and
            the palette and writing stay on a 720 px screen; on a tablet it goes below them. */}
        <div className="space-y-2 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-3 lg:space-y-0">
          <GrammarCards
            openCard={state.openCard}
            onFlip={flip}
            onClose={() => dispatch({ type: "close-card" })}
          />

          <section
            aria-labelledby="grammar-prompt-title"
            // Before a card is turned, one line: the sentence box stays on screen below it.
            className={`border-brand-100 rounded-2xl border bg-white px-4 py-2 shadow-sm ${openCard ? "" : "flex flex-wrap items-baseline gap-x-3"}`}
          >
            {openCard ? (
              <>
                {/* The button beside the heading, so the prompt fits the panel beside the cards. */}
                <div className="flex items-start justify-between gap-3">
                  <h2
                    id="grammar-prompt-title"
                    className="text-brand-900 pt-2 text-lg leading-tight font-semibold"
                  >
                    Card {openCard.number}: {openCard.category}
                  </h2>
                  <HearButton
                    key={openCard.number}
                    text={`${openCard.prompt} For example: ${openCard.example}`}
                    label="Read aloud"
                    hotkey={HEAR_KEY}
                    className="shrink-0"
                  />
                </div>
                <p className="mt-1 text-lg">{openCard.prompt}</p>
                <p className="mt-1 text-slate-700">
                  For example: <span className="font-semibold">{openCard.example}</span>
                </p>
              </>
            ) : (
              <>
                <h2 id="grammar-prompt-title" className="text-brand-900 text-lg font-semibold">
                  Your prompt
                </h2>
                <p className="text-slate-700">Turn over a card to get a sentence to write.</p>
              </>
            )}
          </section>
        </div>

        <IconPalette
          selected={state.selectedIcon}
          onSelect={selectIcon}
          onClear={() => dispatch({ type: "clear-selection" })}
        />

        <SentenceBox
          text={state.text}
          placements={state.placements}
          selectedIcon={state.selectedIcon}
          dispatch={dispatch}
          onPlaced={(icon) => announce(`${grammarIcon(icon).label} symbol placed.`)}
          onRemoved={(icon) => announce(`${grammarIcon(icon).label} symbol removed.`)}
          tools={
            <>
              {/* The prompt's button already says where there is no voice: one message a screen. */}
              {speechAvailable ? <HearButton text={state.text} label="Hear your sentence" /> : null}
              <button type="button" onClick={trash} className={buttonClasses("danger-outline")}>
                <TrashIcon />
                Clear writing and symbols
              </button>
            </>
          }
        />
      </PlayArea>
    </div>
  );
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
    </svg>
  );
}
