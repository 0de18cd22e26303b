"use client";
// Place Value Showdown: the view. It renders GameState, turns clicks, taps, drags and keys into
// logic calls, plays the computer's turn after a short pause, and announces every step.
import { PlayArea } from "@/games/kit/screen/play-area";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAnnouncer } from "../kit/feedback/announcer";
import { celebrateWithFallback } from "../kit/feedback/celebration";
import { useReducedMotion } from "../kit/feedback/motion";
import { useSeededRandom } from "../kit/random/use-seeded-random";
import { playSound } from "../kit/audio/sound";
import { ToggleSwitch } from "../kit/settings/toggle-switch";
import {
  computerMove,
  isComputerTurn,
  newGame,
  nextRound,
  placeCard,
  selectCard,
  type GameState,
} from "./logic";
import { comparisonInWords, placeLabel, placesOf } from "./numbers";
import { PlayerPanel } from "./player-panel";
import { RevealPanel } from "./reveal-panel";
import { parseSettings, settingsQuery, type Settings } from "./settings";
import { SettingsDialog } from "./settings-dialog";

const computerThinkMs = 900;

function describePlacement(before: GameState, after: GameState): string | null {
  const player = before.turn;
  const slot = after.boards[player].slots.findIndex(
    (digit, i) => digit !== null && before.boards[player].slots[i] === null,
  );
  if (slot < 0) return null;
  const place = placesOf(after.boards[player].slots.length)[slot]!;
  const who = before.names[player] === "You" ? "You" : before.names[player];
  return `${who} put ${after.boards[player].slots[slot]} in the ${placeLabel[place].toLowerCase()} place.`;
}

/**
 * A tutor's saved activity plays with its own settings and seed and no Setup button. `onEnd` hears
 * the game the moment someone wins it (so the play is stored even if the child never presses
 * Finish); its last button hands the finished game back through `onFinish` instead of starting
 * another.
 */
export type ActivityRun = {
  settings: Settings;
  seed: number;
  onEnd: (game: GameState) => void;
  onFinish: (game: GameState) => void;
  /** Hears each round as its numbers are revealed (what the child built, for their tutor). */
  onRound?: (game: GameState) => void;
};

export function PlaceValueShowdownGame({ activity }: { activity?: ActivityRun } = {}) {
  const random = useSeededRandom({ seed: activity?.seed });
  const [state, setState] = useState<GameState>(() =>
    newGame(activity?.settings ?? parseSettings(window.location.search), random),
  );
  const [settingsOpen, setSettingsOpen] = useState(0);
  const [sound, setSound] = useState(true);
  const { announce, region } = useAnnouncer();
  const reducedMotion = useReducedMotion();
  const actionRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** Set when the keyboard was in the game, so focus follows the turn to the next person's cards. */
  const followFocus = useRef(false);

  const apply = (next: GameState) => {
    if (next === state) return;
    const turnChanges = next.turn !== state.turn || next.round !== state.round;
    if (turnChanges && rootRef.current?.contains(document.activeElement))
      followFocus.current = true;
    const message = describePlacement(state, next);
    if (next.phase === "placing") {
      const whoseTurn = `${next.names[next.turn] === "You" ? "Your" : `${next.names[next.turn]}'s`} turn.`;
      if (next.round !== state.round)
        announce(`Round ${next.round}. Build the ${next.goal} number. ${whoseTurn}`);
      else if (message) announce(`${message} ${whoseTurn}`);
      if (sound && message) playSound("pop");
    } else if (next.result) {
      const [a, b] = next.result.numbers;
      const roundWinner =
        next.result.winner === null
          ? "It's a tie."
          : `${next.names[next.result.winner]} ${next.names[next.result.winner] === "You" ? "win" : "wins"} the round.`;
      const score = `Score: ${next.names[0]} ${next.scores[0]}, ${next.names[1]} ${next.scores[1]}.`;
      const gameOver =
        next.winner === null
          ? ""
          : ` ${next.names[next.winner]} ${next.names[next.winner] === "You" ? "win" : "wins"} the game!`;
      announce(`${message ?? ""} ${comparisonInWords(a, b)}. ${roundWinner} ${score}${gameOver}`);
      if (sound) playSound(next.winner !== null ? "success" : "correct");
      if (state.phase === "placing") activity?.onRound?.(next);
      if (next.winner !== null && state.winner === null) activity?.onEnd(next);
      if (next.winner !== null && next.names[next.winner] !== "Computer")
        void celebrateWithFallback(
          { particleCount: 150, durationMs: 1500 },
          { count: 60, removeAfterMs: 2500 },
        );
    }
    setState(next);
  };

  // The computer takes its turn after a pause, so the child can see the card it drew.
  useEffect(() => {
    if (!isComputerTurn(state)) return;
    const timer = window.setTimeout(() => apply(computerMove(state, random)), computerThinkMs);
    return () => window.clearTimeout(timer);
    // apply reads the latest state through this effect's own run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  useEffect(() => {
    if (state.phase !== "placing") {
      actionRef.current?.focus();
    } else if (followFocus.current && !isComputerTurn(state)) {
      followFocus.current = false;
      rootRef.current
        ?.querySelector<HTMLElement>(
          `[data-testid="player-${state.turn}"] [data-testid="digit-card"][tabindex="0"]`,
        )
        ?.focus();
    }
  }, [state]);

  const humanTurn = state.phase === "placing" && !isComputerTurn(state);
  const startGame = (settings: Settings) => {
    const params = new URLSearchParams(window.location.search);
    const seed = params.get("seed");
    window.history.replaceState(
      null,
      "",
      `${window.location.pathname}?${settingsQuery(settings)}${seed ? `&seed=${seed}` : ""}`,
    );
    setState(newGame(settings, random));
    setSettingsOpen(0);
    announce(`New game. Build the ${settings.goal === "smaller" ? "smaller" : "greater"} number.`);
  };

  return (
    <div ref={rootRef} className="flex flex-col gap-4">
      <PlayArea className="flex flex-col gap-3">
        <div className="bg-brand-900 flex flex-wrap items-center justify-between gap-3 rounded-3xl px-4 py-3 text-white">
          <p className="flex items-center gap-3 text-lg sm:text-xl" data-testid="round-goal">
            <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold whitespace-nowrap">
              Round {state.round}
            </span>
            <GoalIcon goal={state.goal} />
            <span>
              Build the{" "}
              <strong className="text-sun-300 tracking-wide uppercase">{state.goal}</strong> number
            </span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm">First to {state.settings.target}</span>
            <span className="rounded-full bg-white pr-1">
              <ToggleSwitch label="Sound" checked={sound} onChange={setSound} />
            </span>
            {activity ? null : (
              <Button variant="sun" onClick={() => setSettingsOpen((n) => n + 1)}>
                Setup
              </Button>
            )}
          </div>
        </div>

        {/* The showdown opens over the players' boards (it repeats both numbers), within the
            screen, so "Next round" is on screen however many places the numbers have. */}
        <div className="relative">
          <div className="grid gap-4 lg:grid-cols-2">
            {([0, 1] as const).map((player) => (
              <PlayerPanel
                key={player}
                state={state}
                player={player}
                interactive={humanTurn && state.turn === player}
                onSelect={(handIndex) => apply(selectCard(state, handIndex))}
                onPlace={(slot, handIndex) =>
                  apply(placeCard(state, slot, handIndex ?? state.selected))
                }
              />
            ))}
          </div>

          {isComputerTurn(state) ? (
            <p className="text-brand-900 text-center text-lg" data-testid="computer-thinking">
              {reducedMotion ? "The computer is choosing a place." : "The computer is thinking…"}
            </p>
          ) : null}

          {state.phase !== "placing" ? (
            <RevealPanel
              state={state}
              actionRef={actionRef}
              onNext={() => apply(nextRound(state, random))}
              onPlayAgain={
                activity ? () => activity.onFinish(state) : () => startGame(state.settings)
              }
              finishLabel={activity ? "Finish" : undefined}
            />
          ) : null}
        </div>
      </PlayArea>

      {settingsOpen > 0 ? (
        <SettingsDialog
          key={settingsOpen}
          open
          initial={state.settings}
          onClose={() => setSettingsOpen(0)}
          onStart={startGame}
        />
      ) : null}
      {region}
    </div>
  );
}

function GoalIcon({ goal }: { goal: "greater" | "smaller" }) {
  return (
    <svg viewBox="0 0 24 24" className="text-sun-300 h-7 w-7" aria-hidden="true">
      <path
        d={goal === "greater" ? "M12 20V5M5 11l7-7 7 7" : "M12 4v15M5 13l7 7 7-7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
