"use client";
// One player's side: name, score, cards in hand and the place-value chart. Cards are picked by
// click/tap, keyboard (arrows + Enter) or dragged onto a column; the chart's columns accept them.
import { useRef, useState, type KeyboardEvent } from "react";
import { BaseTenBlocks, placeTheme } from "./base-ten";
import { emptySlots, playableCards, type GameState, type PlayerIndex } from "./logic";
import { placeLabel, placeShortLabel, placesOf } from "./numbers";
import { useCardDrag } from "./use-card-drag";

type PlayerPanelProps = {
  state: GameState;
  player: PlayerIndex;
  /** A person (not the computer) is placing on this chart now. */
  interactive: boolean;
  onSelect: (handIndex: number | null) => void;
  onPlace: (slot: number, handIndex?: number) => void;
};

function moveFocus(event: KeyboardEvent, buttons: (HTMLButtonElement | null)[], current: number) {
  const delta =
    event.key === "ArrowRight" || event.key === "ArrowDown"
      ? 1
      : event.key === "ArrowLeft" || event.key === "ArrowUp"
        ? -1
        : 0;
  if (delta === 0) return false;
  event.preventDefault();
  const enabled = buttons.map((b, i) => (b && !b.disabled ? i : -1)).filter((i) => i >= 0);
  const at = enabled.indexOf(current);
  const next = enabled[(at + delta + enabled.length) % enabled.length];
  if (next !== undefined) buttons[next]?.focus();
  return true;
}

export function PlayerPanel({ state, player, interactive, onSelect, onPlace }: PlayerPanelProps) {
  const board = state.boards[player];
  const places = placesOf(board.slots.length);
  const playable = interactive ? playableCards(state, player) : [];
  const isTurn = state.phase === "placing" && state.turn === player;
  const selected = isTurn ? state.selected : null;
  const oneAtATime = state.settings.deal === "one";
  const name = state.names[player];
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const slotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusCard, setFocusCard] = useState(0);
  const drag = useCardDrag((handIndex, slot) => onPlace(slot, handIndex), player);

  const activeCard = playable.includes(focusCard) ? focusCard : (playable[0] ?? -1);

  const pickCard = (handIndex: number) => {
    onSelect(handIndex === selected ? null : handIndex);
    if (handIndex !== selected) slotRefs.current[emptySlots(board)[0] ?? -1]?.focus();
  };

  return (
    <section
      aria-labelledby={`player-${player}-name`}
      data-testid={`player-${player}`}
      className={`rounded-3xl border-4 p-3 sm:p-4 ${isTurn ? "border-brand-500 bg-white shadow-lg" : "border-brand-100 bg-brand-50/60"}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`player-${player}-name`} className="text-brand-900 text-xl font-bold">
          {name}
        </h2>
        <div className="flex items-center gap-2">
          {isTurn ? (
            <span className="bg-sun-300 text-brand-950 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold">
              <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                <path
                  d="M4 10h10M10 5l5 5-5 5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {state.names[player] === "You" ? "Your turn" : `${name}'s turn`}
            </span>
          ) : null}
          <span
            className="bg-brand-900 rounded-full px-3 py-1 text-sm font-semibold text-white"
            data-testid={`score-${player}`}
          >
            {state.scores[player]} {state.scores[player] === 1 ? "point" : "points"}
          </span>
        </div>
      </div>

      <div
        role="group"
        aria-label={`${name}: cards`}
        className="mb-3 flex min-h-16 flex-wrap items-center gap-2"
      >
        {board.hand.map((digit, i) => {
          if (board.used[i])
            return (
              <span
                key={i}
                className="h-16 w-12 rounded-xl border-2 border-dashed border-slate-300"
                aria-hidden="true"
              />
            );
          // One at a time: a card is only drawn (turned up) on its owner's turn.
          const faceUp = !oneAtATime || (isTurn && i === board.used.indexOf(false));
          if (!faceUp) {
            return (
              <span
                key={i}
                className="border-brand-700 flex h-16 w-12 items-center justify-center rounded-xl border-2 bg-[repeating-linear-gradient(45deg,#0271b8_0_6px,#035a95_6px_12px)]"
                aria-hidden="true"
              />
            );
          }
          if (!playable.includes(i)) {
            return (
              <span
                key={i}
                className="text-ink flex h-16 w-12 items-center justify-center rounded-xl border-2 border-slate-400 bg-white text-3xl font-bold"
              >
                <span className="sr-only">Card </span>
                {digit}
              </span>
            );
          }
          const isSelected = selected === i || (oneAtATime && selected === null);
          return (
            <button
              key={i}
              ref={(el) => {
                cardRefs.current[i] = el;
              }}
              type="button"
              tabIndex={i === activeCard ? 0 : -1}
              aria-pressed={selected === i}
              aria-label={`Card ${digit}`}
              data-testid="digit-card"
              onFocus={() => setFocusCard(i)}
              onClick={() => (drag.wasDragged() ? undefined : pickCard(i))}
              onKeyDown={(event) => {
                if (moveFocus(event, cardRefs.current, i)) return;
                if (event.key === "Escape") onSelect(null);
              }}
              {...drag.handlers(i)}
              className={`text-ink flex h-16 w-12 touch-none items-center justify-center rounded-xl border-4 bg-white text-3xl font-bold shadow-sm transition-transform select-none ${
                isSelected
                  ? "border-sun-500 ring-sun-300 -translate-y-1 ring-4"
                  : "border-brand-600"
              }`}
            >
              {digit}
            </button>
          );
        })}
        {interactive && playable.length > 0 ? (
          <p className="text-sm text-slate-700">
            {oneAtATime
              ? "Tap a column to place this card."
              : selected === null
                ? "Tap a card, then a column."
                : "Now tap a column."}
          </p>
        ) : null}
      </div>

      <div
        role="group"
        aria-label={`${name}: place-value chart`}
        className="grid gap-2"
        style={{ gridTemplateColumns: `repeat(${places.length}, minmax(0, 1fr))` }}
      >
        {places.map((place, slot) => {
          const digit = board.slots[slot] ?? null;
          const canPlace = interactive && digit === null && (selected !== null || oneAtATime);
          const cardDigit =
            selected !== null
              ? board.hand[selected]
              : oneAtATime
                ? board.hand[playable[0] ?? -1]
                : undefined;
          return (
            <div key={place} className="flex flex-col items-center gap-1">
              <div
                className={`w-full rounded-t-xl border-b-4 px-1 py-1 text-center text-xs font-semibold sm:text-sm ${placeTheme[place].header}`}
              >
                <span aria-hidden="true" className="block text-base font-bold">
                  {placeShortLabel[place]}
                </span>
                {placeLabel[place]}
              </div>
              <button
                ref={(el) => {
                  slotRefs.current[slot] = el;
                }}
                type="button"
                data-slot={slot}
                data-player={player}
                data-testid="place-slot"
                disabled={!interactive || digit !== null}
                aria-label={
                  digit !== null
                    ? `${placeLabel[place]}: ${digit}`
                    : canPlace && cardDigit !== undefined
                      ? `Put ${cardDigit} in the ${placeLabel[place].toLowerCase()} place`
                      : `${placeLabel[place]}: empty`
                }
                onClick={() => onPlace(slot)}
                onKeyDown={(event) => {
                  if (moveFocus(event, slotRefs.current, slot)) return;
                  if (event.key === "Escape") {
                    onSelect(null);
                    cardRefs.current[activeCard]?.focus();
                  }
                }}
                className={`flex h-20 w-full items-center justify-center rounded-xl border-4 text-4xl font-bold ${
                  digit !== null
                    ? "text-ink border-slate-300 bg-white"
                    : canPlace
                      ? "border-brand-500 bg-brand-50 text-brand-700 hover:bg-brand-100 border-dashed"
                      : "border-dashed border-slate-300 bg-white/70 text-slate-400"
                }`}
              >
                {digit ?? (
                  <span aria-hidden="true" className="text-2xl">
                    ?
                  </span>
                )}
              </button>
              <BaseTenBlocks place={place} count={digit ?? 0} className="mt-1" />
            </div>
          );
        })}
      </div>
      {drag.ghost}
    </section>
  );
}
