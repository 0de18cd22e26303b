"use client";
// Name It view: renders the pure state from logic.ts and turns clicks, taps and each player's
// letter keys into picks. The shared race session supplies clock, seed, settings and feedback.
import { useState } from "react";
import { HearButton, NoVoiceMessage } from "@/games/kit/audio/hear-button";
import { RACE_HEAR_KEY, type PlayerIndex } from "@/games/kit/two-player/player-keys";
import { itemInSlot } from "@/games/kit/two-player/race";
import { RaceLayout } from "@/games/kit/two-player/race-layout";
import { RoundCard, type RoundCardItem } from "@/games/kit/two-player/round-card";
import { usePlayerKeys } from "@/games/kit/two-player/two-player";
import { CardBack, RaceSettingSelect } from "@/games/kit/two-player/two-player-board";
import { useRaceSession, type RaceLogic } from "@/games/kit/two-player/use-race-session";
import {
  configure,
  createNameIt,
  DEFAULT_GAME_SECONDS,
  finish,
  pick,
  pickSlot,
  reset,
  start,
  tick,
  type NameItCard,
  type NameItState,
  type PickResult,
} from "./logic";
import { symbolSetOrder, symbolSets, type SymbolSetId } from "./symbols";

const logic: RaceLogic<NameItState> = {
  create: () => createNameIt(),
  defaultSeconds: DEFAULT_GAME_SECONDS,
  configureSeconds: (s, gameSeconds) => configure(s, { gameSeconds }),
  start,
  tick,
  finish,
  reset,
};

const SymbolArt = ({ art }: { art: string }) => (
  <svg viewBox="0 0 100 100" className="h-full w-full" dangerouslySetInnerHTML={{ __html: art }} />
);

export function NameItGame() {
  const game = useRaceSession(logic);
  const { state, running, keysOn, nameOf } = game;
  const [setId, setSetId] = useState<SymbolSetId>("default");
  const symbols = symbolSets[setId].symbols;
  const symbolName = (symbol: number) => symbols[symbol]?.name ?? `symbol ${symbol}`;

  const feedback = (
    player: PlayerIndex,
    symbol: number | undefined,
    outcome: { result: PickResult; state: NameItState } | null,
  ) => {
    if (!outcome || symbol === undefined) return;
    const name = nameOf(player);
    if (outcome.result === "scored") {
      game.sound("correct");
      game.setNote(player, { text: `Yes! ${symbolName(symbol)}`, tone: "good" });
      game.announce(
        `${name} found the ${symbolName(symbol)}. ${name} has ${outcome.state.players[player].score}. New cards.`,
      );
    } else if (outcome.result === "miss") {
      game.sound("miss");
      game.setNote(player, { text: "Not that one. Look again!", tone: "bad" });
      game.announce(`${name}: not the ${symbolName(symbol)}.`);
    } else if (outcome.result === "locked-now") {
      game.sound("miss");
      game.announce(`${name} picked too fast and waits 5 seconds.`);
    }
  };

  const pickSymbol = (player: PlayerIndex, symbol: number) =>
    feedback(
      player,
      symbol,
      game.pickWith((s, t, r) => pick(s, player, symbol, t, r)),
    );

  usePlayerKeys(keysOn && running, (player, slot) => {
    const card = state.cards?.[player];
    const symbol = itemInSlot(card, card?.symbols, slot)?.symbol;
    feedback(
      player,
      symbol,
      game.pickWith((s, t, r) => pickSlot(s, player, slot, t, r)),
    );
  });

  // The names in the card's reading order, as a list the voice pauses between.
  const centerCardWords = (card: NameItCard) =>
    `${card.keyOrder
      .flatMap((i) => {
        const shown = card.symbols[i];
        return shown ? [symbolName(shown.symbol)] : [];
      })
      .join(", ")}.`;

  const items = (card: NameItCard): RoundCardItem[] =>
    card.symbols.map((s) => ({
      id: String(s.symbol),
      label: symbolName(s.symbol),
      placement: s,
      content: <SymbolArt art={symbols[s.symbol]?.art ?? ""} />,
    }));

  const begin = () =>
    game.begin(
      (s) => configure(s, { maxRotation: symbolSets[setId].maxRotation }),
      "Find the symbol your card shares with the center card.",
    );

  return (
    <RaceLayout
      game={game}
      onStart={begin}
      cardName="card"
      playerCard={(player) => {
        const card = state.cards?.[player];
        return card ? { items: items(card), order: card.keyOrder } : null;
      }}
      onPick={(player, id) => pickSymbol(player, Number(id))}
      lockReason="Three quick guesses. Look carefully!"
      center={
        <>
          <div className="flex items-center gap-2">
            <h2 className="text-brand-900 text-lg font-bold">Center card</h2>
            {state.center ? (
              <HearButton
                key={state.center.id}
                text={centerCardWords(state.center)}
                label="Hear the center card"
                hotkey={RACE_HEAR_KEY}
                compact
              />
            ) : null}
          </div>
          {state.center ? (
            <RoundCard label="Center card" tone="center" items={items(state.center)} />
          ) : (
            <CardBack text="Press Start Game to deal the cards." />
          )}
          <NoVoiceMessage />
        </>
      }
      settings={
        <RaceSettingSelect
          label="Symbols"
          value={setId}
          onChange={setSetId}
          options={symbolSetOrder.map((id) => ({ value: id, label: symbolSets[id].label }))}
        />
      }
    />
  );
}
