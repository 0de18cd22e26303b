"use client";
// Pieces the two-player race games (Name It, Math It) share: keyboard keys per player, the
// game-length select with a no-clock practice choice (WCAG 2.2.1), player headers and the
// game-over panel.
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { outcomeOf, playerSlotForKey, type PlayerIndex } from "./player-keys";
import { describeDuration } from "../timing/round-timer";

export const GAME_LENGTH_MINUTES = [1, 2, 3, 4, 5] as const;

/** Choices in seconds; null is practice without a clock. A ?seconds= test timer is added. */
export function gameLengthChoices(testSeconds: number | null): (number | null)[] {
  const minutes = GAME_LENGTH_MINUTES.map((m) => m * 60);
  const withTest =
    testSeconds !== null && !minutes.includes(testSeconds) ? [testSeconds, ...minutes] : minutes;
  return [...withTest, null];
}

export function GameLengthSelect({
  value,
  choices,
  onChange,
  disabled,
}: {
  value: number | null;
  choices: (number | null)[];
  onChange: (seconds: number | null) => void;
  disabled: boolean;
}) {
  return (
    <label className="text-brand-900 flex flex-col gap-1 text-sm font-semibold">
      Game length
      <select
        className="border-brand-200 text-ink min-h-11 rounded-xl border-2 bg-white px-3 text-base font-normal disabled:opacity-60"
        value={value === null ? "none" : String(value)}
        disabled={disabled}
        onChange={(event) =>
          onChange(event.target.value === "none" ? null : Number(event.target.value))
        }
      >
        {choices.map((seconds) => (
          <option key={seconds ?? "none"} value={seconds === null ? "none" : String(seconds)}>
            {seconds === null ? "No clock (practice)" : describeDuration(seconds)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="text-brand-900 flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
      <input
        type="checkbox"
        className="accent-brand-600 h-5 w-5"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

export function PlayerNameField({
  player,
  value,
  onChange,
  disabled,
}: {
  player: PlayerIndex;
  value: string;
  onChange: (name: string) => void;
  disabled: boolean;
}) {
  return (
    <label className="text-brand-900 flex flex-col gap-1 text-sm font-semibold">
      Player {player + 1} name
      <input
        className="border-brand-200 text-ink min-h-11 w-40 rounded-xl border-2 bg-white px-3 text-base font-normal disabled:opacity-60"
        value={value}
        maxLength={20}
        disabled={disabled}
        placeholder={`Player ${player + 1}`}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

export function playerName(names: readonly [string, string], player: PlayerIndex): string {
  return names[player].trim() || `Player ${player + 1}`;
}

/** Name, score and the player's keys; the marker shape (circle or square) repeats the colour cue. */
export function PlayerHeader({
  player,
  name,
  score,
  keys,
}: {
  player: PlayerIndex;
  name: string;
  score: number;
  keys: string;
}) {
  return (
    <div className="flex w-full max-w-[26rem] items-center justify-between gap-2">
      <h2 className="text-brand-900 flex items-center gap-2 text-lg font-bold">
        <span
          aria-hidden="true"
          className={
            player === 0 ? "bg-brand-500 h-4 w-4 rounded-full" : "h-4 w-4 rounded-sm bg-amber-500"
          }
        />
        {name}
      </h2>
      <p className="text-sm text-slate-700">
        Keys <span className="font-mono font-bold uppercase">{keys}</span>
      </p>
      <p className="text-brand-900 text-lg font-bold" data-testid={`score-${player + 1}`}>
        <span className="sr-only">{name} score: </span>
        <span aria-hidden="true">Score </span>
        {score}
      </p>
    </div>
  );
}

/** Calls onKey(player, slot) for each player's letter keys while enabled. */
export function usePlayerKeys(
  enabled: boolean,
  onKey: (player: PlayerIndex, slot: number) => void,
) {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  }, [onKey]);
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (
        target &&
        (target.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName))
      )
        return;
      const hit = playerSlotForKey(event.key);
      if (!hit) return;
      event.preventDefault();
      handler.current(hit.player, hit.slot);
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [enabled]);
}

export function outcomeText(
  names: readonly [string, string],
  scores: readonly [number, number],
): string {
  const outcome = outcomeOf(scores);
  const tally = `${Math.max(...scores)} to ${Math.min(...scores)}`;
  return "tie" in outcome
    ? `It's a tie, ${tally}!`
    : `${playerName(names, outcome.winner)} wins, ${tally}!`;
}

export function GameOverPanel({
  names,
  scores,
  onPlayAgain,
  onSettings,
}: {
  names: readonly [string, string];
  scores: readonly [number, number];
  onPlayAgain: () => void;
  onSettings: () => void;
}) {
  const playAgain = useRef<HTMLButtonElement>(null);
  useEffect(() => playAgain.current?.focus(), []);
  return (
    <section
      aria-labelledby="game-over-title"
      data-testid="game-over"
      className="border-sun-400 mx-auto my-4 w-full max-w-xl rounded-3xl border-4 bg-white p-6 text-center shadow-lg"
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="mx-auto h-16 w-16">
        <path d="M18 8h28v14a14 14 0 0 1-28 0z" fill="#fbc531" stroke="#b45309" strokeWidth="3" />
        <path
          d="M18 12H9a9 9 0 0 0 9 12M46 12h9a9 9 0 0 1-9 12"
          fill="none"
          stroke="#b45309"
          strokeWidth="3"
        />
        <path d="M28 36h8v10h-8zM20 48h24v8H20z" fill="#fbc531" stroke="#b45309" strokeWidth="3" />
      </svg>
      <h2 id="game-over-title" className="text-brand-900 mt-2 text-2xl font-bold">
        Game over
      </h2>
      <p className="text-ink mt-2 text-xl font-semibold" data-testid="game-result">
        {outcomeText(names, scores)}
      </p>
      <ul className="mt-3 flex justify-center gap-6 text-lg">
        {([0, 1] as const).map((player) => (
          <li key={player}>
            {playerName(names, player)}: <strong>{scores[player]}</strong>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button ref={playAgain} onClick={onPlayAgain}>
          Play again
        </Button>
        <Button variant="secondary" onClick={onSettings}>
          Change settings
        </Button>
      </div>
    </section>
  );
}
