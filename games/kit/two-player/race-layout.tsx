"use client";
// The screen of a two-player race (Name It, Math It): Start / Reset / Finish and the game-over
// panel, each player's card on their own side of the shared prompt, and the race settings with
// the game's own choice among them. The game supplies only what differs: its cards and prompt.
import type { ReactNode } from "react";
import { PLAYER_KEYS, type PlayerIndex } from "./player-keys";
import { isLocked, lockSecondsLeft, type RaceState } from "./race";
import { LockOverlay, RoundCard, type RoundCardItem } from "./round-card";
import { GameOverPanel } from "./two-player";
import {
  RacePlayerSide,
  RaceSettings,
  TwoPlayerColumns,
  TwoPlayerControls,
} from "./two-player-board";
import type { RaceSession } from "./use-race-session";
import { useHydrationMark } from "../screen/hydration-mark";

/** A player's dealt card: its items, and their reading order (the order of the letter keys). */
export type RacePlayerCard = { items: RoundCardItem[]; order: number[] };

type RaceLayoutProps<S extends RaceState> = {
  game: RaceSession<S>;
  onStart: () => void;
  /** What a player's card holds, as in "Sam's answers". */
  cardName: string;
  /** The player's card while a game is dealt, null before the first deal. */
  playerCard: (player: PlayerIndex) => RacePlayerCard | null;
  onPick: (player: PlayerIndex, id: string) => void;
  /** Shown on a locked player's card, with the seconds left. */
  lockReason: string;
  /** The shared prompt between the players: the equation, the center card. */
  center: ReactNode;
  /** The game's own setting, shown with the race settings. */
  settings: ReactNode;
};

export function RaceLayout<S extends RaceState>({
  game,
  onStart,
  cardName,
  playerCard,
  onPick,
  lockReason,
  center,
  settings,
}: RaceLayoutProps<S>) {
  const { state, now, running, keysOn, nameOf } = game;
  const hydrationMark = useHydrationMark<HTMLDivElement>();

  const playerColumn = (player: PlayerIndex) => {
    const card = playerCard(player);
    const me = state.players[player];
    const locked = running && me !== undefined && isLocked(me, now);
    const label = `${nameOf(player)}'s ${cardName}`;
    return (
      <RacePlayerSide
        player={player}
        name={nameOf(player)}
        score={game.scores[player]}
        keysOn={keysOn}
        cardLabel={label}
        note={game.notes[player]}
        card={
          card ? (
            <RoundCard
              label={label}
              tone={player === 0 ? "player1" : "player2"}
              items={card.items.map((item, i) => ({
                ...item,
                keyHint: keysOn ? PLAYER_KEYS[player][card.order.indexOf(i)] : undefined,
              }))}
              order={card.order}
              unavailable={!running || locked}
              onPick={(id) => onPick(player, id)}
              overlay={
                locked && me ? (
                  <LockOverlay seconds={lockSecondsLeft(me, now)} reason={lockReason} />
                ) : null
              }
            />
          ) : null
        }
      />
    );
  };

  return (
    <div ref={hydrationMark}>
      {game.region}
      <TwoPlayerColumns
        controls={
          <>
            <TwoPlayerControls
              running={running}
              practice={game.practice}
              seconds={game.timerSeconds}
              onStart={onStart}
              onReset={game.resetGame}
              onFinish={game.finishGame}
            />
            {state.phase === "over" ? (
              <GameOverPanel
                names={game.names}
                scores={game.scores}
                onPlayAgain={onStart}
                onSettings={game.backToSettings}
              />
            ) : null}
          </>
        }
        left={playerColumn(0)}
        right={playerColumn(1)}
        center={center}
      />
      <RaceSettings
        running={running}
        gameSeconds={game.gameSeconds}
        lengthChoices={game.lengthChoices}
        onGameSeconds={game.setChosenSeconds}
        names={game.names}
        onNames={game.setNames}
        keysOn={keysOn}
        onKeysOn={game.setKeysOn}
        soundOn={game.soundOn}
        onSoundOn={game.setSoundOn}
      >
        {settings}
      </RaceSettings>
    </div>
  );
}
