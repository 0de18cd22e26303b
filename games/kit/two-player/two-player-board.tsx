"use client";
// The frame of a two-player race (Name It, Math It): Start / Reset / Finish with the clock,
// three columns (player 1, center, player 2) that stack on phones, a face-down card before the
// game, and a one-line note under each player's card that also shows an icon (not colour only).
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { PlayArea } from "../screen/play-area";
import { PLAYER_KEYS, type PlayerIndex } from "./player-keys";
import { formatClock } from "../timing/round-timer";
import { CheckboxField, GameLengthSelect, PlayerHeader, PlayerNameField } from "./two-player";

type ControlsProps = {
  running: boolean;
  practice: boolean;
  seconds: number;
  onStart: () => void;
  onReset: () => void;
  onFinish: () => void;
};

export function TwoPlayerControls({
  running,
  practice,
  seconds,
  onStart,
  onReset,
  onFinish,
}: ControlsProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={onStart} disabled={running}>
        Start Game
      </Button>
      <Button variant="secondary" onClick={onReset}>
        Reset Game
      </Button>
      {running && practice ? (
        <Button variant="sun" onClick={onFinish}>
          Finish game
        </Button>
      ) : null}
      <p
        className="bg-brand-900 ml-auto rounded-2xl px-4 py-2 text-xl font-bold text-white tabular-nums"
        data-testid="game-timer"
      >
        <span className="mr-2 text-base font-semibold">Time</span>
        {practice ? "No clock" : formatClock(seconds)}
      </p>
    </div>
  );
}

/**
 * One tablet, two players: side by side on a landscape screen; on an upright tablet at opposite
 * ends, player 2's side turned to face the far player (as tablet party games do), the controls and
 * the center card between them. Cards size themselves (--card-size) so all of it fits one screen.
 */
export function TwoPlayerColumns({
  controls,
  left,
  center,
  right,
}: {
  controls: ReactNode;
  left: ReactNode;
  center: ReactNode;
  right: ReactNode;
}) {
  return (
    <PlayArea className="grid items-start gap-3 [--card-size:26rem] md:portrait:[--card-size:calc((var(--play-height)_-_19rem)/3)] landscape:lg:grid-cols-3 landscape:lg:[--card-size:min(26rem,calc(var(--play-height)_-_14rem),30vw)]">
      <div
        className="flex flex-col gap-3 md:portrait:order-2 landscape:lg:col-span-3"
        data-testid="race-controls"
      >
        {controls}
      </div>
      <section
        aria-label="Player 1"
        data-testid="player-1-side"
        className="order-1 flex flex-col items-center gap-2 md:portrait:order-4 landscape:lg:order-1"
      >
        {left}
      </section>
      <section
        aria-label="Center"
        className="order-2 flex flex-col items-center gap-2 md:portrait:order-3 landscape:lg:order-2"
      >
        {center}
      </section>
      <section
        aria-label="Player 2"
        data-testid="player-2-side"
        className="order-3 flex flex-col items-center gap-2 md:portrait:order-1 md:portrait:rotate-180 landscape:lg:order-3"
      >
        {right}
      </section>
    </PlayArea>
  );
}

export function CardBack({ text }: { text: string }) {
  return (
    <div className="border-brand-300 bg-brand-50 text-brand-800 flex aspect-square w-full max-w-[var(--card-size,26rem)] items-center justify-center rounded-full border-4 border-dashed p-8 text-center text-lg font-semibold">
      {text}
    </div>
  );
}

/** One player's side of a race: name, score and keys, their card (its back before Start) and the note under it. */
export function RacePlayerSide({
  player,
  name,
  score,
  keysOn,
  card,
  cardLabel,
  note,
}: {
  player: PlayerIndex;
  name: string;
  score: number;
  keysOn: boolean;
  card: ReactNode;
  cardLabel: string;
  note: PlayerNote;
}) {
  const keys = PLAYER_KEYS[player];
  return (
    <>
      <PlayerHeader
        player={player}
        name={name}
        score={score}
        keys={keysOn ? `${keys.slice(0, 4).join("")} ${keys.slice(4).join("")}` : "off"}
      />
      {card ?? <CardBack text={cardLabel} />}
      <PlayerNoteLine note={note} />
    </>
  );
}

export type PlayerNote = { text: string; tone: "good" | "bad" | "info" } | null;

export function PlayerNoteLine({ note }: { note: PlayerNote }) {
  return (
    <p className="flex min-h-8 items-center gap-2 text-base font-semibold" aria-hidden="true">
      {note?.tone === "good" ? (
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6 text-emerald-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : note?.tone === "bad" ? (
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6 text-red-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      ) : null}
      <span
        className={
          note?.tone === "good"
            ? "text-emerald-800"
            : note?.tone === "bad"
              ? "text-red-800"
              : "text-slate-700"
        }
      >
        {note?.text ?? ""}
      </span>
    </p>
  );
}

/** Each player's short note, cleared after a moment. */
export function usePlayerNotes(clearAfterMs = 1600) {
  const [notes, setNotes] = useState<[PlayerNote, PlayerNote]>([null, null]);
  const timers = useRef<[number | undefined, number | undefined]>([undefined, undefined]);
  const setNote = useCallback(
    (player: PlayerIndex, note: PlayerNote) => {
      window.clearTimeout(timers.current[player]);
      setNotes((current) => (player === 0 ? [note, current[1]] : [current[0], note]));
      timers.current[player] = window.setTimeout(
        () => setNotes((current) => (player === 0 ? [null, current[1]] : [current[0], null])),
        clearAfterMs,
      );
    },
    [clearAfterMs],
  );
  const clearNotes = useCallback(() => setNotes([null, null]), []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);
  return { notes, setNote, clearNotes };
}

type RaceSettingsProps = {
  running: boolean;
  gameSeconds: number | null;
  lengthChoices: (number | null)[];
  onGameSeconds: (seconds: number | null) => void;
  names: [string, string];
  onNames: (names: [string, string]) => void;
  keysOn: boolean;
  onKeysOn: (on: boolean) => void;
  soundOn: boolean;
  onSoundOn: (on: boolean) => void;
  /** The game's own setting (symbol set, operation). */
  children: ReactNode;
};

/** The game's own setting inside RaceSettings (symbol set, operation). */
export function RaceSettingSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <label className="text-brand-900 flex flex-col gap-1 text-sm font-semibold">
      {label}
      <select
        className="border-brand-200 text-ink min-h-11 rounded-xl border-2 bg-white px-3 text-base font-normal disabled:opacity-60"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Game settings are locked while a game runs; sound and letter keys stay switchable. */
export function RaceSettings(props: RaceSettingsProps) {
  const { running, names } = props;
  return (
    <>
      <fieldset
        disabled={running}
        className="border-brand-100 mt-6 flex flex-wrap items-end gap-4 rounded-2xl border bg-white p-4"
      >
        <legend className="text-brand-900 px-1 text-base font-bold">
          Settings{running ? " (locked while playing)" : ""}
        </legend>
        <GameLengthSelect
          value={props.gameSeconds}
          choices={props.lengthChoices}
          onChange={props.onGameSeconds}
          disabled={running}
        />
        {props.children}
        {([0, 1] as const).map((player) => (
          <PlayerNameField
            key={player}
            player={player}
            value={names[player]}
            disabled={running}
            onChange={(name) => props.onNames(player === 0 ? [name, names[1]] : [names[0], name])}
          />
        ))}
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-6">
        <CheckboxField
          label="Letter keys for players"
          checked={props.keysOn}
          onChange={props.onKeysOn}
        />
        <CheckboxField label="Sound" checked={props.soundOn} onChange={props.onSoundOn} />
      </div>
    </>
  );
}
